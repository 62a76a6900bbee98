import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classTeachers, enrollments, studentCredentials, users } from '../../db/schema';

export type StudentRow = typeof users.$inferSelect;

/** A student with whether the viewer teaches a live class they are or were enrolled in (own or co-taught): the
 * facts the student policy needs, in one query.(The outer table is named in plain SQL: see teachesColumn.) */
export async function findStudentForViewer(db: Db, studentId: number, viewerId: number) {
  const [row] = await db
    .select({
      student: users,
      callerTeaches: sql<boolean>`exists (
        select 1 from ${enrollments} e
        join ${classTeachers} ct on ct.class_id = e.class_id
        join ${classes} c on c.id = e.class_id
        where e.student_id = users.id and ct.teacher_id = ${viewerId} and c.deleted_at is null)`,
    })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'Student')));
  return row;
}

/** Which of these students are or were enrolled in a live class the teacher teaches (own or co-taught). */
export async function findStudentsTaughtBy(db: Db, teacherId: number, studentIds: number[]) {
  if (!studentIds.length) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: enrollments.studentId })
    .from(enrollments)
    .innerJoin(classTeachers, eq(classTeachers.classId, enrollments.classId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .where(
      and(
        inArray(enrollments.studentId, studentIds),
        eq(classTeachers.teacherId, teacherId),
        isNull(classes.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A user's role and place, as rules about reach need them (for work done later on their behalf). */
export async function findUserScope(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: users.id, role: users.role, schoolId: users.schoolId, districtId: users.districtId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row;
}

/** Which of these usernames another user already holds. */
export async function findTakenUsernames(db: Db, usernames: string[], exceptUserId?: number) {
  if (!usernames.length) return new Set<string>();
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(inArray(users.username, usernames), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return new Set(rows.map((r) => r.username));
}

/** A unique-index race lost on users.username (the pre-check passed, another insert won). */
export function isUsernameClash(err: unknown): boolean {
  type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
  // Drizzle wraps the driver's error in `cause`; postgres.js names the index constraint_name, PGlite constraint.
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined)
    if (e.code === '23505' && (e.constraint ?? e.constraint_name) === 'users_username_key') return true;
  return false;
}

/** Edits a student and returns the new row; updated_at records when. */
export async function updateStudentRow(
  db: Db,
  studentId: number,
  patch: Partial<{ firstName: string; lastName: string; username: string; grade: string | null }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, studentId))
    .returning();
  return row!;
}

/** The ids among these that are students of the school. */
export async function findStudentsOfSchool(db: Db, studentIds: number[], schoolId: number) {
  if (!studentIds.length) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, studentIds), eq(users.role, 'Student'), eq(users.schoolId, schoolId)));
  return new Set(rows.map((r) => r.id));
}

/** Enrollment status of these students in the class (absent: never enrolled). */
export async function findEnrollmentStatuses(db: Db, classId: number, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, string>();
  const rows = await db
    .select({ id: enrollments.studentId, status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.classId, classId), inArray(enrollments.studentId, studentIds)));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Enrolls many students with one multi-row insert. */
export async function insertEnrollments(db: Db, classId: number, studentIds: number[]) {
  if (!studentIds.length) return;
  await db.insert(enrollments).values(studentIds.map((studentId) => ({ classId, studentId })));
}

/** Soft removal keeps the row (and the student's history); reactivation clears removed_at. */
export async function setEnrollmentStatus(db: Db, classId: number, studentIds: number[], status: 'active' | 'removed') {
  if (!studentIds.length) return;
  await db
    .update(enrollments)
    .set({ status, removedAt: status === 'removed' ? new Date() : null })
    .where(and(eq(enrollments.classId, classId), inArray(enrollments.studentId, studentIds)));
}

export interface SealedPassword {
  sealed: string;
  setBy: number | null;
  rosterClassId: number | null;
}

/** Sealed passwords of some students, with who set them and for which roster, by student id. */
export async function findSealedPasswords(db: Db, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, SealedPassword>();
  const rows = await db
    .select({
      id: studentCredentials.studentId,
      sealed: studentCredentials.passwordCiphertext,
      setBy: studentCredentials.setBy,
      rosterClassId: studentCredentials.rosterClassId,
    })
    .from(studentCredentials)
    .where(inArray(studentCredentials.studentId, studentIds));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
