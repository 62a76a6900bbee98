import {
  MESSAGES,
  ZAcceptStaffAssignmentRequest,
  ZAssignmentSaved,
  ZCreateStaffAssignmentRequest,
  ZNotice,
  ZReceivedStaffAssignment,
  ZStaffAssignment,
  ZStaffAssignmentSaved,
  ZUpdateStaffAssignmentTeachers,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { teachersOnly, ZIdParams } from '../assignments';
import { actorOf } from '../classes';
import {
  acceptStaffAssignment,
  createStaffAssignment,
  deleteStaffAssignment,
  listReceived,
  listSent,
  updateTeachers,
} from './staff-assignments.service';

const tags = ['staff-assignments'];
/** Only school and district admins send; which teachers and which sends are theirs comes from the token. */
const senders = authenticated(['SchoolAdmin', 'DistrictAdmin']);

/** District and school assignments: admins send worksheets to teachers, teachers pass them on to classes. */
export async function staffAssignmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.post(
    '/api/v1/staff-assignments',
    {
      preHandler: senders,
      schema: {
        tags,
        summary: "Send a worksheet to teachers of the admin's school or district",
        body: ZCreateStaffAssignmentRequest,
        response: { 201: ZStaffAssignmentSaved },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...(await createStaffAssignment(db, actorOf(request), request.body)),
        message: MESSAGES.assignmentAdded,
      }),
  );

  r.get(
    '/api/v1/staff-assignments',
    {
      preHandler: senders,
      schema: {
        tags,
        summary: "The admin's school or district assignments with each teacher's status",
        response: { 200: z.array(ZStaffAssignment) },
      },
    },
    async (request) => listSent(db, callerOf(request)),
  );

  r.patch(
    '/api/v1/staff-assignments/:id',
    {
      preHandler: senders,
      schema: {
        tags,
        summary: 'Change the teachers (teachers can be added; none removed once any teacher accepted)',
        params: ZIdParams,
        body: ZUpdateStaffAssignmentTeachers,
        response: { 200: ZStaffAssignmentSaved },
      },
    },
    async (request) => ({
      ...(await updateTeachers(db, actorOf(request), request.params.id, request.body.teacherIds)),
      message: MESSAGES.assignmentUpdated,
    }),
  );

  r.delete(
    '/api/v1/staff-assignments/:id',
    {
      preHandler: senders,
      schema: {
        tags,
        summary: 'Withdraw it while no teacher has accepted it',
        params: ZIdParams,
        response: { 200: ZNotice },
      },
    },
    async (request) => {
      await deleteStaffAssignment(db, actorOf(request), request.params.id);
      return { message: MESSAGES.assignmentDeleted };
    },
  );

  r.get(
    '/api/v1/teacher/staff-assignments',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: 'District and school assignments the teacher received',
        response: { 200: z.array(ZReceivedStaffAssignment) },
      },
    },
    async (request) => listReceived(db, callerOf(request)),
  );

  r.post(
    '/api/v1/staff-assignments/:id/accept',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: 'Pass a received assignment on to classes (the admin settings are the defaults)',
        params: ZIdParams,
        body: ZAcceptStaffAssignmentRequest,
        response: { 201: ZAssignmentSaved },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...(await acceptStaffAssignment(db, actorOf(request), request.params.id, request.body)),
        message: MESSAGES.worksheetAssigned,
      }),
  );
}
