import {
  STAFF_ROLES,
  ZClassSummary,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZStudentProfile,
  ZUpdateStudentRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { actorOf, classesOfStudent, myClasses, ZStudentParams } from '../classes';
import { resetStudentPassword, updateStudent } from './students.service';

const staff = authenticated(STAFF_ROLES);
const tags = ['students'];

/** One student: edit, reset the password, their classes; and a student's or teacher's own classes. */
export async function studentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/v1/students/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Edit a student's name, username or grade",
        params: ZStudentParams,
        body: ZUpdateStudentRequest,
        response: { 200: ZStudentProfile },
      },
    },
    async (request) => updateStudent(app.ctx, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/v1/students/:id/reset-password',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Set a student's password (generated when blank); shown once",
        params: ZStudentParams,
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return resetStudentPassword(app.ctx, actorOf(request), request.params.id, request.body.password);
    },
  );

  r.get(
    '/api/v1/students/:id/classes',
    {
      preHandler: authenticated(),
      schema: {
        tags,
        summary: "A student's classes that the caller may see",
        params: ZStudentParams,
        response: { 200: z.array(ZClassSummary) },
      },
    },
    async (request) => classesOfStudent(app.ctx.db, callerOf(request), request.params.id),
  );

  r.get(
    '/api/v1/me/classes',
    {
      preHandler: authenticated(['Student', 'Teacher']),
      schema: { tags, summary: "The caller's own classes", response: { 200: z.array(ZClassSummary) } },
    },
    async (request) => myClasses(app.ctx.db, callerOf(request)),
  );
}
