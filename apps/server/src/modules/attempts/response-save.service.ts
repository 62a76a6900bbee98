// Saving one answer: the hot path of the worksheet player (DESIGN.md 7: every student of a school at 8:00).
import { scoreResponse, type TResponse, type TSaveResponseReply } from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { attemptRefOf, knownAttemptRef, snapshotOf } from './attempt-caches';
import { publishAttemptChanged } from './attempt-events';
import { recomputeAttemptTotals } from './attempt-totals.repository';
import { findSaveTarget, type StoredResponse, saveResponse } from './response-save.repository';

export interface SaveRequest {
  studentId: number;
  attemptId: number;
  questionId: number;
  clientId: string;
  clientSeq: number;
  answer: TResponse;
  /** The student's sign-in (the caller's session), named on the activity event. */
  sessionId?: string;
}

const submitted = () => new AppError(409, 'assignment_submitted', 'assignmentSubmitted');
const checked = () => new AppError(409, 'question_checked', 'questionChecked');
/** A newer answer to a question the student already checked (feedback option 1): refused, nothing changes. */
const changesChecked = (stored: StoredResponse | null, clientSeq: number) =>
  !!stored?.checked && clientSeq > stored.clientSeq;
// PostgreSQL gave up on the statement (deadlock with another writer, serialization): safe to run it again.
const retryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string }).code ?? '');

/** The reply for the response that now stands (this write's, or the newer one that was already there). Never
 * a result: with feedback option 1 that comes from Check alone, which also locks the answer (results.ts). */
function replyOf(questionId: number, stored: StoredResponse, applied: boolean): TSaveResponseReply {
  return { questionId, clientSeq: stored.clientSeq, applied, savedAt: stored.savedAt.toISOString() };
}

/**
 * Scores the answer with the shared rules (the client's own score is never read) and stores it in one
 * statement that also checks access and moves the attempt's totals (response-save.repository.ts). A retry of a stored write, or an older
 * write arriving late, changes nothing (`applied: false`) and gets the stored response back.
 */
export async function saveAnswer(ctx: AppContext, req: SaveRequest, log?: FastifyBaseLogger) {
  const ref = knownAttemptRef(ctx.db, req.attemptId) ?? (await attemptRefOf(ctx.db, req.attemptId));
  if (!ref || ref.studentId !== req.studentId) throw notFound();
  const snapshot = await snapshotOf(ctx.db, ref.assignmentId);
  const question = snapshot?.byId.get(req.questionId);
  if (!question) throw notFound();
  if (req.answer.answerType !== question.answerType) throw badRequest('body.answer.answerType', 'invalidRequest');
  const scored = scoreResponse(question, req.answer);
  const input = {
    attemptId: req.attemptId,
    assignmentId: ref.assignmentId,
    studentId: req.studentId,
    questionId: req.questionId,
    answer: req.answer,
    status: scored.status,
    score: scored.score,
    maxScore: scored.maxScore,
    perPart: scored.perPart ?? null,
    clientId: req.clientId,
    clientSeq: req.clientSeq,
    standardId: question.standardId ?? null,
    sessionId: req.sessionId ?? null,
  };

  let outcome: Awaited<ReturnType<typeof saveResponse>>;
  try {
    outcome = await saveResponse(ctx.db, input);
  } catch (err) {
    if (!retryable(err)) throw err;
    outcome = await saveResponse(ctx.db, input);
  }

  if (outcome.taken && outcome.applied) {
    if (outcome.totals)
      void publishAttemptChanged(
        ctx,
        {
          assignmentId: ref.assignmentId,
          attemptId: req.attemptId,
          studentId: req.studentId,
          questionId: req.questionId,
          state: { status: scored.status, attemptStatus: 'in_progress', ...outcome.totals },
        },
        log,
      );
    const stored: StoredResponse = {
      clientId: req.clientId,
      clientSeq: req.clientSeq,
      savedAt: outcome.savedAt!,
      status: scored.status,
      score: scored.score,
      maxScore: scored.maxScore,
      perPart: input.perPart,
      feedback: outcome.feedback,
      checked: false,
    };
    return replyOf(req.questionId, stored, true);
  }
  // The attempt's results and its responses disagreed (rows written by other means): the response row stands,
  // so the totals and results are rebuilt from the responses, and the reply below says what stands.
  if (outcome.taken) await recomputeAttemptTotals(ctx.db, req.attemptId);

  // Not taken: say why. Unknown or not theirs -> 404; submitted -> 409 unless it is a retry of a stored write
  // (an offline queue draining after submit); a newer answer to a checked question -> 409; a retried or older
  // write -> the response that stands, not applied.
  const target = await findSaveTarget(ctx.db, req.attemptId, req.studentId, req.questionId);
  if (!target) throw notFound();
  if (target.status === 'submitted') {
    if (target.stored?.clientId === req.clientId) return replyOf(req.questionId, target.stored, false);
    throw submitted();
  }
  if (changesChecked(target.stored, req.clientSeq)) throw checked();
  if (target.stored) return replyOf(req.questionId, target.stored, false);
  throw new AppError(409, 'conflict', 'somethingWentWrong', 'The attempt changed while saving; send it again');
}
