// The `attempt.changed` event to the `assignment:<id>` room: what the live monitor follows.
import { assignmentRoom, type TAttemptChanged, type TScoreStatus } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../../db/bulk-sql';
import type { AppContext } from '../../platform/context';

export interface AttemptChange {
  assignmentId: number;
  attemptId: number;
  studentId: number;
  /** The question answered, graded or moved to; omitted for changes to the whole attempt (submit). */
  questionId?: number | null;
  /** What the caller already knows; read from the database when omitted. */
  state?: {
    status: TScoreStatus | null;
    attemptStatus: 'in_progress' | 'submitted';
    answeredCount: number;
    score: number;
  };
}

async function readState(ctx: AppContext, change: AttemptChange): Promise<AttemptChange['state']> {
  const [row] = rowsOf<{ status: string; answered_count: number; score: number; response_status: string | null }>(
    await ctx.db.execute(sql`
      select a.status, a.answered_count, a.score, r.status as response_status
      from attempts a
      left join responses r on r.attempt_id = a.id and r.question_id = ${change.questionId ?? null}::int
      where a.id = ${change.attemptId}`),
  );
  if (!row) return undefined;
  return {
    status: (row.response_status as TScoreStatus | null) ?? null,
    attemptStatus: row.status === 'submitted' ? 'submitted' : 'in_progress',
    answeredCount: row.answered_count,
    score: Number(row.score),
  };
}

/**
 * Tells the assignment's room that a student's attempt changed. Call after the transaction commits; never
 * throws (a lost event only delays the monitor until its next snapshot).
 */
export async function publishAttemptChanged(ctx: AppContext, change: AttemptChange, log?: FastifyBaseLogger) {
  try {
    const state = change.state ?? (await readState(ctx, change));
    if (!state) return;
    const event: TAttemptChanged = {
      type: 'attempt.changed',
      assignmentId: change.assignmentId,
      attemptId: change.attemptId,
      studentId: change.studentId,
      questionId: change.questionId ?? null,
      ...state,
      at: new Date().toISOString(),
    };
    // The student's own changes (save, move, submit) come with their state: they are the student's activity.
    if (change.state) event.lastActivityAt = event.at;
    await ctx.realtime.publish(assignmentRoom(change.assignmentId), event);
  } catch (err) {
    log?.warn({ err, attemptId: change.attemptId }, 'realtime publish failed');
  }
}
