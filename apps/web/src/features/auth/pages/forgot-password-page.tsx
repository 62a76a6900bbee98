import { ZEmailRequest } from '@clearsheets/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { firstIssueByField, serverFieldErrors, useErrorText, useMessageText } from '../../../lib/field-errors';
import { PATHS } from '../../../lib/route-access';
import { usePublicAccountT } from '../account-i18n';
import { useForgotPassword } from '../api/account-public';
import { AccountPanel } from '../components/account-panel';
import { FormAlert } from '../components/form-alert';

/** /forgotpassword: mails a single-use link to choose a new password. An unknown address gets the spec's
 * "This Email ID does not exists" under the field. */
export function ForgotPasswordPage() {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const input = event.currentTarget.querySelector<HTMLInputElement>('[name="email"]');
    const parsed = ZEmailRequest.safeParse({ email });
    if (!parsed.success) {
      setError(firstIssueByField(parsed.error.issues).email);
      input?.focus();
      return;
    }
    setError(undefined);
    forgot.mutate(parsed.data.email, {
      onError: (e) => {
        setError(serverFieldErrors(e).email);
        input?.focus();
      },
    });
  };

  return (
    <AccountPanel title={pt('publicAccount.forgot.title')} intro={pt('publicAccount.forgot.intro')}>
      {forgot.isSuccess ? (
        <Stack gap="md">
          <FormAlert tone="success">{text(forgot.data.message)}</FormAlert>
          <Text size="sm" c="dimmed">
            {pt('publicAccount.forgot.sentHint')}
          </Text>
          <Anchor component={Link} to={PATHS.login} fw={600}>
            {pt('publicAccount.backToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {forgot.isError && !error && <FormAlert tone="error">{errorText(forgot.error)}</FormAlert>}
            <TextInput
              label={pt('publicAccount.forgot.email')}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              size="md"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={text(error)}
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {pt('publicAccount.forgot.submit')}
            </Button>
            <Anchor component={Link} to={PATHS.login} size="sm" ta="center" fw={600}>
              {pt('publicAccount.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AccountPanel>
  );
}
