// Where the app reads the time for what depends on the date (reports' "today" and "this week so far", when unused
// lesson files are old enough to remove): the system clock, or one a test fixes or moves, so a report is checked on
// a Monday, a Sunday or across a change of daylight saving time whatever the day the tests run, and a grace period
// passes without waiting.

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
