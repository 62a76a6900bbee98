import { ZJoinReply, ZJoinRequest, ZPutStudentLanguage, ZStudentLanguage } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { limitWrongCodes } from '../../platform/rate-limits';
import { joinWithCode, setStudentLanguage, studentLanguage } from './join.service';

// The student home's two small calls: open an assignment by its code, and the student's language.
const student = authenticated(['Student']);
const tags = ['student assignments'];

export async function joinRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/api/v1/student/join',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "Open an assignment by its code (the same 404 for every code that is not one of the student's)",
        body: ZJoinRequest,
        response: { 200: ZJoinReply },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      return limitWrongCodes(request, reply, 'assignment-code', userId, () =>
        joinWithCode(ctx, userId, request.body.code),
      );
    },
  );

  r.get(
    '/api/v1/student/language',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "The student's language: their own setting over their class's",
        response: { 200: ZStudentLanguage },
      },
    },
    async (request) => studentLanguage(ctx, callerOf(request).userId),
  );

  r.put(
    '/api/v1/student/language',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "Save the student's own language choice",
        body: ZPutStudentLanguage,
        response: { 200: ZStudentLanguage },
      },
    },
    async (request) => setStudentLanguage(ctx, callerOf(request).userId, request.body.language),
  );
}
