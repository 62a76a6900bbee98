import { ZLicenseListQuery, ZLicensePage } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { LICENSE_READERS } from './licenses.policy';
import { licensePage } from './licenses.service';

export async function licenseRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/licenses',
    {
      preHandler: authenticated(LICENSE_READERS),
      schema: {
        tags: ['licenses'],
        summary:
          "Licenses in the caller's reach (district admin: the district's, its schools' and teachers'; school leaders: " +
          "their school's and its teachers'; teachers: their own), filtered and paged",
        querystring: ZLicenseListQuery,
        response: { 200: ZLicensePage },
      },
    },
    async (request) => licensePage(app.ctx, callerOf(request), request.query),
  );
}
