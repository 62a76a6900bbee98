import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { findStudentById, teacherHasStudent } from './students.repository';

export type StudentAccess = 'read' | 'write';

/** Roles that may change a student they can see; principals and coaches only look (as for classes). */
const WRITERS = new Set(['Teacher', 'SchoolAdmin', 'DistrictAdmin']);

/** Who may see a student: the student, teachers of a class they are or were in, leaders of their school,
 * admins of their district. */
async function canSee(
  db: Db,
  caller: Caller,
  student: { id: number; schoolId: number | null; districtId: number | null },
) {
  switch (caller.role) {
    case 'Student':
      return caller.userId === student.id;
    case 'Teacher':
      return teacherHasStudent(db, caller.userId, student.id);
    case 'SchoolAdmin':
    case 'Principal':
    case 'InstructionalCoach':
      return caller.schoolId !== null && caller.schoolId === student.schoolId;
    case 'DistrictAdmin':
      return caller.districtId !== null && caller.districtId === student.districtId;
    default:
      return false;
  }
}

/** Loads a student the caller may use: 404 when they may not see them, 403 when they may see but not
 * change them (the same rule as loadClassFor). */
export async function loadStudentFor(db: Db, caller: Caller, studentId: number, access: StudentAccess) {
  const student = await findStudentById(db, studentId);
  if (!student || !(await canSee(db, caller, student))) throw notFound();
  if (access === 'write' && !WRITERS.has(caller.role)) throw forbidden();
  return student;
}
