import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  ARCADE_COIN_SOURCES,
  CFU_OPTIONS,
  cfuCorrect,
  cfuFormatOf,
  classSlides,
  componentsByKey,
  isCfuValue,
  isRoutedCheck,
  isScoredCheck,
  lessonSessionRoom,
  lessonStageRoom,
  MOOD_OPTIONS,
  routeFor,
  SLIDE_COMPONENT_KINDS,
  scoreQuestions,
  scoreResponse,
  type TLessonAnswer,
  type TLessonContent,
  type TQuestion,
  type TRoutedCheck,
  type TStudentLessonInvites,
  type TStudentLessonState,
  type TStudentRoute,
  toStudentQuestion,
  toStudentSlide,
  ZResponse,
} from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { recordActivity } from '../../platform/activity';
import type { Caller } from '../../platform/auth/access-tokens';
import { Lru } from '../../platform/caches/lru';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { pseudonymsFor } from '../monitor';
import { saveLessonResponse } from './lesson-answer-save.repository';
import {
  insertTurnIn,
  isTurnedIn,
  liveHead,
  type ResponseRow,
  sessionResponses,
  turnedInKeys,
} from './lesson-answers.repository';
import { sessionContent, sessionContentOf, stageOf } from './lesson-content';
import {
  openSessionsForStudent,
  sessionStudents,
  studentClassInSession,
  upsertParticipant,
} from './lesson-participants.repository';
import {
  type RoutingRow,
  sessionRoutings,
  setRecheckScore,
  setRoutingScore,
  upsertRouting,
} from './lesson-routings.repository';
import {
  bumpRoutingVersion,
  currentRoutingVersion,
  findOpenSessionIdByCode,
  findSession,
  type SessionRow,
} from './lesson-sessions.repository';
import { assertCan, can } from './lessons.policy';
import { publish } from './lessons.service';

// The student's side of a live lesson: joining, the stage and their own state, and answers scored on the server.
// A check whose questions are all answered routes the student (routing at exactly 100: lessons/rules.ts).

type Kind = (typeof SLIDE_COMPONENT_KINDS)[keyof typeof SLIDE_COMPONENT_KINDS];

/** The live lessons of the student's classes (the route admits students only). */
export async function lessonInvites(ctx: AppContext, caller: Caller): Promise<TStudentLessonInvites> {
  return { items: await openSessionsForStudent(ctx.db, caller.userId) };
}

/** The session and the student's class in it; 404 for a session they are not in (or that does not exist). */
async function loadForStudent(ctx: AppContext, caller: Caller, sessionId: number) {
  const session = await findSession(ctx.db, sessionId);
  const classId = session ? await studentClassInSession(ctx.db, sessionId, caller.userId) : undefined;
  assertCan(caller, 'join', { studentClassId: classId });
  return { session: session!, classId: classId! };
}

export async function joinByCode(ctx: AppContext, caller: Caller, code: string) {
  const id = await findOpenSessionIdByCode(ctx.db, code.trim().toUpperCase());
  const classId = id ? await studentClassInSession(ctx.db, id, caller.userId) : undefined;
  // One answer for every code that is not theirs: unknown, ended, or another class's.
  if (!id || !can(caller, 'join', { studentClassId: classId }))
    throw new AppError(404, 'not_found', 'lessonCodeUnknown');
  return { sessionId: id };
}

export async function joinSession(ctx: AppContext, caller: Caller, sessionId: number, log?: FastifyBaseLogger) {
  const { session, classId } = await loadForStudent(ctx, caller, sessionId);
  const first = await upsertParticipant(ctx.db, sessionId, caller.userId, classId);
  if (first) {
    const students = await sessionStudents(ctx.db, sessionId);
    const me = students.find((s) => s.id === caller.userId);
    const pseudonym =
      pseudonymsFor(
        sessionId,
        students.map((s) => s.id),
        'lesson-session',
      ).get(caller.userId) ?? '';
    if (me)
      await publishActivity(
        ctx,
        sessionId,
        { student: { id: me.id, name: me.name, pseudonym, joinedAt: me.joinedAt } },
        log,
      );
  }
  return studentState(ctx, caller, session);
}

export async function myLessonState(ctx: AppContext, caller: Caller, sessionId: number) {
  const { session } = await loadForStudent(ctx, caller, sessionId);
  return studentState(ctx, caller, session);
}

/** Students this process saw answering, by session: their participation row exists (it is written once). */
const joinedHere = new Lru<string, true>(20_000);

/** The question an item key names: `3` or `recheck:3`. */
export const questionIdOf = (itemKey: string) => Number(itemKey.replace('recheck:', ''));

function routesOf(
  content: TLessonContent,
  routings: readonly RoutingRow[],
  studentSeed: (id: number) => string,
): TStudentRoute[] {
  const components = componentsByKey(content);
  const slidesByKey = new Map(content.slides.map((s) => [s.key, s]));
  const out: TStudentRoute[] = [];
  for (const r of routings) {
    const c = components.get(r.componentKey)?.component;
    if (!c || !isRoutedCheck(c)) continue;
    const followUp = r.route === 'pathway' ? c.pathway : c.intervention;
    out.push({
      componentKey: r.componentKey,
      checkTitle: c.title,
      score: r.score,
      route: r.route,
      interventionKind: r.interventionKind,
      slides: followUp.slideKeys.flatMap((k) => {
        const slide = slidesByKey.get(k);
        return slide ? [toStudentSlide(slide, studentSeed)] : [];
      }),
      recheck:
        r.route === 'intervention' ? c.intervention.recheck.map((q) => toStudentQuestion(q, studentSeed(q.id))) : [],
      recheckScore: r.recheckScore,
    });
  }
  return out;
}

/** What a student sees of a saved answer: the answer, never its status or score (decision 0034). */
const studentViewOfResponse = (r: Pick<ResponseRow, 'componentKey' | 'itemKey' | 'value' | 'at'>) => ({
  componentKey: r.componentKey,
  itemKey: r.itemKey,
  value: r.value,
  at: r.at,
});

async function studentState(ctx: AppContext, caller: Caller, session: SessionRow): Promise<TStudentLessonState> {
  const [responses, routings, turnedIn] = await Promise.all([
    sessionResponses(ctx.db, session.id, caller.userId),
    sessionRoutings(ctx.db, session.id, caller.userId),
    turnedInKeys(ctx.db, session.id, caller.userId),
  ]);
  return {
    stage: stageOf(session),
    title: session.title,
    kind: session.kind,
    responses: responses.map(studentViewOfResponse),
    routes: routesOf(sessionContent(session), routings, () => 'lesson'),
    turnedIn,
  };
}

async function publishActivity(
  ctx: AppContext,
  sessionId: number,
  body: { student?: unknown; responses?: ResponseRow[]; routings?: RoutingRow[] },
  log?: FastifyBaseLogger,
) {
  await publish(
    ctx,
    lessonSessionRoom(sessionId),
    { type: 'lesson.activity', sessionId, ...(body as object), at: new Date().toISOString() } as never,
    log,
  );
}

const invalid = () => badRequest('body.value', 'lessonAnswerInvalid');

interface Scored {
  status: ResponseRow['status'];
  score: number;
  maxScore: number;
  standardId: number | null;
  question?: TQuestion;
}

/** Checks and scores one answer against the session's content; throws 400/409 for what does not fit. */
function scoreAnswer(content: TLessonContent, slideIndex: number, a: TLessonAnswer, routed: boolean): Scored {
  const found = componentsByKey(content).get(a.componentKey);
  if (!found) throw badRequest('body.componentKey', 'lessonAnswerInvalid');
  const { slide, component: c } = found;
  // The class's slides open as the teacher reaches them; follow-up slides belong to routes.
  if (slide.target === 1 && classSlides(content).indexOf(slide) > slideIndex)
    throw new AppError(409, 'lesson_not_reached', 'lessonNotReached');
  if (a.itemKey === 'mood') {
    if ((c.kind as Kind) !== 1 || !MOOD_OPTIONS.some((o) => o.value === a.value)) throw invalid();
    return { status: null, score: 0, maxScore: 0, standardId: null };
  }
  if (a.itemKey === 'cfu') {
    const format = cfuFormatOf(c);
    if (format === null || !isCfuValue(format, a.value)) throw invalid();
    const correct = cfuCorrect(c);
    if (correct === undefined || !CFU_OPTIONS[format].some((o) => o.value === correct))
      return { status: null, score: 0, maxScore: 0, standardId: null };
    const right = a.value === correct;
    return { status: right ? 'correct' : 'incorrect', score: right ? 1 : 0, maxScore: 1, standardId: null };
  }
  if (!isScoredCheck(c)) throw invalid();
  const id = questionIdOf(a.itemKey);
  const recheck = a.itemKey.startsWith('recheck:');
  if (recheck && !routed) throw new AppError(409, 'lesson_not_routed', 'lessonNotRouted');
  const pool = recheck ? (isRoutedCheck(c) ? c.intervention.recheck : []) : c.questions;
  const question = pool.find((q) => q.id === id);
  if (!question) throw badRequest('body.itemKey', 'lessonAnswerInvalid');
  const parsed = ZResponse.safeParse(a.value);
  if (!parsed.success || parsed.data.answerType !== question.answerType) throw invalid();
  const scored = scoreResponse(question, parsed.data);
  return {
    status: scored.status,
    score: scored.score,
    maxScore: scored.maxScore,
    standardId: question.standardId ?? c.standardId ?? null,
    question,
  };
}

const statusError = (status: SessionRow['status']) =>
  status === 'paused'
    ? new AppError(409, 'lesson_paused', 'lessonPaused')
    : new AppError(409, 'lesson_ended', 'lessonEnded');
const turnedIn = () => new AppError(409, 'lesson_check_submitted', 'lessonCheckSubmitted');

/** The session open for answers (live), the student's class in it, its content and the student's routes. */
async function loadLive(ctx: AppContext, caller: Caller, sessionId: number) {
  const { session, classId } = await loadForStudent(ctx, caller, sessionId);
  if (session.status !== 'live') throw statusError(session.status);
  const mine = await sessionRoutings(ctx.db, sessionId, caller.userId);
  return { session, classId, content: sessionContent(session), mine };
}

/**
 * Saves one answer (an older client sequence never overwrites a newer save). Answers to a routed check are drafts
 * until the student turns the check in (submitCheck); once turned in they are locked, so a route can never be
 * found by trying answers. The teacher's room hears each save.
 */
export async function saveLessonAnswer(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  a: TLessonAnswer,
  log?: FastifyBaseLogger,
) {
  // The hot path of a live lesson (a class answers a quick check within seconds): one read of the session's head,
  // the content from memory, and one statement shared with the answers arriving alongside; a check's routes are
  // read only for a check's questions.
  const head = await liveHead(ctx.db, sessionId, caller.userId);
  assertCan(caller, 'join', { studentClassId: head?.classId ?? undefined });
  if (head!.status !== 'live') throw statusError(head!.status);
  const classId = head!.classId!;
  const content = await sessionContentOf(ctx.db, head!);
  const isQuestion = /^(\d|recheck:)/.test(a.itemKey);
  const mine = isQuestion ? await sessionRoutings(ctx.db, sessionId, caller.userId) : [];
  const myRoute = mine.find((r) => r.componentKey === a.componentKey);
  const scored = scoreAnswer(content, head!.slideIndex, a, myRoute?.route === 'intervention');
  const recheck = a.itemKey.startsWith('recheck:');
  if (
    scored.question &&
    (await isTurnedIn(ctx.db, { sessionId, studentId: caller.userId, componentKey: a.componentKey }, recheck))
  )
    throw turnedIn();

  const joinedKey = `${sessionId}:${caller.userId}@${head!.startedAt}`;
  // First time seen answering counts as joined (a student who answers after a reconnect never missed the join).
  const saved = await saveLessonResponse(ctx.db, {
    sessionId,
    studentId: caller.userId,
    classId,
    componentKey: a.componentKey,
    itemKey: a.itemKey,
    value: a.value,
    status: scored.status,
    score: scored.score,
    maxScore: scored.maxScore,
    standardId: scored.standardId,
    clientSeq: a.clientSeq,
    join: !joinedHere.get(joinedKey),
  });
  joinedHere.set(joinedKey, true);
  // The teacher's room hears the scored answer; the student hears only that it is saved.
  await publishActivity(ctx, sessionId, { responses: [saved] }, log);
  return { response: studentViewOfResponse(saved) };
}

/**
 * Scores a turned-in check (or re-check) of one student once none of its answers waits for grading, and routes the
 * student (exactly 100 opens the pathway); a re-check's score is kept on the route. The first routing records the
 * checkpoint or exit ticket (an arcade coin source). A check already routed keeps its route (the student has moved
 * on; the teacher may override it) and takes the new score. Returns whether anything changed.
 */
export async function settleCheck(
  tx: Db,
  s: { session: SessionRow; classId: number; studentId: number; check: TRoutedCheck; recheck: boolean },
): Promise<boolean> {
  const { session, studentId, check: component, recheck } = s;
  const answers = (await sessionResponses(tx, session.id, studentId)).filter(
    (r) => r.componentKey === component.key && r.itemKey.startsWith('recheck:') === recheck,
  );
  if (answers.some((r) => r.status === 'pending')) return false;
  const check = scoreQuestions(
    recheck ? component.intervention.recheck : component.questions,
    new Map(answers.map((r) => [questionIdOf(r.itemKey), r])),
  );
  if (!check) return false;
  const key = { sessionId: session.id, studentId, componentKey: component.key };
  const existing = (await sessionRoutings(tx, session.id, studentId)).find((r) => r.componentKey === component.key);
  if (recheck) await setRecheckScore(tx, key, check.score);
  else if (existing) await setRoutingScore(tx, key, check.score);
  else {
    const { route, interventionKind } = routeFor(component, check.score);
    await upsertRouting(tx, { ...key, standardId: component.standardId, score: check.score, route, interventionKind });
    const clear = session.kind === 'clear';
    const checkpoint = component.kind === SLIDE_COMPONENT_KINDS.checkpoint;
    await recordActivity(tx, {
      type: ACTIVITY_TYPES.grade,
      action: ACTIVITY_ACTIONS.graded,
      actorId: studentId,
      studentId,
      classId: s.classId,
      standardId: component.standardId,
      objectId: session.id,
      source: checkpoint
        ? clear
          ? ARCADE_COIN_SOURCES.checkpoint
          : ARCADE_COIN_SOURCES.myLessonCheckpoint
        : clear
          ? ARCADE_COIN_SOURCES.exitTicket
          : ARCADE_COIN_SOURCES.myLessonExitTicket,
      score: check.score,
      maxScore: 100,
    });
  }
  return true;
}

/** Tells the teacher's room the student's routes and the stage that they changed. */
export async function publishRoutes(ctx: AppContext, sessionId: number, studentId: number, log?: FastifyBaseLogger) {
  const routings = await sessionRoutings(ctx.db, sessionId, studentId);
  const version = await currentRoutingVersion(ctx.db, sessionId);
  await publishActivity(ctx, sessionId, { routings }, log);
  await publish(
    ctx,
    lessonStageRoom(sessionId),
    { type: 'lesson.routes.changed', sessionId, routingVersion: version, studentIds: [studentId] },
    log,
  );
  return routings;
}

/**
 * Turns in a routed check (or, with `recheck`, its re-check): every question must have an answer, and from then on
 * the answers are locked. The check is scored and the student routed at once, or, when a written answer waits for
 * the teacher, as soon as it is graded. Turning in again changes nothing.
 */
export async function submitCheck(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  body: { componentKey: string; recheck: boolean },
  log?: FastifyBaseLogger,
) {
  const { session, classId, content, mine } = await loadLive(ctx, caller, sessionId);
  const component = componentsByKey(content).get(body.componentKey)?.component;
  if (!component || !isRoutedCheck(component)) throw badRequest('body.componentKey', 'lessonAnswerInvalid');
  const myRoute = mine.find((r) => r.componentKey === body.componentKey);
  if (body.recheck && myRoute?.route !== 'intervention')
    throw new AppError(409, 'lesson_not_routed', 'lessonNotRouted');
  const questions = body.recheck ? component.intervention.recheck : component.questions;

  const changed = await inTransaction(ctx.db, async (tx) => {
    const answered = new Set(
      (await sessionResponses(tx, sessionId, caller.userId))
        .filter((r) => r.componentKey === body.componentKey && r.itemKey.startsWith('recheck:') === body.recheck)
        .map((r) => questionIdOf(r.itemKey)),
    );
    if (!questions.every((q) => answered.has(q.id)))
      throw new AppError(400, 'lesson_check_incomplete', 'lessonCheckIncomplete');
    if (
      !(await insertTurnIn(tx, { sessionId, studentId: caller.userId, componentKey: body.componentKey }, body.recheck))
    )
      return false;
    const settled = await settleCheck(tx, {
      session,
      classId,
      studentId: caller.userId,
      check: component,
      recheck: body.recheck,
    });
    await bumpRoutingVersion(tx, sessionId);
    return settled;
  });
  const routings = changed
    ? await publishRoutes(ctx, sessionId, caller.userId, log)
    : await sessionRoutings(ctx.db, sessionId, caller.userId);
  return {
    routes: routesOf(content, routings, () => 'lesson'),
    turnedIn: await turnedInKeys(ctx.db, sessionId, caller.userId),
  };
}
