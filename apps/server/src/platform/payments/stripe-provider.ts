import Stripe from 'stripe';
import type { BillingConfig } from '../../config-billing';
import { failureCode, type PaymentProvider, verifyStripeSignature } from './provider';

// Stripe through its official SDK (docs/decisions/0029). The browser gets only the publishable key and confirms
// the first invoice's payment with Stripe Elements; the license waits for Stripe's signed webhook.
// Since API 2025-03-31 an invoice's payment is reached through `confirmation_secret` (the client secret of the
// payment Stripe creates when the invoice is finalized), no longer through `invoice.payment_intent`.

export interface StripeOptions {
  /** Another API host (a local Stripe-compatible server in tests); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeProvider(
  billing: BillingConfig & { stripe: NonNullable<BillingConfig['stripe']> },
  options: StripeOptions = {},
): PaymentProvider {
  const keys = billing.stripe;
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options });

  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    sandbox: null,

    async createSubscription(input) {
      const price = billing.plans[input.plan][input.interval].stripePriceId;
      if (!price) throw new Error(`No Stripe price for ${input.plan} ${input.interval}`);
      const customerId =
        input.customerId ??
        (
          await stripe.customers.create(
            { email: input.email ?? undefined, name: input.name, metadata: { userId: String(input.userId) } },
            { idempotencyKey: `${input.idempotencyKey}:customer` },
          )
        ).id;
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: String(input.userId), plan: input.plan, interval: input.interval },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has no payment to confirm`);
      return { customerId, subscriptionId: subscription.id, clientSecret };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, keys.webhookSecret),

    async invoiceFailureCode(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] });
      for (const entry of invoice.payments?.data ?? []) {
        const intent = entry.payment?.payment_intent;
        const error = typeof intent === 'object' && intent ? intent.last_payment_error : null;
        if (error) return failureCode(error.code, error.decline_code);
      }
      return null;
    },

    start() {},
    async stop() {},
  };
}
