import {
  BILLING_INTERVALS,
  GRADES,
  LICENSES,
  PLAN_CODES,
  type PlanCode,
  type Role,
  type SubscriptionStatus,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { queueMail } from '../../platform/mail/queue';
import { WebhookSignatureError } from '../../platform/payments/provider';
import { type BillingEvent, readBillingEvent, type SubscriptionRef } from '../../platform/payments/stripe-events';
import { mayHoldSubscription } from './billing.policy';
import {
  endLicense,
  eventSeen,
  extendLicense,
  findBillingUser,
  insertLicense,
  insertSubscription,
  lockSubscriptionByProviderId,
  recordEvent,
  type SubscriptionRow,
  saveInvoice,
  setEventOutcome,
  updateSubscription,
} from './billing.repository';
import { failedMail, receiptMail } from './billing-mail';
import { type Decision, dateOf, decide } from './billing-rules';

// The webhook (docs/decisions/0029): the only way a subscription becomes paid and a license is granted. Each
// event is applied once: its id goes into payment_events in the same transaction as its change, so a replay (or a
// second delivery racing the first) finds it there and changes nothing.

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

type SubscriptionEvent = Exclude<BillingEvent, { kind: 'other' }>;

/** A subscription the webhook hears of before our own row is written (Stripe may send customer.subscription
 * .created before its create call has answered us): placed from the metadata we gave it, when it names a
 * teacher and a plan. Undefined when it is not one of ours. */
async function placeFromMetadata(tx: Db, provider: string, ref: SubscriptionRef) {
  if (!ref.userId || !PLAN_CODES.includes(ref.plan as PlanCode)) return undefined;
  if (!BILLING_INTERVALS.includes(ref.interval as 'month')) return undefined;
  const user = await findBillingUser(tx, ref.userId);
  if (!user || !mayHoldSubscription(user.role as Role)) return undefined;
  await insertSubscription(tx, {
    userId: user.id,
    planCode: ref.plan as PlanCode,
    interval: ref.interval as 'month',
    provider,
    providerCustomerId: ref.customerId,
    providerSubscriptionId: ref.providerSubscriptionId,
  });
  return lockSubscriptionByProviderId(tx, provider, ref.providerSubscriptionId);
}

/** Grants, extends or ends the subscription's license, with an audit row each time. */
async function applyLicense(tx: Db, sub: SubscriptionRow, decision: Extract<Decision, { apply: true }>, today: string) {
  const change = decision.license;
  if (!change) return sub.licenseId;
  const audit = (action: string, licenseId: number) =>
    writeAudit(tx, {
      actorUserId: null,
      action,
      entityType: 'license',
      entityId: licenseId,
      details: { userId: sub.userId, subscriptionId: sub.id, code: sub.planCode, endsOn: change.endsOn },
    });
  if (change.kind === 'grant') {
    const licenseId = await insertLicense(tx, {
      code: sub.planCode,
      scope: 'teacher',
      teacherId: sub.userId,
      grades: [...GRADES],
      source: 'subscription',
      startsOn: today,
      endsOn: change.endsOn,
    });
    await audit('license.granted', licenseId);
    return licenseId;
  }
  if (!sub.licenseId) return null;
  if (change.kind === 'extend') {
    await extendLicense(tx, sub.licenseId, change.endsOn);
    await audit('license.extended', sub.licenseId);
  } else {
    await endLicense(tx, sub.licenseId, change.endsOn);
    await audit('license.ended', sub.licenseId);
  }
  return sub.licenseId;
}

/** The receipt (when the teacher keeps receipts on) or the failed-payment notice. */
async function queueBillingMail(
  tx: Db,
  sub: SubscriptionRow,
  event: SubscriptionEvent,
  kind: 'receipt' | 'failed',
  failureCode: string | null,
) {
  if (event.kind !== 'invoice.paid' && event.kind !== 'invoice.payment_failed') return false;
  const user = await findBillingUser(tx, sub.userId);
  if (!user?.email || user.status !== 'active') return false;
  if (kind === 'receipt' && !user.notifyReceipts) return false;
  const language = user.language === 'es' ? 'es' : 'en';
  const planName = LICENSES[sub.planCode as PlanCode].name;
  const base = { to: user.email, userId: user.id, language } as const;
  if (kind === 'receipt')
    await queueMail(tx, {
      ...base,
      template: 'payment-receipt',
      data: receiptMail(user.firstName, planName, event.invoice, language),
    });
  else
    await queueMail(tx, {
      ...base,
      template: 'payment-failed',
      data: failedMail(user.firstName, planName, failureCode, language),
    });
  return true;
}

/** Applies one verified event in one transaction; 'duplicate' when it was applied before. */
async function applyEvent(ctx: AppContext, provider: string, event: BillingEvent, failureCode: string | null) {
  return ctx.db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type,
      createdAt: event.created,
    });
    if (!fresh) return { outcome: 'duplicate' as const, mail: false };
    const ignore = async () => {
      await setEventOutcome(tx, provider, event.eventId, 'ignored');
      return { outcome: 'ignored' as const, mail: false };
    };
    if (event.kind === 'other') return ignore();
    const sub =
      (await lockSubscriptionByProviderId(tx, provider, event.ref.providerSubscriptionId)) ??
      (await placeFromMetadata(tx, provider, event.ref));
    if (!sub) return ignore();
    const today = dateOf(new Date());
    const decision = decide(
      {
        status: sub.status as SubscriptionStatus,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        currentPeriodEnd: sub.currentPeriodEnd,
        licenseId: sub.licenseId,
        lastEventAt: sub.lastEventAt,
      },
      event,
      { today, failureCode },
    );
    if (!decision.apply) return ignore();
    if (decision.invoice && 'invoice' in event) {
      await saveInvoice(tx, {
        subscriptionId: sub.id,
        providerInvoiceId: event.invoice.providerInvoiceId,
        number: event.invoice.number,
        amountCents: event.invoice.amountCents,
        currency: event.invoice.currency,
        status: decision.invoice.status,
        failureCode: decision.invoice.failureCode,
        periodStart: event.invoice.periodStart,
        periodEnd: event.invoice.periodEnd,
        paidAt: decision.invoice.status === 'paid' ? event.created : null,
      });
    }
    const licenseId = await applyLicense(tx, sub, decision, today);
    const { next } = decision;
    await updateSubscription(tx, sub.id, {
      status: next.status,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
      currentPeriodEnd: next.currentPeriodEnd,
      lastEventAt: next.lastEventAt,
      licenseId,
    });
    const mail = decision.mail ? await queueBillingMail(tx, sub, event, decision.mail, failureCode) : false;
    return { outcome: 'applied' as const, mail };
  });
}

/** POST /api/v1/billing/webhook: verifies the provider's signature on the raw body, then applies the event
 * once. A bad signature is a 400 and changes nothing. */
export async function receiveWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  const provider = ctx.payments;
  if (!provider) throw notFound();
  let verified: ReturnType<typeof provider.verifyWebhook>;
  try {
    verified = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError(400, 'invalid_signature', 'webhookSignatureInvalid');
    throw error;
  }
  const event = readBillingEvent(verified);
  if (await eventSeen(ctx.db, provider.name, event.eventId))
    return { received: true as const, outcome: 'duplicate' as WebhookOutcome };
  const failureCode =
    event.kind === 'invoice.payment_failed' ? await provider.invoiceFailureCode(event.invoice.providerInvoiceId) : null;
  const result = await applyEvent(ctx, provider.name, event, failureCode);
  if (result.mail) ctx.mail.wake();
  return { received: true as const, outcome: result.outcome as WebhookOutcome };
}
