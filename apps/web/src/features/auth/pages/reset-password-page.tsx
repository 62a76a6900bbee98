import { ZPasswordResetRequest } from '@clearsheets/shared';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import {
  type FieldErrors,
  firstIssueByField,
  focusFirstInvalid,
  serverFieldErrors,
  useErrorText,
  useMessageText,
} from '../../../lib/field-errors';
import { PATHS } from '../../../lib/route-access';
import { usePublicAccountT } from '../account-i18n';
import { useResetPassword } from '../api/account-public';
import { AccountPanel } from '../components/account-panel';
import { FormAlert } from '../components/form-alert';
import { useLinkToken } from '../components/link-token';
import { NewPasswordFields } from '../components/new-password-fields';

/** /resetpassword: the forgot-password mail's link. A used or expired link gets the spec's message and the way
 * back to Forgot Password. */
export function ResetPasswordPage() {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const token = useLinkToken();
  const reset = useResetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const linkDead = reset.isError && isApiError(reset.error) && reset.error.status === 410;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || !token) return;
    const parsed = ZPasswordResetRequest.safeParse({ token, password, confirmPassword });
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return focusFirstInvalid(formRef.current, ['password', 'confirmPassword'], found);
    reset.mutate(parsed.data, {
      onError: (e) => {
        const fromServer = serverFieldErrors(e);
        setErrors(fromServer);
        focusFirstInvalid(formRef.current, ['password', 'confirmPassword'], fromServer);
      },
    });
  };

  const forgotLink = (
    <Anchor component={Link} to={PATHS.forgotPassword} fw={600}>
      {pt('publicAccount.reset.requestAgain')}
    </Anchor>
  );

  if (!token)
    return (
      <AccountPanel title={pt('publicAccount.reset.title')}>
        <Stack gap="md">
          <Text>{pt('publicAccount.reset.missing')}</Text>
          {forgotLink}
        </Stack>
      </AccountPanel>
    );
  if (reset.isSuccess)
    return (
      <AccountPanel title={pt('publicAccount.reset.title')}>
        <Stack gap="md">
          <FormAlert tone="success">{text(reset.data.message)}</FormAlert>
          <Text>{pt('publicAccount.reset.doneBody')}</Text>
          <Button component={Link} to={PATHS.login} size="md">
            {pt('publicAccount.signIn')}
          </Button>
        </Stack>
      </AccountPanel>
    );
  return (
    <AccountPanel title={pt('publicAccount.reset.title')} intro={pt('publicAccount.reset.intro')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {reset.isError && Object.keys(errors).length === 0 && (
            <FormAlert tone="error">{errorText(reset.error)}</FormAlert>
          )}
          {linkDead ? (
            forgotLink
          ) : (
            <>
              <NewPasswordFields
                password={password}
                confirm={confirmPassword}
                onPassword={setPassword}
                onConfirm={setConfirm}
                passwordName="password"
                confirmName="confirmPassword"
                labels={{
                  password: pt('publicAccount.reset.password'),
                  confirm: pt('publicAccount.reset.confirmPassword'),
                }}
                errors={{ password: text(errors.password), confirm: text(errors.confirmPassword) }}
              />
              <Button type="submit" size="md" fullWidth loading={reset.isPending}>
                {pt('publicAccount.reset.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AccountPanel>
  );
}
