// Where the app reads the time of day for what depends on the date (reports' "today", "this week so far"): the
// system clock, or a fixed one in tests, so a report is checked on a Monday, a Sunday or across a change of daylight
// saving time whatever the day the tests run.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always reads `at`. */
export function fixedClock(at: Date | string): Clock {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`fixedClock: not a time: ${String(at)}`);
  return { now: () => new Date(ms) };
}
