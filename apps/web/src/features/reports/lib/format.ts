// Numbers as report pages show them (and as their CSV files hold them: the server writes the same values).

/** A percent with at most one decimal ("72.5%"), or a dash when there is none. */
export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '—';
  return `${Math.round(percent * 10) / 10}%`;
}

/** The share of a count in a total as a whole percent ("25%"); "0%" of nothing. */
export function shareOf(count: number, total: number): string {
  if (!(total > 0)) return '0%';
  return `${Math.round((count / total) * 100)}%`;
}

/** A day (YYYY-MM-DD) as the reader's locale writes it, without moving it across time zones. */
export function formatDay(day: string, locale?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A timestamp as a short date in the reader's locale. */
export function formatDate(iso: string | null, locale?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
