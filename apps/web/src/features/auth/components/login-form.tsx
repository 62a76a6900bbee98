import type { TLoginForm } from '@clearsheets/shared';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, forwardRef, lazy, Suspense, useImperativeHandle, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { useSignIn } from '../api/sign-in';

const loadValidation = () => import('../login-validation');
// Only a sign-up whose email is not verified yet needs it: it loads with that answer, not with /login.
const ResendLinkButton = lazy(() => import('./resend-link-button').then((m) => ({ default: m.ResendLinkButton })));

type Errors = Partial<Record<keyof TLoginForm, string>>;

export interface LoginFormHandle {
  /** Fills both fields (demo accounts) and moves focus to the submit button. */
  fill: (username: string, password: string) => void;
}

/** The sign-in form: shared validation on submit, the server's message in place, a loading button. */
interface LoginFormProps {
  onSubmitted?: () => void;
  /** The right temporary password: no session, a ticket to choose a new password (decision 0028). */
  onMustChange?: (change: { username: string; ticket: string }) => void;
}

export const LoginForm = forwardRef<LoginFormHandle, LoginFormProps>(function LoginForm(
  { onSubmitted, onMustChange },
  ref,
) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [validating, setValidating] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState<TLoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  useImperativeHandle(ref, () => ({
    fill: (username, password) => {
      setValues({ username, password });
      setErrors({});
      signIn.reset();
      submitRef.current?.focus();
    },
  }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setValidating(true);
    const formElement = event.currentTarget;
    const { validateLogin } = await loadValidation().finally(() => setValidating(false));
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      formElement.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmitted?.();
    signIn.mutate(values, {
      onError: (error) => {
        if (!isApiError(error)) return;
        const ticket = error.extensions.change_ticket;
        if (error.code === 'password_change_required' && typeof ticket === 'string') {
          onMustChange?.({ username: values.username.trim(), ticket });
          return;
        }
        const fromServer: Errors = {};
        for (const { field, message } of error.errors) {
          if ((field === 'username' || field === 'password') && !fromServer[field]) fromServer[field] = message;
        }
        setErrors(fromServer);
      },
    });
  };

  const serverError = signIn.error
    ? isApiError(signIn.error)
      ? signIn.error.title
      : t('messages.somethingWentWrong')
    : null;
  // A sign-up whose email is not verified yet: the right password, refused until the link is opened.
  const notVerified = isApiError(signIn.error) && signIn.error.code === 'email_not_verified';

  return (
    <form onSubmit={handleSubmit} onFocus={() => void loadValidation()} noValidate>
      <Stack gap="md">
        {/* The message is the alert's body, not its title: a title would become the alert's accessible name,
            and "Invalid username or password" as a name would collide with the Password field's label. */}
        {serverError && (
          <Alert key={signIn.submittedAt} color="red" variant="light" role="alert">
            <Text fw={700} size="sm" c="red.9">
              {serverError}
            </Text>
            {notVerified && (
              <Suspense fallback={null}>
                <ResendLinkButton email={values.username.trim()} />
              </Suspense>
            )}
          </Alert>
        )}
        <TextInput
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          size="md"
          value={values.username}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((v) => ({ ...v, username }));
          }}
          error={errors.username}
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          size="md"
          value={values.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((v) => ({ ...v, password }));
          }}
          error={errors.password}
        />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending || validating} ref={submitRef}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
});
