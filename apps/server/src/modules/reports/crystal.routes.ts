import {
  ZCrystalDomainCsvQuery,
  ZCrystalDomainQuery,
  ZCrystalDomainSummary,
  ZCrystalOptions,
  ZCrystalOptionsQuery,
  ZCrystalOverview,
  ZCrystalOverviewCsvQuery,
  ZCrystalQuery,
  ZCrystalStandardCsvQuery,
  ZCrystalStandardDetails,
  ZCrystalStandardQuery,
  ZCrystalStudentCsvQuery,
  ZCrystalStudentDetail,
  ZCrystalStudentQuery,
  ZLessonCrystalOverview,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, requires } from '../../platform/auth/guards';
import { sendCsv } from '../../platform/csv-writer';
import { languageOfUser } from '../accounts';
import { crystalOptions, crystalOverview, lessonCrystalOverview } from './crystal.service';
import { crystalCsv, domainTable, overviewTable, standardTable, studentTable } from './crystal-csv';
import { crystalDomain, crystalStandard, crystalStudent } from './crystal-detail.service';

// The crystal report (spec /teacher/report, /domainsummary, /standardDetails, student detail) and the lesson
// crystal report: the cs_crystal_inner_report feature; which class is the caller's is the reports policy's call.

const tags = ['reports'];
const crystalFeature = requires('cs_crystal_inner_report', 'V');

export async function crystalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const guard = { preHandler: crystalFeature };

  r.get(
    '/api/v1/reports/crystal/options',
    {
      ...guard,
      schema: {
        tags,
        summary: 'What the filters offer for a class',
        querystring: ZCrystalOptionsQuery,
        response: { 200: ZCrystalOptions },
      },
    },
    async (request) => crystalOptions(db(), callerOf(request), request.query.classId),
  );
  r.get(
    '/api/v1/reports/crystal',
    {
      ...guard,
      schema: {
        tags,
        summary: "A class's crystal report",
        querystring: ZCrystalQuery,
        response: { 200: ZCrystalOverview },
      },
    },
    async (request) => crystalOverview(db(), callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/crystal.csv',
    {
      ...guard,
      schema: { tags, summary: 'One table of the crystal report as CSV', querystring: ZCrystalOverviewCsvQuery },
    },
    async (request, reply) => {
      const report = await crystalOverview(db(), callerOf(request), request.query);
      const { table } = request.query;
      return sendCsv(
        reply,
        crystalCsv(
          'report',
          report.class.id,
          table,
          overviewTable(report, table),
          await languageOfUser(db(), callerOf(request).userId),
        ),
      );
    },
  );
  r.get(
    '/api/v1/reports/crystal/domain',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A reporting category of a class',
        querystring: ZCrystalDomainQuery,
        response: { 200: ZCrystalDomainSummary },
      },
    },
    async (request) => crystalDomain(db(), callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/crystal/domain.csv',
    {
      ...guard,
      schema: { tags, summary: 'One table of a domain summary as CSV', querystring: ZCrystalDomainCsvQuery },
    },
    async (request, reply) => {
      const report = await crystalDomain(db(), callerOf(request), request.query);
      const { table } = request.query;
      return sendCsv(
        reply,
        crystalCsv(
          `domain-${report.domain.id}`,
          report.class.id,
          table,
          domainTable(report, table),
          await languageOfUser(db(), callerOf(request).userId),
        ),
      );
    },
  );
  r.get(
    '/api/v1/reports/crystal/standard',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A standard in a class: items, students, missed answers',
        querystring: ZCrystalStandardQuery,
        response: { 200: ZCrystalStandardDetails },
      },
    },
    async (request) => crystalStandard(db(), callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/crystal/standard.csv',
    {
      ...guard,
      schema: { tags, summary: 'One table of standard details as CSV', querystring: ZCrystalStandardCsvQuery },
    },
    async (request, reply) => {
      const report = await crystalStandard(db(), callerOf(request), request.query);
      const { table } = request.query;
      return sendCsv(
        reply,
        crystalCsv(
          `standard-${report.standard.id}`,
          report.class.id,
          table,
          standardTable(report, table),
          await languageOfUser(db(), callerOf(request).userId),
        ),
      );
    },
  );
  r.get(
    '/api/v1/reports/crystal/student',
    {
      ...guard,
      schema: {
        tags,
        summary: "A student's results and growth in a class",
        querystring: ZCrystalStudentQuery,
        response: { 200: ZCrystalStudentDetail },
      },
    },
    async (request) => crystalStudent(db(), callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/crystal/student.csv',
    {
      ...guard,
      schema: { tags, summary: "One table of a student's detail as CSV", querystring: ZCrystalStudentCsvQuery },
    },
    async (request, reply) => {
      const report = await crystalStudent(db(), callerOf(request), request.query);
      const { table } = request.query;
      return sendCsv(
        reply,
        crystalCsv(
          `student-${report.student.id}`,
          report.class.id,
          table,
          studentTable(report, table),
          await languageOfUser(db(), callerOf(request).userId),
        ),
      );
    },
  );
  r.get(
    '/api/v1/reports/lesson-crystal',
    {
      ...guard,
      schema: {
        tags,
        summary: "A class's lesson crystal report",
        querystring: ZCrystalQuery,
        response: { 200: ZLessonCrystalOverview },
      },
    },
    async (request) => lessonCrystalOverview(db(), callerOf(request), request.query),
  );
}
