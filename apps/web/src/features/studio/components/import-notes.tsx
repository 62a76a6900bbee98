import type { TQtiNote } from '@clearsheets/shared';
import { Alert, List } from '@mantine/core';
import { useStudioT } from '../i18n';
import { useQtiNotesT } from '../qti-notes-i18n';

/** A note of a QTI import in the reader's language. */
export function useQtiNoteText() {
  const t = useQtiNotesT();
  return (note: TQtiNote) => t(`qtiNotes.${note.code}`, note.values);
}

/** Where an imported question is opened: what its import could not keep as it was, until it is complete. */
export function ImportNotes({ notes }: { notes: TQtiNote[] }) {
  const t = useStudioT();
  const text = useQtiNoteText();
  if (!notes.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('studio.import.questionNotes')}
      data-testid="question-import-notes"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <List size="sm" spacing={2}>
        {notes.map((note) => (
          <List.Item key={`${note.code}:${JSON.stringify(note.values)}`}>{text(note)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
