import type { Role } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { forbidden, notFound } from '../../platform/errors';
import {
  findStudentForViewer,
  findStudentsOfSchool,
  findStudentsTaughtBy,
  findUserScope,
  type SealedPassword,
} from './students.repository';

// The one student policy (docs/decisions/0025, 0015): who reaches a student, who changes one, who may add an
// existing student to a class, and whose password a class's sign-in card shows. `can` is pure: the facts
// (the student's school and district, whether the caller teaches them) are loaded with the student.

/** What the rule needs to know about a student, loaded with them. */
export interface StudentFacts {
  id: number;
  schoolId: number | null;
  districtId: number | null;
  /** The caller teaches a live class the student is or was enrolled in (own or co-taught). */
  callerTeaches: boolean;
}

/** Roles that may change a student they can see; principals and coaches only look (as for classes). */
const CHANGERS: ReadonlySet<Role> = new Set(['Teacher', 'SchoolAdmin', 'DistrictAdmin']);

/** Who may see a student: the student, teachers of a class they are or were in, leaders of their school,
 * admins of their district. */
function sees(caller: Caller, student: StudentFacts): boolean {
  switch (caller.role) {
    case 'Student':
      return caller.userId === student.id;
    case 'Teacher':
      return student.callerTeaches;
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

/** Why: one answer for reading and changing a student, used by the loader below. */
export const studentPolicy = definePolicy({
  read: sees,
  edit: (caller: Caller, student: StudentFacts) => sees(caller, student) && CHANGERS.has(caller.role),
});
export type StudentAction = (typeof studentPolicy.actions)[number];
export const can = (caller: Caller, action: StudentAction, student: StudentFacts) =>
  studentPolicy.can(caller, action, student);

/** Loads a student the caller may use: 404 when they may not see them, 403 when they may see but not change
 * them (the same rule as loadClassFor). */
export async function loadStudentFor(db: Db, caller: Caller, studentId: number, action: StudentAction) {
  const row = await findStudentForViewer(db, studentId, caller.userId);
  if (!row) throw notFound();
  const { callerTeaches, student } = row;
  const facts = { id: student.id, schoolId: student.schoolId, districtId: student.districtId, callerTeaches };
  if (!can(caller, 'read', facts)) throw notFound();
  if (!can(caller, action, facts)) throw forbidden();
  return student;
}

/** Whose students a caller may add to a class of a school (docs/decisions/0015): a teacher those they teach or
 * taught; a school admin their school's; a district admin any school's of their district; nobody else. */
export type EnrollReach = 'taught' | 'school' | 'none';
export function enrollReachOf(
  caller: Pick<Caller, 'schoolId' | 'districtId'> & { role: string },
  school: { schoolId: number; districtId: number },
): EnrollReach {
  switch (caller.role) {
    case 'Teacher':
      return 'taught';
    case 'SchoolAdmin':
      return caller.schoolId === school.schoolId ? 'school' : 'none';
    case 'DistrictAdmin':
      return caller.districtId === school.districtId ? 'school' : 'none';
    default:
      return 'none';
  }
}

/**
 * Which of these ids are students the caller may add to a class of this school: only students of that school,
 * within `enrollReachOf`. Ids that do not exist and ids the caller may not reach are alike left out.
 */
export async function findStudentsEnrollableBy(
  db: Db,
  caller: Pick<Caller, 'userId' | 'schoolId' | 'districtId'> & { role: string },
  school: { schoolId: number; districtId: number },
  studentIds: number[],
): Promise<Set<number>> {
  const ofSchool = await findStudentsOfSchool(db, studentIds, school.schoolId);
  switch (enrollReachOf(caller, school)) {
    case 'taught': {
      const taught = await findStudentsTaughtBy(db, caller.userId, [...ofSchool]);
      return new Set([...ofSchool].filter((id) => taught.has(id)));
    }
    case 'school':
      return ofSchool;
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
