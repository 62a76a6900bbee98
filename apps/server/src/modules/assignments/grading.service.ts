import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  ANSWER_TYPES,
  AUTO_SCORED_TYPES,
  MESSAGES,
  type MessageKey,
  roundScore,
  type TGradedResponse,
  type TScoreStatus,
  type ZGradeResponseRequest,
  type ZGradingQueueItem,
  type ZOverrideScoreRequest,
} from '@clearsheets/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/sql-helpers';
import { recordActivity } from '../../platform/activity';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../classes';
import { loadAssignmentFor } from './assignment-access';
import { assignmentScope } from './assignment-access.repository';
import { can } from './assignments.policy';
import { findCodeAndSnapshot } from './assignments.repository';
import { publishAttemptChanged, recomputeAttemptTotals } from './collaborators';
import {
  findResponseInScope,
  gradedView,
  gradingScaleUsableBy,
  lockAttempt,
  pendingResponsesOf,
  type ResponseForGrading,
  writeGrade,
} from './grading.repository';

type GradeInput = z.infer<typeof ZGradeResponseRequest>;
type OverrideInput = z.infer<typeof ZOverrideScoreRequest>;
type QueueItem = z.infer<typeof ZGradingQueueItem>;

const bad = (field: string, key: MessageKey, detail?: string) =>
  new AppError(400, 'invalid_request', key, detail, [{ field, message: MESSAGES[key] }]);

/** A question's maximum: its points (1 when the snapshot has none). */
const pointsOf = (q: ResponseForGrading['question']) => (typeof q?.points === 'number' && q.points > 0 ? q.points : 1);

/** Full marks are correct, none incorrect, anything between partial. */
export const statusForScore = (score: number, max: number): TScoreStatus =>
  score >= max ? 'correct' : score <= 0 ? 'incorrect' : 'partial';

/** A response the teacher may score: 404 outside their assignments, 403 for leaders who only read. */
async function loadResponseFor(ctx: AppContext, actor: Actor, responseId: number) {
  const response = await findResponseInScope(ctx.db, responseId, assignmentScope(actor));
  if (!response) throw notFound();
  if (!can(actor, 'grade', { inReach: true })) throw forbidden();
  return response;
}

function checkScore(score: number, max: number) {
  if (score > max) throw bad('body.score', 'scoreOutOfRange', `At most ${max} for this question`);
  return roundScore(score);
}

/** Writes the new score, recomputes the attempt's totals and records who changed what (ids and numbers). */
async function applyScore(
  ctx: AppContext,
  actor: Actor,
  response: ResponseForGrading,
  action: 'response.graded' | 'response.overridden',
  values: Parameters<typeof writeGrade>[2] & { score: number },
  message: string,
): Promise<TGradedResponse> {
  await inTransaction(ctx.db, async (tx) => {
    await lockAttempt(tx, response.attemptId);
    await writeGrade(tx, response.id, { ...values, gradedBy: actor.userId, gradedAt: new Date() });
    await recomputeAttemptTotals(tx, response.attemptId);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action,
      entityType: 'response',
      entityId: response.id,
      details: {
        assignmentId: response.assignmentId,
        attemptId: response.attemptId,
        studentId: response.studentId,
        questionId: response.questionId,
        before: response.score,
        after: values.score,
      },
      ip: actor.ip,
    });
    await recordActivity(tx, {
      type: ACTIVITY_TYPES.grade,
      action: ACTIVITY_ACTIONS.graded,
      actorId: actor.userId,
      studentId: response.studentId,
      assignmentId: response.assignmentId,
      attemptId: response.attemptId,
      questionId: response.questionId,
      score: values.score,
      maxScore: values.maxScore ?? null,
    });
  });
  await publishAttemptChanged(ctx, {
    assignmentId: response.assignmentId,
    attemptId: response.attemptId,
    studentId: response.studentId,
    questionId: response.questionId,
  });
  const view = await gradedView(ctx.db, response.id);
  if (!view) throw notFound();
  const { attemptScore, attemptMaxScore, correctCount, pendingCount, ...rest } = view;
  return {
    ...rest,
    assignmentId: response.assignmentId,
    status: rest.status as TScoreStatus,
    attempt: { score: attemptScore, maxScore: attemptMaxScore, correctCount, pendingCount },
    message,
  };
}

/** Why: constructed responses wait for the teacher, who scores them on a scale and writes feedback. */
export async function gradeResponse(ctx: AppContext, actor: Actor, responseId: number, input: GradeInput) {
  const response = await loadResponseFor(ctx, actor, responseId);
  if (response.question?.answerType !== ANSWER_TYPES.constructedResponse)
    throw bad('responseId', 'notConstructedResponse');
  const max = pointsOf(response.question);
  const score = checkScore(input.score, max);
  if (input.gradingScaleId !== undefined && !(await gradingScaleUsableBy(ctx.db, input.gradingScaleId, actor.userId)))
    throw bad('body.gradingScaleId', 'unknownGradingScale');
  return applyScore(
    ctx,
    actor,
    response,
    'response.graded',
    {
      score,
      maxScore: max,
      status: statusForScore(score, max),
      gradingScaleId: input.gradingScaleId ?? response.question.content?.gradingScaleId ?? null,
      feedback: input.feedback === '' ? null : input.feedback,
      feedbackSeenAt: null,
    },
    MESSAGES.feedbackAdded,
  );
}

/** Why: a teacher may disagree with an automatic score (a typo the key missed); the reason is kept. */
export async function overrideScore(ctx: AppContext, actor: Actor, responseId: number, input: OverrideInput) {
  const response = await loadResponseFor(ctx, actor, responseId);
  const type = response.question?.answerType;
  if (!(AUTO_SCORED_TYPES as readonly (number | undefined)[]).includes(type)) throw bad('responseId', 'notAutoScored');
  const max = pointsOf(response.question);
  const score = checkScore(input.score, max);
  return applyScore(
    ctx,
    actor,
    response,
    'response.overridden',
    { score, maxScore: max, status: statusForScore(score, max), overrideNote: input.note },
    MESSAGES.dataUpdated,
  );
}

/** Why: the teacher grades constructed responses in the order students gave them. */
export async function gradingQueue(ctx: AppContext, actor: Actor, assignmentId: number): Promise<QueueItem[]> {
  await loadAssignmentFor(ctx.db, actor, assignmentId, 'read');
  const [rows, snapshot] = await Promise.all([
    pendingResponsesOf(ctx.db, assignmentId),
    findCodeAndSnapshot(ctx.db, assignmentId),
  ]);
  const questions = (snapshot?.questions ?? []) as {
    id: number;
    points?: number;
    content?: { gradingScaleId?: number };
  }[];
  const index = new Map(questions.map((q, i) => [q.id, { number: i + 1, q }]));
  return rows.map((r) => {
    const found = index.get(r.questionId);
    return {
      responseId: r.responseId,
      studentId: r.studentId,
      studentName: r.studentName,
      questionId: r.questionId,
      questionNumber: found?.number ?? 0,
      text: r.text ?? '',
      maxScore: found ? pointsOf(found.q) : r.maxScore,
      gradingScaleId: r.gradingScaleId ?? found?.q.content?.gradingScaleId ?? null,
      savedAt: r.savedAt,
    };
  });
}
