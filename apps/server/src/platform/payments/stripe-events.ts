import type Stripe from 'stripe';

// Stripe's webhook events (API 2025-03-31 and later: an invoice names its subscription under
// parent.subscription_details, a subscription's period is on its items) read into the few facts billing
// applies. The sandbox emits the same shapes.

/** What our subscription metadata says (set when we create it), so a webhook that arrives before our own
 * row is written can still place the subscription. */
export interface SubscriptionRef {
  providerSubscriptionId: string;
  customerId: string | null;
  userId: number | null;
  plan: string | null;
  interval: string | null;
}

export interface InvoiceFacts {
  providerInvoiceId: string;
  number: string | null;
  amountCents: number;
  currency: string;
  /** The service period the invoice pays for (its subscription line), not the invoice's own dates. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** subscription_create (the first payment, made on the card form) or subscription_cycle (a renewal). */
  billingReason: string | null;
}

export interface SubscriptionFacts {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

interface Base {
  eventId: string;
  type: string;
  /** The event's creation at the provider (whole seconds). */
  created: Date;
}

export type BillingEvent =
  | (Base & { kind: 'invoice.paid' | 'invoice.payment_failed'; ref: SubscriptionRef; invoice: InvoiceFacts })
  | (Base & { kind: 'subscription.updated' | 'subscription.deleted'; ref: SubscriptionRef; state: SubscriptionFacts })
  | (Base & { kind: 'other' });

const date = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function metadataRef(
  providerSubscriptionId: string,
  customer: Stripe.Invoice['customer'] | Stripe.Subscription['customer'],
  metadata: Stripe.Metadata | null | undefined,
): SubscriptionRef {
  const userId = Number(metadata?.userId);
  return {
    providerSubscriptionId,
    customerId: idOf(customer),
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    plan: metadata?.plan ?? null,
    interval: metadata?.interval ?? null,
  };
}

function invoiceEvent(base: Base, kind: 'invoice.paid' | 'invoice.payment_failed', invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return { ...base, kind: 'other' as const };
  const line = invoice.lines?.data?.find((l) => l.period) ?? null;
  return {
    ...base,
    kind,
    ref: metadataRef(subscriptionId, invoice.customer, details?.metadata),
    invoice: {
      providerInvoiceId: invoice.id as string,
      number: invoice.number ?? null,
      amountCents: kind === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      periodStart: date(line?.period.start),
      periodEnd: date(line?.period.end),
      billingReason: invoice.billing_reason ?? null,
    },
  };
}

function subscriptionEvent(
  base: Base,
  kind: 'subscription.updated' | 'subscription.deleted',
  sub: Stripe.Subscription,
): BillingEvent {
  const ends = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  return {
    ...base,
    kind,
    ref: metadataRef(sub.id, sub.customer, sub.metadata),
    state: {
      status: sub.status,
      cancelAtPeriodEnd: !!sub.cancel_at_period_end,
      currentPeriodEnd: ends.length ? date(Math.max(...ends)) : null,
    },
  };
}

/** Reads a verified event; types billing does not apply come back as kind 'other' (acknowledged, ignored). */
export function readBillingEvent(event: Stripe.Event): BillingEvent {
  const base: Base = { eventId: event.id, type: event.type, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'invoice.paid':
      return invoiceEvent(base, 'invoice.paid', event.data.object);
    case 'invoice.payment_failed':
      return invoiceEvent(base, 'invoice.payment_failed', event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionEvent(base, 'subscription.updated', event.data.object);
    case 'customer.subscription.deleted':
      return subscriptionEvent(base, 'subscription.deleted', event.data.object);
    default:
      return { ...base, kind: 'other' };
  }
}
