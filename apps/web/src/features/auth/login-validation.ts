import { type TLoginForm, ZLoginForm } from '@clearsheets/shared';

// Loaded on demand by the login form: zod is ~25 kB gzip, too much for a student's first load.

export type LoginErrors = Partial<Record<keyof TLoginForm, string>>;

/** The shared ZLoginForm rules as field messages: the first message of each field. */
export function validateLogin(values: TLoginForm): LoginErrors {
  const result = ZLoginForm.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
