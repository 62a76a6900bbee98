import {
  type Role,
  TEAM_NAMES_MAX,
  ZCreateGroupRequest,
  ZIdParam,
  ZSmallGroup,
  ZUpdateGroupRequest,
} from '@clearsheets/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { type Actor, createGroup, deleteGroup, listGroups, updateGroup } from './groups.service';
import { pickTeamNames } from './team-names.service';

// Students never manage groups; which staff may see or change a class is decided by loadClassFor.
const STAFF: Role[] = ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'];

const ZClassParams = z.object({ classId: ZIdParam });
const ZGroupParams = z.object({ id: ZIdParam });
const ZTeamNamesQuery = z.object({ count: z.coerce.number().int().min(1).max(TEAM_NAMES_MAX).default(6) });
const ZTeamNames = z.object({ names: z.array(z.string()) });

const actorOf = (request: FastifyRequest): Actor => ({ caller: callerOf(request), ip: request.ip });

export async function groupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const staff = { preHandler: authenticated(STAFF) };

  r.get(
    '/api/v1/classes/:classId/groups',
    {
      ...staff,
      schema: {
        tags: ['groups'],
        summary: 'The small groups of a class with their students',
        params: ZClassParams,
        response: { 200: z.array(ZSmallGroup) },
      },
    },
    async (request) => listGroups(db, callerOf(request), request.params.classId),
  );

  r.post(
    '/api/v1/classes/:classId/groups',
    {
      ...staff,
      schema: {
        tags: ['groups'],
        summary: 'Create a small group of students of the class',
        params: ZClassParams,
        body: ZCreateGroupRequest,
        response: { 201: ZSmallGroup },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(db, actorOf(request), request.params.classId, request.body)),
  );

  r.patch(
    '/api/v1/groups/:id',
    {
      ...staff,
      schema: {
        tags: ['groups'],
        summary: 'Rename a group and/or replace its students',
        params: ZGroupParams,
        body: ZUpdateGroupRequest,
        response: { 200: ZSmallGroup },
      },
    },
    async (request) => updateGroup(db, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/v1/groups/:id',
    {
      ...staff,
      schema: {
        tags: ['groups'],
        summary: 'Delete a group (its students stay in the class)',
        params: ZGroupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/v1/team-names',
    {
      ...staff,
      schema: {
        tags: ['groups'],
        summary: 'Random distinct team names suitable for children',
        querystring: ZTeamNamesQuery,
        response: { 200: ZTeamNames },
      },
    },
    async (request) => ({ names: pickTeamNames(request.query.count) }),
  );
}
