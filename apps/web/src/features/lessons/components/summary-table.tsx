import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface SummaryColumn<T> {
  key: string;
  header: ReactNode;
  /** The header as words, for a phone's card (defaults to the header when it is text). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a session, a student): a row header, and the card's title on phones. */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Never wrapped (a badge, a date). */
  nowrap?: boolean;
  /** Running text (routes, a standard's description): on a phone's card it sits under its label. */
  text?: boolean;
}

interface SummaryTableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: SummaryColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** On phones, a row with little to say (a student who never joined): one line under its name instead of every
   * column (null: the full card). */
  cardSummary?: (row: T) => ReactNode | null;
}

/**
 * The summary's tables, as the report pages draw theirs: a real table (column and row headers, a caption) from the
 * small-tablet width up and on paper, one card per row on phones (the row's name, then each column as label and
 * value), so nothing scrolls sideways at 390 px.
 */
export function SummaryTable<T>({ caption, columns, rows, rowKey, cardSummary }: SummaryTableProps<T>) {
  const wide = useMediaQuery('(min-width: 48em), print', true, { getInitialValueInEffect: false });
  const head = columns.find((c) => c.rowHeader);
  const rest = columns.filter((c) => c !== head);
  if (wide)
    return (
      <Box className="cs-summary-table-wrap">
        <Table withTableBorder striped verticalSpacing="xs" bg="white" captionSide="top">
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col" ta={c.numeric ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <Table.Th key={c.key} scope="row" fw={500}>
                      {c.cell(row)}
                    </Table.Th>
                  ) : (
                    <Table.Td
                      key={c.key}
                      ta={c.numeric ? 'right' : undefined}
                      style={{ whiteSpace: c.numeric || c.nowrap ? 'nowrap' : undefined }}
                    >
                      {c.cell(row)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const summary = cardSummary?.(row) ?? null;
        return (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            <Stack gap={4}>
              {head && <Box fw={600}>{head.cell(row)}</Box>}
              {summary !== null ? (
                <Text size="sm" c="dimmed">
                  {summary}
                </Text>
              ) : (
                rest.map((c) =>
                  c.text ? (
                    <Stack key={c.key} gap={0}>
                      <Text size="sm" c="dimmed">
                        {c.label ?? c.header}
                      </Text>
                      <Box fz="sm">{c.cell(row)}</Box>
                    </Stack>
                  ) : (
                    <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" c="dimmed">
                        {c.label ?? c.header}
                      </Text>
                      <Box ta="right" fz="sm">
                        {c.cell(row)}
                      </Box>
                    </Group>
                  ),
                )
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
