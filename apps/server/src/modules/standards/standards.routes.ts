import {
  ZBreakout,
  ZDomain,
  ZDomainsQuery,
  ZGradeOption,
  ZGradesQuery,
  ZIdParam,
  ZStandard,
  ZStandardsQuery,
  ZSubject,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../platform/auth/guards';
import { breakoutsOf, domainsOf, gradeOptions, searchStandards, subjectList } from './standards.service';

const tags = ['standards'];
const ZStandardParams = z.object({ id: ZIdParam });

/** The standards taxonomy (grades, subjects, domains, standards, breakouts): read-only, any signed-in user. */
export async function standardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const preHandler = authenticated();

  r.get(
    '/api/v1/grades',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Grades that have standards, K to 12 (a school's state when schoolId is given, else stateId, else Texas)",
        querystring: ZGradesQuery,
        response: { 200: z.array(ZGradeOption) },
      },
    },
    async (request) => gradeOptions(db, request.query),
  );

  r.get(
    '/api/v1/subjects',
    { preHandler, schema: { tags, summary: 'Subjects in display order', response: { 200: z.array(ZSubject) } } },
    async () => subjectList(db),
  );

  r.get(
    '/api/v1/domains',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The domains (reporting categories) of a grade and subject, with their standard counts',
        querystring: ZDomainsQuery,
        response: { 200: z.array(ZDomain) },
      },
    },
    async (request) => domainsOf(db, request.query),
  );

  r.get(
    '/api/v1/standards',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Standards by grade, subject, domain; q matches a code prefix or words of the description (at most 500)',
        querystring: ZStandardsQuery,
        response: { 200: z.array(ZStandard) },
      },
    },
    async (request) => searchStandards(db, request.query),
  );

  r.get(
    '/api/v1/standards/:id/breakouts',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The breakouts (finer parts) of a standard',
        params: ZStandardParams,
        response: { 200: z.array(ZBreakout) },
      },
    },
    async (request) => breakoutsOf(db, request.params.id),
  );
}
