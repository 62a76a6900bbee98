import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';

export interface AttemptChangeRow {
  status: string;
  answered_count: number;
  score: number;
  response_status: string | null;
}

/** An attempt's status, answered count and score, with the status of one question's response (if given). */
export async function findAttemptChangeRow(
  db: Db,
  attemptId: number,
  questionId: number | null,
): Promise<AttemptChangeRow | undefined> {
  const [row] = rowsOf<AttemptChangeRow>(
    await db.execute(sql`
      select a.status, a.answered_count, a.score, r.status as response_status
      from attempts a
      left join responses r on r.attempt_id = a.id and r.question_id = ${questionId}::int
      where a.id = ${attemptId}`),
  );
  return row;
}
