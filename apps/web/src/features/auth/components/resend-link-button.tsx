import { Button, Stack, Text } from '@mantine/core';
import { useErrorText } from '../../../lib/field-errors';
import { usePublicAccountT } from '../account-i18n';
import { useResendVerification } from '../api/account-public';

/** "Resend the link", offered where sign-in says `Your email is not verified`. */
export function ResendLinkButton({ email }: { email: string }) {
  const pt = usePublicAccountT();
  const errorText = useErrorText();
  const resend = useResendVerification();
  return (
    <Stack gap={6} align="flex-start" mt="xs">
      <Button size="xs" variant="white" onClick={() => resend.mutate(email)} loading={resend.isPending}>
        {pt('publicAccount.notVerified.resend')}
      </Button>
      <div role="status">
        {resend.isSuccess && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {pt('publicAccount.notVerified.sent', { email })}
          </Text>
        )}
        {resend.isError && <Text size="sm">{errorText(resend.error)}</Text>}
      </div>
    </Stack>
  );
}
