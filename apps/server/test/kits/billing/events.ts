import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// Stripe-shaped webhook events built offline and signed with Stripe's own SDK (generateTestHeaderString), as
// Stripe's docs suggest for testing a webhook endpoint. Shapes follow the API version the SDK speaks.

const rand = () => randomBytes(8).toString('hex');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface SubscriptionRefInput {
  subscriptionId: string;
  userId: number;
  plan?: 'CKPD' | 'CKPM';
  interval?: 'month' | 'year';
  customerId?: string;
}

/** An event around an object; `created` defaults to now. */
export function event(type: string, object: object, created = new Date()) {
  return {
    id: `evt_test_${rand()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(created),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** invoice.paid / invoice.payment_failed for one period of a subscription. */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  ref: SubscriptionRefInput,
  opts: {
    invoiceId?: string;
    amountCents?: number;
    periodStart: Date;
    periodEnd: Date;
    created?: Date;
    billingReason?: 'subscription_create' | 'subscription_cycle';
    number?: string;
  },
) {
  const amount = opts.amountCents ?? 999;
  const metadata = { userId: String(ref.userId), plan: ref.plan ?? 'CKPD', interval: ref.interval ?? 'month' };
  return event(
    type,
    {
      id: opts.invoiceId ?? `in_test_${rand()}`,
      object: 'invoice',
      customer: ref.customerId ?? 'cus_test',
      number: opts.number ?? `TEST-${rand().slice(0, 4).toUpperCase()}`,
      status: type === 'invoice.paid' ? 'paid' : 'open',
      currency: 'usd',
      amount_due: amount,
      amount_paid: type === 'invoice.paid' ? amount : 0,
      billing_reason: opts.billingReason ?? 'subscription_create',
      lines: {
        object: 'list',
        data: [
          {
            id: `il_test_${rand()}`,
            object: 'line_item',
            amount,
            currency: 'usd',
            period: { start: seconds(opts.periodStart), end: seconds(opts.periodEnd) },
          },
        ],
      },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: ref.subscriptionId, metadata },
      },
    },
    opts.created,
  );
}

/** customer.subscription.created / updated / deleted: a snapshot of the subscription. */
export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  ref: SubscriptionRefInput,
  opts: { status: string; cancelAtPeriodEnd?: boolean; periodEnd: Date; created?: Date },
) {
  return event(
    type,
    {
      id: ref.subscriptionId,
      object: 'subscription',
      customer: ref.customerId ?? 'cus_test',
      status: opts.status,
      cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
      items: {
        object: 'list',
        data: [{ id: `si_test_${rand()}`, object: 'subscription_item', current_period_end: seconds(opts.periodEnd) }],
      },
      metadata: { userId: String(ref.userId), plan: ref.plan ?? 'CKPD', interval: ref.interval ?? 'month' },
    },
    opts.created,
  );
}

/** Posts an event to the webhook, signed with `secret` (Stripe's SDK) unless a signature is given. */
export function postEvent(app: FastifyInstance, secret: string, body: object | string, signature?: string) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/billing/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/** The sandbox's webhook secret of a test app. */
export const sandboxSecretOf = (app: FastifyInstance) => {
  const secret = app.ctx.config.billing.sandbox?.webhookSecret;
  if (!secret) throw new Error('the test app has no sandbox provider');
  return secret;
};

export const days = (n: number, from = new Date()) => new Date(from.getTime() + n * 86_400_000);
