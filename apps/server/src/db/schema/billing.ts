import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { licenses } from './licensing';
import { users } from './users';

/** A teacher's card subscription to a plan (CKPD or CKPM, monthly or yearly) at a payment provider. The
 * provider's signed webhook is the only thing that moves it to active and grants its license. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planCode: text('plan_code').notNull(),
    interval: text('interval').notNull(),
    status: text('status').notNull().default('incomplete'),
    /** 'stripe', or 'sandbox' (the built-in provider when no Stripe keys are configured). */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The license this subscription keeps in force (granted on the first paid invoice). */
    licenseId: integer('license_id').references(() => licenses.id),
    /** Created time of the newest provider event applied: an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    check('subscriptions_plan_check', sql`${t.planCode} in ('CKPD','CKPM')`),
    check('subscriptions_interval_check', sql`${t.interval} in ('month','year')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('incomplete','incomplete_expired','active','past_due','canceled','unpaid')`,
    ),
  ],
);

/** One bill of a subscription, as the provider reports it. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** The number the provider prints on the invoice and the receipt (Stripe's invoice.number). */
    number: text('number'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** The provider's decline or error code of the last failed attempt (card_declined, expired_card...). */
    failureCode: text('failure_code'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_provider_key').on(t.subscriptionId, t.providerInvoiceId),
    check('invoices_status_check', sql`${t.status} in ('open','paid','failed','void')`),
  ],
);

/** Provider webhook events already applied: each event id is applied once; a replay is acknowledged and
 * ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The event's own creation time at the provider. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'applied', or 'ignored' (stale, unknown subscription, type we do not handle). */
    outcome: text('outcome').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
