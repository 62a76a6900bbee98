import {
  ZAssignmentResults,
  ZGradedResponse,
  ZGradeResponseRequest,
  ZGradingQueueItem,
  ZOverrideScoreRequest,
  ZStudentSheet,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/guards';
import { actorOf } from '../classes';
import { gradeResponse, gradingQueue, overrideScore } from './grading.service';
import { assignmentResults, assignmentResultsCsv, studentSheet } from './results.service';
import { staffOnly, teachersOnly, ZIdParams, ZResponseParams, ZStudentResultParams } from './route-helpers';

const tags = ['assignments'];

/** Grading constructed responses, overriding scores, results (page, one student's sheet, CSV). */
export async function gradingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/assignments/:id/grading-queue',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Constructed responses waiting for the teacher, oldest first',
        params: ZIdParams,
        response: { 200: z.array(ZGradingQueueItem) },
      },
    },
    async (request) => gradingQueue(ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/api/v1/responses/:id/grade',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: 'Grade a constructed response with a score, a scale level and feedback',
        params: ZResponseParams,
        body: ZGradeResponseRequest,
        response: { 200: ZGradedResponse },
      },
    },
    async (request) => gradeResponse(ctx, actorOf(request), request.params.id, request.body),
  );

  r.put(
    '/api/v1/responses/:id/override',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: 'Replace an automatic score, saying why',
        params: ZResponseParams,
        body: ZOverrideScoreRequest,
        response: { 200: ZGradedResponse },
      },
    },
    async (request) => overrideScore(ctx, actorOf(request), request.params.id, request.body),
  );

  r.get(
    '/api/v1/assignments/:id/results',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Students' status and scores, and how each question went",
        params: ZIdParams,
        response: { 200: ZAssignmentResults },
      },
    },
    async (request) => assignmentResults(ctx.db, callerOf(request), request.params.id),
  );

  r.get(
    '/api/v1/assignments/:id/results/students/:studentId',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "One student's sheet: questions with keys, answers, scores and feedback",
        params: ZStudentResultParams,
        response: { 200: ZStudentSheet },
      },
    },
    async (request) => studentSheet(ctx.db, callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    '/api/v1/assignments/:id/results.csv',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'The results as CSV (UTF-8 with BOM)', params: ZIdParams },
    },
    async (request, reply) => {
      const { filename, body } = await assignmentResultsCsv(ctx.db, callerOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
