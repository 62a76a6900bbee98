import {
  ZDistrictReport,
  ZIdParam,
  ZSchoolReport,
  ZScopeAssignments,
  ZScopeAssignmentsQuery,
  ZScopeClassCsvQuery,
  ZScopeClassReport,
  ZScopeDomainCsvQuery,
  ZScopeDomainQuery,
  ZScopeDomainSummary,
  ZScopeFilterQuery,
  ZScopeHeatmap,
  ZScopeQuery,
  ZScopeSchoolCsvQuery,
  ZScopeStandardCsvQuery,
  ZScopeStandardDetail,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { sendCsv } from '../../platform/csv-writer';
import { SCHOOL_LEADERS } from './reports.policy';
import { classScopeReport, districtReport, schoolReport } from './scope.service';
import { scopeAssignmentResults } from './scope-assignments.service';
import * as exports from './scope-export.service';
import { scopeDomainSummary, scopeHeatmap, scopeStandardDetail } from './scope-standards.service';

const tags = ['reports'];
const ZParams = z.object({ id: ZIdParam });
/** School and district reports are for school leaders and district admins (teachers have the crystal report). */
const LEADERS = [...SCHOOL_LEADERS, 'DistrictAdmin'] as const;

/** /api/v1/reports/scope/*: the district's and schools' reports, each table also as CSV (rollups only). */
export async function scopeReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const district = { preHandler: authenticated(['DistrictAdmin']) };
  const leaders = { preHandler: authenticated(LEADERS) };

  r.get(
    '/api/v1/reports/scope/district',
    {
      ...district,
      schema: {
        tags,
        summary: "The caller's district: every school side by side (achievement, participation, this week's use)",
        querystring: ZScopeFilterQuery,
        response: { 200: ZDistrictReport },
      },
    },
    async (request) => districtReport(db, callerOf(request), request.query, app.ctx.clock.now()),
  );
  r.get(
    '/api/v1/reports/scope/district.csv',
    { ...district, schema: { tags, summary: "The district's schools as CSV", querystring: ZScopeFilterQuery } },
    async (request, reply) =>
      sendCsv(reply, await exports.districtCsv(db, callerOf(request), request.query, app.ctx.clock.now())),
  );

  r.get(
    '/api/v1/reports/scope/schools/:id',
    {
      ...leaders,
      schema: {
        tags,
        summary: "A school's teachers and classes side by side (its leaders, its district's admins)",
        params: ZParams,
        querystring: ZScopeFilterQuery,
        response: { 200: ZSchoolReport },
      },
    },
    async (request) => schoolReport(db, callerOf(request), request.params.id, request.query, app.ctx.clock.now()),
  );
  r.get(
    '/api/v1/reports/scope/schools/:id/report.csv',
    {
      ...leaders,
      schema: {
        tags,
        summary: "A school's teachers or classes as CSV",
        params: ZParams,
        querystring: ZScopeSchoolCsvQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.schoolCsv(db, callerOf(request), request.params.id, request.query, app.ctx.clock.now()),
      ),
  );

  r.get(
    '/api/v1/reports/scope/classes/:id',
    {
      ...leaders,
      schema: {
        tags,
        summary: 'A class in the drill from a school: its students (level, trend) and assignments',
        params: ZParams,
        querystring: ZScopeFilterQuery,
        response: { 200: ZScopeClassReport },
      },
    },
    async (request) => classScopeReport(db, callerOf(request), request.params.id, request.query, app.ctx.clock.now()),
  );
  r.get(
    '/api/v1/reports/scope/classes/:id/report.csv',
    {
      ...leaders,
      schema: {
        tags,
        summary: "A class's students or assignments as CSV",
        params: ZParams,
        querystring: ZScopeClassCsvQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.classCsv(db, callerOf(request), request.params.id, request.query, app.ctx.clock.now()),
      ),
  );

  r.get(
    '/api/v1/reports/scope/domains',
    {
      ...leaders,
      schema: {
        tags,
        summary: 'Reporting categories across the schools (or a school: its classes); one in detail with domainId',
        querystring: ZScopeDomainQuery,
        response: { 200: ZScopeDomainSummary },
      },
    },
    async (request) => scopeDomainSummary(db, callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/scope/domains.csv',
    {
      ...leaders,
      schema: { tags, summary: 'A table of the domain summary as CSV', querystring: ZScopeDomainCsvQuery },
    },
    async (request, reply) => sendCsv(reply, await exports.domainsCsv(db, callerOf(request), request.query)),
  );

  r.get(
    '/api/v1/reports/scope/standards/:id',
    {
      ...leaders,
      schema: {
        tags,
        summary: 'One standard across the schools (or a school: its classes), and week by week',
        params: ZParams,
        querystring: ZScopeQuery,
        response: { 200: ZScopeStandardDetail },
      },
    },
    async (request) => scopeStandardDetail(db, callerOf(request), request.params.id, request.query),
  );
  r.get(
    '/api/v1/reports/scope/standards/:id/report.csv',
    {
      ...leaders,
      schema: {
        tags,
        summary: "A standard's units or weeks as CSV",
        params: ZParams,
        querystring: ZScopeStandardCsvQuery,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exports.standardCsv(db, callerOf(request), request.params.id, request.query)),
  );

  r.get(
    '/api/v1/reports/scope/heatmap',
    {
      ...leaders,
      schema: {
        tags,
        summary: 'Schools (or classes) by the standards of one grade and subject, a level in each cell',
        querystring: ZScopeQuery,
        response: { 200: ZScopeHeatmap },
      },
    },
    async (request) => scopeHeatmap(db, callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/scope/heatmap.csv',
    { ...leaders, schema: { tags, summary: 'The heat map as CSV (percents)', querystring: ZScopeQuery } },
    async (request, reply) => sendCsv(reply, await exports.heatmapCsv(db, callerOf(request), request.query)),
  );

  r.get(
    '/api/v1/reports/scope/assignments',
    {
      ...leaders,
      schema: {
        tags,
        summary: "Assignment results across the district (or one school): staff and teachers' assignments",
        querystring: ZScopeAssignmentsQuery,
        response: { 200: ZScopeAssignments },
      },
    },
    async (request) => scopeAssignmentResults(db, callerOf(request), request.query),
  );
  r.get(
    '/api/v1/reports/scope/assignments.csv',
    {
      ...leaders,
      schema: { tags, summary: 'Every page of the assignment results as CSV', querystring: ZScopeAssignmentsQuery },
    },
    async (request, reply) => sendCsv(reply, await exports.assignmentsCsv(db, callerOf(request), request.query)),
  );
}
