import {
  addDays,
  type LevelThresholds,
  levelOf,
  mondayOf,
  percentOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TLevelCounts,
  type TParticipation,
  type Trend,
  type TScopeApplied,
  type TScopeFilterQuery,
  type TScoreTotals,
  type TWeekUsage,
  trendOf,
} from '@clearsheets/shared';
import type { UnitParticipationRow } from './scope-sql.repository';

// Pure arithmetic of the school and district reports: sums in, the figures the contracts carry out.

/** Report days are counted in this zone (the rollups' own). */
export const REPORT_TZ = REPORT_TIME_ZONE;
/** The report day `now` falls on. */
export const today = (now: Date) => reportDayOf(now, REPORT_TZ);

/** The filters as the queries use them: each end of the range is its week's Monday. */
export interface ScopeFilterValues {
  grade: string | null;
  subjectId: number | null;
  fromWeek: string | null;
  toWeek: string | null;
}

/** Why: a range counts whole weeks (the rollups' grain), so a day picked mid-week takes in its whole week. */
export function filterOf(q: TScopeFilterQuery): ScopeFilterValues {
  return {
    grade: q.grade ?? null,
    subjectId: q.subjectId ?? null,
    fromWeek: q.from ? mondayOf(q.from) : null,
    toWeek: q.to ? mondayOf(q.to) : null,
  };
}

export const appliedOf = (f: ScopeFilterValues): TScopeApplied => ({
  grade: f.grade,
  subjectId: f.subjectId,
  from: f.fromWeek,
  to: f.toWeek,
});

/** Weeks a trend reads: the range's, or (all dates) the last eight weeks up to this one. */
export function trendWeeks(f: ScopeFilterValues, today: string): { fromWeek: string; toWeek: string | null } {
  if (f.fromWeek || f.toWeek) {
    const toWeek = f.toWeek ?? null;
    return { fromWeek: f.fromWeek ?? addDays(toWeek ?? mondayOf(today), -49), toWeek };
  }
  return { fromWeek: addDays(mondayOf(today), -49), toWeek: null };
}

interface Sums {
  items: number;
  correct: number;
  points: number;
  max_points: number;
}

/** Scored answers, points, percent and its level. */
export function scoreOf(row: Sums | undefined, th: LevelThresholds): TScoreTotals {
  const items = row?.items ?? 0;
  const points = row?.points ?? 0;
  const maxPoints = row?.max_points ?? 0;
  const percent = percentOf(points, maxPoints);
  return { items, correct: row?.correct ?? 0, points, maxPoints, percent, level: levelOf(percent, th) };
}

interface LevelRow {
  scored: number;
  did_not_meet: number;
  approaches: number;
  meets: number;
  masters: number;
}

/**
 * Students per level; `none` are the unit's students without a percent (never below zero: a student's results
 * stay with a class they have left).
 */
export const levelsOf = (row: LevelRow | undefined, students: number): TLevelCounts => ({
  did_not_meet: row?.did_not_meet ?? 0,
  approaches: row?.approaches ?? 0,
  meets: row?.meets ?? 0,
  masters: row?.masters ?? 0,
  none: Math.max(0, students - (row?.scored ?? 0)),
});

/** How many units (schools, classes) reach each level: each unit's percent decides its level. */
export function unitLevelsOf(levels: readonly (TScoreTotals['level'] | null)[]): TLevelCounts {
  const out: TLevelCounts = { did_not_meet: 0, approaches: 0, meets: 0, masters: 0, none: 0 };
  for (const level of levels) out[level ?? 'none'] += 1;
  return out;
}

export function participationOf(row: Omit<UnitParticipationRow, 'unit'> | undefined): TParticipation {
  const assigned = row?.assigned ?? 0;
  const submitted = row?.submitted ?? 0;
  return {
    assignments: row?.assignments ?? 0,
    assigned,
    started: row?.started ?? 0,
    submitted,
    graded: row?.graded ?? 0,
    pending: row?.pending ?? 0,
    percentSubmitted: percentOf(submitted, assigned),
  };
}

/** The trend of weekly sums in week order (weeks without points to earn are left out). */
export function trendOfWeeks(weeks: readonly { week: string; points: number; max_points: number }[]): Trend {
  const sorted = [...weeks].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
  const percents = sorted.map((w) => percentOf(w.points, w.max_points)).filter((p): p is number => p !== null);
  return trendOf(percents);
}

interface UsageSums {
  days: number;
  active_students: number;
  sessions: number;
  active_seconds: number;
  answers: number;
  submissions: number;
}

/** This week's use: the daily active students averaged over the days with any use (one decimal). */
export function usageOf(row: UsageSums | undefined, week: string): TWeekUsage {
  const days = row?.days ?? 0;
  return {
    week,
    dailyActive: days > 0 ? Math.round(((row?.active_students ?? 0) / days) * 10) / 10 : 0,
    sessions: row?.sessions ?? 0,
    activeSeconds: row?.active_seconds ?? 0,
    answers: row?.answers ?? 0,
    submissions: row?.submissions ?? 0,
  };
}
