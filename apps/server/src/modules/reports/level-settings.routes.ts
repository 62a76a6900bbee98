import { ZLevelSettings, ZPutLevelThresholds } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { readLevelSettings, saveLevelSettings } from './level-settings.service';
import { REPORT_READERS } from './reports.policy';

const tags = ['reports'];

/** /api/v1/reports/settings/levels: the district's performance-level thresholds (its admins change them). */
export async function levelSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const preHandler = authenticated(REPORT_READERS);

  r.get(
    '/api/v1/reports/settings/levels',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's district's level thresholds (the defaults when it has set none)",
        response: { 200: ZLevelSettings },
      },
    },
    async (request) => readLevelSettings(db, callerOf(request)),
  );
  r.put(
    '/api/v1/reports/settings/levels',
    {
      preHandler,
      schema: {
        tags,
        summary: "Sets the district's thresholds: whole percents, Approaches < Meets < Masters <= 100 (audited)",
        body: ZPutLevelThresholds,
        response: { 200: ZLevelSettings },
      },
    },
    async (request) => saveLevelSettings(db, callerOf(request), request.body),
  );
}
