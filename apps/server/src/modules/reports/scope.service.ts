import {
  mondayOf,
  percentOf,
  type TDistrictReport,
  type TSchoolReport,
  type TScopeClassReport,
  type TScopeFilterQuery,
  type TScopeRef,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { districtScopeOf, loadClassScope, loadSchoolScope } from './reports.policy';
import {
  classesOf,
  classLevels,
  classParticipation,
  schoolLevels,
  schoolParticipation,
  schoolsOf,
  schoolUnitWeeks,
  schoolWeeks,
  teacherCounts,
  teacherLevels,
  teacherParticipation,
  teachersOf,
  weekUsage,
} from './scope.repository';
import { classAssignments, classStudents, classStudentWeeks } from './scope-class.repository';
import {
  appliedOf,
  filterOf,
  groupBy,
  levelsOf,
  participationOf,
  REPORT_TZ,
  type ScopeFilterValues,
  scoreOf,
  today,
  trendOfWeeks,
  trendWeeks,
  usageOf,
} from './scope-figures';
import { scopeNames } from './scope-names.repository';
import type { UnitLevelsRow, UnitParticipationRow, UnitWeekRow } from './scope-sql.repository';
import { thresholdsOf } from './thresholds.repository';

// The district's report (its schools side by side) and a school's (its teachers and classes side by side), and a
// class in the drill: rules over the rollups' sums. Scope comes from reports.policy.ts; a guessed id is 404.

const byUnit = <T extends { unit: number | null }>(rows: T[]) => new Map(rows.map((r) => [r.unit, r]));

/** The figures of one unit from its rows (level counts, participation, weeks). */
function figuresOf(
  id: number | null,
  levels: Map<number | null, UnitLevelsRow>,
  part: Map<number | null, UnitParticipationRow>,
  weeks: Map<number | null, UnitWeekRow[]>,
  th: Parameters<typeof scoreOf>[1],
) {
  const l = levels.get(id);
  return {
    students: l?.students ?? 0,
    score: scoreOf(l, th),
    levels: levelsOf(l),
    participation: participationOf(part.get(id)),
    trend: trendOfWeeks(weeks.get(id) ?? []),
  };
}

/** Why: a district admin compares every school at once; scores from the totals (or weeks), never the answers. */
export async function districtReport(db: Db, caller: Caller, q: TScopeFilterQuery): Promise<TDistrictReport> {
  const scope = districtScopeOf(caller);
  const f = filterOf(q);
  const now = today();
  const monday = mondayOf(now);
  const th = await thresholdsOf(db, scope.districtId);
  const [names, schools, levels, part, weeks, usage, teachers] = await Promise.all([
    scopeNames(db, scope.districtId),
    schoolsOf(db, scope.districtId),
    schoolLevels(db, scope.districtId, f, th),
    schoolParticipation(db, scope.districtId, f, REPORT_TZ),
    schoolWeeks(db, scope.districtId, { ...f, ...trendWeeks(f, now) }),
    weekUsage(db, { kind: 'district', id: scope.districtId }, monday, now),
    teacherCounts(db, { kind: 'district', id: scope.districtId }, f),
  ]);
  if (!names.district) throw notFound();
  const L = byUnit(levels);
  const P = byUnit(part);
  const W = groupBy(weeks, (w) => w.unit);
  const U = byUnit(usage);
  const T = byUnit(teachers);
  const ref: TScopeRef = { kind: 'district', id: scope.districtId, name: names.district, districtId: scope.districtId };
  return {
    scope: ref,
    filters: appliedOf(f),
    thresholds: th,
    total: {
      ...figuresOf(null, L, P, W, th),
      teachers: T.get(null)?.teachers ?? 0,
      usage: usageOf(U.get(null), monday),
    },
    schools: schools.map((s) => ({
      id: s.id,
      name: s.name,
      ...figuresOf(s.id, L, P, W, th),
      teachers: T.get(s.id)?.teachers ?? 0,
      usage: usageOf(U.get(s.id), monday),
    })),
  };
}

/** Why: a school's leaders (and its district's admins) compare its teachers and classes side by side. */
export async function schoolReport(
  db: Db,
  caller: Caller,
  schoolId: number,
  q: TScopeFilterQuery,
): Promise<TSchoolReport> {
  const scope = await loadSchoolScope(db, caller, schoolId);
  const f = filterOf(q);
  const now = today();
  const monday = mondayOf(now);
  const th = await thresholdsOf(db, scope.districtId);
  const weekRange = { ...f, ...trendWeeks(f, now) };
  const [names, classes, teachers, cLevels, tLevels, cPart, tPart, cWeeks, tWeeks, usage] = await Promise.all([
    scopeNames(db, scope.districtId, scope.schoolId),
    classesOf(db, scope.schoolId, f),
    teachersOf(db, scope.schoolId, f),
    classLevels(db, scope.schoolId, f, th),
    teacherLevels(db, scope.schoolId, f, th),
    classParticipation(db, scope.schoolId, f, REPORT_TZ),
    teacherParticipation(db, scope.schoolId, f, REPORT_TZ),
    schoolUnitWeeks(db, scope.schoolId, weekRange, 'class'),
    schoolUnitWeeks(db, scope.schoolId, weekRange, 'teacher'),
    weekUsage(db, { kind: 'school', id: scope.schoolId }, monday, now),
  ]);
  const CL = byUnit(cLevels);
  const CP = byUnit(cPart);
  const CW = groupBy(cWeeks, (w) => w.unit);
  const TL = byUnit(tLevels);
  const TP = byUnit(tPart);
  const TW = groupBy(tWeeks, (w) => w.unit);
  return {
    scope: { kind: 'school', id: scope.schoolId, name: names.school ?? '', districtId: scope.districtId },
    filters: appliedOf(f),
    thresholds: th,
    total: {
      ...figuresOf(null, CL, CP, CW, th),
      teachers: teachers.length,
      usage: usageOf(
        usage.find((u) => u.unit === scope.schoolId),
        monday,
      ),
    },
    teachers: teachers.map((t) => ({ id: t.id, name: t.name, classes: t.classes, ...figuresOf(t.id, TL, TP, TW, th) })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      grade: c.grade,
      subject: c.subject,
      teachers: c.teachers ?? [],
      ...figuresOf(c.id, CL, CP, CW, th),
    })),
  };
}

const NO_CLASS_FILTER = (f: ScopeFilterValues): ScopeFilterValues => ({ ...f, grade: null, subjectId: null });

/** Why: the drill's class step (school -> class -> student): each student's level and trend, and its assignments. */
export async function classScopeReport(
  db: Db,
  caller: Caller,
  classId: number,
  q: TScopeFilterQuery,
): Promise<TScopeClassReport> {
  const scope = await loadClassScope(db, caller, classId);
  // The class is chosen: grade and subject narrow nothing here, the range does.
  const f = NO_CLASS_FILTER(filterOf(q));
  const th = await thresholdsOf(db, scope.districtId);
  const [names, [cls], students, weeks, assignments] = await Promise.all([
    scopeNames(db, scope.districtId, scope.schoolId),
    classesOf(db, scope.schoolId, f, classId),
    classStudents(db, scope.schoolId, classId, f),
    classStudentWeeks(db, classId, trendWeeks(f, today())),
    classAssignments(db, classId, f, REPORT_TZ),
  ]);
  if (!cls) throw notFound();
  const W = groupBy(weeks, (w) => w.student_id);
  const rows = students.map((s) => ({
    id: s.id,
    name: s.name,
    ...scoreOf(s, th),
    trend: trendOfWeeks(W.get(s.id) ?? []),
  }));
  const levels = levelsOf(undefined);
  for (const r of rows) levels[r.level ?? 'none'] += 1;
  const sum = rows.reduce(
    (acc, r) => ({
      items: acc.items + r.items,
      correct: acc.correct + r.correct,
      points: acc.points + r.points,
      max_points: acc.max_points + r.maxPoints,
    }),
    { items: 0, correct: 0, points: 0, max_points: 0 },
  );
  return {
    class: {
      id: cls.id,
      name: cls.name,
      grade: cls.grade,
      subject: cls.subject,
      schoolId: scope.schoolId,
      schoolName: names.school ?? '',
      teachers: cls.teachers ?? [],
    },
    filters: appliedOf(f),
    thresholds: th,
    score: scoreOf(sum, th),
    levels,
    students: rows,
    assignments: assignments.map((a) => ({
      id: a.id,
      title: a.title,
      staff: a.staff,
      startsAt: a.starts_at,
      dueAt: a.due_at,
      assigned: a.assigned,
      started: a.started,
      submitted: a.submitted,
      graded: a.graded,
      pending: a.pending,
      percent: percentOf(a.points, a.max_points),
    })),
  };
}
