import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { assignmentClasses, assignments, attempts, classes, classTeachers, enrollments, users } from '../../db/schema';
import { newAccessCode } from './access-code';

export type NewAssignment = Omit<typeof assignments.$inferInsert, 'id' | 'accessCode'>;

/** Inserts an assignment under a fresh access code, drawing again on the (rare) clash with an existing one. */
export async function insertAssignment(tx: Db, values: NewAssignment, draw = newAccessCode): Promise<number> {
  for (let tries = 0; tries < 20; tries++) {
    const [row] = await tx
      .insert(assignments)
      .values({ ...values, accessCode: draw() })
      .onConflictDoNothing({ target: assignments.accessCode })
      .returning({ id: assignments.id });
    if (row) return row.id;
  }
  throw new Error('no free access code after 20 draws');
}

/** The active students of the classes, each once (through the first of the classes, in the order given). */
export async function activeStudentsOf(db: Db, classIds: readonly number[]) {
  if (!classIds.length) return [];
  const rows = await db
    .select({ studentId: enrollments.studentId, classId: enrollments.classId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(inArray(enrollments.classId, [...classIds]), eq(enrollments.status, 'active'), eq(users.status, 'active')),
    );
  const rank = new Map(classIds.map((id, i) => [id, i]));
  rows.sort((x, y) => (rank.get(x.classId) ?? 0) - (rank.get(y.classId) ?? 0) || x.studentId - y.studentId);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.studentId) && seen.add(r.studentId));
}

/** The classes (live) that the teacher teaches, primary or co-teacher. */
export async function classIdsTaughtBy(db: Db, teacherId: number) {
  const rows = await db
    .select({ id: classTeachers.classId })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(and(eq(classTeachers.teacherId, teacherId), sql`${classes.deletedAt} is null`));
  return rows.map((r) => r.id);
}

/** Adds classes and recipients; rows already there stay as they are. */
export async function addRecipients(
  tx: Db,
  assignmentId: number,
  classIds: readonly number[],
  students: readonly { studentId: number; classId: number }[],
) {
  if (classIds.length)
    await tx
      .insert(assignmentClasses)
      .values(classIds.map((classId) => ({ assignmentId, classId })))
      .onConflictDoNothing();
  if (students.length)
    await insertRows(
      tx,
      'assignment_students',
      [
        ['assignment_id', 'int'],
        ['student_id', 'int'],
        ['class_id', 'int'],
      ],
      students.map((s) => [assignmentId, s.studentId, s.classId]),
      'on conflict do nothing',
    );
}

/** Whether any student has started the assignment (settings are then locked). */
export async function hasAttempts(db: Db, assignmentId: number) {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.assignmentId, assignmentId))
    .limit(1);
  return !!row;
}

/** Serialises changes to one assignment (and a student starting it, who locks the same row). */
export async function lockAssignment(tx: Db, assignmentId: number) {
  await tx.select({ id: assignments.id }).from(assignments).where(eq(assignments.id, assignmentId)).for('update');
}

export async function updateAssignmentRow(tx: Db, assignmentId: number, patch: Partial<NewAssignment>) {
  await tx
    .update(assignments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(assignments.id, assignmentId));
}

/** The access code and the question snapshot (answer keys included). */
export async function findCodeAndSnapshot(db: Db, assignmentId: number) {
  const [row] = await db
    .select({
      accessCode: assignments.accessCode,
      questions: assignments.questions,
      staffAssignmentId: assignments.staffAssignmentId,
    })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return row;
}
