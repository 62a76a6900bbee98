import { REPORT_TIME_ZONE } from './activity';

// Report days (docs/decisions/0030): a report day is a calendar date in the report time zone, written
// YYYY-MM-DD (contracts/reports-common.ts checks one); a report week is named by its Monday. Pure date
// arithmetic on those strings (UTC underneath, so no daylight-saving hour moves a day), for server and web.

const DAY_MS = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when n is negative). */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The Monday of the day's week (weeks run Monday to Sunday, as the rollups count them). */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The report day an instant falls on in the time zone. */
export function reportDayOf(instant: Date, timeZone: string = REPORT_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Every day from `from` to `to`, both included (empty when `to` is earlier). */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The Mondays of every week that touches `from`..`to`, oldest first. */
export function weeksFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) out.push(week);
  return out;
}
