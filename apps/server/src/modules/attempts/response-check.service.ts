// Feedback option 1's Check: the one way a student sees a result (and the correct answer) before submitting.
// Checking locks the answer on the server, so the key can never be used to change it afterwards.
import { FEEDBACK_OPTIONS, isAnswered, type TCheckReply, ZResponse } from '@clearsheets/shared';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { snapshotOf } from './attempt-caches';
import { recomputeAttemptTotals } from './attempt-totals.repository';
import { findAttemptForStudent, lockAttempt, lockResponse, markChecked } from './attempts.repository';
import { resultOf } from './results';

/**
 * Checks the stored answer to one question (idempotent: checking again returns the same result). 404 unless
 * the attempt is the student's and they may still see it; 409 when the assignment gives feedback at the end,
 * or when nothing is answered yet (the student answers first: the player sends the answer before checking).
 * Once submitted, every result is visible anyway: the result comes back without a lock.
 */
export async function checkAnswer(
  ctx: AppContext,
  studentId: number,
  attemptId: number,
  questionId: number,
): Promise<TCheckReply> {
  const own = await findAttemptForStudent(ctx.db, attemptId, studentId);
  if (!own) throw notFound();
  const question = (await snapshotOf(ctx.db, own.assignment.id))?.byId.get(questionId);
  if (!question) throw notFound();
  if (own.assignment.feedbackOption !== FEEDBACK_OPTIONS.afterEachQuestion)
    throw new AppError(409, 'check_not_offered', 'checkNotOffered');

  const response = await ctx.db.transaction(async (tx) => {
    // The attempt first, then the response: the order the save takes them in, so the two never deadlock.
    const attempt = await lockAttempt(tx, attemptId);
    const stored = await lockResponse(tx, attemptId, questionId);
    const answer = stored ? ZResponse.safeParse(stored.answer) : undefined;
    if (!stored || !answer?.success || !isAnswered(question, answer.data)) return undefined;
    if (attempt?.status !== 'in_progress') return stored;
    const checked = await markChecked(tx, stored.id);
    // The save reads "checked" from the attempt's results (docs/decisions/0026).
    await recomputeAttemptTotals(tx, attemptId);
    return checked;
  });
  if (!response) throw new AppError(409, 'answer_missing', 'provideAnswer');
  return { questionId, clientSeq: response.clientSeq, result: resultOf(question, response) };
}
