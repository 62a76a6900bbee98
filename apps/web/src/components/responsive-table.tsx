import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ResponsiveColumn<T> {
  key: string;
  header: ReactNode;
  /** The header as words, for a phone's card (defaults to the header). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a student, a standard): a row header, and the card's title on phones. */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Never wrapped (a badge, a date). */
  nowrap?: boolean;
  /** Running text (a description, a route): on a phone's card it sits under its label, not beside it. */
  text?: boolean;
}

export interface ResponsiveTableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The wide table's wrapper (its area's styles: borders, print). */
  className: string;
  /** Which rows show on screen (a page of a long list); the others are printed only. Default: all. */
  onScreen?: (index: number) => boolean;
  /** On phones, a row with little to say: one line under its name instead of every column (null: the full card). */
  cardSummary?: (row: T) => ReactNode | null;
}

/**
 * A table that fits every width: a real table (column and row headers, a caption) from the small-tablet width up and
 * on paper, one card per row on phones (the row's name, then each column as label and value), so nothing scrolls
 * sideways at 320 px. One of the two is drawn at a time, so a page of long tables stays light.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const wide = useMediaQuery('(min-width: 48em), print', true, { getInitialValueInEffect: false });
  return wide ? <WideTable {...props} /> : <RowCards {...props} />;
}

function WideTable<T>({ caption, columns, rows, rowKey, className, onScreen }: ResponsiveTableProps<T>) {
  return (
    <Box className={className}>
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
            <Table.Tr key={rowKey(row)} className={!onScreen || onScreen(i) ? undefined : 'cs-print-only'}>
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
}

function RowCards<T>({ caption, columns, rows, rowKey, onScreen, cardSummary }: ResponsiveTableProps<T>) {
  const head = columns.find((c) => c.rowHeader);
  const rest = columns.filter((c) => c !== head);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows
        .filter((_, i) => !onScreen || onScreen(i))
        .map((row) => {
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
                  rest.map((c) => <CardField key={c.key} column={c} row={row} />)
                )}
              </Stack>
            </Paper>
          );
        })}
    </Stack>
  );
}

function CardField<T>({ column: c, row }: { column: ResponsiveColumn<T>; row: T }) {
  const label = (
    <Text size="sm" c="dimmed">
      {c.label ?? c.header}
    </Text>
  );
  return c.text ? (
    <Stack gap={0}>
      {label}
      <Box fz="sm">{c.cell(row)}</Box>
    </Stack>
  ) : (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      {label}
      <Box ta="right" fz="sm">
        {c.cell(row)}
      </Box>
    </Group>
  );
}
