import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, gradingScales, responses } from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';

export interface ResponseForGrading {
  id: number;
  attemptId: number;
  assignmentId: number;
  studentId: number;
  questionId: number;
  status: string;
  score: number;
  /** The snapshot question this response answers (null if the snapshot lacks it). */
  question: { answerType?: number; points?: number; content?: { gradingScaleId?: number } } | null;
}

/** A response with its attempt, assignment and snapshot question, when its assignment matches `scope`. */
export async function findResponseInScope(db: Db, responseId: number, scope: SQL) {
  const [row] = await query<ResponseForGrading>(
    db,
    sql`select r.id::float8 as id, r.attempt_id::float8 as "attemptId", t.assignment_id as "assignmentId",
          t.student_id as "studentId", r.question_id as "questionId", r.status, r.score,
          (select q from jsonb_array_elements(a.questions) q where q->>'id' = r.question_id::text limit 1) as question
        from responses r join attempts t on t.id = r.attempt_id join assignments a on a.id = t.assignment_id
        where r.id = ${responseId} and ${scope}`,
  );
  return row;
}

/** A grading scale the teacher may use: a seeded one or their own. */
export async function gradingScaleUsableBy(db: Db, id: number, teacherId: number) {
  const [row] = await db
    .select({ id: gradingScales.id })
    .from(gradingScales)
    .where(and(eq(gradingScales.id, id), or(isNull(gradingScales.ownerId), eq(gradingScales.ownerId, teacherId))));
  return !!row;
}

/** Serialises score changes of one attempt (with the student's saves, which lock the same row). */
export async function lockAttempt(tx: Db, attemptId: number) {
  await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.id, attemptId)).for('update');
}

export async function writeGrade(tx: Db, responseId: number, values: Partial<typeof responses.$inferInsert>) {
  await tx.update(responses).set(values).where(eq(responses.id, responseId));
}

/** The response as now scored and its attempt's totals. */
export async function gradedView(db: Db, responseId: number) {
  const [row] = await query<{
    responseId: number;
    attemptId: number;
    questionId: number;
    status: string;
    score: number;
    maxScore: number;
    gradingScaleId: number | null;
    feedback: string | null;
    overrideNote: string | null;
    gradedAt: string | null;
    attemptScore: number;
    attemptMaxScore: number;
    correctCount: number;
    pendingCount: number;
  }>(
    db,
    sql`select r.id::float8 as "responseId", r.attempt_id::float8 as "attemptId", r.question_id as "questionId",
          r.status, r.score, r.max_score as "maxScore", r.grading_scale_id as "gradingScaleId", r.feedback,
          r.override_note as "overrideNote", ${iso('r.graded_at')} as "gradedAt",
          t.score as "attemptScore", t.max_score as "attemptMaxScore", t.correct_count::int as "correctCount",
          t.pending_count::int as "pendingCount"
        from responses r join attempts t on t.id = r.attempt_id where r.id = ${responseId}`,
  );
  return row;
}

/** Constructed responses of the assignment waiting for the teacher, oldest first, with student names. */
export async function pendingResponsesOf(db: Db, assignmentId: number) {
  return query<{
    responseId: number;
    studentId: number;
    studentName: string;
    questionId: number;
    text: string | null;
    maxScore: number;
    gradingScaleId: number | null;
    savedAt: string;
  }>(
    db,
    sql`select r.id::float8 as "responseId", t.student_id as "studentId",
          u.first_name || ' ' || u.last_name as "studentName", r.question_id as "questionId",
          r.answer->>'text' as text, r.max_score as "maxScore", r.grading_scale_id as "gradingScaleId",
          ${iso('r.saved_at')} as "savedAt"
        from responses r join attempts t on t.id = r.attempt_id join users u on u.id = t.student_id
        where t.assignment_id = ${assignmentId} and r.status = 'pending'
        order by r.saved_at, r.id`,
  );
}
