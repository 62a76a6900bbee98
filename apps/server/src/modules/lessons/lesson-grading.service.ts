import {
  ANSWER_TYPES,
  componentsByKey,
  isRoutedCheck,
  isScoredCheck,
  roundScore,
  type TLessonGradable,
  type TLessonGrading,
  type TLessonGradingQueue,
} from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/sql-helpers';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { answersWithNames, gradeResponse, isTurnedIn, sessionsToGrade } from './lesson-answers.repository';
import { sessionContent, summaryOf } from './lesson-content';
import { publishRoutes, questionIdOf, settleCheck } from './lesson-live.service';
import { participants } from './lesson-participants.repository';
import { bumpRoutingVersion } from './lesson-sessions.repository';
import { assertCan } from './lessons.policy';
import { loadSessionFor } from './lessons.service';

// Written answers (constructed responses) in live lessons, graded by the session's teacher at
// /teacher/gradelessonresult as worksheets' are: a score within the question's points and feedback. A turned-in check
// waits for its written answers; the last grade scores it and routes the student (decision 0031).

export async function lessonGradingQueue(ctx: AppContext, caller: Caller): Promise<TLessonGradingQueue> {
  assertCan(caller, 'browse');
  const sessions = await sessionsToGrade(ctx.db, caller.userId);
  return { count: sessions.reduce((n, s) => n + s.count, 0), sessions };
}

/** The question an answer belongs to (a check's or its re-check's), with the check. */
function questionOf(content: ReturnType<typeof sessionContent>, componentKey: string, itemKey: string) {
  const check = componentsByKey(content).get(componentKey)?.component;
  if (!check || !isScoredCheck(check)) return null;
  const pool = itemKey.startsWith('recheck:')
    ? isRoutedCheck(check)
      ? check.intervention.recheck
      : []
    : check.questions;
  const question = pool.find((q) => q.id === questionIdOf(itemKey));
  return question ? { check, question } : null;
}

export async function sessionGrading(ctx: AppContext, caller: Caller, sessionId: number): Promise<TLessonGrading> {
  const session = await loadSessionFor(ctx, caller, sessionId);
  const content = sessionContent(session);
  const items: TLessonGradable[] = [];
  for (const r of await answersWithNames(ctx.db, sessionId)) {
    const found = questionOf(content, r.componentKey, r.itemKey);
    if (!found || found.question.answerType !== ANSWER_TYPES.constructedResponse) continue;
    items.push({
      studentId: r.studentId,
      student: r.name,
      componentKey: r.componentKey,
      checkTitle: found.check.title,
      itemKey: r.itemKey,
      question: found.question,
      value: r.value,
      status: r.status,
      score: r.score,
      maxScore: r.maxScore,
      feedback: r.feedback,
    });
  }
  // Waiting ones first, then by student as read.
  items.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return { session: summaryOf(session), items };
}

export async function gradeLessonAnswer(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  body: { studentId: number; componentKey: string; itemKey: string; score: number; feedback: string },
  log?: FastifyBaseLogger,
) {
  const session = await loadSessionFor(ctx, caller, sessionId);
  const found = questionOf(sessionContent(session), body.componentKey, body.itemKey);
  if (!found || found.question.answerType !== ANSWER_TYPES.constructedResponse)
    throw new AppError(400, 'invalid_request', 'notConstructedResponse');
  const max = found.question.points;
  if (body.score > max) throw badRequest('body.score', 'scoreOutOfRange');
  const score = roundScore(body.score);
  const status = score >= max ? 'correct' : score <= 0 ? 'incorrect' : 'partial';
  const classId = (await participants(ctx.db, sessionId)).find((p) => p.studentId === body.studentId)?.classId;
  const settled = await inTransaction(ctx.db, async (tx) => {
    const key = { sessionId, studentId: body.studentId, componentKey: body.componentKey, itemKey: body.itemKey };
    if (!(await gradeResponse(tx, key, { score, status, feedback: body.feedback || null, gradedBy: caller.userId })))
      throw notFound();
    if (!isRoutedCheck(found.check) || classId === undefined) return false;
    const recheck = body.itemKey.startsWith('recheck:');
    if (!(await isTurnedIn(tx, key, recheck))) return false;
    const changed = await settleCheck(tx, { session, classId, studentId: body.studentId, check: found.check, recheck });
    if (changed) await bumpRoutingVersion(tx, sessionId);
    return changed;
  });
  if (settled) await publishRoutes(ctx, sessionId, body.studentId, log);
  return (await sessionGrading(ctx, caller, sessionId)).items.find(
    (i) => i.studentId === body.studentId && i.componentKey === body.componentKey && i.itemKey === body.itemKey,
  )!;
}
