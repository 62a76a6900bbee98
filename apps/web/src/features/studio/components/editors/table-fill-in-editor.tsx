import { QUESTION_LIMITS } from '@clearsheets/shared';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useStudioT } from '../../i18n';
import { addColumn, addRow, removeColumn, removeRow, setCell, setCellKind } from '../../lib/table-draft';
import { useFieldIssue } from '../issue-context';
import { ListIssue } from '../list-issue';
import { PlusIcon, TrashIcon } from '../studio-icons';
import type { ContentEditorProps } from './editor-props';
import { TableCellEditor } from './table-cell-editor';

/** 7 table fill-in: column headings, then each row's cells (given text or a blank to fill). */
export function TableFillInEditor({ content, onChange }: ContentEditorProps<7>) {
  const t = useStudioT();
  // Headings may hold math ($x$): names read the plain text.
  const columnName = (index: number) => content.columns[index]?.header.replace(/\$/g, '').trim() || String(index + 1);
  return (
    <Stack gap="md">
      <Stack component="fieldset" gap="xs" p={0} m={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0}>
          {t('studio.table.columns')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {content.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; their place is who they are
            <Group key={index} gap={4} align="flex-end" wrap="nowrap">
              <HeaderInput
                index={index}
                value={column.header}
                onChange={(header) =>
                  onChange({ ...content, columns: content.columns.map((c, i) => (i === index ? { header } : c)) })
                }
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mb={2}
                disabled={content.columns.length <= 1}
                onClick={() => onChange(removeColumn(content, index))}
                aria-label={t('studio.table.removeColumn', { n: index + 1 })}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PlusIcon />}
            disabled={content.columns.length >= QUESTION_LIMITS.tableColumnsMax}
            onClick={() => onChange(addColumn(content))}
          >
            {t('studio.table.addColumn')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('studio.table.rows')}
        </Text>
        {content.rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is who they are
          <Paper key={r} withBorder radius="md" p="sm" component="fieldset" m={0}>
            <Group justify="space-between" component="legend" px={4} gap="xs">
              <Text fw={600} size="sm">
                {t('studio.table.row', { n: r + 1 })}
              </Text>
            </Group>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: Math.min(content.columns.length, 3) }} spacing="sm">
                {row.cells.map((cell, c) => (
                  <TableCellEditor
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                    key={c}
                    cell={cell}
                    row={r + 1}
                    column={columnName(c)}
                    path={`content.rows.${r}.cells.${c}`}
                    onKind={(kind) => onChange(setCellKind(content, r, c, kind))}
                    onChange={(next) => onChange(setCell(content, r, c, next))}
                  />
                ))}
              </SimpleGrid>
              <ListIssue path={`content.rows.${r}.cells`} />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<TrashIcon />}
                  disabled={content.rows.length <= 1}
                  onClick={() => onChange(removeRow(content, r))}
                >
                  {t('studio.table.removeRow', { n: r + 1 })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <ListIssue path="content.rows" />
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PlusIcon />}
            disabled={content.rows.length >= QUESTION_LIMITS.tableRowsMax}
            onClick={() => onChange(addRow(content))}
          >
            {t('studio.table.addRow')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

function HeaderInput({ index, value, onChange }: { index: number; value: string; onChange: (v: string) => void }) {
  const t = useStudioT();
  const { error, touch } = useFieldIssue(`content.columns.${index}.header`);
  return (
    <TextInput
      label={t('studio.table.column', { n: index + 1 })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={touch}
      error={error}
      maxLength={200}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
