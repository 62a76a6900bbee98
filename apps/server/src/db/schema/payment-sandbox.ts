import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The built-in sandbox payment provider's records (used when no Stripe keys are configured): customers,
 * subscriptions, invoices and payment intents kept as Stripe-shaped JSON, so the events it sends read like
 * Stripe's and the app's webhook cannot tell them apart (docs/decisions/0029). */
export const paymentSandboxObjects = pgTable(
  'payment_sandbox_objects',
  {
    /** Stripe-style ids: cus_sbx_..., sub_sbx_..., in_sbx_..., pi_sbx_... */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** A second way to find the object (a customer by its user): unique per kind. */
    lookupKey: text('lookup_key'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_sandbox_objects_lookup_key').on(t.kind, t.lookupKey),
    index('payment_sandbox_objects_kind_idx').on(t.kind),
    check(
      'payment_sandbox_objects_kind_check',
      sql`${t.kind} in ('customer','subscription','invoice','payment_intent')`,
    ),
  ],
);

/** The sandbox's outgoing webhook events, in the order they happened: each is signed the Stripe way when it
 * is sent and retried with backoff until the app's webhook acknowledges it, across restarts. */
export const paymentSandboxEvents = pgTable(
  'payment_sandbox_events',
  {
    seq: serial('seq').primaryKey(),
    /** evt_sbx_... */
    id: text('id').notNull().unique(),
    type: text('type').notNull(),
    /** The exact JSON body sent (and signed). */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_sandbox_events_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);
