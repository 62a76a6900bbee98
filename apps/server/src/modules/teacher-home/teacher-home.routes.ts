import { ZTeacherHome } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { teacherHome } from './teacher-home.service';

/** The teacher's home: classes, open assignments and the abilities its links depend on. Teachers only. */
export async function teacherHomeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/teacher/home',
    {
      preHandler: authenticated(['Teacher']),
      schema: {
        tags: ['dashboards'],
        summary: "The teacher's classes and open assignments, with what the home may link to",
        response: { 200: ZTeacherHome },
      },
    },
    async (request) => teacherHome(app.ctx.db, app.ctx.permissions, callerOf(request)),
  );
}
