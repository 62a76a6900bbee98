import {
  STAFF_MANAGED_ROLES,
  ZCreatedStaff,
  ZCreateStaffRequest,
  ZIdParam,
  ZPagination,
  ZStaffMember,
  ZStaffPage,
  ZUpdateStaffRequest,
} from '@clearsheets/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { STAFF_MANAGERS, STAFF_READERS } from './staff.policy';
import {
  type Actor,
  confirmStaffPlacement,
  createStaff,
  deactivateStaff,
  listStaff,
  reactivateStaff,
  resetStaffPassword,
  updateStaff,
} from './staff.service';

const ZStaffQuery = ZPagination.extend({
  search: z.string().trim().max(100).optional(),
  schoolId: ZIdParam.optional(),
  role: z.enum(STAFF_MANAGED_ROLES).optional(),
  status: z.enum(['active', 'deactivated']).optional(),
});
const ZStaffParams = z.object({ id: ZIdParam });

const actorOf = (request: FastifyRequest): Actor => ({ caller: callerOf(request), ip: request.ip });

export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const managers = { preHandler: authenticated(STAFF_MANAGERS) };

  r.get(
    '/api/v1/staff',
    {
      preHandler: authenticated(STAFF_READERS),
      schema: {
        tags: ['staff'],
        summary: 'Teachers and school staff in the caller’s school or district, searchable and paged',
        querystring: ZStaffQuery,
        response: { 200: ZStaffPage },
      },
    },
    async (request) => listStaff(db, callerOf(request), request.query),
  );

  r.post(
    '/api/v1/staff',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Add a teacher or staff member; the temporary password is shown once',
        body: ZCreateStaffRequest,
        response: { 201: ZCreatedStaff },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(db, actorOf(request), request.body)),
  );

  r.patch(
    '/api/v1/staff/:id',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Change a staff member’s name, email, role or school',
        params: ZStaffParams,
        body: ZUpdateStaffRequest,
        response: { 200: ZStaffMember },
      },
    },
    async (request) => updateStaff(db, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/v1/staff/:id/deactivate',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Deactivate a staff member and end their sessions',
        params: ZStaffParams,
        response: { 200: ZStaffMember },
      },
    },
    async (request) => {
      const staff = await deactivateStaff(db, actorOf(request), request.params.id);
      // After commit: every process refuses the member's access tokens from the next request.
      await app.ctx.sessions.ended(request.params.id);
      return staff;
    },
  );

  r.post(
    '/api/v1/staff/:id/reactivate',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Reactivate a staff member',
        params: ZStaffParams,
        response: { 200: ZStaffMember },
      },
    },
    async (request) => reactivateStaff(db, actorOf(request), request.params.id),
  );

  r.post(
    '/api/v1/staff/:id/confirm',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Confirm that a teacher who signed up teaches at their school: its licenses then reach them',
        params: ZStaffParams,
        response: { 200: ZStaffMember },
      },
    },
    async (request) => confirmStaffPlacement(db, actorOf(request), request.params.id),
  );

  r.post(
    '/api/v1/staff/:id/reset-password',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Give a staff member a new temporary password (shown once) and end their sessions',
        params: ZStaffParams,
        response: { 200: ZCreatedStaff },
      },
    },
    async (request) => {
      const created = await resetStaffPassword(db, actorOf(request), request.params.id);
      await app.ctx.sessions.ended(request.params.id);
      return created;
    },
  );
}
