import {
  MESSAGES,
  percentOf,
  type TCrystalOptions,
  type TCrystalOverview,
  type TCrystalQuery,
  type TLessonCrystalOverview,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { notFound } from '../../platform/errors';
import { groupBy } from '../../platform/group-by';
import {
  domainsMeta,
  findClassRef,
  lessonsCompletedOfClass,
  measuresByStudentStandard,
  measuresByStudentWeek,
  standardsMeta,
} from './crystal.repository';
import { type CrystalContext, crystalContextOf, headOf } from './crystal-context';
import {
  assignmentsOfClass,
  gradesAndSubjectsOfClass,
  groupsOfClass,
  recentAssignments,
} from './crystal-lists.repository';
import { levelCounts, type Measures, orderStudents, sumMeasures, totalsOf, trendOfWeeks } from './crystal-rows';
import { loadClassScope } from './reports.policy';

/** Each listed student's totals and trend from their weekly measures, in the list's order. */
export function studentRows(c: CrystalContext, weeks: readonly (Measures & { studentId: number })[]) {
  const byStudent = groupBy(weeks, (w) => w.studentId);
  return c.students.map((s) => {
    const own = byStudent.get(s.id) ?? [];
    return { id: s.id, name: s.name, ...totalsOf(sumMeasures(own), c.thresholds), trend: trendOfWeeks(own) };
  });
}

/** Measures per standard summed into their domains, in the domains' order. */
export async function domainRows(
  db: Db,
  c: CrystalContext,
  byStandard: readonly (Measures & { standardId: number })[],
) {
  const standards = await standardsMeta(db, { ids: [...new Set(byStandard.map((r) => r.standardId))] });
  const domainOf = new Map(standards.map((s) => [s.id, s.domainId]));
  const byDomain = groupBy(byStandard, (r) => domainOf.get(r.standardId) ?? 0);
  const domains = await domainsMeta(
    db,
    [...byDomain.keys()].filter((id) => id > 0),
  );
  return domains.map((d) => ({ ...d, ...totalsOf(sumMeasures(byDomain.get(d.id) ?? []), c.thresholds) }));
}

/** Why: the teacher's crystal report: how the class is doing overall, by level, by domain, per assignment and per
 * student, under the chosen filters. */
export async function crystalOverview(db: Db, caller: Caller, q: TCrystalQuery): Promise<TCrystalOverview> {
  const c = await crystalContextOf(db, caller, q);
  const [weeks, byStandard, assignments] = await Promise.all([
    measuresByStudentWeek(db, c.filter),
    measuresByStudentStandard(db, c.filter),
    recentAssignments(db, c.cls.id, c.filter),
  ]);
  const students = studentRows(c, weeks);
  return {
    ...headOf(c),
    overall: {
      ...totalsOf(sumMeasures(weeks), c.thresholds),
      students: students.filter((s) => s.percent !== null).length,
    },
    levels: levelCounts(students),
    domains: await domainRows(db, c, byStandard),
    recentAssignments: assignments.map(({ points, maxPoints, ...a }) => ({
      ...a,
      percent: percentOf(points, maxPoints),
    })),
    students: orderStudents(students, q.order),
  };
}

/** Why: the filter bar offers only what the class's data allows. */
export async function crystalOptions(db: Db, caller: Caller, classId: number): Promise<TCrystalOptions> {
  const scope = await loadClassScope(db, caller, classId);
  const [cls, groups, gradesSubjects, assignments] = await Promise.all([
    findClassRef(db, scope.classId),
    groupsOfClass(db, scope.classId),
    gradesAndSubjectsOfClass(db, scope.classId),
    assignmentsOfClass(db, scope.classId),
  ]);
  if (!cls) throw notFound();
  const grades = [...new Set(gradesSubjects.map((g) => g.grade))].sort(
    (a, b) => (a === 'K' ? 0 : Number(a) + 1) - (b === 'K' ? 0 : Number(b) + 1),
  );
  const subjects = [...new Map(gradesSubjects.map((g) => [g.subjectId, { id: g.subjectId, name: g.subject }]))]
    .map(([, s]) => s)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { class: cls, groups, grades, subjects, assignments };
}

/** Why: the lesson crystal report: the same figures as the crystal report, over the questions of live lessons'
 * checks (warm ups, checkpoints, exit tickets and re-checks) the class's students answered. */
export async function lessonCrystalOverview(db: Db, caller: Caller, q: TCrystalQuery): Promise<TLessonCrystalOverview> {
  const c = await crystalContextOf(db, caller, q);
  const filter = { ...c.filter, assignmentId: undefined, lessons: true };
  const [weeks, byStandard, lessonsCompleted] = await Promise.all([
    measuresByStudentWeek(db, filter),
    measuresByStudentStandard(db, filter),
    lessonsCompletedOfClass(db, filter),
  ]);
  const students = studentRows(c, weeks);
  const meta = await standardsMeta(db, { ids: [...new Set(byStandard.map((r) => r.standardId))] });
  const byId = groupBy(byStandard, (r) => r.standardId);
  return {
    ...headOf(c),
    lessonsCompleted,
    overall: {
      ...totalsOf(sumMeasures(weeks), c.thresholds),
      students: students.filter((s) => s.percent !== null).length,
    },
    levels: levelCounts(students),
    domains: await domainRows(db, c, byStandard),
    standards: meta.map((s) => ({
      id: s.id,
      code: s.code,
      description: s.description,
      ...totalsOf(sumMeasures(byId.get(s.id) ?? []), c.thresholds),
    })),
    students: orderStudents(students, q.order),
    ...(weeks.length === 0 ? { message: MESSAGES.noLessonResults } : {}),
  };
}
