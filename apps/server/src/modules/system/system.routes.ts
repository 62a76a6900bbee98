import { ZClientConfig } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS } from '../../seed/demo';

export async function systemRoutes(app: FastifyInstance) {
  const { config, database } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/health', { schema: { tags: ['system'], summary: 'Liveness' } }, async () => ({ status: 'ok' }));

  r.get('/ready', { schema: { tags: ['system'], summary: 'Readiness: the database answers' } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  const clientConfig = ZClientConfig.parse({
    environment: config.environment,
    clientId: config.clientId,
    authority: config.authority,
    idleStatusMs: config.idleStatusMs,
    demoAccounts: config.seedDemo
      ? DEMO_ACCOUNTS.map(({ username, role, label }) => ({ username, role, label }))
      : null,
    paymentProvider: app.ctx.payments?.name ?? null,
  });
  r.get(
    '/api/v1/client-config',
    {
      schema: {
        tags: ['system'],
        summary: 'What the web client needs to check its token',
        response: { 200: ZClientConfig },
      },
    },
    async () => clientConfig,
  );
}
