import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readBillingEvent } from './stripe-events';

// Events as Stripe sends them (API 2025-03-31 and later), read into billing's facts.

const parse = (event: object) => readBillingEvent(event as Stripe.Event);
const base = { object: 'event', api_version: Stripe.API_VERSION, created: 1_795_000_000, livemode: false };

describe('readBillingEvent', () => {
  it('reads a paid invoice: its subscription and metadata from parent.subscription_details, the line period', () => {
    const event = parse({
      ...base,
      id: 'evt_1',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          number: 'ABC-0001',
          currency: 'usd',
          amount_due: 999,
          amount_paid: 999,
          billing_reason: 'subscription_create',
          period_start: 1_795_000_000,
          period_end: 1_795_000_000,
          lines: { data: [{ period: { start: 1_795_000_000, end: 1_797_592_000 } }] },
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: 'sub_1',
              metadata: { userId: '42', plan: 'CKPD', interval: 'month' },
            },
          },
        },
      },
    });
    expect(event).toEqual({
      kind: 'invoice.paid',
      type: 'invoice.paid',
      eventId: 'evt_1',
      created: new Date(1_795_000_000_000),
      ref: { providerSubscriptionId: 'sub_1', customerId: 'cus_1', userId: 42, plan: 'CKPD', interval: 'month' },
      invoice: {
        providerInvoiceId: 'in_1',
        number: 'ABC-0001',
        amountCents: 999,
        currency: 'usd',
        periodStart: new Date(1_795_000_000_000),
        periodEnd: new Date(1_797_592_000_000),
        billingReason: 'subscription_create',
      },
    });
  });

  it('reads a subscription snapshot: status, cancel flag and the period end from its items', () => {
    const event = parse({
      ...base,
      id: 'evt_2',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          customer: { id: 'cus_1' },
          status: 'active',
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: 1_797_592_000 }] },
          metadata: { userId: 'x' },
        },
      },
    });
    expect(event).toMatchObject({
      kind: 'subscription.updated',
      ref: { providerSubscriptionId: 'sub_1', customerId: 'cus_1', userId: null },
      state: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(1_797_592_000_000) },
    });
  });

  it('leaves other events, and invoices of no subscription, as "other"', () => {
    expect(parse({ ...base, id: 'evt_3', type: 'charge.refunded', data: { object: {} } }).kind).toBe('other');
    const oneOff = parse({
      ...base,
      id: 'evt_4',
      type: 'invoice.paid',
      data: { object: { id: 'in_2', object: 'invoice', parent: null, lines: { data: [] } } },
    });
    expect(oneOff.kind).toBe('other');
  });
});
