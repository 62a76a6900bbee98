// The answer save: one statement, one round trip, durable and idempotent.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { preparedRunner } from './prepared';

export interface SaveInput {
  attemptId: number;
  assignmentId: number;
  studentId: number;
  questionId: number;
  answer: unknown;
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
  clientId: string;
  clientSeq: number;
  /** The standard the question assesses (from the assignment's snapshot), kept on the response for reports. */
  standardId: number | null;
  /** The student's sign-in, named on the activity event. */
  sessionId: string | null;
}

/** A stored response as a save reply needs it. */
export interface StoredResponse {
  clientId: string;
  clientSeq: number;
  savedAt: Date;
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
  feedback: string | null;
  /** Feedback option 1: the student checked this answer, so it no longer changes. */
  checked: boolean;
}

export interface SaveOutcome {
  /** The attempt took the write: this student's, still a recipient, still active in the class the assignment
   * reached them through, assignment not deleted, in progress, and the write newer than the question's standing
   * answer and not over a checked one. False: the slow path says why. */
  taken: boolean;
  /** The response row took it too (false only when it disagrees with the attempt's results: recompute). */
  applied: boolean;
  savedAt: Date | null;
  /** The teacher's feedback on the replaced response (kept with the new answer). */
  feedback: string | null;
  /** The attempt after the save. */
  totals: { score: number; answeredCount: number } | null;
}

type Row = {
  taken: boolean;
  saved_at: Date | string | null;
  feedback: string | null;
  total_score: number | null;
  answered_count: number | null;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

// $1 attempt, $2 question, $3 student, $4 assignment, $5 answer, $6 status, $7 score, $8 max score,
// $9 per-part results, $10 client id, $11 client sequence, $12 standard, $13 sign-in (session).
// `prev` is the question's entry in the attempt's results: [status, score, clientSeq, checked].
const SAVE_SQL = `
  with tot as (
    update attempts a set
      results = a.results || jsonb_build_object($2::text, jsonb_build_array($6::text, $7::float8, $11::bigint, false)),
      score = round((a.score + $7::float8 - coalesce((a.results -> $2::text ->> 1)::float8, 0))::numeric, 2)::float8,
      answered_count = a.answered_count + ((a.results -> $2::text) is null)::int,
      correct_count = a.correct_count + ($6::text = 'correct')::int
        - coalesce(((a.results -> $2::text ->> 0) = 'correct')::int, 0),
      pending_count = a.pending_count + ($6::text = 'pending')::int
        - coalesce(((a.results -> $2::text ->> 0) = 'pending')::int, 0),
      current_question_id = $2::int,
      last_activity_at = now()
    from assignments g
    where a.id = $1::bigint and a.student_id = $3::int and a.assignment_id = $4::int and a.status = 'in_progress'
      and g.id = a.assignment_id and g.deleted_at is null
      and exists (select 1 from assignment_students s
        join enrollments e on e.class_id = s.class_id and e.student_id = s.student_id and e.status = 'active'
        where s.assignment_id = a.assignment_id and s.student_id = a.student_id)
      and coalesce((a.results -> $2::text ->> 2)::bigint, -1) < $11::bigint
      and coalesce((a.results -> $2::text ->> 3)::boolean, false) = false
    returning a.id, a.score, a.answered_count, g.school_id
  ),
  up as (
    insert into responses as r
      (attempt_id, question_id, answer, status, score, max_score, per_part, client_id, client_seq, standard_id)
    select tot.id, $2::int, $5::jsonb, $6::text, $7::float8, $8::float8, $9::jsonb, $10::uuid, $11::bigint, $12::int
    from tot
    on conflict (attempt_id, question_id) do update set
      answer = excluded.answer, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
      per_part = excluded.per_part, client_id = excluded.client_id, client_seq = excluded.client_seq,
      attempt_count = r.attempt_count + 1, saved_at = now(),
      grading_scale_id = null, graded_by = null, graded_at = null, override_note = null
    where r.client_seq < excluded.client_seq and r.checked_at is null
    returning r.saved_at, r.feedback
  ),
  ev as (
    insert into activity_events (type, action, actor_id, student_id, school_id, assignment_id, attempt_id,
      question_id, standard_id, score, max_score, session_id)
    select 'AssessmentItemEvent', 'Completed', $3::int, $3::int, tot.school_id, $4::int, tot.id, $2::int, $12::int,
      $7::float8, $8::float8, $13::uuid
    from tot join up on true
  )
  select tot.id is not null as taken, up.saved_at, up.feedback, tot.score as total_score, tot.answered_count
  from (select 1) as one
  left join tot on true
  left join up on true`
  // One line: the driver hashes the text to find its prepared statement on every save.
  .replace(/\s+/g, ' ')
  .trim();

/**
 * One statement, three row writes (docs/decisions/0026, 0030): the answered item's activity event goes with it. The attempt row decides and moves first (`tot`): its
 * update is the lock that serialises this save with other saves, Check, submit and grading of the attempt, and
 * when it waited for one of them PostgreSQL re-reads the row, so the standing result of the question
 * (`results`), the status and the totals are the latest committed ones. The totals move by the difference
 * between the new result and the one it replaces. Only then is the answer upserted (`up`), under the same
 * conditions the results already checked, so the two agree; the response row is not read or locked before.
 */
export async function saveResponse(db: Db, input: SaveInput): Promise<SaveOutcome> {
  const [row] = await preparedRunner(db)<Row>(SAVE_SQL, [
    input.attemptId,
    input.questionId,
    input.studentId,
    input.assignmentId,
    json(input.answer),
    input.status,
    input.score,
    input.maxScore,
    json(input.perPart),
    input.clientId,
    input.clientSeq,
    input.standardId,
    input.sessionId,
  ]);
  if (!row) throw new Error('the save statement returned no row');
  return {
    taken: row.taken,
    applied: row.saved_at !== null,
    savedAt: row.saved_at === null ? null : new Date(row.saved_at),
    feedback: row.feedback,
    totals:
      row.total_score === null ? null : { score: Number(row.total_score), answeredCount: Number(row.answered_count) },
  };
}

/** The slow path's view of an attempt and one of its responses, to say why a save was not taken. */
export async function findSaveTarget(db: Db, attemptId: number, studentId: number, questionId: number) {
  const [row] = rowsOf<{
    status: string;
    recipient: boolean;
    deleted: boolean;
    client_id: string | null;
    client_seq: number | string | null;
    saved_at: Date | string | null;
    r_status: string | null;
    score: number | null;
    max_score: number | null;
    per_part: unknown;
    feedback: string | null;
    checked: boolean | null;
  }>(
    await db.execute(sql`
      select a.status, g.deleted_at is not null as deleted,
        exists (select 1 from assignment_students s
                join enrollments e on e.class_id = s.class_id and e.student_id = s.student_id and e.status = 'active'
                where s.assignment_id = a.assignment_id and s.student_id = a.student_id) as recipient,
        r.client_id, r.client_seq, r.saved_at, r.status as r_status, r.score, r.max_score, r.per_part, r.feedback,
        r.checked_at is not null as checked
      from attempts a
      join assignments g on g.id = a.assignment_id
      left join responses r on r.attempt_id = a.id and r.question_id = ${questionId}::int
      where a.id = ${attemptId}::bigint and a.student_id = ${studentId}::int`),
  );
  if (!row || row.deleted || !row.recipient) return undefined;
  const stored: StoredResponse | null =
    row.client_id === null
      ? null
      : {
          clientId: row.client_id,
          clientSeq: Number(row.client_seq),
          savedAt: new Date(row.saved_at!),
          status: row.r_status!,
          score: Number(row.score),
          maxScore: Number(row.max_score),
          perPart: row.per_part,
          feedback: row.feedback,
          checked: row.checked === true,
        };
  return { status: row.status, stored };
}
