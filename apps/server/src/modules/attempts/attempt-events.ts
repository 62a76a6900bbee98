// The `attempt.changed` event to the `assignment:<id>` room: what the live monitor follows.
import { assignmentRoom, type TAttemptChanged, type TAttemptState, type TScoreStatus } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { findAttemptChangeRow } from './attempt-events.repository';

export interface AttemptChange {
  assignmentId: number;
  attemptId: number;
  studentId: number;
  /** The question answered, graded or moved to; omitted for changes to the whole attempt (submit). */
  questionId?: number | null;
  /** The student's own doing though the state is read (reopening a sheet): it counts as activity. */
  activity?: boolean;
  /** What the caller already knows; read from the database when omitted. */
  state?: {
    status: TScoreStatus | null;
    attemptStatus: 'in_progress' | 'submitted';
    answeredCount: number;
    score: number;
  };
}

async function readState(ctx: AppContext, change: AttemptChange): Promise<AttemptChange['state']> {
  const row = await findAttemptChangeRow(ctx.db, change.attemptId, change.questionId ?? null);
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
    if (change.state || change.activity) event.lastActivityAt = event.at;
    await ctx.realtime.publish(assignmentRoom(change.assignmentId), event);
  } catch (err) {
    log?.warn({ err, attemptId: change.attemptId }, 'realtime publish failed');
  }
}

/**
 * Tells the monitor a student opened the assignment: the player reports no position until the student moves,
 * so without this the grid would say "not started" (or "idle", on a sheet reopened) until the next answer. Passes the state through; never
 * throws (the publish runs after the reply).
 */
export function announceAttemptOpened(
  ctx: AppContext,
  studentId: number,
  state: TAttemptState,
  log?: FastifyBaseLogger,
): TAttemptState {
  if (state.status !== 'in_progress') return state;
  // Nothing saved yet: a new attempt, or one reopened before the first answer (the player shows question 1
  // but has not moved, so the grid marks no current question, as its snapshot would).
  if (Object.keys(state.responses).length === 0)
    void publishAttemptChanged(
      ctx,
      {
        assignmentId: state.assignmentId,
        attemptId: state.attemptId,
        studentId,
        questionId: null,
        state: { status: null, attemptStatus: 'in_progress', answeredCount: 0, score: 0 },
      },
      log,
    );
  // Reopened with answers: opening it is activity, so the monitor shows her working, not idle, before she answers.
  else
    void publishAttemptChanged(
      ctx,
      { assignmentId: state.assignmentId, attemptId: state.attemptId, studentId, questionId: null, activity: true },
      log,
    );
  return state;
}
