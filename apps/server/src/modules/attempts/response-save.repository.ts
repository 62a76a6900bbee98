// The answer save: one statement per batch of saves, one round trip, durable and idempotent.
import { sql } from 'drizzle-orm';
import { batchedStatement } from '../../db/batched-statement';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

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
  ord: number;
  taken: boolean;
  saved_at: Date | string | null;
  feedback: string | null;
  total_score: number | null;
  answered_count: number | null;
};

// $1: the batch as a JSON array, one object per save (its `ord` is its place in the batch), at most one per attempt.
// `prev` is the question's entry in the attempt's results: [status, score, clientSeq, checked].
const SAVE_SQL = `
  with i as (
    select * from jsonb_to_recordset($1::jsonb) as i(ord int, attempt_id bigint, question_id int, student_id int,
      assignment_id int, answer jsonb, status text, score float8, max_score float8, per_part jsonb, client_id uuid,
      client_seq bigint, standard_id int, session_id uuid)
  ),
  tot as (
    update attempts a set
      results = a.results || jsonb_build_object(i.question_id::text, jsonb_build_array(i.status, i.score, i.client_seq, false)),
      score = round((a.score + i.score - coalesce((a.results -> i.question_id::text ->> 1)::float8, 0))::numeric, 2)::float8,
      answered_count = a.answered_count + ((a.results -> i.question_id::text) is null)::int,
      correct_count = a.correct_count + (i.status = 'correct')::int
        - coalesce(((a.results -> i.question_id::text ->> 0) = 'correct')::int, 0),
      pending_count = a.pending_count + (i.status = 'pending')::int
        - coalesce(((a.results -> i.question_id::text ->> 0) = 'pending')::int, 0),
      current_question_id = i.question_id,
      last_activity_at = now()
    from i join assignments g on g.id = i.assignment_id
    where a.id = i.attempt_id and a.student_id = i.student_id and a.assignment_id = i.assignment_id
      and a.status = 'in_progress' and g.deleted_at is null
      and exists (select 1 from assignment_students s
        join enrollments e on e.class_id = s.class_id and e.student_id = s.student_id and e.status = 'active'
        where s.assignment_id = a.assignment_id and s.student_id = a.student_id)
      and coalesce((a.results -> i.question_id::text ->> 2)::bigint, -1) < i.client_seq
      and coalesce((a.results -> i.question_id::text ->> 3)::boolean, false) = false
    returning a.id, a.score, a.answered_count, g.school_id, i.ord
  ),
  up as (
    insert into responses as r
      (attempt_id, question_id, answer, status, score, max_score, per_part, client_id, client_seq, standard_id)
    select tot.id, i.question_id, i.answer, i.status, i.score, i.max_score, i.per_part, i.client_id, i.client_seq,
      i.standard_id
    from tot join i on i.ord = tot.ord
    on conflict (attempt_id, question_id) do update set
      answer = excluded.answer, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
      per_part = excluded.per_part, client_id = excluded.client_id, client_seq = excluded.client_seq,
      attempt_count = r.attempt_count + 1, saved_at = now(),
      grading_scale_id = null, graded_by = null, graded_at = null, override_note = null
    where r.client_seq < excluded.client_seq and r.checked_at is null
    returning r.attempt_id, r.saved_at, r.feedback
  ),
  ev as (
    insert into activity_events (type, action, actor_id, student_id, school_id, assignment_id, attempt_id,
      question_id, standard_id, score, max_score, session_id)
    select 'AssessmentItemEvent', 'Completed', i.student_id, i.student_id, tot.school_id, i.assignment_id, tot.id,
      i.question_id, i.standard_id, i.score, i.max_score, i.session_id
    from tot join i on i.ord = tot.ord join up on up.attempt_id = tot.id
  )
  select i.ord, tot.id is not null as taken, up.saved_at, up.feedback, tot.score as total_score, tot.answered_count
  from i
  left join tot on tot.ord = i.ord
  left join up on up.attempt_id = i.attempt_id`
  // One line: the driver hashes the text to find its prepared statement on every save.
  .replace(/\s+/g, ' ')
  .trim();

function outcomeOf(_input: SaveInput, row: Row | undefined): SaveOutcome {
  if (!row) throw new Error('the save statement returned no row for a save');
  return {
    taken: row.taken,
    applied: row.saved_at !== null,
    savedAt: row.saved_at === null ? null : new Date(row.saved_at),
    feedback: row.feedback,
    totals:
      row.total_score === null ? null : { score: Number(row.total_score), answeredCount: Number(row.answered_count) },
  };
}

const writeSave = batchedStatement<SaveInput, Row, SaveOutcome>({
  sql: SAVE_SQL,
  keyOf: (input) => input.attemptId,
  valuesOf: (input) => ({
    attempt_id: input.attemptId,
    question_id: input.questionId,
    student_id: input.studentId,
    assignment_id: input.assignmentId,
    answer: input.answer ?? null,
    status: input.status,
    score: input.score,
    max_score: input.maxScore,
    per_part: input.perPart ?? null,
    client_id: input.clientId,
    client_seq: input.clientSeq,
    standard_id: input.standardId,
    session_id: input.sessionId,
  }),
  outcomeOf,
});

/**
 * One statement, three row writes per save (docs/decisions/0026, 0030, 0046), for every save in its batch
 * (db/batched-statement.ts): the answered item's activity event goes with it. The attempt row decides and moves first
 * (`tot`): its update is the lock that serialises this save with other saves, Check, submit and grading of the
 * attempt, and when it waited for one of them PostgreSQL re-reads the row, so the standing result of the question
 * (`results`), the status and the totals are the latest committed ones. The totals move by the difference
 * between the new result and the one it replaces. Only then is the answer upserted (`up`), under the same
 * conditions the results already checked, so the two agree; the response row is not read or locked before.
 */
export function saveResponse(db: Db, input: SaveInput): Promise<SaveOutcome> {
  return writeSave(db, input);
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
