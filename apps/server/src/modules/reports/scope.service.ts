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
import { groupBy } from '../../platform/group-by';
import { districtScopeOf, loadClassScope, loadSchoolScope } from './reports.policy';
import { districtSchoolLevels } from './rollups/school-levels.repository';
import {
  classesOf,
  classLevels,
  classParticipation,
  enrolledInSchool,
  enrolledPerClass,
  enrolledPerSchool,
  enrolledPerTeacher,
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
  wholeSchoolLevels,
} from './scope.repository';
import { classAssignments, classStudents, classStudentWeeks } from './scope-class.repository';
import {
  appliedOf,
  filterOf,
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
import { allDates, type UnitLevelsRow, type UnitParticipationRow, type UnitWeekRow } from './scope-sql.repository';
import { thresholdsOf } from './thresholds.repository';

// The district's report (its schools side by side) and a school's (its teachers and classes side by side), and a
// class in the drill: rules over the rollups' sums. Scope comes from reports.policy.ts; a guessed id is 404.

const byUnit = <T extends { unit: number | null }>(rows: T[]) => new Map(rows.map((r) => [r.unit, r]));
type Th = Parameters<typeof scoreOf>[1];

/** The figures of one unit from its rows (scores and levels, students, participation, weeks). */
function figuresOf(
  levels: UnitLevelsRow | undefined,
  students: number,
  part: UnitParticipationRow | undefined,
  weeks: UnitWeekRow[] | undefined,
  th: Th,
) {
  return {
    students,
    score: scoreOf(levels, th),
    levels: levelsOf(levels, students),
    participation: participationOf(part),
    trend: trendOfWeeks(weeks ?? []),
  };
}

type NumericKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** A scope's line: its units' rows summed column by column (the unit itself is null). */
function sumUnits<T extends { unit: number | null }>(rows: readonly T[], keys: readonly NumericKey<T>[]): T {
  const out = { unit: null } as Record<string, unknown>;
  for (const key of keys) out[key as string] = rows.reduce((sum, r) => sum + (r[key] as number), 0);
  return out as T;
}

/** The district's level line: a student with classes in two schools counts in each. */
const sumLevels = (rows: readonly UnitLevelsRow[]) =>
  sumUnits(rows, [
    'scored',
    'items',
    'correct',
    'points',
    'max_points',
    'did_not_meet',
    'approaches',
    'meets',
    'masters',
  ]);

const sumParticipation = (rows: readonly UnitParticipationRow[]) =>
  sumUnits(rows, ['assignments', 'assigned', 'started', 'submitted', 'graded', 'pending']);

/** The schools' levels: over all dates without filters, the schools' headline rows while they are current (50 rows
 * for 50 schools); otherwise from the students' totals or weeks. */
async function headlineLevels(db: Db, districtId: number, f: ScopeFilterValues, th: Th) {
  const unfiltered = allDates(f) && !f.grade && !f.subjectId;
  return (unfiltered ? await districtSchoolLevels(db, districtId) : null) ?? schoolLevels(db, districtId, f, th);
}

/** Why: a district admin compares every school at once; scores from the totals (or weeks), never the answers. */
export async function districtReport(db: Db, caller: Caller, q: TScopeFilterQuery, at: Date): Promise<TDistrictReport> {
  const scope = districtScopeOf(caller);
  const f = filterOf(q);
  const now = today(at);
  const monday = mondayOf(now);
  const th = await thresholdsOf(db, scope.districtId);
  const [names, schools, levels, enrolled, part, weeks, usage, teachers] = await Promise.all([
    scopeNames(db, scope.districtId),
    schoolsOf(db, scope.districtId),
    headlineLevels(db, scope.districtId, f, th),
    enrolledPerSchool(db, scope.districtId, f),
    schoolParticipation(db, scope.districtId, f, REPORT_TZ),
    schoolWeeks(db, scope.districtId, { ...f, ...trendWeeks(f, now) }),
    weekUsage(db, { kind: 'district', id: scope.districtId }, monday, now),
    teacherCounts(db, { kind: 'district', id: scope.districtId }, f),
  ]);
  if (!names.district) throw notFound();
  const L = byUnit(levels);
  const E = byUnit(enrolled);
  const P = byUnit(part);
  const W = groupBy(weeks, (w) => w.unit);
  const U = byUnit(usage);
  const T = byUnit(teachers);
  const ref: TScopeRef = { kind: 'district', id: scope.districtId, name: names.district, districtId: scope.districtId };
  const students = enrolled.reduce((sum, e) => sum + e.students, 0);
  const partTotal = sumParticipation(part);
  return {
    scope: ref,
    filters: appliedOf(f),
    thresholds: th,
    total: {
      ...figuresOf(sumLevels(levels), students, partTotal, W.get(null), th),
      teachers: T.get(null)?.teachers ?? 0,
      usage: usageOf(U.get(null), monday),
    },
    schools: schools.map((s) => ({
      id: s.id,
      name: s.name,
      ...figuresOf(L.get(s.id), E.get(s.id)?.students ?? 0, P.get(s.id), W.get(s.id), th),
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
  at: Date,
): Promise<TSchoolReport> {
  const scope = await loadSchoolScope(db, caller, schoolId);
  const f = filterOf(q);
  const now = today(at);
  const monday = mondayOf(now);
  const th = await thresholdsOf(db, scope.districtId);
  const weekRange = { ...f, ...trendWeeks(f, now) };
  const id = scope.schoolId;
  const [names, classes, teachers, levels, enrolled] = await Promise.all([
    scopeNames(db, scope.districtId, id),
    classesOf(db, id, f),
    teachersOf(db, id, f),
    Promise.all([classLevels(db, id, f, th), teacherLevels(db, id, f, th), wholeSchoolLevels(db, id, f, th)]),
    Promise.all([enrolledPerClass(db, id, f), enrolledPerTeacher(db, id, f), enrolledInSchool(db, id, f)]),
  ]);
  const [cPart, tPart, cWeeks, tWeeks, usage] = await Promise.all([
    classParticipation(db, id, f, REPORT_TZ),
    teacherParticipation(db, id, f, REPORT_TZ),
    schoolUnitWeeks(db, id, weekRange, 'class'),
    schoolUnitWeeks(db, id, weekRange, 'teacher'),
    weekUsage(db, { kind: 'school', id }, monday, now),
  ]);
  const [CL, TL, SL] = levels.map(byUnit) as [
    Map<number | null, UnitLevelsRow>,
    Map<number | null, UnitLevelsRow>,
    Map<number | null, UnitLevelsRow>,
  ];
  const [CE, TE, SE] = enrolled.map(byUnit);
  const CP = byUnit(cPart);
  const TP = byUnit(tPart);
  const CW = groupBy(cWeeks, (w) => w.unit);
  const TW = groupBy(tWeeks, (w) => w.unit);
  return {
    scope: { kind: 'school', id, name: names.school ?? '', districtId: scope.districtId },
    filters: appliedOf(f),
    thresholds: th,
    total: {
      ...figuresOf(SL.get(id), SE!.get(id)?.students ?? 0, sumParticipation(cPart), CW.get(null), th),
      teachers: teachers.length,
      usage: usageOf(
        usage.find((u) => u.unit === id),
        monday,
      ),
    },
    teachers: teachers.map((t) => ({
      id: t.id,
      name: t.name,
      classes: t.classes,
      ...figuresOf(TL.get(t.id), TE!.get(t.id)?.students ?? 0, TP.get(t.id), TW.get(t.id), th),
    })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      grade: c.grade,
      subject: c.subject,
      teachers: c.teachers ?? [],
      ...figuresOf(CL.get(c.id), CE!.get(c.id)?.students ?? 0, CP.get(c.id), CW.get(c.id), th),
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
  at: Date,
): Promise<TScopeClassReport> {
  const scope = await loadClassScope(db, caller, classId);
  // The class is chosen: grade and subject narrow nothing here, the range does.
  const f = NO_CLASS_FILTER(filterOf(q));
  const th = await thresholdsOf(db, scope.districtId);
  const [names, [cls], students, weeks, assignments] = await Promise.all([
    scopeNames(db, scope.districtId, scope.schoolId),
    classesOf(db, scope.schoolId, f, classId),
    classStudents(db, scope.schoolId, classId, f),
    classStudentWeeks(db, classId, trendWeeks(f, today(at))),
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
  const levels = levelsOf(undefined, 0);
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
