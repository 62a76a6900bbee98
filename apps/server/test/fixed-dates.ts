// The moments the date-dependent suites run at (reports count days in America/Chicago), so that neither the
// weekday nor the hour nor the season of a run can change what they see: each such suite builds its world
// relative to one of these and gives the app a clock fixed there (platform/clock.ts).

export const FIXED_DATES: ReadonlyArray<readonly [label: string, at: string]> = [
  // 00:30 on a Monday: an hour ago was last week's Sunday.
  ['a Monday just after midnight', '2026-12-07T06:30:00Z'],
  ['a Sunday evening', '2026-12-06T23:00:00Z'],
  ['the first school day of a year (a Monday morning)', '2026-08-17T14:00:00Z'],
  ['the last school day of a year (a Friday afternoon)', '2027-05-28T21:00:00Z'],
  // 03:30 CDT, an hour and a half after the clocks went forward.
  ['the morning daylight saving time starts', '2027-03-14T08:30:00Z'],
];
