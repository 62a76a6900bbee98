import {
  STAFF_ROLES,
  ZClassSettingsResponse,
  ZPutClassSettingsRequest,
  ZPutStudentSettingsRequest,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated } from '../../platform/auth/guards';
import { getClassSettings, putClassDefaults, putStudentOverride } from './class-settings.service';
import { actorOf, ZClassParams, ZClassStudentParams } from './route-helpers';

const staff = authenticated(STAFF_ROLES);
const tags = ['classes'];
const response = { 200: ZClassSettingsResponse };

/** Student settings per class and per student (/teacher/managesettings). */
export async function classSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/classes/:id/settings',
    { preHandler: staff, schema: { tags, summary: 'Student settings of a class', params: ZClassParams, response } },
    async (request) => getClassSettings(app.ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/api/v1/classes/:id/settings',
    {
      preHandler: staff,
      schema: { tags, summary: 'Set class defaults', params: ZClassParams, body: ZPutClassSettingsRequest, response },
    },
    async (request) => putClassDefaults(app.ctx, actorOf(request), request.params.id, request.body.defaults),
  );

  r.put(
    '/api/v1/classes/:id/students/:studentId/settings',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Set one student's overrides (null: as the class)",
        params: ZClassStudentParams,
        body: ZPutStudentSettingsRequest,
        response,
      },
    },
    async (request) =>
      putStudentOverride(app.ctx, actorOf(request), request.params.id, request.params.studentId, request.body.override),
  );
}
