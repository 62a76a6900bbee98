import {
  STAFF_ROLES,
  ZAddStudentsRequest,
  ZAddStudentsResponse,
  ZSignInCards,
  ZStudentInClass,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated } from '../../platform/auth/guards';
import { actorOf, ZClassParams, ZClassStudentParams } from '../classes';
import { addStudents, reactivateStudent, removeStudent } from './enrollments.service';
import { signInCards } from './sign-in-cards.service';

const staff = authenticated(STAFF_ROLES);
const tags = ['students'];

/** The roster of a class: add, remove, reactivate, print sign-in cards. */
export async function enrollmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/classes/:id/students',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Add new students by name and/or existing students of the school by id',
        params: ZClassParams,
        body: ZAddStudentsRequest,
        response: { 201: ZAddStudentsResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStudents(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/v1/classes/:id/students/:studentId',
    {
      preHandler: staff,
      schema: { tags, summary: 'Remove a student from a class (history stays)', params: ZClassStudentParams },
    },
    async (request, reply) => {
      await removeStudent(app.ctx, actorOf(request), request.params.id, request.params.studentId);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/v1/classes/:id/students/:studentId/reactivate',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Bring a removed student back into the class',
        params: ZClassStudentParams,
        response: { 200: ZStudentInClass },
      },
    },
    async (request) => reactivateStudent(app.ctx, actorOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    '/api/v1/classes/:id/sign-in-cards',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Each active student's username and password, to print",
        params: ZClassParams,
        response: { 200: ZSignInCards },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signInCards(app.ctx, actorOf(request), request.params.id);
    },
  );
}
