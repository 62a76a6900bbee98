import { STAFF_ROLES, ZAddClassTeacherRequest, ZClassSummary, ZTeacherCandidates } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated } from '../../platform/auth/guards';
import { addCoTeacher, removeCoTeacher, teacherCandidates } from './class-teachers.service';
import { actorOf, ZClassParams, ZClassTeacherParams } from './route-helpers';

const staff = authenticated(STAFF_ROLES);
const tags = ['classes'];

/** Co-teachers of a class. */
export async function classTeacherRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/classes/:id/teacher-candidates',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Teachers of the same school who could become co-teachers',
        params: ZClassParams,
        response: { 200: ZTeacherCandidates },
      },
    },
    async (request) => teacherCandidates(app.ctx, actorOf(request), request.params.id),
  );

  r.post(
    '/api/v1/classes/:id/teachers',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Add a co-teacher of the same school',
        params: ZClassParams,
        body: ZAddClassTeacherRequest,
        response: { 200: ZClassSummary },
      },
    },
    async (request) => addCoTeacher(app.ctx, actorOf(request), request.params.id, request.body.teacherId),
  );

  r.delete(
    '/api/v1/classes/:id/teachers/:teacherId',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Remove a co-teacher (never the primary teacher)',
        params: ZClassTeacherParams,
      },
    },
    async (request, reply) => {
      await removeCoTeacher(app.ctx, actorOf(request), request.params.id, request.params.teacherId);
      return reply.code(204).send();
    },
  );
}
