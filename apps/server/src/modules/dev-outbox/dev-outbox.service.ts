import type { TDevOutboxItem, TDevOutboxList, TDevOutboxMail, TDevOutboxQuery } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findOutboxMail, listOutboxMail } from './dev-outbox.repository';

type Row = Awaited<ReturnType<typeof listOutboxMail>>['rows'][number];

const item = (r: Row): TDevOutboxItem => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  template: r.template,
  language: r.language,
  status: r.status as TDevOutboxItem['status'],
  deliveredVia: r.deliveredVia as TDevOutboxItem['deliveredVia'],
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** Every mail the app queued, newest first (the development outbox lists SMTP deliveries too). */
export async function listOutbox(db: Db, q: TDevOutboxQuery): Promise<TDevOutboxList> {
  const { rows, total } = await listOutboxMail(db, {
    to: q.to || undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items: rows.map(item), total, page: q.page, pageSize: q.pageSize };
}

export async function readOutboxMail(db: Db, id: number): Promise<TDevOutboxMail> {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound();
  return { ...item(row), text: row.text, html: row.html, attempts: row.attempts, lastError: row.lastError };
}
