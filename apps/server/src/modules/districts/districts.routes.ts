import { ZDistrictOverview } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { forbidden, notFound } from '../../platform/errors';
import { findDistrict, listSchoolSummaries } from './districts.repository';

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
    async (request) => {
      const caller = callerOf(request);
      if (!caller.districtId) throw forbidden();
      // A school leader sees only their school; only a district admin sees every school.
      const onlySchool = caller.role === 'DistrictAdmin' ? undefined : (caller.schoolId ?? undefined);
      if (caller.role !== 'DistrictAdmin' && !onlySchool) throw forbidden();
      const district = await findDistrict(app.ctx.db, caller.districtId);
      if (!district) throw notFound();
      const schools = await listSchoolSummaries(app.ctx.db, district.id, onlySchool);
      return { district: { id: district.id, name: district.name, pipelineStatus: district.pipelineStatus }, schools };
    },
  );
}
