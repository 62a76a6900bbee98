import {
  STAFF_ROLES,
  ZId,
  ZIdParam,
  ZJoinLesson,
  ZLaunchLesson,
  ZLessonAnswer,
  ZLessonComplete,
  ZLessonControl,
  ZLessonDetail,
  ZLessonGradable,
  ZLessonGrade,
  ZLessonGrading,
  ZLessonGradingQueue,
  ZLessonList,
  ZLessonListQuery,
  ZLessonOverride,
  ZLessonResponse,
  ZLessonRouting,
  ZLessonSessionState,
  ZLessonSessionSummary,
  ZSmallGroup,
  ZStudentLessonInvites,
  ZStudentLessonResponse,
  ZStudentLessonState,
  ZStudentRoute,
  ZStudentRoutes,
  ZSubmitCheck,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { limitWrongCodes } from '../../platform/rate-limits';
import { gradeLessonAnswer, lessonGradingQueue, sessionGrading } from './lesson-grading.service';
import { groupForInstruction } from './lesson-groups.service';
import {
  joinByCode,
  joinSession,
  lessonInvites,
  myLessonState,
  saveLessonAnswer,
  submitCheck,
} from './lesson-live.service';
import {
  completeSession,
  controlSession,
  launchSession,
  lessonDetail,
  listLessons,
  loadSessionFor,
  mySessions,
  overrideRoute,
  sessionByCode,
  sessionState,
} from './lessons.service';

// Live lessons over HTTP (docs/decisions/0031). Staff browse and preview; teachers with the live permission launch
// and control their own sessions (404 for anyone else's); students join through their classes and answer.

const ZParams = z.object({ id: ZIdParam });
const staff = authenticated(STAFF_ROLES);
const student = authenticated(['Student']);
const tags = ['live lessons'];

export async function lessonRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/lessons',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The Clear Lessons library',
        querystring: ZLessonListQuery,
        response: { 200: ZLessonList },
      },
    },
    async (request) =>
      listLessons(ctx, callerOf(request), {
        grades: request.query.grade
          ?.split(',')
          .map((g) => g.trim())
          .filter(Boolean),
        domainCode: request.query.domain,
        standardCode: request.query.standard,
        q: request.query.q?.trim() || undefined,
      }),
  );

  r.get(
    '/api/v1/lessons/sessions',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The teacher's sessions, newest first (open ones only with open=true)",
        querystring: z.object({ open: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ items: z.array(ZLessonSessionSummary) }) },
      },
    },
    async (request) => mySessions(ctx, callerOf(request), request.query.open === 'true'),
  );

  r.get(
    '/api/v1/lessons/sessions/by-code/:code',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The teacher's session with this access code",
        params: z.object({ code: z.string().min(1).max(16) }),
        response: { 200: ZLessonSessionSummary },
      },
    },
    async (request) => sessionByCode(ctx, callerOf(request), request.params.code),
  );

  r.get(
    '/api/v1/lessons/sessions/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The session's whole state (the room's snapshot)",
        params: ZParams,
        response: { 200: ZLessonSessionState },
      },
    },
    async (request) => {
      await loadSessionFor(ctx, callerOf(request), request.params.id);
      return sessionState(ctx.db, request.params.id);
    },
  );

  r.post(
    '/api/v1/lessons/sessions/:id/control',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Next, previous, jump, pause, resume, end, show names',
        params: ZParams,
        body: ZLessonControl,
        response: { 200: ZLessonSessionSummary },
      },
    },
    async (request) => controlSession(ctx, callerOf(request), request.params.id, request.body, request.log),
  );

  r.post(
    '/api/v1/lessons/sessions/:id/routings',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Override a student's route after a check",
        params: ZParams,
        body: ZLessonOverride,
        response: { 200: ZLessonRouting },
      },
    },
    async (request) => overrideRoute(ctx, callerOf(request), request.params.id, request.body, request.log),
  );

  r.post(
    '/api/v1/lessons/sessions/:id/groups',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'The students a check routed to group instruction as a small group (one per class)',
        params: ZParams,
        body: z.object({ componentKey: z.string().min(1).max(64) }),
        response: { 201: z.object({ groups: z.array(ZSmallGroup) }) },
      },
    },
    async (request, reply) => {
      const groups = await groupForInstruction(
        ctx,
        { caller: callerOf(request), ip: request.ip },
        request.params.id,
        request.body.componentKey,
      );
      return reply.code(201).send({ groups });
    },
  );

  r.post(
    '/api/v1/lessons/sessions/:id/complete',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Mark the lesson complete and rate it',
        params: ZParams,
        body: ZLessonComplete,
        response: { 200: ZLessonSessionSummary },
      },
    },
    async (request) => completeSession(ctx, callerOf(request), request.params.id, request.body.rating, request.log),
  );

  r.get(
    '/api/v1/lessons/grading',
    {
      preHandler: staff,
      schema: { tags, summary: 'Sessions with written answers to grade', response: { 200: ZLessonGradingQueue } },
    },
    async (request) => lessonGradingQueue(ctx, callerOf(request)),
  );

  r.get(
    '/api/v1/lessons/sessions/:id/grading',
    {
      preHandler: staff,
      schema: { tags, summary: "A session's written answers", params: ZParams, response: { 200: ZLessonGrading } },
    },
    async (request) => sessionGrading(ctx, callerOf(request), request.params.id),
  );

  r.put(
    '/api/v1/lessons/sessions/:id/grades',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Grade a written answer',
        params: ZParams,
        body: ZLessonGrade,
        response: { 200: ZLessonGradable },
      },
    },
    async (request) => gradeLessonAnswer(ctx, callerOf(request), request.params.id, request.body, request.log),
  );

  r.get(
    '/api/v1/lessons/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A lesson with every slide and its answer keys',
        params: ZParams,
        response: { 200: ZLessonDetail },
      },
    },
    async (request) => lessonDetail(ctx, callerOf(request), request.params.id),
  );

  r.post(
    '/api/v1/lessons/:id/sessions',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Launch a live session for classes',
        params: ZParams,
        body: ZLaunchLesson,
        response: { 201: ZLessonSessionSummary },
      },
    },
    async (request, reply) => {
      const summary = await launchSession(ctx, callerOf(request), request.params.id, request.body.classIds);
      return reply.code(201).send(summary);
    },
  );

  // ---------------------------------------------------------------- students

  r.get(
    '/api/v1/student/lessons',
    {
      preHandler: student,
      schema: { tags, summary: "Live lessons of the student's classes", response: { 200: ZStudentLessonInvites } },
    },
    async (request) => lessonInvites(ctx, callerOf(request)),
  );

  r.post(
    '/api/v1/student/lessons/join',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Find a live lesson by its code',
        body: ZJoinLesson,
        response: { 200: z.object({ sessionId: ZId }) },
      },
    },
    // Live-lesson codes are short: wrong ones are limited like assignment codes, across processes.
    async (request, reply) =>
      limitWrongCodes(request, reply, 'lesson-code', callerOf(request).userId, () =>
        joinByCode(ctx, callerOf(request), request.body.code),
      ),
  );

  r.post(
    '/api/v1/student/lessons/sessions/:id/join',
    {
      preHandler: student,
      schema: { tags, summary: 'Join a live lesson', params: ZParams, response: { 200: ZStudentLessonState } },
    },
    async (request) => joinSession(ctx, callerOf(request), request.params.id, request.log),
  );

  r.get(
    '/api/v1/student/lessons/sessions/:id',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "The stage, the student's answers and routes",
        params: ZParams,
        response: { 200: ZStudentLessonState },
      },
    },
    async (request) => myLessonState(ctx, callerOf(request), request.params.id),
  );

  r.put(
    '/api/v1/student/lessons/sessions/:id/answers',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Save an answer (idempotent by client sequence)',
        params: ZParams,
        body: ZLessonAnswer,
        response: {
          200: z.object({ response: ZStudentLessonResponse }),
        },
      },
    },
    async (request) => saveLessonAnswer(ctx, callerOf(request), request.params.id, request.body, request.log),
  );

  r.post(
    '/api/v1/student/lessons/sessions/:id/submit',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Turn in a check or its re-check: scored and routed',
        params: ZParams,
        body: ZSubmitCheck,
        response: { 200: ZStudentRoutes },
      },
    },
    async (request) => submitCheck(ctx, callerOf(request), request.params.id, request.body, request.log),
  );
}
