const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat('en-US');

/** "2026-06-30" (a calendar date, no time zone) -> "Jun 30, 2026"; unparsable text is shown as is. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** 12345 -> "12,345". */
export const formatCount = (value: number): string => numberFormat.format(value);
