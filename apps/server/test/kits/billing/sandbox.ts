import type { FastifyInstance } from 'fastify';
import { bearer } from '../../factories';

// The sandbox provider driven through the API, as the card form does.

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  authenticate: '4000 0025 0000 3155',
} as const;

export const cardBody = (clientSecret: string, number: string, over: Record<string, string> = {}) => ({
  clientSecret,
  number,
  expiry: '12 / 34',
  cvc: '123',
  name: 'Test Teacher',
  ...over,
});

/** POST /api/v1/billing/subscriptions. */
export const startPlan = (app: FastifyInstance, token: string, plan = 'CKPD', interval = 'month') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/billing/subscriptions',
    headers: bearer(token),
    payload: { plan, interval },
  });

/** POST /api/v1/billing/sandbox/confirm with a test card. */
export const payWith = (
  app: FastifyInstance,
  token: string,
  clientSecret: string,
  number: string,
  over: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/billing/sandbox/confirm',
    headers: bearer(token),
    payload: cardBody(clientSecret, number, over),
  });

/** Waits until the sandbox has sent every event that is due to the webhook. */
export const sandboxSettled = (app: FastifyInstance) => app.ctx.payments?.sandbox?.idle() ?? Promise.resolve();

/** Starts a plan and pays it with the success card; resolves once the webhook has applied the events. */
export async function subscribeAndPay(app: FastifyInstance, token: string, plan = 'CKPD', interval = 'month') {
  const started = await startPlan(app, token, plan, interval);
  if (started.statusCode !== 201) throw new Error(`start failed: ${started.body}`);
  const { subscriptionId, clientSecret } = started.json() as { subscriptionId: number; clientSecret: string };
  const paid = await payWith(app, token, clientSecret, TEST_CARDS.success);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  await sandboxSettled(app);
  return { subscriptionId, clientSecret };
}
