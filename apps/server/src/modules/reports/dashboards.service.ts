import {
  addDays,
  averagePerDay,
  headlineChange,
  levelOf,
  mondayOf,
  type PermissionIndex,
  percentOf,
  REPORT_TIME_ZONE,
  reportDayOf,
  type TAttentionClass,
  type TDashboardRange,
  type THeadlineFigure,
  type THeadlineKey,
  type TScopeDashboard,
  type TTeacherDashboard,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import {
  activityBetween,
  type ClassStandardRow,
  classStandardTotals,
  listTeacherClasses,
  participationBetween,
  recentResults,
  resultsBetween,
  scopeFacts,
  scopeWeeks,
} from './dashboards.repository';
import { loadReportScope } from './reports.policy';
import { thresholdsOf } from './thresholds.repository';

// Dashboards (docs/decisions/0030): a teacher's classes needing attention and recent results; a school's or a
// district's headline figures over the last seven days against the seven before (0041). Everything from the
// rollups; scope from the reports policy.

/** Recent results a teacher's dashboard lists, and the standards it names per class. */
export const RECENT_RESULTS = 5;
export const LOWEST_STANDARDS = 3;
/** Weeks of history a scope dashboard charts (this week included). */
export const DASHBOARD_WEEKS = 8;

const DAY_MS = 86_400_000;
const today = (now: Date) => reportDayOf(now, REPORT_TIME_ZONE);

/** The first day a dashboard range covers (null: every date). */
export function rangeStart(range: TDashboardRange, day: string): string | null {
  if (range === 'all') return null;
  return addDays(day, -(range === '4w' ? 28 : 56) + 1);
}

/** Why: a teacher's home says which classes to look at and what came in last. */
export async function teacherDashboard(
  db: Db,
  permissions: PermissionIndex,
  caller: Caller,
  range: TDashboardRange,
  now: Date,
): Promise<TTeacherDashboard> {
  const to = today(now);
  const from = rangeStart(range, to);
  const [classes, thresholds] = await Promise.all([
    listTeacherClasses(db, caller.userId),
    thresholdsOf(db, caller.districtId ?? 0),
  ]);
  const ids = classes.map((c) => c.id);
  const [standards, recent] = await Promise.all([
    classStandardTotals(db, ids, from),
    recentResults(db, ids, RECENT_RESULTS),
  ]);
  const byClass = new Map<number, ClassStandardRow[]>();
  for (const row of standards) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  const attention: TAttentionClass[] = [];
  for (const cls of classes) {
    const rows = byClass.get(cls.id);
    if (!rows) continue;
    const scored = rows.map((r) => ({ ...r, percent: percentOf(r.points, r.maxPoints)! }));
    const below = scored
      .filter((r) => levelOf(r.percent, thresholds) === 'did_not_meet')
      .sort((a, b) => a.percent - b.percent || a.code.localeCompare(b.code));
    if (below.length === 0) continue;
    const percent = percentOf(
      rows.reduce((s, r) => s + r.points, 0),
      rows.reduce((s, r) => s + r.maxPoints, 0),
    );
    attention.push({
      classId: cls.id,
      name: cls.name,
      percent,
      level: levelOf(percent, thresholds),
      standardsScored: rows.length,
      standardsBelow: below.length,
      lowest: below
        .slice(0, LOWEST_STANDARDS)
        .map((r) => ({ standardId: r.standardId, code: r.code, description: r.description, percent: r.percent })),
    });
  }
  // Most standards below first, then the lower class.
  attention.sort((a, b) => b.standardsBelow - a.standardsBelow || (a.percent ?? 0) - (b.percent ?? 0));
  const granted = permissions.effective(caller.role, caller.licenses);
  return {
    range: { key: range, from, to },
    thresholds,
    classesScored: byClass.size,
    classesNeedingAttention: attention,
    recentResults: recent.map((r) => {
      const percent = percentOf(r.points, r.maxPoints);
      return {
        assignmentId: r.assignmentId,
        title: r.title,
        classId: r.classId,
        className: r.className,
        assigned: r.assigned,
        submitted: r.submitted,
        pending: r.pending,
        percent,
        level: levelOf(percent, thresholds),
        lastSubmittedAt: r.lastSubmittedAt,
      };
    }),
    abilities: { crystalReport: granted.cs_crystal_inner_report?.V === true },
  };
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function figure(
  key: THeadlineKey,
  unit: THeadlineFigure['unit'],
  current: number | null,
  previous: number | null,
  outOf: number | null = null,
): THeadlineFigure {
  return { key, unit, current, previous, ...headlineChange(unit, current, previous), outOf };
}

/**
 * The days a leader's figures compare (docs/decisions/0041): the last seven, today included, against the seven
 * before. Always whole weeks on both sides, so a Monday with one day of answers never faces a whole last week.
 */
export function comparedDays(day: string) {
  return { from: addDays(day, -6), to: day, previousFrom: addDays(day, -13), previousTo: addDays(day, -7) };
}

/** Why: a leader's home answers "how is my school (district) doing lately?" with a link to each report. */
export async function scopeDashboard(
  db: Db,
  caller: Caller,
  schoolId: number | undefined,
  now: Date,
): Promise<TScopeDashboard> {
  const scope = await loadReportScope(db, caller, schoolId);
  const where = { districtId: scope.districtId, schoolId: scope.kind === 'school' ? scope.schoolId : null };
  const period = comparedDays(today(now));
  const thresholds = await thresholdsOf(db, scope.districtId);
  const { from, to, previousFrom, previousTo } = period;
  const [facts, nowUse, beforeUse, resultsNow, resultsBefore, dueNow, dueBefore, weeks] = await Promise.all([
    scopeFacts(db, where),
    activityBetween(db, where, from, to),
    activityBetween(db, where, previousFrom, previousTo),
    resultsBetween(db, where, from, to, thresholds.meets),
    resultsBetween(db, where, previousFrom, previousTo, thresholds.meets),
    // Due in the last seven days up to now, against the seven before up to the same moment a week ago.
    participationBetween(db, where, from, now),
    participationBetween(db, where, previousFrom, new Date(now.getTime() - 7 * DAY_MS)),
    scopeWeeks(db, where, addDays(mondayOf(to), -(DASHBOARD_WEEKS - 1) * 7), mondayOf(to)),
  ]);
  return {
    scope: {
      kind: scope.kind,
      id: scope.kind === 'school' ? scope.schoolId : scope.districtId,
      name: facts.name,
    },
    period,
    thresholds,
    figures: [
      figure(
        'activeStudents',
        'count',
        averagePerDay(nowUse.studentDays, nowUse.days),
        averagePerDay(beforeUse.studentDays, beforeUse.days),
        facts.students,
      ),
      figure('answers', 'count', nowUse.answers, beforeUse.answers),
      figure(
        'averagePercent',
        'percent',
        percentOf(resultsNow.points, resultsNow.maxPoints),
        percentOf(resultsBefore.points, resultsBefore.maxPoints),
      ),
      figure(
        'meetsOrAbove',
        'percent',
        share(resultsNow.meetsOrAbove, resultsNow.scored),
        share(resultsBefore.meetsOrAbove, resultsBefore.scored),
      ),
      figure(
        'participation',
        'percent',
        share(dueNow.submitted, dueNow.assigned),
        share(dueBefore.submitted, dueBefore.assigned),
      ),
    ],
    weeks: weeks.map((w) => ({
      week: w.week,
      answers: w.answers,
      activeSeconds: w.activeSeconds,
      studentDays: w.studentDays,
      averagePercent: percentOf(w.points, w.maxPoints),
    })),
  };
}
