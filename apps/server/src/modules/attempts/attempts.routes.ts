import {
  ZAttemptState,
  ZAttemptSummary,
  ZBigIdParam,
  ZCheckReply,
  ZIdParam,
  ZPositionRequest,
  ZSaveResponseReply,
  ZSaveResponseRequest,
  ZStudentAssignments,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { announceAttemptOpened } from './attempt-events';
import { startAttempt } from './attempt-start.service';
import { attemptSummary, submitAttempt } from './attempt-submit.service';
import { joinRoutes } from './join.routes';
import { checkAnswer } from './response-check.service';
import { saveAnswer } from './response-save.service';
import { moveTo, studentAssignments } from './student-assignments.service';

// The student side of assignments: the worksheet player's API. Students only (staff get 403); a student
// reaches only their own attempts of assignments given to them, anything else is 404.

const int4 = ZIdParam;
const ZAssignmentParams = z.object({ id: int4 });
const ZAttemptParams = z.object({ attemptId: ZBigIdParam });
const ZResponseParams = ZAttemptParams.extend({ questionId: int4 });
const ZPosition = ZPositionRequest;

const student = authenticated(['Student']);
const tags = ['student assignments'];

export async function attemptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  await joinRoutes(app);

  r.get(
    '/api/v1/student/assignments',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "The student's assignments: to do, in progress, done",
        response: { 200: ZStudentAssignments },
      },
    },
    async (request) => studentAssignments(ctx, callerOf(request).userId),
  );

  r.post(
    '/api/v1/student/assignments/:id/attempt',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Start the assignment, or resume it: questions, saved answers, where to resume',
        params: ZAssignmentParams,
        response: { 200: ZAttemptState },
      },
    },
    async (request) =>
      announceAttemptOpened(
        ctx,
        callerOf(request).userId,
        await startAttempt(ctx.db, callerOf(request).userId, request.params.id),
        request.log,
      ),
  );

  r.put(
    '/api/v1/student/attempts/:attemptId/responses/:questionId',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Save an answer (idempotent by clientId/clientSeq; scored on the server)',
        params: ZResponseParams,
        body: ZSaveResponseRequest,
        response: { 200: ZSaveResponseReply },
      },
      // The hot path: the reply is built by typed code, so it is written out as is; zod re-encoding it (the
      // default serializer) cost as much CPU as scoring the answer. The schema above still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const caller = callerOf(request);
      return saveAnswer(
        ctx,
        { studentId: caller.userId, sessionId: caller.sessionId, ...request.params, ...request.body },
        request.log,
      );
    },
  );

  r.post(
    '/api/v1/student/attempts/:attemptId/questions/:questionId/check',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Feedback option 1: check the saved answer (idempotent); locks it and returns its result',
        params: ZResponseParams,
        response: { 200: ZCheckReply },
      },
    },
    async (request) => checkAnswer(ctx, callerOf(request).userId, request.params.attemptId, request.params.questionId),
  );

  r.put(
    '/api/v1/student/attempts/:attemptId/position',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Where the student is (to resume there; the live monitor shows it)',
        params: ZAttemptParams,
        body: ZPosition,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await moveTo(ctx, callerOf(request).userId, request.params.attemptId, request.body.questionId, request.log);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/student/attempts/:attemptId/submit',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Submit the attempt (idempotent); returns the summary',
        params: ZAttemptParams,
        response: { 200: ZAttemptSummary },
      },
    },
    async (request) => submitAttempt(ctx, callerOf(request).userId, request.params.attemptId, request.log),
  );

  r.get(
    '/api/v1/student/attempts/:attemptId/summary',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Score and per-question results (results per the feedback option until submitted)',
        params: ZAttemptParams,
        response: { 200: ZAttemptSummary },
      },
    },
    async (request) => attemptSummary(ctx, callerOf(request).userId, request.params.attemptId),
  );
}
