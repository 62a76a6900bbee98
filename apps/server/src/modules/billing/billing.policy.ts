import type { Role } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { AppError, notFound } from '../../platform/errors';
import { findSubscription } from './billing.repository';

// The billing policy (docs/decisions/0025, 0029): a subscription is its teacher's alone; only teachers buy a plan,
// and only when no paid license already covers them.

/** Roles that buy a plan by card: a leader's license comes with their school or district. */
export const SUBSCRIBERS = ['Teacher'] as const satisfies readonly Role[];

/** Whether an account of this role may hold a subscription (the webhook places one only for such a user). */
export const mayHoldSubscription = (role: Role) => (SUBSCRIBERS as readonly Role[]).includes(role);

export interface SubscriptionFacts {
  userId: number;
  status: string;
  cancelAtPeriodEnd: boolean;
}

const RUNNING = ['active', 'past_due'];

const owns = (caller: Caller, sub: SubscriptionFacts) => sub.userId === caller.userId;

/** Why: one answer for each thing a caller does with a subscription. Someone else's is not even readable. */
export const subscriptionPolicy = definePolicy(
  {
    read: owns,
    cancel: (caller: Caller, sub: SubscriptionFacts) =>
      owns(caller, sub) && RUNNING.includes(sub.status) && !sub.cancelAtPeriodEnd,
    resume: (caller: Caller, sub: SubscriptionFacts) =>
      owns(caller, sub) && RUNNING.includes(sub.status) && sub.cancelAtPeriodEnd,
  },
  ['cancel', 'resume'],
);
export type SubscriptionAction = (typeof subscriptionPolicy.actions)[number];
export const can = (caller: Caller, action: SubscriptionAction, sub: SubscriptionFacts) =>
  subscriptionPolicy.can(caller, action, sub);
export const abilitiesOf = (caller: Caller, sub: SubscriptionFacts) => subscriptionPolicy.abilitiesOf(caller, sub);

export type SubscribeRefusal = 'notTeacher' | 'unavailable' | 'subscribed' | 'licensed';

/** Whether the caller may start a subscription, and why not: the plans page says it, the server refuses it. */
export function subscribeRefusal(
  caller: Pick<Caller, 'role'>,
  facts: { providerReady: boolean; runningSubscription: boolean; paidLicense: boolean },
): SubscribeRefusal | null {
  if (!mayHoldSubscription(caller.role)) return 'notTeacher';
  if (facts.runningSubscription) return 'subscribed';
  if (facts.paidLicense) return 'licensed';
  if (!facts.providerReady) return 'unavailable';
  return null;
}

/** The caller's subscription: 404 for anyone else's (no hint it exists), 409 when its state refuses the change. */
export async function loadSubscriptionFor(db: Db, caller: Caller, id: number, action: SubscriptionAction) {
  const sub = await findSubscription(db, id);
  if (!sub || !can(caller, 'read', sub)) throw notFound();
  if (!can(caller, action, sub)) throw new AppError(409, 'subscription_not_changeable', 'subscriptionNotChangeable');
  return sub;
}
