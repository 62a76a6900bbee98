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
  /** False: the attempt is not this student's to write (unknown, not a recipient, removed from the class the
   * assignment came through, deleted, or submitted). */
  allowed: boolean;
  /** The write was stored (false: a newer or the same write was already there). */
  applied: boolean;
  savedAt: Date | null;
  /** When not applied: the response that stands (latest committed version), if any. */
  previous: StoredResponse | null;
  /** The teacher's feedback on the replaced response (kept with the new answer). */
  previousFeedback: string | null;
  /** The attempt after the save; null when the totals were not updated incrementally (see `needsRecompute`). */
  totals: { score: number; answeredCount: number } | null;
  /** Applied over a response a concurrent save inserted after this statement began: totals must be recomputed. */
  needsRecompute: boolean;
}

type Row = {
  allowed: boolean;
  inserted: boolean | null;
  saved_at: Date | string | null;
  total_score: number | null;
  answered_count: number | null;
  had_old: boolean | null;
  old_client_id: string | null;
  old_client_seq: number | string | null;
  old_saved_at: Date | string | null;
  old_status: string | null;
  old_score: number | null;
  old_max_score: number | null;
  old_per_part: unknown;
  old_feedback: string | null;
  old_checked: boolean | null;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

// $1 attempt, $2 question, $3 student, $4 assignment, $5 answer, $6 status, $7 score, $8 max score,
// $9 per-part results, $10 client id, $11 client sequence.
const SAVE_SQL = `
  with guard as (
    select a.id
    from attempts a
    join assignments g on g.id = a.assignment_id
    join assignment_students s on s.assignment_id = a.assignment_id and s.student_id = a.student_id
    join enrollments e on e.class_id = s.class_id and e.student_id = a.student_id and e.status = 'active'
    where a.id = $1::bigint and a.student_id = $3::int and a.assignment_id = $4::int
      and a.status = 'in_progress' and g.deleted_at is null
    for no key update of a
  ),
  old as (
    select r.id, r.client_id, r.client_seq, r.saved_at, r.status, r.score, r.max_score, r.per_part, r.feedback,
      r.checked_at
    from guard
    join responses r on r.attempt_id = guard.id and r.question_id = $2::int
    for update of r
  ),
  up as (
    insert into responses as r
      (attempt_id, question_id, answer, status, score, max_score, per_part, client_id, client_seq)
    select guard.id, $2::int, $5::jsonb, $6::text, $7::float8, $8::float8, $9::jsonb, $10::uuid, $11::bigint
    from guard
    left join old on true
    on conflict (attempt_id, question_id) do update set
      answer = excluded.answer, status = excluded.status, score = excluded.score, max_score = excluded.max_score,
      per_part = excluded.per_part, client_id = excluded.client_id, client_seq = excluded.client_seq,
      attempt_count = r.attempt_count + 1, saved_at = now(),
      grading_scale_id = null, graded_by = null, graded_at = null, override_note = null
    where r.client_seq < excluded.client_seq and r.checked_at is null
    returning (r.xmax = 0) as inserted, r.saved_at
  ),
  tot as (
    update attempts a set
      score = round((a.score + $7::float8 - coalesce(old.score, 0))::numeric, 2)::float8,
      answered_count = a.answered_count + (old.id is null)::int,
      correct_count = a.correct_count + ($6::text = 'correct')::int - coalesce((old.status = 'correct')::int, 0),
      pending_count = a.pending_count + ($6::text = 'pending')::int - coalesce((old.status = 'pending')::int, 0),
      current_question_id = $2::int,
      last_activity_at = now()
    from guard
    join up on true
    left join old on true
    where a.id = guard.id and (up.inserted or old.id is not null)
    returning a.score, a.answered_count
  )
  select guard.id is not null as allowed, up.inserted, up.saved_at,
    tot.score as total_score, tot.answered_count, old.id is not null as had_old, old.feedback as old_feedback,
    case when up.inserted is null then old.client_id end as old_client_id,
    case when up.inserted is null then old.client_seq end as old_client_seq,
    case when up.inserted is null then old.saved_at end as old_saved_at,
    case when up.inserted is null then old.status end as old_status,
    case when up.inserted is null then old.score end as old_score,
    case when up.inserted is null then old.max_score end as old_max_score,
    case when up.inserted is null then old.per_part end as old_per_part,
    case when up.inserted is null then old.checked_at is not null end as old_checked
  from (select 1) as one
  left join guard on true
  left join old on true
  left join up on true
  left join tot on true`
  // One line: the driver hashes the text to find its prepared statement on every save.
  .replace(/\s+/g, ' ')
  .trim();

/**
 * Locks the attempt first (`guard`: this student's, still a recipient, still active in the class the assignment
 * reached them through, assignment not deleted, still in progress; submit and grading take the same lock first, so they serialise with saves and never deadlock),
 * then the response row (`old`: the latest committed version, read before the upsert runs because the upsert
 * reads from it); upserts the answer only over an older `client_seq` and never over a checked one; moves the attempt's totals by the
 * difference between the new and the replaced response. When a concurrent save inserted this question's first
 * response after this statement's snapshot, `old` is empty yet the upsert updates that row: the outcome says
 * `needsRecompute` instead of guessing the difference.
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
  ]);
  if (!row) throw new Error('the save statement returned no row');
  const applied = row.inserted !== null;
  const hadPrevious = row.had_old === true;
  return {
    allowed: row.allowed,
    applied,
    savedAt: row.saved_at === null ? null : new Date(row.saved_at),
    previousFeedback: row.old_feedback,
    // Only a write that changed nothing needs the response that stands (the statement sends it only then).
    previous:
      applied || !hadPrevious
        ? null
        : {
            clientId: row.old_client_id!,
            clientSeq: Number(row.old_client_seq),
            savedAt: new Date(row.old_saved_at!),
            status: row.old_status!,
            score: Number(row.old_score),
            maxScore: Number(row.old_max_score),
            perPart: row.old_per_part,
            feedback: row.old_feedback,
            checked: row.old_checked === true,
          },
    totals:
      row.total_score === null ? null : { score: Number(row.total_score), answeredCount: Number(row.answered_count) },
    needsRecompute: applied && row.inserted === false && !hadPrevious,
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
