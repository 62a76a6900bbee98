// The development outbox (/dev/outbox): every mail the app queued, readable without signing in, outside
// production only (docs/decisions/0027-mail.md).
import { z } from 'zod';
import { paged, ZPagination } from './classes';
import { ZId } from './ids';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MAIL_DELIVERED_VIA = ['smtp', 'outbox'] as const;

/** GET /api/v1/dev/outbox?page=&pageSize=&to=: newest first; `to` keeps mails whose address contains it. */
export const ZDevOutboxQuery = ZPagination.extend({
  to: z.string().trim().max(254).optional(),
});
export type TDevOutboxQuery = z.infer<typeof ZDevOutboxQuery>;

export const ZDevOutboxItem = z.object({
  id: ZId,
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  deliveredVia: z.enum(MAIL_DELIVERED_VIA).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TDevOutboxItem = z.infer<typeof ZDevOutboxItem>;

export const ZDevOutboxList = paged(ZDevOutboxItem);
export type TDevOutboxList = z.infer<typeof ZDevOutboxList>;

/** GET /api/v1/dev/outbox/:id: the mail as sent, both parts. */
export const ZDevOutboxMail = ZDevOutboxItem.extend({
  text: z.string(),
  html: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type TDevOutboxMail = z.infer<typeof ZDevOutboxMail>;
