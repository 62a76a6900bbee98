import type { FastifyInstance } from 'fastify';
import { billingTeacherRoutes } from './billing.routes';
import { billingSandboxRoutes } from './billing-sandbox.routes';
import { billingWebhookRoutes } from './billing-webhook.routes';

/** Every /api/v1/billing route; the sandbox's card form only when the sandbox takes the payments. */
export async function billingRoutes(app: FastifyInstance) {
  await app.register(billingTeacherRoutes);
  await app.register(billingWebhookRoutes);
  if (app.ctx.payments?.sandbox) await app.register(billingSandboxRoutes);
}
