import { randomBytes } from 'node:crypto';
import type { BillingInterval, PlanCode } from '@clearsheets/shared';
import Stripe from 'stripe';

// The sandbox's records, shaped as Stripe's objects of the API version our SDK speaks, with the fields billing
// reads and the usual ones around them. Only invoices and subscriptions travel in events.

export interface SbxCard {
  number: string;
  last4: string;
}

export interface SbxCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string;
  invoice_prefix: string;
  next_invoice_sequence: number;
  metadata: { userId: string };
  /** The card that paid last, charged again at renewal (Stripe: the default payment method). */
  sandbox_card: SbxCard | null;
}

export interface SbxSubscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled' | 'unpaid';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  currency: string;
  latest_invoice: string | null;
  livemode: false;
  collection_method: 'charge_automatically';
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
      price: SbxPrice;
    }[];
  };
  metadata: { userId: string; plan: PlanCode; interval: BillingInterval };
}

interface SbxPrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: BillingInterval; interval_count: 1 };
}

export interface SbxInvoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  number: string;
  status: 'open' | 'paid' | 'void';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  livemode: false;
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number; paid_at: number | null; voided_at: number | null };
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      period: { start: number; end: number };
    }[];
  };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: SbxSubscription['metadata'] };
  };
  confirmation_secret: { client_secret: string; type: 'payment_intent' };
  metadata: Record<string, never>;
}

export interface SbxPaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  livemode: false;
  last_payment_error: { type: 'card_error'; code: string; decline_code: string | null } | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  metadata: { userId: string; invoice: string };
  /** The card waiting for the bank's authentication step. */
  sandbox_pending_card: SbxCard | null;
}

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The payment intent a client secret belongs to ("pi_..._secret_..."), or null when it is not one. */
export function intentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 && clientSecret.startsWith('pi_sbx_') ? clientSecret.slice(0, at) : null;
}

/** The end of a period that starts at `start` (seconds): one calendar month or year later, in UTC; a
 * month from January 31 ends on the last day of February, as Stripe bills. */
export function periodEnd(start: number, interval: BillingInterval): number {
  const from = new Date(start * 1000);
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** A new open invoice for one period of the subscription, and its payment waiting for a card. */
export function newInvoice(
  customer: SbxCustomer,
  sub: SbxSubscription,
  period: { start: number; end: number },
  reason: SbxInvoice['billing_reason'],
): { invoice: SbxInvoice; intent: SbxPaymentIntent } {
  const created = nowSeconds();
  const item = sub.items.data[0] as SbxSubscription['items']['data'][number];
  const amount = item.price.unit_amount;
  const invoiceId = sandboxId('in');
  const intentId = sandboxId('pi');
  const clientSecret = `${intentId}_secret_${randomBytes(16).toString('hex')}`;
  const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  const invoice: SbxInvoice = {
    id: invoiceId,
    object: 'invoice',
    created,
    customer: customer.id,
    number,
    status: 'open',
    billing_reason: reason,
    collection_method: 'charge_automatically',
    currency: sub.currency,
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    livemode: false,
    period_start: created,
    period_end: created,
    status_transitions: { finalized_at: created, paid_at: null, voided_at: null },
    lines: {
      object: 'list',
      data: [
        {
          id: sandboxId('il'),
          object: 'line_item',
          amount,
          currency: sub.currency,
          description: `1 x ${sub.metadata.plan} (${sub.metadata.interval === 'month' ? 'monthly' : 'yearly'})`,
          period,
        },
      ],
    },
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    confirmation_secret: { client_secret: clientSecret, type: 'payment_intent' },
    metadata: {},
  };
  const intent: SbxPaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    created,
    amount,
    currency: sub.currency,
    status: 'requires_payment_method',
    client_secret: clientSecret,
    livemode: false,
    last_payment_error: null,
    next_action: null,
    metadata: { userId: sub.metadata.userId, invoice: invoiceId },
    sandbox_pending_card: null,
  };
  return { invoice, intent };
}

/** A Stripe event around a snapshot of the object, as Stripe's webhooks send them. */
export function sandboxEvent(type: string, object: SbxInvoice | SbxSubscription) {
  const event = {
    id: sandboxId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  };
  return { id: event.id, type, payload: JSON.stringify(event) };
}
