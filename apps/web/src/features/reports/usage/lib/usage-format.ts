import { minutesOf, REPORT_TIME_ZONE } from '@clearsheets/shared';

// Time as the usage pages show it: time on task in hours and minutes (the CSV files give whole minutes, the
// same rounding), and clock times in the schools' time zone (the one report days are counted in).

/** Whole minutes split into hours and minutes: 3,690 s is 1 h 2 min (62 minutes, as the CSV says). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = minutesOf(Math.max(0, seconds));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A time of day in the report time zone ("8:05 AM"), whatever the reader's own zone. */
export function clockTime(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: REPORT_TIME_ZONE }).format(
    date,
  );
}
