import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config-billing';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../errors';
import type { PaymentProvider } from './provider';
import { failureCode, verifyStripeSignature } from './provider';
import { type CardOutcome, cardOutcome, expiryInFuture, failureCodeOf, last4 } from './sandbox-cards';
import { createSandboxDelivery, type DeliverWebhook } from './sandbox-delivery';
import {
  intentIdOf,
  newInvoice,
  nowSeconds,
  periodEnd,
  type SbxCard,
  type SbxCustomer,
  type SbxInvoice,
  type SbxPaymentIntent,
  type SbxSubscription,
  sandboxEvent,
  sandboxId,
} from './sandbox-objects';
import {
  findObject,
  findObjectByLookup,
  insertEvents,
  insertObject,
  saveObject,
  subscriptionsDue,
} from './sandbox-store.repository';

// The built-in payment provider for a machine without Stripe keys (docs/decisions/0029). It keeps its own
// customers, subscriptions, invoices and payments in the database, accepts only Stripe's test cards, and tells
// the app what happened the way Stripe does: signed webhook events, sent by a background job with retries.

type Event = ReturnType<typeof sandboxEvent>;
/** A past-due subscription is ended this long after its unpaid renewal. */
const PAST_DUE_GRACE_SECONDS = 3 * 24 * 3600;
const SWEEP_MS = 60_000;

const MESSAGE_OF: Record<string, 'cardDeclined' | 'cardInsufficientFunds' | 'cardExpired' | 'cardIncorrectCvc'> = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  expired_card: 'cardExpired',
  incorrect_cvc: 'cardIncorrectCvc',
};

/** What the card form shows for a decline: 402 with the card's code and message (the attempt is recorded). */
const declined = (code: string) => new AppError(402, code, MESSAGE_OF[code] ?? 'cardDeclined');

export function createSandboxProvider(opts: {
  db: Db;
  billing: BillingConfig;
  webhookSecret: string;
  deliver: DeliverWebhook;
  log: FastifyBaseLogger;
}): PaymentProvider {
  const { db, billing, webhookSecret } = opts;
  const delivery = createSandboxDelivery({ db, secret: webhookSecret, deliver: opts.deliver, log: opts.log });
  let sweeper: NodeJS.Timeout | null = null;

  /** Runs a change and queues its events in one transaction, then sends them. */
  async function change<T>(work: (tx: Db, events: Event[]) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const events: Event[] = [];
      const value = await work(tx, events);
      await insertEvents(tx, events);
      return value;
    });
    delivery.wake();
    return result;
  }

  async function customerFor(tx: Db, input: { userId: number; email: string | null; name: string; id: string | null }) {
    const known =
      (input.id ? await findObject<SbxCustomer>(tx, 'customer', input.id) : undefined) ??
      (await findObjectByLookup<SbxCustomer>(tx, 'customer', `user:${input.userId}`));
    if (known) return known;
    const customer: SbxCustomer = {
      id: sandboxId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: input.email,
      name: input.name,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      next_invoice_sequence: 1,
      metadata: { userId: String(input.userId) },
      sandbox_card: null,
    };
    await insertObject(tx, 'customer', customer, `user:${input.userId}`);
    return customer;
  }

  /** The invoice is paid with the card: the payment succeeds, the subscription runs to the line's period end. */
  async function pay(tx: Db, events: Event[], intent: SbxPaymentIntent, card: SbxCard) {
    const invoice = (await findObject<SbxInvoice>(tx, 'invoice', intent.metadata.invoice, true)) as SbxInvoice;
    const subId = invoice.parent.subscription_details.subscription;
    const sub = (await findObject<SbxSubscription>(tx, 'subscription', subId, true)) as SbxSubscription;
    const customer = (await findObject<SbxCustomer>(tx, 'customer', sub.customer, true)) as SbxCustomer;
    const now = nowSeconds();
    Object.assign(intent, {
      status: 'succeeded',
      last_payment_error: null,
      next_action: null,
      sandbox_pending_card: null,
    });
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempted: true,
      attempt_count: invoice.attempt_count + 1,
    });
    invoice.status_transitions.paid_at = now;
    const line = invoice.lines.data[0] as SbxInvoice['lines']['data'][number];
    const item = sub.items.data[0] as SbxSubscription['items']['data'][number];
    item.current_period_start = line.period.start;
    item.current_period_end = line.period.end;
    sub.status = 'active';
    sub.latest_invoice = invoice.id;
    customer.sandbox_card = card;
    await Promise.all([saveObject(tx, intent), saveObject(tx, invoice), saveObject(tx, sub), saveObject(tx, customer)]);
    events.push(sandboxEvent('invoice.paid', invoice), sandboxEvent('customer.subscription.updated', sub));
  }

  /** The payment failed: the invoice stays open for another card; the webhook hears invoice.payment_failed. */
  async function fail(tx: Db, events: Event[], intent: SbxPaymentIntent, code: string, declineCode: string | null) {
    const invoice = (await findObject<SbxInvoice>(tx, 'invoice', intent.metadata.invoice, true)) as SbxInvoice;
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code, decline_code: declineCode },
      next_action: null,
      sandbox_pending_card: null,
    });
    Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
    await Promise.all([saveObject(tx, intent), saveObject(tx, invoice)]);
    events.push(sandboxEvent('invoice.payment_failed', invoice));
  }

  /** The caller's payment waiting for a card, locked; 404 for anyone else's or a made-up secret. */
  async function pendingIntent(tx: Db, userId: number, clientSecret: string) {
    const id = intentIdOf(clientSecret);
    const intent = id ? await findObject<SbxPaymentIntent>(tx, 'payment_intent', id, true) : undefined;
    if (!intent || intent.client_secret !== clientSecret || intent.metadata.userId !== String(userId)) throw notFound();
    if (intent.status === 'succeeded') throw new AppError(409, 'payment_done', 'paymentAlreadyDone');
    const invoice = await findObject<SbxInvoice>(tx, 'invoice', intent.metadata.invoice);
    if (intent.status === 'canceled' || invoice?.status !== 'open')
      throw new AppError(409, 'payment_not_pending', 'paymentNotPending');
    return intent;
  }

  /** Applies a card outcome; a decline is recorded (and its event sent) before the 402 is thrown. */
  async function settle(userId: number, clientSecret: string, outcome: CardOutcome, card: SbxCard | null) {
    const result = await change(async (tx, events) => {
      const intent = await pendingIntent(tx, userId, clientSecret);
      if (outcome.kind === 'success') {
        await pay(tx, events, intent, card ?? (intent.sandbox_pending_card as SbxCard));
        return { status: 'succeeded' as const };
      }
      if (outcome.kind === 'authenticate') {
        Object.assign(intent, {
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk' },
          sandbox_pending_card: card,
        });
        await saveObject(tx, intent);
        return { status: 'requires_action' as const };
      }
      if (outcome.kind === 'decline') {
        await fail(tx, events, intent, outcome.code, outcome.declineCode);
        return { status: 'declined' as const, code: failureCodeOf(outcome) };
      }
      throw new AppError(400, 'not_a_test_card', 'sandboxTestCardsOnly');
    });
    if (result.status === 'declined') throw declined(result.code);
    return result;
  }

  /** Renews or ends one subscription whose period is over (`now` in seconds). */
  async function sweepOne(subId: string, now: number) {
    await change(async (tx, events) => {
      const sub = await findObject<SbxSubscription>(tx, 'subscription', subId, true);
      const item = sub?.items.data[0];
      if (!sub || !item || item.current_period_end > now) return;
      const endNow =
        sub.cancel_at_period_end ||
        (sub.status === 'past_due' && now >= item.current_period_end + PAST_DUE_GRACE_SECONDS);
      if (endNow) {
        Object.assign(sub, {
          status: 'canceled',
          ended_at: Math.min(now, item.current_period_end),
          canceled_at: sub.canceled_at ?? now,
        });
        await saveObject(tx, sub);
        events.push(sandboxEvent('customer.subscription.deleted', sub));
        return;
      }
      if (sub.status !== 'active') return;
      const customer = (await findObject<SbxCustomer>(tx, 'customer', sub.customer, true)) as SbxCustomer;
      const period = { start: item.current_period_end, end: periodEnd(item.current_period_end, sub.metadata.interval) };
      const { invoice, intent } = newInvoice(customer, sub, period, 'subscription_cycle');
      await insertObject(tx, 'invoice', invoice);
      await insertObject(tx, 'payment_intent', intent);
      await saveObject(tx, customer);
      const outcome = customer.sandbox_card ? cardOutcome(customer.sandbox_card.number) : null;
      if (outcome?.kind === 'success' && customer.sandbox_card) return pay(tx, events, intent, customer.sandbox_card);
      // Off the card form nobody can authenticate: such a card fails the renewal, as with Stripe.
      if (outcome?.kind === 'decline') await fail(tx, events, intent, outcome.code, outcome.declineCode);
      else await fail(tx, events, intent, 'authentication_required', 'authentication_required');
      sub.status = 'past_due';
      sub.latest_invoice = invoice.id;
      await saveObject(tx, sub);
      events.push(sandboxEvent('customer.subscription.updated', sub));
    });
  }

  async function sweep(now = new Date()) {
    const seconds = Math.floor(now.getTime() / 1000);
    for (const id of await subscriptionsDue(db, seconds)) await sweepOne(id, seconds);
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createSubscription(input) {
      return change(async (tx, events) => {
        const idem = `idem:${input.idempotencyKey}`;
        const again = await findObjectByLookup<SbxSubscription>(tx, 'subscription', idem);
        const customer = await customerFor(tx, { ...input, id: input.customerId });
        if (again?.latest_invoice) {
          const invoice = (await findObject<SbxInvoice>(tx, 'invoice', again.latest_invoice)) as SbxInvoice;
          return {
            customerId: again.customer,
            subscriptionId: again.id,
            clientSecret: invoice.confirmation_secret.client_secret,
          };
        }
        const price = billing.plans[input.plan][input.interval];
        const start = nowSeconds();
        const end = periodEnd(start, input.interval);
        const sub: SbxSubscription = {
          id: sandboxId('sub'),
          object: 'subscription',
          created: start,
          customer: customer.id,
          status: 'incomplete',
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          currency: billing.currency,
          latest_invoice: null,
          livemode: false,
          collection_method: 'charge_automatically',
          items: {
            object: 'list',
            data: [
              {
                id: sandboxId('si'),
                object: 'subscription_item',
                quantity: 1,
                current_period_start: start,
                current_period_end: end,
                price: {
                  id: `price_sbx_${input.plan}_${input.interval}`,
                  object: 'price',
                  currency: billing.currency,
                  unit_amount: price.amountCents,
                  recurring: { interval: input.interval, interval_count: 1 },
                },
              },
            ],
          },
          metadata: { userId: String(input.userId), plan: input.plan, interval: input.interval },
        };
        const { invoice, intent } = newInvoice(customer, sub, { start, end }, 'subscription_create');
        sub.latest_invoice = invoice.id;
        await insertObject(tx, 'subscription', sub, idem);
        await insertObject(tx, 'invoice', invoice);
        await insertObject(tx, 'payment_intent', intent);
        await saveObject(tx, customer);
        events.push(sandboxEvent('customer.subscription.created', sub));
        return { customerId: customer.id, subscriptionId: sub.id, clientSecret: intent.client_secret };
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await change(async (tx, events) => {
        const sub = await findObject<SbxSubscription>(tx, 'subscription', subscriptionId, true);
        if (!sub) throw notFound();
        if (sub.status !== 'active' && sub.status !== 'past_due')
          throw new AppError(409, 'subscription_not_changeable', 'subscriptionNotChangeable');
        if (sub.cancel_at_period_end === cancel) return;
        Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? nowSeconds() : null });
        await saveObject(tx, sub);
        events.push(sandboxEvent('customer.subscription.updated', sub));
      });
    },

    async cancelNow(subscriptionId) {
      await change(async (tx, events) => {
        const sub = await findObject<SbxSubscription>(tx, 'subscription', subscriptionId, true);
        if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
        const now = nowSeconds();
        Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now });
        const invoice = sub.latest_invoice
          ? await findObject<SbxInvoice>(tx, 'invoice', sub.latest_invoice, true)
          : undefined;
        if (invoice?.status === 'open') {
          invoice.status = 'void';
          invoice.status_transitions.voided_at = now;
          await saveObject(tx, invoice);
          const intentId = intentIdOf(invoice.confirmation_secret.client_secret);
          const intent = intentId
            ? await findObject<SbxPaymentIntent>(tx, 'payment_intent', intentId, true)
            : undefined;
          if (intent) await saveObject(tx, { ...intent, status: 'canceled' } as SbxPaymentIntent);
        }
        await saveObject(tx, sub);
        events.push(sandboxEvent('customer.subscription.deleted', sub));
      });
    },

    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, webhookSecret),

    async invoiceFailureCode(invoiceId) {
      const invoice = await findObject<SbxInvoice>(db, 'invoice', invoiceId);
      const intentId = invoice ? intentIdOf(invoice.confirmation_secret.client_secret) : null;
      const intent = intentId ? await findObject<SbxPaymentIntent>(db, 'payment_intent', intentId) : undefined;
      const error = intent?.last_payment_error;
      return error ? failureCode(error.code, error.decline_code) : null;
    },

    sandbox: {
      async confirmCard(userId, input) {
        const outcome = cardOutcome(input.number);
        if (outcome.kind === 'notATestCard')
          throw new AppError(400, 'not_a_test_card', 'sandboxTestCardsOnly', undefined, [
            { field: 'body.number', message: 'Use one of the test cards listed on this page' },
          ]);
        if (!expiryInFuture(input.expiry))
          throw new AppError(400, 'invalid_expiry', 'cardExpiryPast', undefined, [
            { field: 'body.expiry', message: "Your card's expiration date is in the past." },
          ]);
        const card = { number: input.number.replace(/\D/g, ''), last4: last4(input.number) };
        return settle(userId, input.clientSecret, outcome, card);
      },
      async authenticate(userId, clientSecret, approve) {
        const result = await change(async (tx, events) => {
          const intent = await pendingIntent(tx, userId, clientSecret);
          if (intent.status !== 'requires_action' || !intent.sandbox_pending_card)
            throw new AppError(409, 'payment_not_pending', 'paymentNotPending');
          if (approve) {
            await pay(tx, events, intent, intent.sandbox_pending_card);
            return true;
          }
          await fail(tx, events, intent, 'payment_intent_authentication_failure', null);
          return false;
        });
        if (!result) throw new AppError(402, 'payment_intent_authentication_failure', 'paymentAuthenticationFailed');
        return { status: 'succeeded' as const };
      },
      sweep,
      idle: () => delivery.idle(),
    },

    start() {
      delivery.start();
      sweeper = setInterval(() => {
        sweep().catch((err) => opts.log.error({ err }, 'sandbox renewals'));
      }, SWEEP_MS);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await delivery.stop();
    },
  };
}
