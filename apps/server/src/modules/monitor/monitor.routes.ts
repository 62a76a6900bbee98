import {
  ZIdParam,
  ZMonitorAssignmentList,
  ZMonitorQuestionFigures,
  ZMonitorState,
  ZStudentSheet,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requires } from '../../platform/auth/guards';
import { studentSheet } from './collaborators';
import { authorizeMonitor } from './monitor-room';
import { listActiveAssignments, monitorFigures, monitorState } from './monitor-state.service';

// The Clear Monitor's HTTP side: what to watch, the grid's state without a socket, the class figures (the
// events carry no answers) and one student's live sheet. Staff with cs_clear_monitor (V) only; an assignment
// outside the caller's scope is 404.

const id = ZIdParam;
const ZParams = z.object({ id });
const ZSheetParams = z.object({ id, studentId: id });
const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

const guard = requires('cs_clear_monitor', 'V');
const tags = ['clear monitor'];

export async function monitorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/monitor/assignments',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Open assignments in scope with live counts, the latest worked on first',
        querystring: ZListQuery,
        response: { 200: ZMonitorAssignmentList },
      },
    },
    async (request) => listActiveAssignments(ctx.db, callerOf(request), request.query.page, request.query.pageSize),
  );

  r.get(
    '/api/v1/monitor/assignments/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The live grid's state (what the assignment room's snapshot holds)",
        params: ZParams,
        response: { 200: ZMonitorState },
      },
    },
    async (request) => {
      await authorizeMonitor(ctx, callerOf(request), request.params.id);
      return monitorState(ctx, request.params.id);
    },
  );

  r.get(
    '/api/v1/monitor/assignments/:id/figures',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'How the class did on each question so far: share correct, most common wrong answer',
        params: ZParams,
        response: { 200: z.array(ZMonitorQuestionFigures) },
      },
    },
    async (request) => {
      await authorizeMonitor(ctx, callerOf(request), request.params.id);
      return monitorFigures(ctx, request.params.id);
    },
  );

  r.get(
    '/api/v1/monitor/assignments/:id/students/:studentId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "One student's live sheet: the questions (with keys) and the answers saved so far",
        params: ZSheetParams,
        response: { 200: ZStudentSheet },
      },
    },
    // The sheet checks the assignment's scope itself (404 outside it); the guard checked the permission.
    async (request) => studentSheet(ctx.db, callerOf(request), request.params.id, request.params.studentId),
  );
}
