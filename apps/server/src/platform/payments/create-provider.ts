import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config-billing';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import type { DeliverWebhook } from './sandbox-delivery';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider, type StripeOptions } from './stripe-provider';

/** Stripe when its keys are configured, else the sandbox (outside production, or when asked for), else none:
 * the site then takes no card payments. */
export function createPaymentProvider(opts: {
  billing: BillingConfig;
  db: Db;
  /** Where the sandbox sends its signed events: the app's own webhook. */
  deliver: DeliverWebhook;
  log: FastifyBaseLogger;
  stripeOptions?: StripeOptions;
}): PaymentProvider | null {
  const { billing } = opts;
  if (billing.stripe) return createStripeProvider({ ...billing, stripe: billing.stripe }, opts.stripeOptions);
  if (billing.sandbox)
    return createSandboxProvider({
      db: opts.db,
      billing,
      webhookSecret: billing.sandbox.webhookSecret,
      deliver: opts.deliver,
      log: opts.log,
    });
  return null;
}
