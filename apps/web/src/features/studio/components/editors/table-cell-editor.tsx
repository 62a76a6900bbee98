import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useStudioT } from '../../i18n';
import type { CellDraft } from '../../lib/question-draft';
import { TextKeyEditor } from './text-key-editor';

interface TableCellEditorProps {
  cell: CellDraft;
  row: number;
  /** The column's heading, or "Column 2" when it has none. */
  column: string;
  path: string;
  onKind: (kind: CellDraft['kind']) => void;
  onChange: (cell: CellDraft) => void;
}

/** One cell: given text shown to students, or a blank they fill in (with its accepted answers). */
export function TableCellEditor({ cell, row, column, path, onKind, onChange }: TableCellEditorProps) {
  const t = useStudioT();
  const where = t('studio.table.cell', { row, column });
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} c="dimmed" aria-hidden="true">
        {t('studio.table.columnCaption', { column })}
      </Text>
      <SegmentedControl
        size="xs"
        value={cell.kind}
        onChange={(value) => onKind(value as CellDraft['kind'])}
        data={[
          { value: 'given', label: t('studio.table.given') },
          { value: 'blank', label: t('studio.table.blank') },
        ]}
        role="radiogroup"
        aria-label={t('studio.table.cellKind', { row, column })}
      />
      {cell.kind === 'given' ? (
        <TextInput
          label={t('studio.table.text')}
          aria-label={t('studio.table.cellText', { row, column })}
          value={cell.text}
          onChange={(event) => onChange({ kind: 'given', text: event.currentTarget.value })}
          maxLength={2000}
        />
      ) : (
        <TextKeyEditor
          value={cell}
          onChange={(key) => onChange({ ...key, kind: 'blank', id: cell.id })}
          path={path}
          part={where}
          compact
        />
      )}
    </Stack>
  );
}
