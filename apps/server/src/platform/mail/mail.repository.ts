import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface NewMailRow {
  toAddress: string;
  userId: number | null;
  template: string;
  language: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** One rendered mail, pending, due now; in the caller's transaction, so a change that rolls back sends nothing. */
export async function insertMail(db: Db, row: NewMailRow): Promise<number> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  return inserted!.id;
}

export interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  template: string;
  /** The attempt this claim is (1 for the first): the claim's token, so only its holder records the outcome. */
  attempts: number;
  createdAt: Date;
}

/**
 * Takes up to `limit` due pending mails for this sender: their next attempt moves to `leaseUntil` and the
 * attempt is counted, in one statement. Rows another sender holds are skipped (SKIP LOCKED), and a claimed
 * row is not due again until its lease ends, so two senders never take the same mail; a sender that dies
 * mid-send leaves the mail to be taken again when the lease ends.
 * Due means by the later of the sender's clock and the database's: a row is queued at the database's now(),
 * to the microsecond, and a sender woken within the same millisecond must still find it due.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
  const dueBy = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, dueBy)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, dueBy)))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      template: mailOutbox.template,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
}

/** The claim's row, if this sender still holds it (pending, same attempt). */
const held = (id: number, attempts: number) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, attempts));

export async function markMailSent(db: Db, id: number, attempts: number, via: 'smtp' | 'outbox', at: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, deliveredVia: via, lastError: null })
    .where(held(id, attempts));
}

/** A failed attempt: try again at `retryAt`, or give up (status failed) when `retryAt` is null. */
export async function markMailFailed(db: Db, id: number, attempts: number, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(held(id, attempts));
}

/** Claims this sender took but did not try (it is stopping): due again now, the attempt not counted. */
export async function releaseMail(db: Db, claims: { id: number; attempts: number }[], now: Date) {
  for (const c of claims) {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: now, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(held(c.id, c.attempts));
  }
}
