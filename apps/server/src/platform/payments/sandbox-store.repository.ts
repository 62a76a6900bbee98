import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSandboxEvents, paymentSandboxObjects } from '../../db/schema';

// The sandbox provider's records: Stripe-shaped objects as JSON, and its outgoing events (an outbox).

export type SandboxKind = 'customer' | 'subscription' | 'invoice' | 'payment_intent';

export async function insertObject(db: Db, kind: SandboxKind, data: { id: string }, lookupKey: string | null = null) {
  await db.insert(paymentSandboxObjects).values({ id: data.id, kind, lookupKey, data });
}

/** An object by id and kind; `lock` takes its row lock for the rest of the transaction. */
export async function findObject<T>(db: Db, kind: SandboxKind, id: string, lock = false): Promise<T | undefined> {
  const query = db
    .select({ data: paymentSandboxObjects.data })
    .from(paymentSandboxObjects)
    .where(and(eq(paymentSandboxObjects.id, id), eq(paymentSandboxObjects.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.data as T | undefined;
}

export async function findObjectByLookup<T>(db: Db, kind: SandboxKind, lookupKey: string): Promise<T | undefined> {
  const [row] = await db
    .select({ data: paymentSandboxObjects.data })
    .from(paymentSandboxObjects)
    .where(and(eq(paymentSandboxObjects.kind, kind), eq(paymentSandboxObjects.lookupKey, lookupKey)));
  return row?.data as T | undefined;
}

export async function saveObject(db: Db, data: { id: string }) {
  await db
    .update(paymentSandboxObjects)
    .set({ data, updatedAt: new Date() })
    .where(eq(paymentSandboxObjects.id, data.id));
}

/** Subscription ids whose current period has ended by `nowSeconds` and that still run (renew or end them). */
export async function subscriptionsDue(db: Db, nowSeconds: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentSandboxObjects.id })
    .from(paymentSandboxObjects)
    .where(
      and(
        eq(paymentSandboxObjects.kind, 'subscription'),
        sql`${paymentSandboxObjects.data}->>'status' in ('active', 'past_due')`,
        sql`(${paymentSandboxObjects.data}->'items'->'data'->0->>'current_period_end')::bigint <= ${nowSeconds}`,
      ),
    )
    .orderBy(asc(paymentSandboxObjects.createdAt));
  return rows.map((r) => r.id);
}

export async function insertEvents(db: Db, events: { id: string; type: string; payload: string }[]) {
  if (events.length) await db.insert(paymentSandboxEvents).values(events);
}

/** Due by the later of the caller's clock and the database's: events are queued at the database's now(), to the
 * microsecond, and a sender looking within the same millisecond must still find them due. */
const dueBy = (now: Date) => sql`greatest(${now.toISOString()}::timestamptz, now())`;

/** Events waiting to be sent whose time has come, oldest first. */
export async function dueEvents(db: Db, now: Date, limit: number) {
  return db
    .select({ seq: paymentSandboxEvents.seq, attempts: paymentSandboxEvents.attempts })
    .from(paymentSandboxEvents)
    .where(and(isNull(paymentSandboxEvents.deliveredAt), lte(paymentSandboxEvents.nextAttemptAt, dueBy(now))))
    .orderBy(asc(paymentSandboxEvents.seq))
    .limit(limit);
}

/** Takes an event for sending until `until` (another process then leaves it alone); undefined if taken. */
export async function claimEvent(db: Db, seq: number, now: Date, until: Date) {
  const [row] = await db
    .update(paymentSandboxEvents)
    .set({ nextAttemptAt: until })
    .where(
      and(
        eq(paymentSandboxEvents.seq, seq),
        isNull(paymentSandboxEvents.deliveredAt),
        lte(paymentSandboxEvents.nextAttemptAt, dueBy(now)),
      ),
    )
    .returning({ payload: paymentSandboxEvents.payload, attempts: paymentSandboxEvents.attempts });
  return row;
}

export async function markDelivered(db: Db, seq: number) {
  await db
    .update(paymentSandboxEvents)
    .set({ deliveredAt: new Date(), attempts: sql`${paymentSandboxEvents.attempts} + 1`, lastError: null })
    .where(eq(paymentSandboxEvents.seq, seq));
}

export async function markFailed(db: Db, seq: number, retryAt: Date, error: string) {
  await db
    .update(paymentSandboxEvents)
    .set({
      nextAttemptAt: retryAt,
      attempts: sql`${paymentSandboxEvents.attempts} + 1`,
      lastError: error.slice(0, 500),
    })
    .where(eq(paymentSandboxEvents.seq, seq));
}

/** The earliest time an undelivered event is due, to sleep until then. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${paymentSandboxEvents.nextAttemptAt})` })
    .from(paymentSandboxEvents)
    .where(isNull(paymentSandboxEvents.deliveredAt));
  return row?.at ? new Date(row.at) : null;
}
