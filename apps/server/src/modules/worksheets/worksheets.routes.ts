import {
  ZCreateWorksheetRequest,
  ZGradingScale,
  ZLibraryQuery,
  ZMyWorksheetsQuery,
  ZUpdateWorksheetRequest,
  ZWorksheetDetail,
  ZWorksheetNotice,
  ZWorksheetPage,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/guards';
import { authorOf, staff, studio, ZWorksheetParams } from './route-helpers';
import { listLibrary, listMine, worksheetDetail } from './worksheet-views.service';
import { loadWorksheetFor } from './worksheets.policy';
import {
  createWorksheet,
  deleteWorksheet,
  duplicateWorksheet,
  gradingScalesOf,
  updateWorksheet,
} from './worksheets.service';

const tags = ['worksheets'];

/** The library, the caller's worksheets, and worksheet create, read, change, delete and duplicate. */
export async function worksheetCrudRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.get(
    '/api/v1/library/worksheets',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Approved library worksheets: filters and full-text search (`q`: titles, standards, prompts)',
        querystring: ZLibraryQuery,
        response: { 200: ZWorksheetPage },
      },
    },
    async (request) => listLibrary(db, authorOf(request), request.query),
  );

  r.get(
    '/api/v1/worksheets',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The caller's own worksheets (scope=mine) or those colleagues shared with them (scope=shared)",
        querystring: ZMyWorksheetsQuery,
        response: { 200: ZWorksheetPage },
      },
    },
    async (request) => listMine(db, authorOf(request), request.query),
  );

  r.post(
    '/api/v1/worksheets',
    {
      preHandler: studio('C'),
      schema: {
        tags,
        summary: 'Create a worksheet',
        body: ZCreateWorksheetRequest,
        response: { 201: ZWorksheetDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await createWorksheet(db, authorOf(request), request.body)),
  );

  r.get(
    '/api/v1/worksheets/:id',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'A worksheet with its passages and questions (answers included)',
        params: ZWorksheetParams,
        response: { 200: ZWorksheetDetail },
      },
    },
    async (request) => {
      const author = authorOf(request);
      return worksheetDetail(db, author, await loadWorksheetFor(db, author, request.params.id, 'read'));
    },
  );

  r.patch(
    '/api/v1/worksheets/:id',
    {
      preHandler: studio('E'),
      schema: {
        tags,
        summary: 'Change title, description, grade, subject, topic or standards',
        params: ZWorksheetParams,
        body: ZUpdateWorksheetRequest,
        response: { 200: ZWorksheetDetail },
      },
    },
    async (request) => updateWorksheet(db, authorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/v1/worksheets/:id',
    {
      preHandler: studio('D'),
      schema: {
        tags,
        summary: 'Delete a worksheet (assignments keep their copy)',
        params: ZWorksheetParams,
        response: { 200: ZWorksheetNotice },
      },
    },
    async (request) => deleteWorksheet(db, authorOf(request), request.params.id),
  );

  r.post(
    '/api/v1/worksheets/:id/duplicate',
    {
      preHandler: studio('C'),
      schema: {
        tags,
        summary: 'Copy a worksheet (library or shared) into a new one of your own',
        params: ZWorksheetParams,
        response: { 201: ZWorksheetDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await duplicateWorksheet(db, authorOf(request), request.params.id)),
  );

  r.get(
    '/api/v1/grading-scales',
    {
      preHandler: staff,
      schema: {
        tags: ['grading'],
        summary: 'Constructed-response grading scales',
        response: { 200: z.array(ZGradingScale) },
      },
    },
    async (request) => gradingScalesOf(db, callerOf(request).userId),
  );
}
