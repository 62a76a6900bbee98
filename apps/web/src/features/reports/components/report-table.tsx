import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ReportColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a student, a standard): a row header, and the card's title on phones. */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Never wrapped (a badge, a date). */
  nowrap?: boolean;
  /** Running text (a description, a question): on a phone's card it sits under its label, not beside it. */
  text?: boolean;
}

interface ReportTableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Said in place of the table when there are no rows. */
  empty?: ReactNode;
  /** One page of a long list on screen (1-based); paper always gets every row. */
  page?: { number: number; size: number };
}

/**
 * A report table: a real table (column and row headers, a caption) from the small-tablet width up (and so on
 * paper from a computer), and one card per row on phones (the row's name, then each column as label and value),
 * so nothing scrolls sideways at 320 px. The rows and their order are the CSV export's.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, empty, page }: ReportTableProps<T>) {
  // One of the two at a time (a page of long tables stays light): the table from the small-tablet width up and on
  // paper, the cards on phones.
  const wide = useMediaQuery('(min-width: 48em), print', true, { getInitialValueInEffect: false });
  if (rows.length === 0)
    return empty ? (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    ) : null;
  const onPage = (i: number) => !page || (i >= (page.number - 1) * page.size && i < page.number * page.size);
  const head = columns.find((c) => c.rowHeader);
  const rest = columns.filter((c) => c !== head);
  if (wide)
    return (
      <Box className="cs-report-table-wrap">
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
            {rows.map((row, i) => (
              <Table.Tr key={rowKey(row)} className={onPage(i) ? undefined : 'cs-print-only'}>
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
      {rows
        .filter((_, i) => onPage(i))
        .map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            <Stack gap={4}>
              {head && <Box fw={600}>{head.cell(row)}</Box>}
              {rest.map((c) =>
                c.text ? (
                  <Stack key={c.key} gap={0}>
                    <Text size="sm" c="dimmed">
                      {c.header}
                    </Text>
                    <Box fz="sm">{c.cell(row)}</Box>
                  </Stack>
                ) : (
                  <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed">
                      {c.header}
                    </Text>
                    <Box ta="right" fz="sm">
                      {c.cell(row)}
                    </Box>
                  </Group>
                ),
              )}
            </Stack>
          </Paper>
        ))}
    </Stack>
  );
}
