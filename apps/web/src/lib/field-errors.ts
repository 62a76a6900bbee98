import { useCallback } from 'react';
import { isApiError } from './api-error';
import { useTranslation } from './i18n';
import { messageKeyOf } from './message-key';

// Field messages for the account forms (sign-up, passwords, account settings): the shared schema's on submit, the server's after it. Both are
// catalogue messages, shown in the page's language.

export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse (zod issues). */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field messages ("body.email" -> "email"). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const { field, message } of error.errors) {
    const name = field.replace(/^body\./, '');
    if (!errors[name]) errors[name] = message;
  }
  return errors;
}

/** Shows a catalogue message in the page's language (other text as it is). */
export function useMessageText() {
  const { t } = useTranslation();
  return useCallback(
    (text: string | undefined) => {
      if (!text) return undefined;
      const key = messageKeyOf(text);
      return key ? t(`messages.${key}`) : text;
    },
    [t],
  );
}

/** The message of a failed call: the server's title, or the catalogue's default. */
export function useErrorText() {
  const text = useMessageText();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => (isApiError(error) ? (text(error.title) ?? error.title) : t('messages.somethingWentWrong')),
    [text, t],
  );
}

/** Moves focus to the first field with a message, in the form's order. */
export function focusFirstInvalid(form: HTMLFormElement | null, order: readonly string[], errors: FieldErrors) {
  const first = order.find((name) => errors[name]);
  // A select's named input is hidden: its visible input carries data-field instead.
  if (first)
    form?.querySelector<HTMLElement>(`[data-field="${first}"], [name="${first}"]:not([type="hidden"])`)?.focus();
}
