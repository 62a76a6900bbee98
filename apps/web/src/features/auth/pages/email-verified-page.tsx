import { MESSAGES } from '@clearsheets/shared';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, useErrorText, useMessageText } from '../../../lib/field-errors';
import { PATHS } from '../../../lib/route-access';
import { usePublicAccountT } from '../account-i18n';
import { useResendVerification, useVerifyEmail } from '../api/account-public';
import { AccountPanel } from '../components/account-panel';
import { FormAlert } from '../components/form-alert';
import { useLinkToken, useOnceWithToken } from '../components/link-token';

/** /teacher/emailverified: opened from the sign-up mail, without signing in. It verifies the address, then
 * leads to sign-in (the home then asks for the grade: onboarding). An expired link offers a new one. */
export function EmailVerifiedPage() {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const token = useLinkToken();
  const verify = useVerifyEmail();
  const mutate = verify.mutate;
  useOnceWithToken(
    token,
    useCallback((t: string) => mutate(t), [mutate]),
  );
  const expired = verify.isError && isApiError(verify.error) && verify.error.code !== 'link_used';

  return (
    <AccountPanel title={pt('publicAccount.verify.title')}>
      <Stack gap="md">
        {!token && <Text>{pt('publicAccount.verify.missing')}</Text>}
        {token && (verify.isPending || verify.isIdle) && (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{pt('publicAccount.verify.working')}</Text>
          </Stack>
        )}
        {verify.isSuccess && (
          <>
            <FormAlert tone="success">{text(MESSAGES.emailVerified)}</FormAlert>
            <Text>{pt('publicAccount.verify.doneBody')}</Text>
            <Button component={Link} to={PATHS.login} size="md">
              {pt('publicAccount.signIn')}
            </Button>
          </>
        )}
        {verify.isError && <FormAlert tone="error">{errorText(verify.error)}</FormAlert>}
        {verify.isError && !expired && (
          <Button component={Link} to={PATHS.login} size="md">
            {pt('publicAccount.signIn')}
          </Button>
        )}
        {(expired || !token) && <ResendForm />}
      </Stack>
    </AccountPanel>
  );
}

/** A new verification link to an address (the same answer whatever the address). */
function ResendForm() {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const fieldError = serverFieldErrors(resend.error).email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) resend.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={pt('publicAccount.verify.resendTitle')}>
      <Stack gap="sm">
        <Text fw={600}>{pt('publicAccount.verify.resendTitle')}</Text>
        {resend.isSuccess && <FormAlert tone="info">{text(resend.data.message)}</FormAlert>}
        {resend.isError && !fieldError && <FormAlert tone="error">{errorText(resend.error)}</FormAlert>}
        <TextInput
          label={pt('publicAccount.verify.resendEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={text(fieldError)}
        />
        <Button type="submit" variant="default" loading={resend.isPending}>
          {pt('publicAccount.verify.resend')}
        </Button>
      </Stack>
    </form>
  );
}
