import { MESSAGES } from '@clearsheets/shared';
import { Alert, Text } from '@mantine/core';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/field-errors';
import { translate } from '../../../lib/i18n';
import type { Language } from '../../../lib/language';
import { shownLanguage } from '../../../lib/locale-format';
import { detailKeyOf } from '../../../lib/message-key';

// How the class screens report outcomes: success notices (a live region) and server errors by their title.

// Notices are raised after a save, outside any component: they speak the language of the screen shown.
const shown = () => shownLanguage() as Language;
const closeLabel = () => translate(shown(), 'classes.common.close');
/** A catalogue message or detail in the language shown (other text as it is). */
export const inShownLanguage = (text: string) => {
  const found = detailKeyOf(text);
  return found ? translate(shown(), found.key, found.values) : text;
};

/** A success notice from the catalogue (classAdded, studentUpdated...), in the screen's language. */
export function notifySuccess(message: string) {
  notify({ message: inShownLanguage(message), closeLabel: closeLabel() });
}

/** The server's message for a failed action, or the default one. */
export function errorTitle(error: unknown): string {
  return isApiError(error) ? error.title : MESSAGES.somethingWentWrong;
}

/** Why: detail adds facts the title lacks ("for your license you have access of grade 5", "The class has 30
 * of 30 students"), but for a 400 it only repeats the field messages already shown beside the fields. */
export function errorDetail(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 400 || !error.detail) return undefined;
  return error.detail;
}

/** A failed action as a notice, for actions with no form to hold the message. */
export function notifyError(error: unknown) {
  const detail = errorDetail(error);
  notify({
    ...(detail
      ? { title: inShownLanguage(errorTitle(error)), message: inShownLanguage(detail) }
      : { message: inShownLanguage(errorTitle(error)) }),
    error: true,
    closeLabel: closeLabel(),
  });
}

/** A failed form submit, shown above the form's buttons. */
export function ServerErrorAlert({ error }: { error: unknown }) {
  // A catalogue message in the screen's language (other text as the server wrote it).
  const text = useMessageText();
  if (!error) return null;
  const detail = errorDetail(error);
  return (
    <Alert color="red" variant="light" title={text(errorTitle(error))}>
      {detail ? <Text size="sm">{inShownLanguage(detail)}</Text> : null}
    </Alert>
  );
}
