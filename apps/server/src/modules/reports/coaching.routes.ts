import {
  ZCoachingCycle,
  ZCoachingCycleInput,
  ZCoachingCycles,
  ZCoachingGrowth,
  ZCoachingGrowthCsvQuery,
  ZCoachingListQuery,
  ZIdParam,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { changeCoaching, coachingGrowth, createCoaching, endCoaching, listCoaching } from './coaching.service';
import { SCHOOL_LEADERS } from './reports.policy';
import { growthCsv } from './scope-export.service';

const tags = ['reports'];
const ZParams = z.object({ id: ZIdParam });

/** /api/v1/reports/coaching-cycles: a school's coaching cycles and each one's growth view. */
export async function coachingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const preHandler = authenticated([...SCHOOL_LEADERS, 'DistrictAdmin']);

  r.get(
    '/api/v1/reports/coaching-cycles',
    {
      preHandler,
      schema: {
        tags,
        summary: "A school's coaching cycles (the caller's school, or schoolId for a district admin)",
        querystring: ZCoachingListQuery,
        response: { 200: ZCoachingCycles },
      },
    },
    async (request) => listCoaching(db, callerOf(request), request.query.schoolId),
  );
  r.post(
    '/api/v1/reports/coaching-cycles',
    {
      preHandler,
      schema: {
        tags,
        summary: "Starts a cycle in the caller's school: a teacher, 1-12 standards, a start date",
        body: ZCoachingCycleInput,
        response: { 201: ZCoachingCycle },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoaching(db, callerOf(request), request.body)),
  );
  r.put(
    '/api/v1/reports/coaching-cycles/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Changes a cycle (its coach only)',
        params: ZParams,
        body: ZCoachingCycleInput,
        response: { 200: ZCoachingCycle },
      },
    },
    async (request) => changeCoaching(db, callerOf(request), request.params.id, request.body),
  );
  r.delete(
    '/api/v1/reports/coaching-cycles/:id',
    { preHandler, schema: { tags, summary: 'Ends a cycle (its coach only)', params: ZParams } },
    async (request, reply) => {
      await endCoaching(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
  r.get(
    '/api/v1/reports/coaching-cycles/:id/growth',
    {
      preHandler,
      schema: {
        tags,
        summary: "The teacher's classes on the cycle's standards: weekly percents, before and since the start",
        params: ZParams,
        response: { 200: ZCoachingGrowth },
      },
    },
    async (request) => coachingGrowth(db, callerOf(request), request.params.id, app.ctx.clock.now()),
  );
  r.get(
    '/api/v1/reports/coaching-cycles/:id/growth.csv',
    {
      preHandler,
      schema: { tags, summary: 'The growth view as CSV', params: ZParams, querystring: ZCoachingGrowthCsvQuery },
    },
    async (request, reply) => {
      const file = await growthCsv(db, callerOf(request), request.params.id, request.query.table, app.ctx.clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
