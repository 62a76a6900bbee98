import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Single-use links mailed to a user (verify email, reset password, confirm a new email) and the ticket a
 * must-change sign-in gets. Only the SHA-256 of the token is kept; used_at makes each one single-use. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** change_email only: the address that becomes the user's once the link is opened. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email','reset_password','change_email','change_password')`,
    ),
  ],
);

/** Every mail, rendered when it is queued (in the transaction of the change that sends it) and sent by a
 * background job with retries: a mail server that is down delays mail, it never loses it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Where it went: 'smtp' or 'outbox' (the development outbox when no SMTP server is configured). */
    deliveredVia: text('delivered_via'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    details: jsonb('details'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending','sent','failed')`),
  ],
);
