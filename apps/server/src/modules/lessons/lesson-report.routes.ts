import { ZIdParam, ZLessonReport, ZLessonReportList, ZLessonReportQuery } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { sendCsv, toCsv } from '../../platform/csv-writer';
import { languageOfUser } from '../accounts';
import { REPORT_READERS } from '../reports';
import { lessonReport, lessonReportCsv, lessonReportList } from './lesson-report.service';

// The lesson summary over HTTP: the sessions in reach and one session's report (also as CSV). Scope is the reports
// policy's (a session's teacher, the readers of its classes); 404 outside.

const tags = ['live lessons'];
const readers = authenticated(REPORT_READERS);
const ZParams = z.object({ id: ZIdParam });

export async function lessonReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;

  r.get(
    '/api/v1/lessons/reports/sessions',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: 'Live lesson sessions in reach, newest first',
        querystring: ZLessonReportQuery,
        response: { 200: ZLessonReportList },
      },
    },
    async (request) => lessonReportList(db(), callerOf(request), request.query),
  );

  r.get(
    '/api/v1/lessons/reports/sessions/:id',
    {
      preHandler: readers,
      schema: { tags, summary: "A session's report", params: ZParams, response: { 200: ZLessonReport } },
    },
    async (request) => lessonReport(db(), callerOf(request), request.params.id),
  );

  r.get(
    '/api/v1/lessons/reports/sessions/:id/report.csv',
    { preHandler: readers, schema: { tags, summary: "A session's students as CSV", params: ZParams } },
    async (request, reply) => {
      const report = await lessonReport(db(), callerOf(request), request.params.id);
      return sendCsv(reply, {
        filename: `lesson-${report.session.id}.csv`,
        body: toCsv(lessonReportCsv(report), await languageOfUser(db(), callerOf(request).userId)),
      });
    },
  );
}
