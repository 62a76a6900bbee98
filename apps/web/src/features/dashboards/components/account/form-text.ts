import { useErrorText, useMessageText } from '../../../../lib/field-errors';

/** Catalogue messages in the person's language (`text`), and a failed call as its message (`errorText`). */
export function useMessages() {
  return { text: useMessageText(), errorText: useErrorText() };
}
