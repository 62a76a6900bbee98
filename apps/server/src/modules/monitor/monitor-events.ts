import type { TAttemptState } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { publishAttemptChanged } from './collaborators';

/**
 * Tells the monitor a student opened the assignment: the player reports no position until the student moves,
 * so without this the grid would say "not started" until the first answer. Passes the state through; never
 * throws (the publish runs after the reply).
 */
export function announceAttemptOpened(
  ctx: AppContext,
  studentId: number,
  state: TAttemptState,
  log?: FastifyBaseLogger,
): TAttemptState {
  // Nothing saved yet: a new attempt, or one reopened before the first answer (the player shows question 1
  // but has not moved, so the grid marks no current question, as its snapshot would).
  if (state.status === 'in_progress' && Object.keys(state.responses).length === 0)
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
  return state;
}
