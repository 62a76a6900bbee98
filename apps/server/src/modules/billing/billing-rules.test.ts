import { describe, expect, it } from 'vitest';
import type { BillingEvent } from '../../platform/payments/stripe-events';
import { dayBefore, decide, type SubscriptionState } from './billing-rules';

// The rules one event applies: order (older events change nothing), what grants and ends the license, and that
// applying the same facts twice gives the same state (replays never reach decide: payment_events stops them).

const at = (s: string) => new Date(s);
const ref = { providerSubscriptionId: 'sub_1', customerId: 'cus_1', userId: 7, plan: 'CKPD', interval: 'month' };
const invoice = (periodEnd: string, billingReason = 'subscription_create') => ({
  providerInvoiceId: 'in_1',
  number: 'A-0001',
  amountCents: 999,
  currency: 'usd',
  periodStart: at('2026-11-26T10:00:00Z'),
  periodEnd: at(periodEnd),
  billingReason,
});
type Applied = Exclude<BillingEvent, { kind: 'other' }>;
const paid = (created: string, periodEnd = '2026-12-26T10:00:00Z', reason?: string): Applied => ({
  kind: 'invoice.paid',
  type: 'invoice.paid',
  eventId: `evt_${created}`,
  created: at(created),
  ref,
  invoice: invoice(periodEnd, reason),
});
const failed = (created: string, reason = 'subscription_create'): Applied => ({
  kind: 'invoice.payment_failed',
  type: 'invoice.payment_failed',
  eventId: `evt_failed_${created}`,
  created: at(created),
  ref,
  invoice: invoice('2026-12-26T10:00:00Z', reason),
});
const snapshot = (
  kind: 'subscription.updated' | 'subscription.deleted',
  created: string,
  status: string,
  cancelAtPeriodEnd = false,
): Applied => ({
  kind,
  type: kind,
  eventId: `evt_${kind}_${created}`,
  created: at(created),
  ref,
  state: { status, cancelAtPeriodEnd, currentPeriodEnd: at('2026-12-26T10:00:00Z') },
});

const fresh: SubscriptionState = {
  status: 'incomplete',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  licenseId: null,
  lastEventAt: null,
};
const facts = { today: '2026-11-26', failureCode: null };

describe('decide', () => {
  it('grants the license on the first paid invoice, to the date its period ends, and sends a receipt', () => {
    const d = decide(fresh, paid('2026-11-26T10:00:05Z'), facts);
    expect(d).toMatchObject({
      apply: true,
      next: { status: 'active', currentPeriodEnd: at('2026-12-26T10:00:00Z'), lastEventAt: at('2026-11-26T10:00:05Z') },
      license: { kind: 'grant', endsOn: '2026-12-26' },
      invoice: { status: 'paid', failureCode: null },
      mail: 'receipt',
    });
  });

  it('extends the license on a renewal', () => {
    const active = { ...fresh, status: 'active' as const, licenseId: 3, lastEventAt: at('2026-11-26T10:00:05Z') };
    const d = decide(active, paid('2026-12-26T10:00:09Z', '2027-01-26T10:00:00Z', 'subscription_cycle'), facts);
    expect(d).toMatchObject({ apply: true, license: { kind: 'extend', endsOn: '2027-01-26' } });
  });

  it('never grants on a subscription snapshot that says active: only a paid invoice does', () => {
    const d = decide(fresh, snapshot('subscription.updated', '2026-11-26T10:00:05Z', 'active'), facts);
    expect(d).toMatchObject({ apply: true, next: { status: 'active' }, license: null });
  });

  it('records a failed first payment without a license or a mail; a failed renewal is past due and mailed', () => {
    const first = decide(fresh, failed('2026-11-26T10:00:05Z'), { ...facts, failureCode: 'card_declined' });
    expect(first).toMatchObject({
      apply: true,
      next: { status: 'incomplete' },
      license: null,
      invoice: { status: 'failed', failureCode: 'card_declined' },
      mail: null,
    });
    const active = { ...fresh, status: 'active' as const, licenseId: 3 };
    const renewal = decide(active, failed('2026-12-26T10:00:05Z', 'subscription_cycle'), facts);
    expect(renewal).toMatchObject({ apply: true, next: { status: 'past_due' }, license: null, mail: 'failed' });
  });

  it('ignores an event older than the newest applied, whatever it says', () => {
    const state = { ...fresh, status: 'canceled' as const, lastEventAt: at('2026-11-26T12:00:00Z') };
    expect(decide(state, paid('2026-11-26T11:59:59Z'), facts)).toEqual({ apply: false, why: 'stale' });
    const running = {
      ...fresh,
      status: 'active' as const,
      cancelAtPeriodEnd: true,
      lastEventAt: at('2026-11-26T12:00:00Z'),
    };
    expect(decide(running, snapshot('subscription.updated', '2026-11-26T11:00:00Z', 'active'), facts)).toEqual({
      apply: false,
      why: 'stale',
    });
  });

  it('changes an ended subscription no more', () => {
    const ended = { ...fresh, status: 'canceled' as const, licenseId: 3, lastEventAt: at('2026-11-26T12:00:00Z') };
    expect(decide(ended, paid('2026-11-27T00:00:00Z'), facts)).toEqual({ apply: false, why: 'ended' });
  });

  it('at the same second, a snapshot never moves the subscription back (incomplete after active)', () => {
    const active = { ...fresh, status: 'active' as const, licenseId: 3, lastEventAt: at('2026-11-26T10:00:05Z') };
    const d = decide(active, snapshot('subscription.updated', '2026-11-26T10:00:05Z', 'incomplete'), facts);
    expect(d).toMatchObject({ apply: true, next: { status: 'active' } });
  });

  it('ends the license yesterday on deletion, so the teacher is free today', () => {
    const active = { ...fresh, status: 'active' as const, licenseId: 3 };
    const d = decide(active, snapshot('subscription.deleted', '2026-11-26T10:00:05Z', 'canceled'), facts);
    expect(d).toMatchObject({
      apply: true,
      next: { status: 'canceled' },
      license: { kind: 'end', endsOn: '2026-11-25' },
    });
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });

  it('keeps the license on cancel-at-period-end, and ends it when a snapshot says the subscription expired', () => {
    const active = { ...fresh, status: 'active' as const, licenseId: 3 };
    const cancel = decide(active, snapshot('subscription.updated', '2026-11-26T10:00:05Z', 'active', true), facts);
    expect(cancel).toMatchObject({ apply: true, next: { cancelAtPeriodEnd: true }, license: null });
    const expired = decide(
      active,
      snapshot('subscription.updated', '2026-11-26T10:00:05Z', 'incomplete_expired'),
      facts,
    );
    expect(expired).toMatchObject({ license: { kind: 'end' } });
  });

  it('gives the same state when the same facts are applied again (idempotent)', () => {
    const event = paid('2026-11-26T10:00:05Z');
    const once = decide(fresh, event, facts);
    if (!once.apply) throw new Error('applied');
    const twice = decide({ ...once.next, licenseId: 3 }, event, facts);
    expect(twice).toMatchObject({
      apply: true,
      next: { ...once.next, licenseId: 3 },
      license: { kind: 'extend', endsOn: '2026-12-26' },
    });
  });
});
