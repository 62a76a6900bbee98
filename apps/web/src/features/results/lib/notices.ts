import { MESSAGES } from '@clearsheets/shared';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

// How the results screens report outcomes: success notices (a live region) and server errors by title.

const closeLabel = () => (i18n.t as unknown as (key: string) => string)('results.close');

/** A success notice: the server's own words ("Feedback added", "Data updated"). */
export function notifySuccess(message: string) {
  notify({ message, closeLabel: closeLabel() });
}

/** The server's message for a failed action (the field's message for a 400 when there is one). */
export function errorTitle(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.somethingWentWrong;
  return error.errors[0]?.message ?? error.title;
}

/** A failed action as a notice, for actions with no form to hold the message. */
export function notifyError(error: unknown) {
  notify({ message: errorTitle(error), error: true, closeLabel: closeLabel() });
}
