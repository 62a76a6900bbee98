import {
  ZSchoolUsageCsvQuery,
  ZSchoolUsageQuery,
  ZSchoolUsageReport,
  ZSessionDay,
  ZSessionDayQuery,
  ZStudentUsageDetail,
  ZStudentUsageDetailQuery,
  ZStudentUsageQuery,
  ZStudentUsageReport,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, requires } from '../../platform/auth/guards';
import { sendCsv } from '../../platform/csv-writer';
import { languageOfUser } from '../accounts';
import { schoolUsage } from './school-usage.service';
import { sessionDay, studentUsage, studentUsageDetail } from './usage.service';
import { schoolUsageCsv, sessionDayCsv, studentUsageCsv, studentUsageDetailCsv } from './usage-csv';

// Usage and session reports (docs/decisions/0030): a class's students, one student's days and one day's
// sessions (the class's scope), and schools by week (a district's admins, a school's leaders). Part of the
// crystal report, so the same permission opens them.

const tags = ['reports'];
const guard = requires('cs_crystal_inner_report', 'V');

export async function usageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.get(
    '/api/v1/reports/usage/students',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "A class's students' sessions, time on task and work over a range of days",
        querystring: ZStudentUsageQuery,
        response: { 200: ZStudentUsageReport },
      },
    },
    async (request) => studentUsage(db, callerOf(request), request.query, app.ctx.clock.now()),
  );

  r.get(
    '/api/v1/reports/usage/students.csv',
    { preHandler: guard, schema: { tags, summary: 'The class usage table as CSV', querystring: ZStudentUsageQuery } },
    async (request, reply) => {
      const report = await studentUsage(db, callerOf(request), request.query, app.ctx.clock.now());
      const name = `usage-class-${report.class.id}-${report.range.from}-to-${report.range.to}.csv`;
      return sendCsv(reply, {
        filename: name,
        body: studentUsageCsv(report, await languageOfUser(db, callerOf(request).userId)),
      });
    },
  );

  r.get(
    '/api/v1/reports/usage/student',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "One student's use day by day",
        querystring: ZStudentUsageDetailQuery,
        response: { 200: ZStudentUsageDetail },
      },
    },
    async (request) => studentUsageDetail(db, callerOf(request), request.query, app.ctx.clock.now()),
  );

  r.get(
    '/api/v1/reports/usage/student.csv',
    {
      preHandler: guard,
      schema: { tags, summary: "One student's days as CSV", querystring: ZStudentUsageDetailQuery },
    },
    async (request, reply) => {
      const detail = await studentUsageDetail(db, callerOf(request), request.query, app.ctx.clock.now());
      const name = `usage-student-${detail.student.id}-${detail.range.from}-to-${detail.range.to}.csv`;
      return sendCsv(reply, {
        filename: name,
        body: studentUsageDetailCsv(detail, await languageOfUser(db, callerOf(request).userId)),
      });
    },
  );

  r.get(
    '/api/v1/reports/usage/sessions',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "One student's sessions on one day and what they did in each",
        querystring: ZSessionDayQuery,
        response: { 200: ZSessionDay },
      },
    },
    async (request) => sessionDay(db, callerOf(request), request.query),
  );

  r.get(
    '/api/v1/reports/usage/sessions.csv',
    { preHandler: guard, schema: { tags, summary: "One day's sessions as CSV", querystring: ZSessionDayQuery } },
    async (request, reply) => {
      const day = await sessionDay(db, callerOf(request), request.query);
      return sendCsv(reply, {
        filename: `sessions-student-${day.student.id}-${day.day}.csv`,
        body: sessionDayCsv(day, await languageOfUser(db, callerOf(request).userId)),
      });
    },
  );

  r.get(
    '/api/v1/reports/usage/schools',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Usage per school and week (a district admin: the district; a school leader: their school)',
        querystring: ZSchoolUsageQuery,
        response: { 200: ZSchoolUsageReport },
      },
    },
    async (request) => schoolUsage(db, callerOf(request), request.query, app.ctx.clock.now()),
  );

  r.get(
    '/api/v1/reports/usage/schools.csv',
    {
      preHandler: guard,
      schema: { tags, summary: 'School usage as CSV (view: schools or weeks)', querystring: ZSchoolUsageCsvQuery },
    },
    async (request, reply) => {
      const { view, ...query } = request.query;
      const report = await schoolUsage(db, callerOf(request), query, app.ctx.clock.now());
      const name = `usage-schools-${view}-${report.range.from}-to-${report.range.to}.csv`;
      return sendCsv(reply, {
        filename: name,
        body: schoolUsageCsv(report, view, await languageOfUser(db, callerOf(request).userId)),
      });
    },
  );
}
