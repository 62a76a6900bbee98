import type { BillingInterval, PaymentProviderName, PlanCode } from '@clearsheets/shared';
import Stripe from 'stripe';

// The one shape of a card payment provider (docs/decisions/0029). Stripe when its keys are configured; the
// built-in sandbox otherwise. Both speak Stripe's webhook format, so the app's webhook handles both the same way.

export interface CreateSubscriptionInput {
  userId: number;
  email: string | null;
  name: string;
  /** The provider's customer for this user from an earlier subscription: reused, not created again. */
  customerId: string | null;
  plan: PlanCode;
  interval: BillingInterval;
  /** The same key for a retried request makes the provider create one subscription, not two. */
  idempotencyKey: string;
}

export interface CreatedProviderSubscription {
  customerId: string;
  subscriptionId: string;
  /** The first invoice's payment, confirmed in the browser with a card. */
  clientSecret: string;
}

/** Controls only the sandbox has: the card form and the bank's authentication step it stands in for. */
export interface SandboxControls {
  /** Pays the payment with a test card, for the user it was made for. */
  confirmCard(
    userId: number,
    input: { clientSecret: string; number: string; expiry: string; cvc: string; name: string },
  ): Promise<{ status: 'succeeded' | 'requires_action' }>;
  /** The card holder approves or fails the bank's check of a payment that asked for one. */
  authenticate(userId: number, clientSecret: string, approve: boolean): Promise<{ status: 'succeeded' }>;
  /** Renews or ends subscriptions whose period is over, as of `now` (runs every minute; tests pass a date). */
  sweep(now?: Date): Promise<void>;
  /** Resolves when every event due has been sent (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for Stripe Elements; null for the sandbox. */
  readonly publishableKey: string | null;
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedProviderSubscription>;
  /** Cancel at the end of the paid period (true), or keep renewing (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Cancels at once: an abandoned subscription that was never paid. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The event in a webhook body, if its signature is good; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): Stripe.Event;
  /** The decline or error code of an invoice's last failed payment, asked of the provider. */
  invoiceFailureCode(invoiceId: string): Promise<string | null>;
  /** Present on the sandbox only. */
  readonly sandbox: SandboxControls | null;
  start(): void;
  stop(): Promise<void>;
}

export class WebhookSignatureError extends Error {}

/** The code billing records for a failed payment: the bank's decline reason when it gave a specific one
 * (insufficient_funds), else the error code (card_declined, expired_card, incorrect_cvc). */
export const failureCode = (code: string | null | undefined, declineCode: string | null | undefined) =>
  declineCode && declineCode !== 'generic_decline' ? declineCode : (code ?? null);

/** How far a signature's time may be from ours, either way (Stripe's own default, five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Verifies a Stripe-signed body (Stripe's own SDK; the sandbox signs the same way with its own secret). The
 * SDK refuses a signature older than the tolerance but not one from the future, which a captured request
 * could carry to be replayed for longer; the same tolerance applies both ways here. */
export function verifyStripeSignature(rawBody: string | Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new WebhookSignatureError('no signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('timestamp outside the tolerance');
  return event;
}

/** Signs a body as Stripe does (the sandbox's deliveries; tests and benchmarks build events this way). */
export const signStripePayload = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
