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
import { loadStudentFor } from '../rosters/student-access';
import type { LoadedClass } from './class-access';
import {
  type ClassScope,
  countActiveStudents,
  findStudentsOfClass,
  findTeachersOf,
  listClassPage,
} from './class-list.repository';
import { studentLimitOf } from './license-limits';

/** The classes a caller may list: the same rule as loadClassFor (own classes, own school, own district),
 * and for a student the classes they are in. */
export function scopeOf(caller: Caller): ClassScope {
  switch (caller.role) {
    case 'Teacher':
      return { kind: 'teacher', teacherId: caller.userId };
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId ? { kind: 'school', schoolId: caller.schoolId } : { kind: 'none' };
    case 'DistrictAdmin':
      return caller.districtId ? { kind: 'district', districtId: caller.districtId } : { kind: 'none' };
    case 'Student':
      return { kind: 'enrolled', studentId: caller.userId };
    default:
      return { kind: 'none' };
  }
}

/** Summaries with teachers, active student counts and each class's student limit, in the given order. */
export async function summarize(db: Db, rows: LoadedClass[]): Promise<TClassSummary[]> {
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
  }));
}

/** One class's summary, for replies after a change. */
export async function summaryOf(db: Db, cls: LoadedClass): Promise<TClassSummary> {
  const [summary] = await summarize(db, [cls]);
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
export async function classDetail(db: Db, cls: LoadedClass): Promise<TClassDetail> {
  const [summary, students] = await Promise.all([summaryOf(db, cls), findStudentsOfClass(db, cls.id)]);
  return { ...summary, students: students.map(toStudentInClass) };
}

/** The caller's classes, filtered and paged; a student filter needs a student the caller may see. */
export async function listVisibleClasses(db: Db, caller: Caller, query: TClassListQuery): Promise<TClassList> {
  if (query.studentId) await loadStudentFor(db, caller, query.studentId, 'read');
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await listClassPage(db, scopeOf(caller), filters, { page, pageSize });
  return { items: await summarize(db, rows), total, page, pageSize };
}

/** Every class of a student that the caller may see (a student sees all of their own). */
export async function classesOfStudent(db: Db, caller: Caller, studentId: number): Promise<TClassSummary[]> {
  await loadStudentFor(db, caller, studentId, 'read');
  const { rows } = await listClassPage(db, scopeOf(caller), { studentId }, null);
  return summarize(db, rows);
}

/** The caller's own classes: a student's active enrollments, a teacher's classes. */
export async function myClasses(db: Db, caller: Caller): Promise<TClassSummary[]> {
  const { rows } = await listClassPage(db, scopeOf(caller), {}, null);
  return summarize(db, rows);
}
