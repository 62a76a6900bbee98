import {
  ZBillingPlans,
  ZCreatedSubscription,
  ZCreateSubscriptionRequest,
  ZMySubscription,
  ZSubscriptionDetail,
  ZSubscriptionParams,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import { SUBSCRIBERS } from './billing.policy';
import {
  listPlans,
  mySubscription,
  setCancelAtPeriodEnd,
  startSubscription,
  subscriptionDetail,
} from './billing.service';

/** The teacher's side of billing: plans, starting a subscription, reading and cancelling it. */
export async function billingTeacherRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/api/v1/billing/plans',
    {
      preHandler: authenticated(),
      schema: {
        tags: ['billing'],
        summary: 'Teacher plans with prices and features, the payment provider, and whether the caller may buy one',
        response: { 200: ZBillingPlans },
      },
    },
    async (request) => listPlans(ctx, callerOf(request)),
  );

  r.post(
    '/api/v1/billing/subscriptions',
    {
      preHandler: authenticated(SUBSCRIBERS),
      schema: {
        tags: ['billing'],
        summary: 'Starts a subscription; the license comes when the provider confirms the first payment',
        body: ZCreateSubscriptionRequest,
        response: { 201: ZCreatedSubscription },
      },
    },
    async (request, reply) => reply.status(201).send(await startSubscription(ctx, callerOf(request), request.body)),
  );

  r.get(
    '/api/v1/billing/subscription',
    {
      preHandler: authenticated(),
      schema: {
        tags: ['billing'],
        summary: "The caller's current or last subscription, and their invoices",
        response: { 200: ZMySubscription },
      },
    },
    async (request) => mySubscription(ctx, callerOf(request)),
  );

  r.get(
    '/api/v1/billing/subscriptions/:id',
    {
      preHandler: authenticated(),
      schema: {
        tags: ['billing'],
        summary: "One of the caller's subscriptions with its invoices (404 for anyone else's)",
        params: ZSubscriptionParams,
        response: { 200: ZSubscriptionDetail },
      },
    },
    async (request) => subscriptionDetail(ctx, callerOf(request), request.params.id),
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    r.post(
      `/api/v1/billing/subscriptions/:id/${action}`,
      {
        preHandler: authenticated(),
        schema: {
          tags: ['billing'],
          summary: cancel
            ? 'Cancels at the end of the paid period (the license stays until then)'
            : 'Takes back a cancellation: the subscription renews',
          params: ZSubscriptionParams,
          response: { 200: ZSubscriptionDetail },
        },
      },
      async (request) => setCancelAtPeriodEnd(ctx, callerOf(request), request.params.id, cancel),
    );
  }
}
