import { ZScopeDashboard, ZScopeDashboardQuery, ZTeacherDashboard, ZTeacherDashboardQuery } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { scopeDashboard, teacherDashboard } from './dashboards.service';
import { SCHOOL_LEADERS } from './reports.policy';

// Dashboards (docs/decisions/0030): a teacher's, and a school's or district's for its leaders. The scope comes
// from the reports policy (a school named out of reach: 404).

const tags = ['dashboards'];

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/dashboards/teacher',
    {
      preHandler: authenticated(['Teacher']),
      schema: {
        tags,
        summary: "A teacher's classes needing attention (standards below Approaches) and recent results",
        querystring: ZTeacherDashboardQuery,
        response: { 200: ZTeacherDashboard },
      },
    },
    async (request) =>
      teacherDashboard(app.ctx.db, app.ctx.permissions, callerOf(request), request.query.range, app.ctx.clock.now()),
  );

  r.get(
    '/api/v1/dashboards/scope',
    {
      preHandler: authenticated([...SCHOOL_LEADERS, 'DistrictAdmin']),
      schema: {
        tags,
        summary: "A school's or the district's headline figures this week against last, and eight weeks of history",
        querystring: ZScopeDashboardQuery,
        response: { 200: ZScopeDashboard },
      },
    },
    async (request) => scopeDashboard(app.ctx.db, callerOf(request), request.query.schoolId, app.ctx.clock.now()),
  );
}
