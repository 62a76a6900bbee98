import { MESSAGES } from '@clearsheets/shared';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

// How the worksheet screens report outcomes: success notices (a live region) and server errors by title.

const closeLabel = () => (i18n.t as unknown as (key: string) => string)('library.close');

/** A success notice: the server's own words when it sent some ("Worksheet deleted"), else ours. */
export function notifySuccess(message: string) {
  notify({ message, closeLabel: closeLabel() });
}

/** The server's message for a failed action, or the default one. */
export function errorTitle(error: unknown): string {
  return isApiError(error) ? error.title : MESSAGES.somethingWentWrong;
}

/** A failed action as a notice, for actions with no form to hold the message. */
export function notifyError(error: unknown) {
  notify({ message: errorTitle(error), error: true, closeLabel: closeLabel() });
}

/** The `message` of a reply like `{ message: "Worksheet shared" }`, when there is one. */
export function replyMessage(reply: unknown): string | null {
  if (reply && typeof reply === 'object' && 'message' in reply) {
    const message = (reply as { message: unknown }).message;
    return typeof message === 'string' && message ? message : null;
  }
  return null;
}
