import { ZTemporaryPasswordRequest } from '@clearsheets/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import {
  type FieldErrors,
  firstIssueByField,
  focusFirstInvalid,
  serverFieldErrors,
  useErrorText,
  useMessageText,
} from '../../../lib/field-errors';
import { usePublicAccountT } from '../account-i18n';
import { useReplaceTemporaryPassword } from '../api/account-public';
import { signIn } from '../api/sign-in';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

const ORDER = ['newPassword', 'confirmPassword'];

/** After signing in with an admin's temporary password: choose one's own, then be signed in with it. The
 * temporary password itself never opened a session (docs/decisions/0028). */
export function MustChangeForm({
  username,
  ticket,
  onCancel,
}: {
  username: string;
  ticket: string;
  onCancel: () => void;
}) {
  const pt = usePublicAccountT();
  const text = useMessageText();
  const errorText = useErrorText();
  const replace = useReplaceTemporaryPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [newPassword, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [signingIn, setSigningIn] = useState(false);
  const [signInError, setSignInError] = useState<unknown>(null);

  // The form replaces the sign-in form: say so to screen readers and keyboard users.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replace.isPending || signingIn) return;
    const parsed = ZTemporaryPasswordRequest.safeParse({ ticket, newPassword, confirmPassword });
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return focusFirstInvalid(formRef.current, ORDER, found);
    replace.mutate(parsed.data, {
      onSuccess: async () => {
        setSigningIn(true);
        try {
          await signIn({ username, password: newPassword });
        } catch (error) {
          setSignInError(error);
          setSigningIn(false);
        }
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        setErrors(fromServer);
        focusFirstInvalid(formRef.current, ORDER, fromServer);
      },
    });
  };

  const ticketDead = replace.isError && isApiError(replace.error) && replace.error.status === 410;
  const failure = signInError ?? (replace.isError && Object.keys(errors).length === 0 ? replace.error : null);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" ref={headingRef} tabIndex={-1}>
            {pt('publicAccount.mustChange.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {pt('publicAccount.mustChange.intro')}
          </Text>
        </Stack>
        {failure ? <FormAlert tone="error">{errorText(failure)}</FormAlert> : null}
        {!ticketDead && (
          <NewPasswordFields
            password={newPassword}
            confirm={confirmPassword}
            onPassword={setPassword}
            onConfirm={setConfirm}
            passwordName="newPassword"
            confirmName="confirmPassword"
            labels={{
              password: pt('publicAccount.mustChange.password'),
              confirm: pt('publicAccount.mustChange.confirmPassword'),
            }}
            errors={{ password: text(errors.newPassword), confirm: text(errors.confirmPassword) }}
          />
        )}
        {!ticketDead && (
          <Button type="submit" size="md" fullWidth loading={replace.isPending || signingIn}>
            {pt('publicAccount.mustChange.submit')}
          </Button>
        )}
        <Button variant={ticketDead ? 'filled' : 'default'} size="md" fullWidth onClick={onCancel}>
          {ticketDead ? pt('publicAccount.backToSignIn') : pt('publicAccount.mustChange.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
