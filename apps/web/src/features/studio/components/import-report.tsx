import type { TQtiImportReport } from '@clearsheets/shared';
import { Alert, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useStudioT } from '../i18n';
import { useQtiNoteText } from './import-notes';

/** What the library's QTI import hands over when it opens the new worksheet here (router state). */
export interface StudioImportState {
  qtiImport?: TQtiImportReport;
}

/** After a QTI import: how many questions came in, and each item left out or changed, with the reason. */
export function ImportReport() {
  const t = useStudioT();
  const noteText = useQtiNoteText();
  const report = (useLocation().state as StudioImportState | null)?.qtiImport;
  const [open, setOpen] = useState(true);
  if (!report || !open) return null;
  const lines = [
    ...report.skipped.map((s) => t('studio.import.skipped', { file: s.file, reason: noteText(s) })),
    ...report.notes.map((n) => t('studio.import.note', { file: n.file, note: noteText(n) })),
  ];
  return (
    <Alert
      color={lines.length ? 'yellow' : 'teal'}
      variant="light"
      role="status"
      title={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <span>{t('studio.import.title', { count: report.questions, complete: report.complete })}</span>
          <CloseButton size="sm" aria-label={t('studio.import.dismiss')} onClick={() => setOpen(false)} />
        </Group>
      }
      styles={{ title: { width: '100%', color: 'var(--mantine-color-dark-7)' } }}
    >
      <Stack gap={4}>
        {report.questions > report.complete && <Text size="sm">{t('studio.import.drafts')}</Text>}
        {lines.length > 0 && (
          <List size="sm" spacing={2}>
            {lines.map((line, i) => (
              // Lines repeat (the same note for two files is two lines); their order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
