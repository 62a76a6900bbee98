import { MESSAGES } from '@clearsheets/shared';
import { Alert, Text } from '@mantine/core';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

// How the assignment screens report outcomes: success notices (a live region) and the server's refusals by
// their title (the catalogue's words: "Students have already started this assignment, cannot change settings.").

const closeLabel = () => (i18n.t as unknown as (key: string) => string)('assignments.close');

/** A success notice ("Worksheet assigned", "Assignment deleted"). */
export function notifySuccess(message: string) {
  notify({ message, closeLabel: closeLabel() });
}

/** The server's message for a failed action, or the default one. */
export function errorTitle(error: unknown): string {
  return isApiError(error) ? error.title : MESSAGES.somethingWentWrong;
}

/** A failed action as a notice, for actions with no form or dialog to hold the message. */
export function notifyError(error: unknown) {
  notify({ message: errorTitle(error), error: true, closeLabel: closeLabel() });
}

/** The messages the server put beside fields ("body.dueAt"), by our field name ("dueAt"). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const field = e.field.replace(/^body\./, '');
    if (!(field in out)) out[field] = e.message;
  }
  return out;
}

/** A refused submit, above the form's buttons (role alert: read out as it appears). */
export function ServerErrorAlert({ error, detail }: { error: unknown; detail?: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={errorTitle(error)}>
      {detail ? <Text size="sm">{detail}</Text> : null}
    </Alert>
  );
}
