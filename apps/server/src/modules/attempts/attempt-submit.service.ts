// Submitting an attempt and its summary (the student's results page).
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  isAnswered,
  scoreResponse,
  type TAttemptSummary,
  ZResponse,
} from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import { recordActivity } from '../../platform/activity';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { type Snapshot, snapshotOf } from './attempt-caches';
import { publishAttemptChanged } from './attempt-events';
import { recomputeAttemptTotals } from './attempt-totals.repository';
import {
  type AssignmentSettings,
  type AttemptRow,
  findAttemptForStudent,
  listResponses,
  lockAttempt,
  markFeedbackSeen,
  markSubmitted,
  type ResponseRow,
} from './attempts.repository';
import { orderedQuestions, resultOf, resultVisible, studentViewOf } from './results';

async function loadOwn(ctx: AppContext, studentId: number, attemptId: number) {
  const found = await findAttemptForStudent(ctx.db, attemptId, studentId);
  if (!found) throw notFound();
  const snapshot = await snapshotOf(ctx.db, found.assignment.id);
  if (!snapshot) throw notFound();
  return { ...found, snapshot };
}

/**
 * Submits (idempotent: a second submit changes nothing and gets the same summary). Totals are recomputed
 * from the responses under the attempt's lock, so the submitted score is exactly what was saved; constructed
 * responses stay pending for the teacher.
 */
export async function submitAttempt(
  ctx: AppContext,
  studentId: number,
  attemptId: number,
  log?: FastifyBaseLogger,
): Promise<TAttemptSummary> {
  const own = await loadOwn(ctx, studentId, attemptId);
  let attempt = own.attempt;
  if (attempt.status !== 'submitted') {
    const result = await ctx.db.transaction(async (tx) => {
      const locked = await lockAttempt(tx, attemptId);
      if (!locked || locked.status === 'submitted') return { row: locked, changed: false };
      await markSubmitted(tx, attemptId);
      await recomputeAttemptTotals(tx, attemptId);
      const row = await lockAttempt(tx, attemptId);
      await recordActivity(tx, {
        type: ACTIVITY_TYPES.assessment,
        action: ACTIVITY_ACTIONS.submitted,
        actorId: studentId,
        studentId,
        assignmentId: own.assignment.id,
        attemptId,
        score: row?.score ?? null,
        maxScore: row?.maxScore ?? null,
      });
      return { row, changed: true };
    });
    if (result.row) attempt = result.row;
    if (result.changed)
      await publishAttemptChanged(
        ctx,
        {
          assignmentId: own.assignment.id,
          attemptId,
          studentId,
          questionId: null,
          state: {
            status: null,
            attemptStatus: 'submitted',
            answeredCount: attempt.answeredCount,
            score: attempt.score,
          },
        },
        log,
      );
  }
  return summaryOf(own.assignment, own.snapshot, attempt, await listResponses(ctx.db, attemptId));
}

/** The summary; once results are visible, the teacher's feedback in it counts as seen. */
export async function attemptSummary(ctx: AppContext, studentId: number, attemptId: number) {
  const own = await loadOwn(ctx, studentId, attemptId);
  const responses = await listResponses(ctx.db, attemptId);
  const summary = summaryOf(own.assignment, own.snapshot, own.attempt, responses);
  const visible = (r: ResponseRow) =>
    resultVisible(own.assignment.feedbackOption, own.attempt.status, r.checkedAt !== null);
  if (responses.some((r) => r.feedback && !r.feedbackSeenAt && visible(r))) await markFeedbackSeen(ctx.db, attemptId);
  return summary;
}

function summaryOf(
  assignment: AssignmentSettings,
  snapshot: Snapshot,
  attempt: AttemptRow,
  responses: ResponseRow[],
): TAttemptSummary {
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const submitted = attempt.status === 'submitted';
  const questions = orderedQuestions(snapshot, attempt.questionOrder).map((question, i) => {
    const response = byQuestion.get(question.id);
    const parsed = response ? ZResponse.safeParse(response.answer) : undefined;
    const answer = parsed?.success ? parsed.data : null;
    // A question left unanswered scores as nothing given (0 points), with the correct answer once submitted.
    const result = !resultVisible(assignment.feedbackOption, attempt.status, !!response?.checkedAt)
      ? null
      : response
        ? resultOf(question, response)
        : submitted
          ? resultOf(question, { ...scoreResponse(question, undefined), perPart: null, feedback: null })
          : null;
    return {
      questionId: question.id,
      number: i + 1,
      answerType: question.answerType,
      answered: answer !== null && isAnswered(question, answer),
      answer,
      result,
      question: studentViewOf(question, attempt.id),
    };
  });
  return {
    attemptId: attempt.id,
    assignmentId: assignment.id,
    title: assignment.title,
    status: submitted ? 'submitted' : 'in_progress',
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    grade: assignment.grade,
    // Before submitting, the score is no one's business but the teacher's: were it shown, saving answers one at a
    // time would tell which one is right. Results the rules allow (a checked answer) are on their questions.
    score: submitted ? attempt.score : null,
    maxScore: attempt.maxScore,
    pendingCount: attempt.pendingCount,
    questions,
  };
}
