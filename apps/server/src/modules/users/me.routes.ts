import { ZMe } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { getMe } from './me.service';

export async function meRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/me',
    {
      preHandler: authenticated(),
      schema: { tags: ['users'], summary: "The caller's profile, license and permissions", response: { 200: ZMe } },
    },
    async (request) => getMe(app.ctx, callerOf(request).userId),
  );
}
