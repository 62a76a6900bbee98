import {
  type PermissionName,
  USER_PREFERENCE_KINDS,
  ZPreference,
  ZPreferenceKind,
  ZPutPreferenceRequest,
} from '@clearsheets/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPermission, authenticated, callerOf } from '../../platform/auth/guards';
import { readPreference, savePreference } from './preferences.service';

/** Settings of a feature are as guarded as the feature: no studio settings without the studio. */
const KIND_PERMISSION: Partial<Record<number, PermissionName>> = {
  [USER_PREFERENCE_KINDS.studioSetting]: 'cs_clearsheet_studio',
  [USER_PREFERENCE_KINDS.clearMonitor]: 'cs_clear_monitor',
  [USER_PREFERENCE_KINDS.crystalReportSetting]: 'cs_crystal_inner_report',
  [USER_PREFERENCE_KINDS.crystalReport]: 'cs_crystal_inner_report',
  [USER_PREFERENCE_KINDS.lessonCrystalReport]: 'cs_crystal_inner_report',
};

const ZParams = z.object({ kind: ZPreferenceKind });

async function guardKind(request: FastifyRequest) {
  const permission = KIND_PERMISSION[Number((request.params as { kind: number }).kind)];
  if (permission) assertPermission(request, permission, 'V');
}

export async function preferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/preferences/:kind',
    {
      preHandler: [authenticated(), guardKind],
      schema: {
        tags: ['preferences'],
        summary: "The caller's saved preference of one kind",
        params: ZParams,
        response: { 200: ZPreference },
      },
    },
    async (request) => readPreference(app.ctx.db, callerOf(request).userId, request.params.kind),
  );

  r.put(
    '/api/v1/preferences/:kind',
    {
      preHandler: [authenticated(), guardKind],
      schema: {
        tags: ['preferences'],
        summary: "Saves the caller's preference of one kind",
        params: ZParams,
        body: ZPutPreferenceRequest,
        response: { 200: ZPreference },
      },
    },
    async (request) => savePreference(app.ctx.db, callerOf(request).userId, request.params.kind, request.body.value),
  );
}
