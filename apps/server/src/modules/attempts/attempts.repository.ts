// Queries of the student side of assignments (the answer save itself is in response-save.repository.ts).
import { ACTIVITY_ACTIONS, ACTIVITY_TYPES } from '@clearsheets/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentStudents, assignments, attempts, classes, enrollments, responses, users } from '../../db/schema';
import { recordActivity } from '../../platform/activity';

export type AttemptRow = typeof attempts.$inferSelect;
export type ResponseRow = typeof responses.$inferSelect;

/** The question snapshot of an assignment (deleted or not: callers check access separately). */
export async function findQuestionSnapshot(db: Db, assignmentId: number): Promise<unknown> {
  const [row] = await db
    .select({ questions: assignments.questions })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return row?.questions;
}

export async function findAttemptRef(db: Db, attemptId: number) {
  const [row] = await db
    .select({ assignmentId: attempts.assignmentId, studentId: attempts.studentId })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  return row;
}

/**
 * A student reaches an assignment only while active in the class it reached them through
 * (docs/decisions/0012): removed from that class, it is as if it was never given; re-added, it is back.
 */
const activeInAssignedClass = and(
  eq(enrollments.classId, assignmentStudents.classId),
  eq(enrollments.studentId, assignmentStudents.studentId),
  eq(enrollments.status, 'active'),
);

/** Every assignment given to the student (not deleted, still in the class) with their attempt, in one query. */
export function listAssignmentsOfStudent(db: Db, studentId: number) {
  return db
    .select({
      id: assignments.id,
      title: assignments.title,
      questionCount: assignments.questionCount,
      startsAt: assignments.startsAt,
      dueAt: assignments.dueAt,
      maxScore: assignments.maxScore,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
      className: classes.name,
      grade: classes.grade,
      attemptStatus: attempts.status,
      answeredCount: attempts.answeredCount,
      score: attempts.score,
      pendingCount: attempts.pendingCount,
      lastActivityAt: attempts.lastActivityAt,
      submittedAt: attempts.submittedAt,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, and(eq(assignments.id, assignmentStudents.assignmentId), isNull(assignments.deletedAt)))
    .innerJoin(users, eq(users.id, assignments.teacherId))
    .innerJoin(classes, eq(classes.id, assignmentStudents.classId))
    .innerJoin(enrollments, activeInAssignedClass)
    .leftJoin(
      attempts,
      and(eq(attempts.assignmentId, assignmentStudents.assignmentId), eq(attempts.studentId, studentId)),
    )
    .where(eq(assignmentStudents.studentId, studentId));
}

const assignmentFields = {
  id: assignments.id,
  title: assignments.title,
  feedbackOption: assignments.feedbackOption,
  readAloud: assignments.readAloud,
  shuffle: assignments.shuffle,
  startsAt: assignments.startsAt,
  maxScore: assignments.maxScore,
  /** The grade of the class the assignment reached the student through (joined below). */
  grade: classes.grade,
};
export type AssignmentSettings = {
  id: number;
  title: string;
  feedbackOption: number;
  readAloud: boolean;
  shuffle: boolean;
  startsAt: Date;
  maxScore: number;
  grade: string;
};

/** An assignment the student received (not deleted, still in the class), with their attempt if they started. */
export async function findAssignmentForStudent(db: Db, assignmentId: number, studentId: number) {
  const [row] = await db
    .select({ assignment: assignmentFields, attempt: attempts })
    .from(assignments)
    .innerJoin(
      assignmentStudents,
      and(eq(assignmentStudents.assignmentId, assignments.id), eq(assignmentStudents.studentId, studentId)),
    )
    .innerJoin(enrollments, activeInAssignedClass)
    .innerJoin(classes, eq(classes.id, assignmentStudents.classId))
    .leftJoin(attempts, and(eq(attempts.assignmentId, assignments.id), eq(attempts.studentId, studentId)))
    .where(and(eq(assignments.id, assignmentId), isNull(assignments.deletedAt)));
  return row;
}

/**
 * Starts the attempt, or returns the one a concurrent start just created (one per assignment and student).
 * The shuffled question order is seeded by the attempt id, so it is written in the same transaction.
 */
export async function insertAttempt(
  db: Db,
  values: { assignmentId: number; studentId: number; maxScore: number },
  orderFor: (attemptId: number) => number[] | null,
): Promise<AttemptRow> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(attempts).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    await recordActivity(tx, {
      type: ACTIVITY_TYPES.assessment,
      action: ACTIVITY_ACTIONS.started,
      actorId: values.studentId,
      studentId: values.studentId,
      assignmentId: values.assignmentId,
      attemptId: row.id,
    });
    const order = orderFor(row.id);
    if (!order) return row;
    const [ordered] = await tx
      .update(attempts)
      .set({ questionOrder: order })
      .where(eq(attempts.id, row.id))
      .returning();
    return ordered;
  });
  if (created) return created;
  const [existing] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assignmentId, values.assignmentId), eq(attempts.studentId, values.studentId)));
  return existing!;
}

/** The student's own attempt with its assignment's settings, when they may still see it; undefined otherwise. */
export async function findAttemptForStudent(db: Db, attemptId: number, studentId: number) {
  const [row] = await db
    .select({ attempt: attempts, assignment: assignmentFields })
    .from(attempts)
    .innerJoin(assignments, and(eq(assignments.id, attempts.assignmentId), isNull(assignments.deletedAt)))
    .innerJoin(
      assignmentStudents,
      and(
        eq(assignmentStudents.assignmentId, attempts.assignmentId),
        eq(assignmentStudents.studentId, attempts.studentId),
      ),
    )
    .innerJoin(enrollments, activeInAssignedClass)
    .innerJoin(classes, eq(classes.id, assignmentStudents.classId))
    .where(and(eq(attempts.id, attemptId), eq(attempts.studentId, studentId)));
  return row;
}

export function listResponses(db: Db, attemptId: number) {
  return db.select().from(responses).where(eq(responses.attemptId, attemptId));
}

/** Locks the attempt (in a transaction) so its status and totals change one writer at a time. */
export async function lockAttempt(tx: Db, attemptId: number) {
  const [row] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('no key update');
  return row;
}

export async function markSubmitted(tx: Db, attemptId: number) {
  await tx
    .update(attempts)
    .set({ status: 'submitted', submittedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'in_progress')));
}

/** Where the student is; only while the attempt is in progress and the student may still work on it. */
/** Opening an attempt again is the student's activity (the monitor's idle clock starts over). */
export async function touchAttempt(db: Db, attemptId: number) {
  await db.update(attempts).set({ lastActivityAt: sql`now()` }).where(eq(attempts.id, attemptId));
}

export async function updatePosition(db: Db, attemptId: number, studentId: number, questionId: number) {
  const [row] = await db
    .update(attempts)
    .set({ currentQuestionId: questionId, lastActivityAt: sql`now()` })
    .where(
      and(
        eq(attempts.id, attemptId),
        eq(attempts.studentId, studentId),
        eq(attempts.status, 'in_progress'),
        sql`exists (select 1 from ${assignments} g join ${assignmentStudents} s on s.assignment_id = g.id
          join ${enrollments} e on e.class_id = s.class_id and e.student_id = s.student_id and e.status = 'active'
          where g.id = ${attempts.assignmentId} and g.deleted_at is null and s.student_id = ${attempts.studentId})`,
      ),
    )
    .returning({ answeredCount: attempts.answeredCount, score: attempts.score });
  return row;
}

/** The teacher's feedback has now been shown to the student. */
export async function markFeedbackSeen(db: Db, attemptId: number) {
  await db
    .update(responses)
    .set({ feedbackSeenAt: sql`now()` })
    .where(
      and(
        eq(responses.attemptId, attemptId),
        sql`coalesce(${responses.feedback}, '') <> ''`,
        isNull(responses.feedbackSeenAt),
      ),
    );
}

/** One response, locked until the transaction ends (attempt first, as the save does), to check it. */
export async function lockResponse(tx: Db, attemptId: number, questionId: number) {
  const [row] = await tx
    .select()
    .from(responses)
    .where(and(eq(responses.attemptId, attemptId), eq(responses.questionId, questionId)))
    .for('update');
  return row;
}

/** Feedback option 1: the answer is checked, so saves leave it as it is from now on (kept on a repeat). */
export async function markChecked(tx: Db, responseId: number) {
  const [row] = await tx
    .update(responses)
    .set({ checkedAt: sql`coalesce(${responses.checkedAt}, now())` })
    .where(eq(responses.id, responseId))
    .returning();
  return row;
}
