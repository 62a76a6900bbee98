import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table';

export type ReportColumn<T> = ResponsiveColumn<T> & { header: string };

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

/** A report table (a table, or a card per row on phones). The rows and their order are the CSV export's. */
export function ReportTable<T>({ empty, page, ...table }: ReportTableProps<T>) {
  if (table.rows.length === 0)
    return empty ? (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    ) : null;
  const onScreen = page && ((i: number) => i >= (page.number - 1) * page.size && i < page.number * page.size);
  return <ResponsiveTable {...table} className="cs-report-table-wrap" onScreen={onScreen} />;
}
