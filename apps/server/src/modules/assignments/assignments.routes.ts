import {
  MESSAGES,
  type TAssignmentSummary,
  ZAssignmentCode,
  ZAssignmentDetail,
  ZAssignmentList,
  ZAssignmentListQuery,
  ZAssignmentSaved,
  ZCreateAssignmentRequest,
  ZNotice,
  ZPendingGrading,
  ZUpdateAssignmentRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../platform/auth/guards';
import type { Actor } from '../classes';
import { actorOf } from '../classes';
import { createAssignment } from './assignment-create.service';
import { deleteAssignment, updateAssignment } from './assignment-update.service';
import { assignmentCode, assignmentDetail, listAssignments, pendingGrading } from './assignment-views.service';
import { staffOnly, teachersOnly, ZIdParams } from './route-helpers';

const tags = ['assignments'];

/** Assigns a received district/school assignment. Given by the app (staff-assignments builds on this module,
 * so this module cannot import it). */
export type AcceptStaffAssignment = (
  db: Db,
  actor: Actor,
  staffAssignmentId: number,
  input: Omit<z.output<typeof ZCreateAssignmentRequest>, 'staffAssignmentId'>,
  worksheetId?: number,
) => Promise<TAssignmentSummary>;

export interface AssignmentRouteOptions {
  acceptStaffAssignment: AcceptStaffAssignment;
}

/** Assigning worksheets: create, list, read, code, change, delete; the teacher's pending-grading count. */
export async function assignmentCrudRoutes(app: FastifyInstance, opts: AssignmentRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.post(
    '/api/v1/assignments',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: 'Assign a worksheet to classes or to chosen students of them',
        body: ZCreateAssignmentRequest,
        response: { 201: ZAssignmentSaved },
      },
    },
    async (request, reply) => {
      const { staffAssignmentId, ...input } = request.body;
      const summary = staffAssignmentId
        ? await opts.acceptStaffAssignment(db, actorOf(request), staffAssignmentId, input, input.worksheetId)
        : await createAssignment(db, actorOf(request), input);
      const message = staffAssignmentId ? MESSAGES.worksheetAssigned : MESSAGES.assignmentAdded;
      return reply.status(201).send({ ...summary, message });
    },
  );

  r.get(
    '/api/v1/assignments',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The caller's assignments with progress, newest first",
        querystring: ZAssignmentListQuery,
        response: { 200: ZAssignmentList },
      },
    },
    async (request) => listAssignments(db, callerOf(request), request.query),
  );

  r.get(
    '/api/v1/assignments/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'An assignment with its question snapshot (answer keys included)',
        params: ZIdParams,
        response: { 200: ZAssignmentDetail },
      },
    },
    async (request) => assignmentDetail(db, callerOf(request), request.params.id),
  );

  r.get(
    '/api/v1/assignments/:id/code',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'The unique access code', params: ZIdParams, response: { 200: ZAssignmentCode } },
    },
    async (request) => assignmentCode(db, callerOf(request), request.params.id),
  );

  r.patch(
    '/api/v1/assignments/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Change settings (until a student starts), extend the due date, add classes or students',
        params: ZIdParams,
        body: ZUpdateAssignmentRequest,
        response: { 200: ZAssignmentSaved },
      },
    },
    async (request) => ({
      ...(await updateAssignment(db, actorOf(request), request.params.id, request.body)),
      message: MESSAGES.assignmentUpdated,
    }),
  );

  r.delete(
    '/api/v1/assignments/:id',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'Delete (students no longer see it)', params: ZIdParams, response: { 200: ZNotice } },
    },
    async (request) => {
      await deleteAssignment(db, actorOf(request), request.params.id);
      return { message: MESSAGES.assignmentDeleted };
    },
  );

  r.get(
    '/api/v1/teacher/pending-grading',
    {
      preHandler: teachersOnly,
      schema: {
        tags,
        summary: "Constructed responses waiting across the teacher's assignments",
        response: { 200: ZPendingGrading },
      },
    },
    async (request) => pendingGrading(db, callerOf(request)),
  );
}
