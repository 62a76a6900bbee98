import { MESSAGES } from '@clearsheets/shared';
import { Alert, List } from '@mantine/core';
import { isApiError } from '../../../lib/api-error';

/** A refused save above the form's buttons: the server's message and, for a 400, its field messages. */
export function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  const title = isApiError(error) ? error.title : MESSAGES.somethingWentWrong;
  const fields = isApiError(error) ? error.errors : [];
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {fields.length > 0 && (
        <List size="sm">
          {fields.map((f) => (
            <List.Item key={`${f.field}:${f.message}`}>{f.message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
