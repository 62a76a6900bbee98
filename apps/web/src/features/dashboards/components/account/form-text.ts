import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error';
import { messageKeyOf } from '../../../../lib/message-key';

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

/** The server's field messages ("body.newEmail" -> "newEmail"). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const { field, message } of error.errors) {
    const name = field.replace(/^body\./, '');
    if (!errors[name]) errors[name] = message;
  }
  return errors;
}

/** Catalogue messages in the person's language; a failed call as its message. */
export function useMessages() {
  const { t } = useTranslation();
  const text = useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = messageKeyOf(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
  const errorText = useCallback(
    (error: unknown) => (isApiError(error) ? (text(error.title) ?? error.title) : t('messages.somethingWentWrong')),
    [text, t],
  );
  return { text, errorText };
}
