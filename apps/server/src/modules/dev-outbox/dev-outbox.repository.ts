import { count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const listColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  language: mailOutbox.language,
  status: mailOutbox.status,
  deliveredVia: mailOutbox.deliveredVia,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** `to` as a LIKE pattern that matches the text itself (its % and _ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOutboxMail(db: Db, opts: { to?: string; limit: number; offset: number }) {
  const where: SQL | undefined = opts.to ? ilike(mailOutbox.toAddress, containing(opts.to)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOutboxMail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row;
}
