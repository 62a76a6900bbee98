import {
  type LevelThresholds,
  levelOf,
  PERFORMANCE_LEVELS,
  percentOf,
  type TCrystalStudentOrder,
  type TLevelCounts,
  type Trend,
  type TScoreTotals,
  trendOf,
} from '@clearsheets/shared';

// The crystal report's arithmetic (pure): sums of scored answers into percents, levels, level counts and trends.

/** Scored answers as the rollups count them. */
export interface Measures {
  items: number;
  correct: number;
  points: number;
  maxPoints: number;
}

export const NO_MEASURES: Measures = { items: 0, correct: 0, points: 0, maxPoints: 0 };

/** Points are float sums: rounded so 0.1 + 0.2 reads 0.3 on screen and in CSV alike. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The measures with their percent of points and the level it reaches (none without scored points). */
export function totalsOf(m: Measures, thresholds: LevelThresholds): TScoreTotals {
  const percent = percentOf(m.points, m.maxPoints);
  return {
    items: m.items,
    correct: m.correct,
    points: round(m.points),
    maxPoints: round(m.maxPoints),
    percent,
    level: levelOf(percent, thresholds),
  };
}

/** Adds measures (a class's total from its students' rows). */
export function sumMeasures(rows: readonly Measures[]): Measures {
  return rows.reduce(
    (s, r) => ({
      items: s.items + r.items,
      correct: s.correct + r.correct,
      points: s.points + r.points,
      maxPoints: s.maxPoints + r.maxPoints,
    }),
    NO_MEASURES,
  );
}

/** How many of the students reach each level; a student without a level counts as `none`. */
export function levelCounts(students: readonly Pick<TScoreTotals, 'level'>[]): TLevelCounts {
  const counts: TLevelCounts = { did_not_meet: 0, approaches: 0, meets: 0, masters: 0, none: 0 };
  for (const s of students) counts[s.level ?? 'none'] += 1;
  return counts;
}

/** Below Approaches: a level of Did Not Meet (a student with no result is not "below", just not seen yet). */
export const isBelowApproaches = (t: Pick<TScoreTotals, 'level'>) => t.level === PERFORMANCE_LEVELS[0];

/** The trend of weekly measures in week order (weeks without scored points are left out). */
export function trendOfWeeks(weeks: readonly Measures[]): Trend {
  const percents = weeks.map((w) => percentOf(w.points, w.maxPoints)).filter((p): p is number => p !== null);
  return trendOf(percents);
}

/** A declining trend first, then flat, then rising; students without a trend last. */
const TREND_RANK: Record<Trend, number> = { down: 0, flat: 1, up: 2, none: 3 };

/**
 * The students in the chosen order (stable: ties keep the list's order, by name). "lowest" and "highest" put
 * students without a percent last; "declining" puts declining trends first, lowest percent first within each.
 */
export function orderStudents<T extends { percent: number | null; trend: Trend }>(
  rows: readonly T[],
  order: TCrystalStudentOrder = 'name',
): T[] {
  const byPercent = (dir: 1 | -1) => (a: T, b: T) =>
    a.percent === null || b.percent === null
      ? Number(a.percent === null) - Number(b.percent === null)
      : dir * (a.percent - b.percent);
  if (order === 'lowest') return [...rows].sort(byPercent(1));
  if (order === 'highest') return [...rows].sort(byPercent(-1));
  if (order === 'declining')
    return [...rows].sort((a, b) => TREND_RANK[a.trend] - TREND_RANK[b.trend] || byPercent(1)(a, b));
  return [...rows];
}
