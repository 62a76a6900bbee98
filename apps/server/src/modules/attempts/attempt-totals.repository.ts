// An attempt's totals, recomputed from its responses in one set-based statement.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

export interface AttemptTotals {
  attemptId: number;
  assignmentId: number;
  studentId: number;
  status: 'in_progress' | 'submitted';
  score: number;
  maxScore: number;
  answeredCount: number;
  correctCount: number;
  pendingCount: number;
}

type TotalsRow = {
  id: number | string;
  assignment_id: number;
  student_id: number;
  status: string;
  score: number;
  max_score: number;
  answered_count: number;
  correct_count: number;
  pending_count: number;
};

/** Reads a row of `attempts` (raw SQL) as totals. */
export const totalsOf = (r: TotalsRow): AttemptTotals => ({
  attemptId: Number(r.id),
  assignmentId: r.assignment_id,
  studentId: r.student_id,
  status: r.status === 'submitted' ? 'submitted' : 'in_progress',
  score: Number(r.score),
  maxScore: Number(r.max_score),
  answeredCount: r.answered_count,
  correctCount: r.correct_count,
  pendingCount: r.pending_count,
});

/**
 * Sets score, maxScore (the assignment's), answeredCount (questions with a saved response), correctCount,
 * pendingCount and the per-question results the save reads from the attempt's responses, so they agree with them whatever ran before. Call it after
 * changing a response's score, status or check (grading, overrides, Check), preferably in the same transaction. It locks
 * the attempt first and only then reads the responses: read in the same statement, a response committed by a
 * save that held the lock meanwhile would be missed. Returns the new totals (undefined: no such attempt).
 */
export async function recomputeAttemptTotals(tx: Db, attemptId: number): Promise<AttemptTotals | undefined> {
  // On a transaction this is a savepoint, on the database a transaction: the lock lasts until the caller commits.
  return tx.transaction(async (t) => {
    const locked = rowsOf(await t.execute(sql`select id from attempts where id = ${attemptId} for no key update`));
    if (locked.length === 0) return undefined;
    const [row] = rowsOf<TotalsRow>(
      await t.execute(sql`
        update attempts a set
          score = coalesce(x.score, 0),
          max_score = g.max_score,
          answered_count = x.answered,
          correct_count = x.correct,
          pending_count = x.pending,
          results = coalesce(x.results, '{}'::jsonb)
        from assignments g,
          (select round(sum(r.score)::numeric, 2)::float8 as score,
                  count(*)::int as answered,
                  (count(*) filter (where r.status = 'correct'))::int as correct,
                  (count(*) filter (where r.status = 'pending'))::int as pending,
                  jsonb_object_agg(r.question_id::text,
                    jsonb_build_array(r.status, r.score, r.client_seq, r.checked_at is not null)) as results
             from responses r where r.attempt_id = ${attemptId}) x
        where a.id = ${attemptId} and g.id = a.assignment_id
        returning a.id, a.assignment_id, a.student_id, a.status, a.score, a.max_score,
          a.answered_count, a.correct_count, a.pending_count`),
    );
    return row ? totalsOf(row) : undefined;
  });
}
