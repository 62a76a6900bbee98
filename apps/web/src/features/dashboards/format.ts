import { counts, localeDateFormat } from '../../lib/locale-format';

const dateFormat = localeDateFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const numberFormat = counts;

/** "2026-06-30" (a calendar date, no time zone) -> "Jun 30, 2026"; unparsable text is shown as is. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** 12345 -> "12,345". */
export const formatCount = (value: number): string => numberFormat.format(value);

const GRADE_ORDER = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

/** ["K","1",...,"12"] -> "K–12"; gaps are kept as runs ("K–2, 5"); unknown grades are listed as given. */
export function formatGrades(grades: readonly string[]): string {
  const known = grades.map((g) => GRADE_ORDER.indexOf(g.toUpperCase()));
  if (known.some((i) => i < 0)) return grades.join(', ');
  const sorted = [...new Set(known)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    const from = GRADE_ORDER[sorted[i] as number];
    const to = GRADE_ORDER[sorted[j] as number];
    runs.push(j - i >= 2 ? `${from}–${to}` : j > i ? `${from}, ${to}` : `${from}`);
    i = j + 1;
  }
  return runs.join(', ');
}

const dueFormat = localeDateFormat({ weekday: 'short', month: 'short', day: 'numeric' });

/** A due moment in the reader's time zone: "Fri, Nov 27". */
export const formatDue = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dueFormat.format(date);
};
