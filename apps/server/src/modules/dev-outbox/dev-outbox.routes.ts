import { ZBigIdParam, ZDevOutboxList, ZDevOutboxMail, ZDevOutboxQuery } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox, readOutboxMail } from './dev-outbox.service';

/**
 * The development outbox: read the mail the app sent without a mail server. Registered only outside
 * production (app.ts), and open without signing in, since a newcomer reads the sign-up mail before they can
 * sign in (docs/decisions/0027-mail.md).
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail the app queued, newest first (development only)',
        querystring: ZDevOutboxQuery,
        response: { 200: ZDevOutboxList },
      },
    },
    async (request) => listOutbox(app.ctx.db, request.query),
  );

  r.get(
    '/api/v1/dev/outbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One mail with its text and HTML (development only)',
        params: z.object({ id: ZBigIdParam }),
        response: { 200: ZDevOutboxMail },
      },
    },
    async (request) => readOutboxMail(app.ctx.db, request.params.id),
  );
}
