import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, licenses, paymentEvents, subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Statuses of a subscription that is still going (paid, being paid, or waiting for its first payment). */
export const OPEN_STATUSES = ['active', 'past_due', 'incomplete'] as const;

/** The facts billing needs about a user: who they are, where mail goes and in which language. */
export async function findBillingUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      notifyReceipts: users.notifyReceipts,
      schoolId: users.schoolId,
      districtId: users.districtId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findSubscription(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The user's subscriptions still going, newest first. */
export async function findOpenSubscriptions(db: Db, userId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...OPEN_STATUSES])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The subscription account settings shows: the newest one that was ever paid or is still going. */
export async function findCurrentSubscription(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`(${subscriptions.status} in ('active', 'past_due', 'unpaid') or ${subscriptions.licenseId} is not null)`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The customer the provider already knows this user as, to reuse it. */
export async function findCustomerId(db: Db, userId: number, provider: string) {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        sql`${subscriptions.providerCustomerId} is not null`,
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row?.customerId ?? null;
}

/** Takes the user's row lock: two subscriptions started at once are written one after the other. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Adds the subscription; the webhook may have placed it first (from its metadata), then that row is kept. */
export async function insertSubscription(db: Db, row: typeof subscriptions.$inferInsert) {
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: { providerCustomerId: row.providerCustomerId, updatedAt: new Date() },
    });
  const [saved] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, row.provider),
        eq(subscriptions.providerSubscriptionId, row.providerSubscriptionId),
      ),
    );
  return saved as SubscriptionRow;
}

/** The subscription a provider event names, locked for the rest of the transaction. */
export async function lockSubscriptionByProviderId(db: Db, provider: string, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update');
  return row;
}

export async function updateSubscription(db: Db, id: number, patch: Partial<typeof subscriptions.$inferInsert>) {
  await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/** Other open subscriptions of the user than this one (a second one started at the same time). */
export async function otherOpenSubscriptions(db: Db, userId: number, exceptId: number) {
  return db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.id, exceptId),
        inArray(subscriptions.status, [...OPEN_STATUSES]),
      ),
    );
}

/** Records an invoice as the provider reports it; a paid invoice stays paid whatever arrives after. */
export async function saveInvoice(db: Db, row: typeof invoices.$inferInsert) {
  await db
    .insert(invoices)
    .values(row)
    .onConflictDoUpdate({
      target: [invoices.subscriptionId, invoices.providerInvoiceId],
      set: {
        status: sql`case when ${invoices.status} = 'paid' then ${invoices.status} else excluded.status end`,
        failureCode: sql`case when ${invoices.status} = 'paid' then ${invoices.failureCode} else excluded.failure_code end`,
        paidAt: sql`coalesce(${invoices.paidAt}, excluded.paid_at)`,
        amountCents: sql`excluded.amount_cents`,
        number: sql`coalesce(excluded.number, ${invoices.number})`,
        periodStart: sql`coalesce(excluded.period_start, ${invoices.periodStart})`,
        periodEnd: sql`coalesce(excluded.period_end, ${invoices.periodEnd})`,
      },
    });
}

/** Invoices of these subscriptions that were paid or failed (an unpaid draft of an abandoned card step is not
 * a bill), newest first. */
export async function listInvoices(db: Db, subscriptionIds: number[], limit = 50) {
  if (!subscriptionIds.length) return [];
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.subscriptionId, subscriptionIds), ne(invoices.status, 'open')))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

/** Ids of every subscription of the user (their invoice history). */
export async function subscriptionIdsOf(db: Db, userId: number) {
  const rows = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return rows.map((r) => r.id);
}

export async function findLicense(db: Db, id: number) {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
  return row;
}

export async function insertLicense(db: Db, row: typeof licenses.$inferInsert) {
  const [saved] = await db.insert(licenses).values(row).returning({ id: licenses.id });
  return (saved as { id: number }).id;
}

/** A renewal: the license runs to the later of its end and the new one. */
export async function extendLicense(db: Db, id: number, endsOn: string) {
  await db
    .update(licenses)
    .set({ endsOn: sql`greatest(${licenses.endsOn}, ${endsOn}::date)` })
    .where(eq(licenses.id, id));
}

/** The license stops counting after `endsOn` (never later than it already would). */
export async function endLicense(db: Db, id: number, endsOn: string) {
  await db
    .update(licenses)
    .set({ endsOn: sql`least(${licenses.endsOn}, ${endsOn}::date)` })
    .where(eq(licenses.id, id));
}

export async function eventSeen(db: Db, provider: string, eventId: string) {
  const [row] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return !!row;
}

/** Claims an event for this transaction: false when it was applied before (a replay). */
export async function recordEvent(db: Db, row: { provider: string; eventId: string; type: string; createdAt: Date }) {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...row, outcome: 'applied' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return inserted.length === 1;
}

export async function setEventOutcome(db: Db, provider: string, eventId: string, outcome: 'applied' | 'ignored') {
  await db
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}
