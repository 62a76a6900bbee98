import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useErrorText, useMessageText } from '../../../lib/field-errors';
import { PATHS } from '../../../lib/route-access';
import { useSession } from '../../../lib/session-store';
import { usePublicAccountT } from '../account-i18n';
import { useConfirmEmail } from '../api/account-public';
import { AccountPanel } from '../components/account-panel';
import { FormAlert } from '../components/form-alert';
import { useLinkToken, useOnceWithToken } from '../components/link-token';

/** /confirmemail: the link mailed to a new address switches the account to it (any device, no sign-in). */
export function ConfirmEmailPage() {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const session = useSession();
  const token = useLinkToken();
  const confirm = useConfirmEmail();
  const mutate = confirm.mutate;
  useOnceWithToken(
    token,
    useCallback((t: string) => mutate(t), [mutate]),
  );
  const next =
    session.status === 'signedIn' ? (
      <Button component={Link} to={PATHS.teacherAccountSetting} size="md">
        {pt('publicAccount.confirmEmail.toSettings')}
      </Button>
    ) : (
      <Button component={Link} to={PATHS.login} size="md">
        {pt('publicAccount.signIn')}
      </Button>
    );
  return (
    <AccountPanel title={pt('publicAccount.confirmEmail.title')}>
      <Stack gap="md">
        {!token && <Text>{pt('publicAccount.confirmEmail.missing')}</Text>}
        {token && (confirm.isPending || confirm.isIdle) && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{pt('publicAccount.confirmEmail.working')}</Text>
          </Stack>
        )}
        {confirm.isSuccess && (
          <>
            <FormAlert tone="success">{text(confirm.data.message)}</FormAlert>
            <Text>{pt('publicAccount.confirmEmail.doneBody')}</Text>
            {next}
          </>
        )}
        {confirm.isError && (
          <>
            <FormAlert tone="error">{errorText(confirm.error)}</FormAlert>
            {next}
          </>
        )}
      </Stack>
    </AccountPanel>
  );
}
