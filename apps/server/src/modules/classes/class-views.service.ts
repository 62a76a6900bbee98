import type {
  Grade,
  TClassDetail,
  TClassList,
  TClassListQuery,
  TClassSummary,
  TStudentInClass,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { loadStudentFor } from '../rosters';
import { countActiveStudents, findStudentsOfClass, findTeachersOf, listClassPage } from './class-list.repository';
import { abilitiesOf, canCreate, type LoadedClass, reachOf } from './classes.policy';
import { studentLimitOf } from './license-limits';

/** Summaries with teachers, active student counts, each class's student limit and what the caller may do with
 * it, in the given order. */
export async function summarize(db: Db, caller: Caller, rows: LoadedClass[]): Promise<TClassSummary[]> {
  const ids = rows.map((r) => r.id);
  const [teachers, counts, limits] = await Promise.all([
    findTeachersOf(db, ids),
    countActiveStudents(db, ids),
    Promise.all(rows.map((r) => studentLimitOf(db, r))),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    grade: r.grade as Grade,
    subject: r.subject,
    isPremium: r.isPremium,
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    teachers: teachers
      .filter((t) => t.classId === r.id)
      .map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}`, isPrimary: t.isPrimary })),
    studentCount: counts.get(r.id) ?? 0,
    studentLimit: limits[i] ?? null,
    createdAt: r.createdAt.toISOString(),
    abilities: abilitiesOf(caller, r),
  }));
}

/** One class's summary, for replies after a change. */
export async function summaryOf(db: Db, caller: Caller, cls: LoadedClass): Promise<TClassSummary> {
  const [summary] = await summarize(db, caller, [cls]);
  return summary!;
}

/** The wire shape of an enrollment row (dates as ISO strings). */
export const toStudentInClass = (s: Awaited<ReturnType<typeof findStudentsOfClass>>[number]): TStudentInClass => ({
  id: s.id,
  firstName: s.firstName,
  lastName: s.lastName,
  username: s.username,
  grade: s.grade,
  status: s.status as TStudentInClass['status'],
  addedAt: s.addedAt.toISOString(),
});

/** A class with every student ever enrolled (removed ones keep their row and status). */
export async function classDetail(db: Db, caller: Caller, cls: LoadedClass): Promise<TClassDetail> {
  const [summary, students] = await Promise.all([summaryOf(db, caller, cls), findStudentsOfClass(db, cls.id)]);
  return { ...summary, students: students.map(toStudentInClass) };
}

/** The caller's classes, filtered and paged; a student filter needs a student the caller may see. */
export async function listVisibleClasses(db: Db, caller: Caller, query: TClassListQuery): Promise<TClassList> {
  if (query.studentId) await loadStudentFor(db, caller, query.studentId, 'read');
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await listClassPage(db, reachOf(caller), filters, { page, pageSize }, caller.userId);
  return { items: await summarize(db, caller, rows), total, page, pageSize, abilities: { create: canCreate(caller) } };
}

/** Every class of a student that the caller may see (a student sees all of their own). */
export async function classesOfStudent(db: Db, caller: Caller, studentId: number): Promise<TClassSummary[]> {
  await loadStudentFor(db, caller, studentId, 'read');
  const { rows } = await listClassPage(db, reachOf(caller), { studentId }, null, caller.userId);
  return summarize(db, caller, rows);
}

/** The caller's own classes: a student's active enrollments, a teacher's classes. */
export async function myClasses(db: Db, caller: Caller): Promise<TClassSummary[]> {
  const { rows } = await listClassPage(db, reachOf(caller), {}, null, caller.userId);
  return summarize(db, caller, rows);
}
