import {
  ZShareCandidate,
  ZShareWorksheetRequest,
  ZShareWorksheetResponse,
  ZWorksheetReadiness,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorOf, staff, studio, ZWorksheetParams } from './route-helpers';
import { worksheetReadiness } from './worksheet-assign.service';
import { shareCandidates, shareWorksheet } from './worksheet-sharing.service';

const tags = ['worksheets'];

/** Sharing with colleagues of the owner's school, and whether a worksheet can be assigned. */
export async function worksheetSharingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.get(
    '/api/v1/worksheets/:id/share-candidates',
    {
      preHandler: studio('E'),
      schema: {
        tags,
        summary: "The teachers of the owner's school it may be shared with",
        params: ZWorksheetParams,
        response: { 200: z.array(ZShareCandidate) },
      },
    },
    async (request) => shareCandidates(db, authorOf(request), request.params.id),
  );

  r.post(
    '/api/v1/worksheets/:id/share',
    {
      preHandler: studio('E'),
      schema: {
        tags,
        summary: "Share with teachers of the owner's school",
        params: ZWorksheetParams,
        body: ZShareWorksheetRequest,
        response: { 200: ZShareWorksheetResponse },
      },
    },
    async (request) => shareWorksheet(db, authorOf(request), request.params.id, request.body.teacherIds),
  );

  r.get(
    '/api/v1/worksheets/:id/readiness',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Whether it can be assigned: it has questions and each has its answers',
        params: ZWorksheetParams,
        response: { 200: ZWorksheetReadiness },
      },
    },
    async (request) => worksheetReadiness(db, authorOf(request), request.params.id),
  );
}
