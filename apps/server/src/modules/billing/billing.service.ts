import { randomUUID } from 'node:crypto';
import {
  LICENSES,
  type LicenseCode,
  PLAN_CODES,
  type PlanCode,
  type TBillingPlans,
  type TCreatedSubscription,
  type TCreateSubscriptionRequest,
  type TInvoice,
  type TMySubscription,
  type TSubscription,
  type TSubscriptionDetail,
} from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PaymentProvider } from '../../platform/payments/provider';
import { findActiveLicenses } from '../auth';
import {
  abilitiesOf,
  loadSubscriptionFor,
  SUBSCRIBERS,
  type SubscribeRefusal,
  subscribeRefusal,
} from './billing.policy';
import {
  findBillingUser,
  findCurrentSubscription,
  findCustomerId,
  findLicense,
  findOpenSubscriptions,
  type InvoiceRow,
  insertSubscription,
  listInvoices,
  lockUser,
  otherOpenSubscriptions,
  type SubscriptionRow,
  subscriptionIdsOf,
  updateSubscription,
} from './billing.repository';
import { isPaidClearsheets } from './billing-eligibility';
import { dateOf } from './billing-rules';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The paid clearsheets license already reaching the user, if any (their own, their school's, their district's). */
async function paidLicenseOf(
  ctx: AppContext,
  user: { id: number; schoolId: number | null; districtId: number | null },
) {
  const rows = await findActiveLicenses(ctx.db, user.id, user.schoolId, user.districtId);
  return rows.find((l) => isPaidClearsheets(l.code)) ?? null;
}

/** Why the caller may not start a subscription now (null: they may). */
async function refusalOf(ctx: AppContext, caller: Caller) {
  const user = await findBillingUser(ctx.db, caller.userId);
  if (!user) throw new AppError(401, 'invalid_token', 'tokenExpired');
  const [license, open] = await Promise.all([paidLicenseOf(ctx, user), findOpenSubscriptions(ctx.db, user.id)]);
  const refusal = subscribeRefusal(caller, {
    providerReady: !!ctx.payments,
    runningSubscription: open.some((s) => s.status !== 'incomplete'),
    paidLicense: !!license,
  });
  return { user, license, open, refusal };
}

const REFUSALS: Record<SubscribeRefusal, () => AppError> = {
  notTeacher: () => new AppError(403, 'forbidden', 'subscriptionOnlyTeachers'),
  unavailable: () => new AppError(409, 'payments_unavailable', 'paymentsUnavailable'),
  subscribed: () => new AppError(409, 'subscription_exists', 'subscriptionExists'),
  licensed: () => new AppError(409, 'already_licensed', 'alreadyLicensed'),
};

/** The plans with their prices and what each opens for a teacher, and whether the caller may buy one. */
export async function listPlans(ctx: AppContext, caller: Caller): Promise<TBillingPlans> {
  const { billing } = ctx.config;
  const { license, refusal } = await refusalOf(ctx, caller);
  const holder = license?.scope === 'school' ? 'school' : license?.scope === 'district' ? 'district' : null;
  return {
    provider: ctx.payments?.name ?? null,
    publishableKey: ctx.payments?.publishableKey ?? null,
    currency: billing.currency,
    plans: PLAN_CODES.map((code) => {
      const granted = ctx.permissions.effective(SUBSCRIBERS[0], [code]);
      return {
        code,
        name: LICENSES[code].name,
        tier: LICENSES[code].tier as 'paid' | 'premium',
        prices: { month: billing.plans[code].month.amountCents, year: billing.plans[code].year.amountCents },
        features: Object.entries(granted)
          .filter(([, flags]) => flags?.V)
          .map(([name]) => name as keyof typeof granted),
      };
    }),
    eligibility: {
      canSubscribe: refusal === null,
      reason: refusal,
      coveredBy:
        refusal === 'licensed' && license
          ? {
              name: LICENSES[license.code as LicenseCode].name,
              scope: license.scope as 'teacher' | 'school' | 'district',
              holder,
              endsOn: license.endsOn,
            }
          : null,
    },
  };
}

function providerOf(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) throw REFUSALS.unavailable();
  return ctx.payments;
}

/** Starts a subscription at the provider, unpaid until the card step and its webhook; returns the payment's
 * client secret. A card step left unfinished before is abandoned (cancelled at the provider) first. */
export async function startSubscription(
  ctx: AppContext,
  caller: Caller,
  input: TCreateSubscriptionRequest,
): Promise<TCreatedSubscription> {
  const { user, open, refusal } = await refusalOf(ctx, caller);
  if (refusal) throw REFUSALS[refusal]();
  const provider = providerOf(ctx);
  for (const abandoned of open.filter((s) => s.status === 'incomplete' && s.provider === provider.name)) {
    await provider.cancelNow(abandoned.providerSubscriptionId);
    await updateSubscription(ctx.db, abandoned.id, { status: 'incomplete_expired' });
  }
  const created = await provider.createSubscription({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    customerId: await findCustomerId(ctx.db, user.id, provider.name),
    plan: input.plan,
    interval: input.interval,
    idempotencyKey: randomUUID(),
  });
  const { saved, clash } = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const saved = await insertSubscription(tx, {
      userId: user.id,
      planCode: input.plan,
      interval: input.interval,
      provider: provider.name,
      providerCustomerId: created.customerId,
      providerSubscriptionId: created.subscriptionId,
    });
    const others = await otherOpenSubscriptions(tx, user.id, saved.id);
    const clash = others.some((s) => s.status !== 'incomplete');
    if (!clash)
      await writeAudit(tx, {
        actorUserId: caller.userId,
        action: 'subscription.started',
        entityType: 'subscription',
        entityId: saved.id,
        details: { plan: input.plan, interval: input.interval, provider: provider.name },
      });
    return { saved, clash };
  });
  if (clash) {
    // Another request of the same teacher paid first: this one must not charge them twice.
    await provider.cancelNow(created.subscriptionId);
    await updateSubscription(ctx.db, saved.id, { status: 'incomplete_expired' });
    throw REFUSALS.subscribed();
  }
  return { subscriptionId: saved.id, clientSecret: created.clientSecret, provider: provider.name };
}

function invoiceView(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as TInvoice['status'],
    failureCode: row.failureCode,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function subscriptionView(ctx: AppContext, caller: Caller, row: SubscriptionRow): Promise<TSubscription> {
  const license = row.licenseId ? await findLicense(ctx.db, row.licenseId) : undefined;
  const today = dateOf(new Date());
  return {
    id: row.id,
    plan: row.planCode as PlanCode,
    planName: LICENSES[row.planCode as PlanCode].name,
    interval: row.interval as TSubscription['interval'],
    status: row.status as TSubscription['status'],
    provider: row.provider as TSubscription['provider'],
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    license: license
      ? {
          code: license.code as PlanCode,
          startsOn: license.startsOn,
          endsOn: license.endsOn,
          inForce: license.startsOn <= today && license.endsOn >= today,
        }
      : null,
    abilities: abilitiesOf(caller, row),
  };
}

/** The caller's current (or last paid) subscription and every invoice they have had. */
export async function mySubscription(ctx: AppContext, caller: Caller): Promise<TMySubscription> {
  const [current, ids] = await Promise.all([
    findCurrentSubscription(ctx.db, caller.userId),
    subscriptionIdsOf(ctx.db, caller.userId),
  ]);
  const invoices = await listInvoices(ctx.db, ids);
  return {
    subscription: current ? await subscriptionView(ctx, caller, current) : null,
    invoices: invoices.map(invoiceView),
  };
}

/** One of the caller's subscriptions (the success page follows the one just paid until its license is granted). */
export async function subscriptionDetail(ctx: AppContext, caller: Caller, id: number): Promise<TSubscriptionDetail> {
  const row = await loadSubscriptionFor(ctx.db, caller, id, 'read');
  const invoices = await listInvoices(ctx.db, [row.id]);
  return { subscription: await subscriptionView(ctx, caller, row), invoices: invoices.map(invoiceView) };
}

/** Cancel at the end of the paid period (the license stays until then), or take that back. */
export async function setCancelAtPeriodEnd(
  ctx: AppContext,
  caller: Caller,
  id: number,
  cancel: boolean,
): Promise<TSubscriptionDetail> {
  const row = await loadSubscriptionFor(ctx.db, caller, id, cancel ? 'cancel' : 'resume');
  const provider = ctx.payments;
  if (!provider || provider.name !== row.provider)
    throw new AppError(409, 'subscription_not_changeable', 'subscriptionNotChangeable');
  await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
  await ctx.db.transaction(async (tx) => {
    await updateSubscription(tx, row.id, { cancelAtPeriodEnd: cancel });
    await writeAudit(tx, {
      actorUserId: caller.userId,
      action: cancel ? 'subscription.cancel' : 'subscription.resume',
      entityType: 'subscription',
      entityId: row.id,
    });
  });
  return subscriptionDetail(ctx, caller, id);
}

function sandboxOf(ctx: AppContext) {
  const sandbox = ctx.payments?.sandbox;
  if (!sandbox) throw REFUSALS.unavailable();
  return sandbox;
}

/** The sandbox's card form: pays the caller's pending payment with a test card. */
export const confirmSandboxCard = (
  ctx: AppContext,
  caller: Caller,
  card: { clientSecret: string; number: string; expiry: string; cvc: string; name: string },
) => sandboxOf(ctx).confirmCard(caller.userId, card);

/** The sandbox's stand-in for the bank's check: approve pays, fail declines. */
export const authenticateSandboxPayment = (ctx: AppContext, caller: Caller, clientSecret: string, approve: boolean) =>
  sandboxOf(ctx).authenticate(caller.userId, clientSecret, approve);
