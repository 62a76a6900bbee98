import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import {
  findStudentById,
  findStudentsOfSchool,
  findStudentsTaughtBy,
  findUserScope,
  type SealedPassword,
  teacherHasStudent,
} from './students.repository';

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

/**
 * Which of these ids are students the caller may add to a class of this school (docs/decisions/0015):
 * only students of that school; a teacher only those they teach or taught in a live class (moving a
 * student between their own or co-taught classes); school and district admins any student of a school
 * they manage. Ids that do not exist and ids the caller may not reach are alike left out.
 */
export async function findStudentsEnrollableBy(
  db: Db,
  caller: Pick<Caller, 'userId' | 'schoolId' | 'districtId'> & { role: string },
  school: { schoolId: number; districtId: number },
  studentIds: number[],
): Promise<Set<number>> {
  const ofSchool = await findStudentsOfSchool(db, studentIds, school.schoolId);
  switch (caller.role) {
    case 'Teacher': {
      const taught = await findStudentsTaughtBy(db, caller.userId, [...ofSchool]);
      return new Set([...ofSchool].filter((id) => taught.has(id)));
    }
    case 'SchoolAdmin':
      return caller.schoolId === school.schoolId ? ofSchool : new Set();
    case 'DistrictAdmin':
      return caller.districtId === school.districtId ? ofSchool : new Set();
    default:
      return new Set();
  }
}

/** The same rule for work done later on a user's behalf (a background import), by their role and place now. */
export async function findStudentsEnrollableByUser(
  db: Db,
  userId: number,
  school: { schoolId: number; districtId: number },
  studentIds: number[],
): Promise<Set<number>> {
  const user = await findUserScope(db, userId);
  return user ? findStudentsEnrollableBy(db, user, school, studentIds) : new Set();
}

/**
 * Whether a class's sign-in card may show this password to the caller (docs/decisions/0015): only a
 * password staff set for the class's roster, i.e. set by the caller, by a teacher of the class, or while
 * adding the student to this class. Never one from a district's file, nor one someone else set elsewhere
 * (another teacher's class, an admin's reset); the caller resets the password instead.
 */
export function mayReadPassword(
  caller: Caller,
  classId: number,
  teacherIds: ReadonlySet<number>,
  password: Pick<SealedPassword, 'setBy' | 'rosterClassId'>,
): boolean {
  if (password.rosterClassId === classId) return true;
  if (password.setBy === null) return false;
  return password.setBy === caller.userId || teacherIds.has(password.setBy);
}
