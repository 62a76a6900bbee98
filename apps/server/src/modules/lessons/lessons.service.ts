import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  ARCADE_COIN_SOURCES,
  classSlides,
  lessonSessionRoom,
  lessonStageRoom,
  type TLessonControl,
  type TLessonDetail,
  type TLessonList,
  type TLessonRouting,
  type TLessonSessionState,
  type TLessonSessionSummary,
  type TRealtimeEvent,
  ZLessonContent,
} from '@clearsheets/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { recordActivity } from '../../platform/activity';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { pseudonymsFor } from '../monitor';
import { sessionResponses } from './lesson-answers.repository';
import { cardOf, sessionContent, stageOf, summaryOf } from './lesson-content';
import { findLesson, type LessonFilter, listClearLessons } from './lesson-library.repository';
import { participants, sessionStudents } from './lesson-participants.repository';
import { overrideRouting, sessionRoutings } from './lesson-routings.repository';
import {
  bumpRoutingVersion,
  classesTaughtBy,
  findSession,
  findTeacherSessionIdByCode,
  insertSession,
  type SessionRow,
  teacherSessions,
  updateSession,
} from './lesson-sessions.repository';
import { abilitiesOf, assertCan } from './lessons.policy';
import { isPlacementConfirmed, ownerName } from './my-lessons.repository';

// The teacher's side of live lessons: the library, launching, the control screen's actions, overrides and completion.

export const liveGranted = (ctx: AppContext, caller: Caller) =>
  !!ctx.permissions.effective(caller.role, caller.licenses).cs_clear_monitor?.E;

export async function listLessons(ctx: AppContext, caller: Caller, filter: LessonFilter): Promise<TLessonList> {
  assertCan(caller, 'browse');
  const rows = await listClearLessons(ctx.db, filter);
  return { items: rows.map(cardOf), total: rows.length };
}

export async function lessonDetail(ctx: AppContext, caller: Caller, lessonId: number): Promise<TLessonDetail> {
  assertCan(caller, 'browse');
  const row = await loadReadableLesson(ctx, caller, lessonId);
  return {
    ...cardOf(row),
    content: ZLessonContent.parse(row.content),
    ...abilitiesOf(caller, { liveGranted: liveGranted(ctx, caller), ownerId: row.ownerId }),
    shared: row.sharedSchoolId !== null,
    owner: await ownerName(ctx.db, row.ownerId),
  };
}

/** A lesson the caller may read (open, copy, launch), or 404: the policy's `read` on the row and the caller's
 * placement (a lesson shared with the school waits for the admin's confirmation). */
export async function loadReadableLesson(ctx: AppContext, caller: Caller, lessonId: number) {
  const [row, placementConfirmed] = await Promise.all([
    findLesson(ctx.db, lessonId),
    isPlacementConfirmed(ctx.db, caller.userId),
  ]);
  if (!row) throw notFound();
  assertCan(caller, 'read', { ...row, placementConfirmed });
  return row;
}

export async function launchSession(ctx: AppContext, caller: Caller, lessonId: number, classIds: readonly number[]) {
  assertCan(caller, 'launch', { liveGranted: liveGranted(ctx, caller) });
  const lesson = await loadReadableLesson(ctx, caller, lessonId);
  const wanted = [...new Set(classIds)];
  const taught = await classesTaughtBy(ctx.db, caller.userId, wanted);
  // A class the teacher does not teach is not theirs to name: the same 404 as an unknown id.
  if (taught.length !== wanted.length) throw notFound();
  if (!taught.length) throw badRequest('body.classIds', 'lessonClassesRequired');
  const sessionId = await inTransaction(ctx.db, (tx) =>
    insertSession(
      tx,
      { lessonId, teacherId: caller.userId, kind: lesson.kind, title: lesson.title, content: lesson.content },
      wanted,
    ),
  );
  return summaryOf((await findSession(ctx.db, sessionId))!);
}

/** The session if the caller is its teacher; 404 for anyone else. */
export async function loadSessionFor(ctx: AppContext, caller: Caller, sessionId: number): Promise<SessionRow> {
  const session = await findSession(ctx.db, sessionId);
  if (!session) throw notFound();
  assertCan(caller, 'control', { teacherId: session.teacherId });
  return session;
}

export async function mySessions(ctx: AppContext, caller: Caller, openOnly: boolean) {
  assertCan(caller, 'browse');
  return { items: (await teacherSessions(ctx.db, caller.userId, openOnly)).map(summaryOf) };
}

export async function sessionByCode(ctx: AppContext, caller: Caller, code: string): Promise<TLessonSessionSummary> {
  assertCan(caller, 'browse');
  const id = await findTeacherSessionIdByCode(ctx.db, caller.userId, code.trim().toUpperCase());
  if (!id) throw notFound();
  return summaryOf(await loadSessionFor(ctx, caller, id));
}

/** The teacher's whole picture: the room's snapshot. */
export async function sessionState(db: Db, sessionId: number): Promise<TLessonSessionState> {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound();
  const [students, responses, routings] = await Promise.all([
    sessionStudents(db, sessionId),
    sessionResponses(db, sessionId),
    sessionRoutings(db, sessionId),
  ]);
  const names = pseudonymsFor(
    sessionId,
    students.map((s) => s.id),
    'lesson-session',
  );
  return {
    session: summaryOf(session),
    content: sessionContent(session),
    students: students.map((s) => ({ id: s.id, name: s.name, pseudonym: names.get(s.id) ?? '', joinedAt: s.joinedAt })),
    responses,
    routings,
    serverTime: new Date().toISOString(),
  };
}

/** Sends an event to a lesson room; a bus failure is logged, never the caller's error (the change is saved). */
export async function publish(ctx: AppContext, room: string, event: TRealtimeEvent, log?: FastifyBaseLogger) {
  try {
    await ctx.realtime.publish(room, event);
  } catch (err) {
    log?.error({ err, room }, 'lesson event not published');
  }
}

/** Tells both rooms where the lesson stands (the students' room with their view of the slide). */
export async function publishSessionChanged(ctx: AppContext, s: SessionRow, log?: FastifyBaseLogger) {
  const at = new Date().toISOString();
  const base = {
    type: 'lesson.session.changed',
    sessionId: s.id,
    status: s.status,
    slideIndex: s.slideIndex,
    showNames: s.showNames,
    at,
  } as const;
  await Promise.all([
    publish(ctx, lessonSessionRoom(s.id), base, log),
    publish(ctx, lessonStageRoom(s.id), { ...base, stage: stageOf(s) }, log),
  ]);
}

const ENDED = () => new AppError(409, 'lesson_ended', 'lessonEnded');

export async function controlSession(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  body: TLessonControl,
  log?: FastifyBaseLogger,
) {
  const session = await loadSessionFor(ctx, caller, sessionId);
  if (session.status === 'ended') throw ENDED();
  const slides = classSlides(sessionContent(session));
  switch (body.action) {
    case 'goto':
      if (body.slideIndex >= slides.length) throw badRequest('body.slideIndex', 'invalidRequest');
      await updateSession(ctx.db, sessionId, { slideIndex: body.slideIndex });
      break;
    case 'pause':
      await updateSession(ctx.db, sessionId, { status: 'paused' });
      break;
    case 'resume':
      await updateSession(ctx.db, sessionId, { status: 'live' });
      break;
    case 'end':
      await updateSession(ctx.db, sessionId, { status: 'ended', ended: true });
      break;
    case 'showNames':
      await updateSession(ctx.db, sessionId, { showNames: body.showNames });
      break;
  }
  const updated = (await findSession(ctx.db, sessionId))!;
  await publishSessionChanged(ctx, updated, log);
  return summaryOf(updated);
}

/** The teacher sends a student somewhere else after a check; the student sees the new route at once. */
export async function overrideRoute(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  body: { studentId: number; componentKey: string; route: 'pathway' | 'intervention'; interventionKind: number },
  log?: FastifyBaseLogger,
): Promise<TLessonRouting> {
  const session = await loadSessionFor(ctx, caller, sessionId);
  const key = { sessionId, studentId: body.studentId, componentKey: body.componentKey };
  const kind = body.route === 'pathway' ? 0 : body.interventionKind;
  const version = await inTransaction(ctx.db, async (tx) => {
    if (!(await overrideRouting(tx, key, body.route, kind, caller.userId))) throw notFound();
    return bumpRoutingVersion(tx, sessionId);
  });
  const [routing] = (await sessionRoutings(ctx.db, sessionId, body.studentId)).filter(
    (r) => r.componentKey === body.componentKey,
  );
  const at = new Date().toISOString();
  await Promise.all([
    publish(ctx, lessonSessionRoom(session.id), { type: 'lesson.activity', sessionId, routings: [routing!], at }, log),
    publish(
      ctx,
      lessonStageRoom(session.id),
      { type: 'lesson.routes.changed', sessionId, routingVersion: version, studentIds: [body.studentId] },
      log,
    ),
  ]);
  return routing!;
}

/** Marks the lesson complete with the teacher's rating (ending it if still open): every student who joined
 * gets a lesson-complete event (an arcade coin source), once. */
export async function completeSession(
  ctx: AppContext,
  caller: Caller,
  sessionId: number,
  rating: number,
  log?: FastifyBaseLogger,
) {
  const session = await loadSessionFor(ctx, caller, sessionId);
  const firstCompletion = session.completedAt === null;
  await inTransaction(ctx.db, async (tx) => {
    await updateSession(tx, sessionId, { status: 'ended', ended: true, completed: true, rating });
    if (!firstCompletion) return;
    const source = session.kind === 'clear' ? ARCADE_COIN_SOURCES.lessonComplete : ARCADE_COIN_SOURCES.myLessonComplete;
    const joined = await participants(tx, sessionId);
    await recordActivity(
      tx,
      joined.map((p) => ({
        type: ACTIVITY_TYPES.assessment,
        action: ACTIVITY_ACTIONS.completed,
        actorId: p.studentId,
        studentId: p.studentId,
        classId: p.classId,
        objectId: sessionId,
        source,
      })),
    );
  });
  const updated = (await findSession(ctx.db, sessionId))!;
  if (session.status !== 'ended') await publishSessionChanged(ctx, updated, log);
  return summaryOf(updated);
}
