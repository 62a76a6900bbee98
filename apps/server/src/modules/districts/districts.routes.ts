import { ZDistrictOverview } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { districtOverview } from './districts.service';

const LEADERS = ['DistrictAdmin', 'SchoolAdmin', 'Principal', 'InstructionalCoach'] as const;

export async function districtRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/districts/overview',
    {
      preHandler: authenticated(LEADERS),
      schema: {
        tags: ['districts'],
        summary: "The caller's district and schools (school leaders see their own school only)",
        response: { 200: ZDistrictOverview },
      },
    },
    async (request) => districtOverview(app.ctx.db, callerOf(request)),
  );
}
