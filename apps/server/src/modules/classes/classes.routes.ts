import {
  STAFF_ROLES,
  ZClassDetail,
  ZClassList,
  ZClassListQuery,
  ZClassSummary,
  ZCreateClassRequest,
  ZCreateClassResponse,
  ZUpdateClassRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf, requires } from '../../platform/auth/guards';
import { createClass } from './class-create.service';
import { classDetail, listVisibleClasses } from './class-views.service';
import { CLASS_CREATORS, loadClassFor } from './classes.policy';
import { deleteClass, makePremium, updateClass } from './classes.service';
import { actorOf, ZClassParams } from './route-helpers';

const staff = authenticated(STAFF_ROLES);
const tags = ['classes'];

/** Classes: list, create with students, read, change, soft delete, make premium. */
export async function classCrudRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/classes',
    {
      preHandler: staff,
      schema: { tags, summary: "The caller's classes", querystring: ZClassListQuery, response: { 200: ZClassList } },
    },
    async (request) => listVisibleClasses(app.ctx.db, callerOf(request), request.query),
  );

  r.post(
    '/api/v1/classes',
    {
      preHandler: authenticated(CLASS_CREATORS),
      schema: {
        tags,
        summary: 'Create a class with its first students',
        body: ZCreateClassRequest,
        response: { 201: ZCreateClassResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createClass(app.ctx, actorOf(request), request.body)),
  );

  r.get(
    '/api/v1/classes/:id',
    {
      preHandler: staff,
      schema: { tags, summary: 'A class with its students', params: ZClassParams, response: { 200: ZClassDetail } },
    },
    async (request) => {
      const caller = callerOf(request);
      return classDetail(app.ctx.db, caller, await loadClassFor(app.ctx.db, caller, request.params.id, 'read'));
    },
  );

  r.patch(
    '/api/v1/classes/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Rename a class or change its grade or subject',
        params: ZClassParams,
        body: ZUpdateClassRequest,
        response: { 200: ZClassSummary },
      },
    },
    async (request) => updateClass(app.ctx, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/v1/classes/:id',
    { preHandler: staff, schema: { tags, summary: 'Delete a class (its history stays)', params: ZClassParams } },
    async (request, reply) => {
      await deleteClass(app.ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/v1/classes/:id/premium',
    {
      preHandler: requires('teacher_allowed_premuim_class', 'E'),
      schema: { tags, summary: 'Make a class premium', params: ZClassParams, response: { 200: ZClassSummary } },
    },
    async (request) => makePremium(app.ctx, actorOf(request), request.params.id),
  );
}
