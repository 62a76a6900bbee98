// Texas performance levels and trends: the one place reports, exports and tests take them from.

/** The STAAR performance levels, lowest first. */
export const PERFORMANCE_LEVELS = ['did_not_meet', 'approaches', 'meets', 'masters'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

export const PERFORMANCE_LEVEL_LABELS: Record<PerformanceLevel, string> = {
  did_not_meet: 'Did Not Meet Grade Level',
  approaches: 'Approaches Grade Level',
  meets: 'Meets Grade Level',
  masters: 'Masters Grade Level',
};

/** The lowest percent (0-100) that reaches each level above Did Not Meet; a district may set its own. */
export interface LevelThresholds {
  approaches: number;
  meets: number;
  masters: number;
}

/** Our defaults (docs/decisions/0030), near the share of points STAAR's cut scores ask for in grades 3-8. */
export const DEFAULT_LEVEL_THRESHOLDS: LevelThresholds = { approaches: 50, meets: 70, masters: 85 };

/** Thresholds are whole percents, strictly rising: 0 < approaches < meets < masters <= 100. */
export function validThresholds(t: LevelThresholds): boolean {
  return (
    [t.approaches, t.meets, t.masters].every(Number.isInteger) &&
    0 < t.approaches &&
    t.approaches < t.meets &&
    t.meets < t.masters &&
    t.masters <= 100
  );
}

/** Percent of points earned, rounded to one decimal; null when nothing was scored. */
export function percentOf(points: number, maxPoints: number): number | null {
  if (!(maxPoints > 0)) return null;
  return Math.round((points / maxPoints) * 1000) / 10;
}

/** The level a percent reaches (null percent: no level). A percent exactly at a threshold reaches it. */
export function levelOf(
  percent: number | null,
  t: LevelThresholds = DEFAULT_LEVEL_THRESHOLDS,
): PerformanceLevel | null {
  if (percent === null) return null;
  if (percent >= t.masters) return 'masters';
  if (percent >= t.meets) return 'meets';
  if (percent >= t.approaches) return 'approaches';
  return 'did_not_meet';
}

export type Trend = 'up' | 'down' | 'flat' | 'none';

/** Points that move a trend: a change smaller than this (in percent points) is flat. */
export const TREND_MIN_CHANGE = 5;

/**
 * The trend of a series of percents in time order (one per week, say): the least-squares slope over the
 * series times its span, so one odd week does not decide it. Fewer than two points: no trend.
 */
export function trendOf(percents: readonly number[]): Trend {
  const n = percents.length;
  if (n < 2) return 'none';
  const meanX = (n - 1) / 2;
  const meanY = percents.reduce((s, y) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  percents.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  const change = (num / den) * (n - 1);
  if (change >= TREND_MIN_CHANGE) return 'up';
  if (change <= -TREND_MIN_CHANGE) return 'down';
  return 'flat';
}
