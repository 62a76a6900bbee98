// Dashboard headline figures (docs/decisions/0030): a figure this week against last, and which way it moved.
// Counts move when they change by at least HEADLINE_COUNT_CHANGE of last week's; percents by at least
// HEADLINE_PERCENT_POINTS points. Smaller moves are flat: a dashboard must not call noise a trend.

export type HeadlineUnit = 'count' | 'percent';
export type HeadlineDirection = 'up' | 'down' | 'flat' | 'none';

/** A count moves when it changes by this share of last week's (5%). */
export const HEADLINE_COUNT_CHANGE = 0.05;
/** A percent moves when it changes by this many points. */
export const HEADLINE_PERCENT_POINTS = 1;

export interface HeadlineChange {
  change: number | null;
  direction: HeadlineDirection;
}

/** The change from `previous` to `current` and its direction; nothing to compare (a null side): none. */
export function headlineChange(unit: HeadlineUnit, current: number | null, previous: number | null): HeadlineChange {
  if (current === null || previous === null) return { change: null, direction: 'none' };
  const change = Math.round((current - previous) * 10) / 10;
  const threshold = unit === 'percent' ? HEADLINE_PERCENT_POINTS : Math.max(1, previous * HEADLINE_COUNT_CHANGE);
  if (Math.abs(change) < threshold) return { change, direction: 'flat' };
  return { change, direction: change > 0 ? 'up' : 'down' };
}
