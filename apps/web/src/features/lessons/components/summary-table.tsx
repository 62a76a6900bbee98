import {
  type ResponsiveColumn,
  ResponsiveTable,
  type ResponsiveTableProps,
} from '../../../components/responsive-table';

export type SummaryColumn<T> = ResponsiveColumn<T>;

/** The lesson summary's tables, drawn as the report pages draw theirs (a table, or a card per row on phones). */
export function SummaryTable<T>(props: Omit<ResponsiveTableProps<T>, 'className' | 'onScreen'>) {
  return <ResponsiveTable {...props} className="cs-summary-table-wrap" />;
}
