import { MESSAGES } from '@clearsheets/shared';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

// How report pages tell the outcome of an action (saving filters, downloading a CSV): a notice, a live region.

const t = (key: string) => (i18n.t as unknown as (k: string) => string)(key);

export function notifySuccess(message: string) {
  notify({ message, closeLabel: t('reports.close') });
}

/** The server's message for a failed action (the field's message for a 400), else the fallback given. */
export function notifyError(error: unknown, fallback: string = MESSAGES.somethingWentWrong) {
  const message = isApiError(error) ? (error.errors[0]?.message ?? error.title) : fallback;
  notify({ message, error: true, closeLabel: t('reports.close') });
}
