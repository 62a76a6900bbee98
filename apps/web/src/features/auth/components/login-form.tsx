import { type TLoginForm, ZLoginForm } from '@clearsheets/shared';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useSignIn } from '../api/sign-in';

/** Mantine form validation from the shared zod schema: the first message of each field. */
export function validateLogin(values: TLoginForm): Partial<Record<keyof TLoginForm, string>> {
  const result = ZLoginForm.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof TLoginForm, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TLoginForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface LoginFormHandle {
  /** Fills both fields (demo accounts) and moves focus to the submit button. */
  fill: (username: string, password: string) => void;
}

/** The sign-in form: shared validation on submit, the server's message in place, a loading button. */
export const LoginForm = forwardRef<LoginFormHandle, { onSubmitted?: () => void }>(function LoginForm(
  { onSubmitted },
  ref,
) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm<TLoginForm>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: validateLogin,
    validateInputOnChange: false,
  });

  useImperativeHandle(ref, () => ({
    fill: (username, password) => {
      form.setValues({ username, password });
      form.clearErrors();
      signIn.reset();
      submitRef.current?.focus();
    },
  }));

  const handleSubmit = form.onSubmit((values) => {
    onSubmitted?.();
    signIn.mutate(values, {
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const fieldError of error.errors) {
          if (fieldError.field === 'username' || fieldError.field === 'password') {
            form.setFieldError(fieldError.field, fieldError.message);
          }
        }
      },
    });
  });

  const serverError = signIn.error ? (isApiError(signIn.error) ? signIn.error.title : t('messages.somethingWentWrong')) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" title={serverError} role="alert">
            {null}
          </Alert>
        )}
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          size="md"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          size="md"
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending} ref={submitRef}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
});
