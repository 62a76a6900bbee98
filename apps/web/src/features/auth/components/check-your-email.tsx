import { MESSAGES } from '@clearsheets/shared';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useErrorText, useMessageText } from '../../../lib/field-errors';
import { PATHS } from '../../../lib/route-access';
import { usePublicAccountT } from '../account-i18n';
import { useResendVerification } from '../api/account-public';
import { AccountPanel } from './account-panel';
import { FormAlert } from './form-alert';

/** After sign-up: where the link went, how long it works, and sending it again. */
export function CheckYourEmail({ email }: { email: string }) {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const resend = useResendVerification();
  return (
    <AccountPanel title={pt('publicAccount.signup.checkTitle')}>
      <Stack gap="md">
        <FormAlert tone="success">{text(MESSAGES.verificationSent)}</FormAlert>
        <Text>{pt('publicAccount.signup.checkBody', { email })}</Text>
        <Text size="sm" c="dimmed">
          {pt('publicAccount.signup.checkHint')}
        </Text>
        {resend.isSuccess && <FormAlert tone="info">{pt('publicAccount.notVerified.sent', { email })}</FormAlert>}
        {resend.isError && <FormAlert tone="error">{errorText(resend.error)}</FormAlert>}
        <Button variant="default" onClick={() => resend.mutate(email)} loading={resend.isPending}>
          {pt('publicAccount.signup.resend')}
        </Button>
        <Anchor component={Link} to={PATHS.login} ta="center" fw={600}>
          {pt('publicAccount.signIn')}
        </Anchor>
      </Stack>
    </AccountPanel>
  );
}
