import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@clearsheets/shared';
import type { BillingEvent } from '../../platform/payments/stripe-events';

// What one provider event does to a subscription (docs/decisions/0029): pure, so the rules are tested alone.
// Replays never get here (payment_events lets each event id through once); this decides order and effect.

export interface SubscriptionState {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  licenseId: number | null;
  /** Creation time of the newest event applied. */
  lastEventAt: Date | null;
}

type AppliedEvent = Exclude<BillingEvent, { kind: 'other' }>;

export type LicenseChange =
  | { kind: 'grant'; endsOn: string }
  | { kind: 'extend'; endsOn: string }
  | { kind: 'end'; endsOn: string }
  | null;

export type Decision =
  | { apply: false; why: 'stale' | 'ended' }
  | {
      apply: true;
      next: SubscriptionState;
      license: LicenseChange;
      invoice: { status: 'paid' | 'failed'; failureCode: string | null } | null;
      mail: 'receipt' | 'failed' | null;
    };

/** A subscription's standing: at the same second, a snapshot never moves it back (incomplete after active). */
const RANK: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  active: 1,
  past_due: 1,
  unpaid: 1,
  canceled: 2,
  incomplete_expired: 2,
};
const ENDED: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** The date (UTC, as licenses are compared) of a moment; licenses run through their end date. */
export const dateOf = (at: Date) => at.toISOString().slice(0, 10);
/** The day before a date: an ended license's last day, so it stops counting today. */
export const dayBefore = (day: string) => dateOf(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

/** Stripe's statuses in ours; 'trialing' runs like active, 'paused' collects nothing like past_due. */
function statusOf(provider: string): SubscriptionStatus | null {
  if ((SUBSCRIPTION_STATUSES as readonly string[]).includes(provider)) return provider as SubscriptionStatus;
  if (provider === 'trialing') return 'active';
  if (provider === 'paused') return 'past_due';
  return null;
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a >= b ? a : b);

/**
 * The effect of an event on the subscription as it stands. `today` is the UTC date the change is made.
 * - Older than the newest event applied: changes nothing (out of order).
 * - An ended subscription (canceled, expired) changes no more.
 * - invoice.paid alone grants the license (to the paid period's end) or extends it; it makes the subscription active.
 * - invoice.payment_failed records the failure; no license; a running subscription is past due.
 * - A subscription snapshot sets status, cancel flag and period end; canceled or expired ends the license.
 * - customer.subscription.deleted ends it: the license's last day becomes yesterday, so the teacher is free today.
 */
export function decide(
  state: SubscriptionState,
  event: AppliedEvent,
  facts: { today: string; failureCode: string | null },
): Decision {
  if (state.lastEventAt && event.created < state.lastEventAt) return { apply: false, why: 'stale' };
  if (ENDED.includes(state.status)) return { apply: false, why: 'ended' };
  const sameTime = !!state.lastEventAt && event.created.getTime() === state.lastEventAt.getTime();
  const next: SubscriptionState = { ...state, lastEventAt: later(state.lastEventAt, event.created) };
  const endLicense: LicenseChange = state.licenseId ? { kind: 'end', endsOn: dayBefore(facts.today) } : null;

  switch (event.kind) {
    case 'invoice.paid': {
      next.status = 'active';
      const periodEnd = event.invoice.periodEnd ?? state.currentPeriodEnd;
      next.currentPeriodEnd = later(state.currentPeriodEnd, periodEnd);
      const endsOn = periodEnd ? dateOf(periodEnd) : null;
      const license: LicenseChange = !endsOn
        ? null
        : state.licenseId
          ? { kind: 'extend', endsOn }
          : { kind: 'grant', endsOn };
      return { apply: true, next, license, invoice: { status: 'paid', failureCode: null }, mail: 'receipt' };
    }
    case 'invoice.payment_failed': {
      if (state.status !== 'incomplete') next.status = 'past_due';
      const renewal = event.invoice.billingReason !== 'subscription_create';
      return {
        apply: true,
        next,
        license: null,
        invoice: { status: 'failed', failureCode: facts.failureCode },
        mail: renewal ? 'failed' : null,
      };
    }
    case 'subscription.updated': {
      const status = statusOf(event.state.status) ?? state.status;
      next.status = sameTime && RANK[status] < RANK[state.status] ? state.status : status;
      next.cancelAtPeriodEnd = event.state.cancelAtPeriodEnd;
      next.currentPeriodEnd = sameTime
        ? later(state.currentPeriodEnd, event.state.currentPeriodEnd)
        : (event.state.currentPeriodEnd ?? state.currentPeriodEnd);
      const ended = ENDED.includes(next.status);
      return { apply: true, next, license: ended ? endLicense : null, invoice: null, mail: null };
    }
    case 'subscription.deleted': {
      next.status = 'canceled';
      next.cancelAtPeriodEnd = event.state.cancelAtPeriodEnd;
      return { apply: true, next, license: endLicense, invoice: null, mail: null };
    }
  }
}
