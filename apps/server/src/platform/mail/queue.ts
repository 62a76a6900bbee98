import type { Db } from '../../db/client';
import { insertMail } from './mail.repository';
import type { MailRequest, MailTemplate } from './mail-types';
import { renderMail } from './templates';

/**
 * Renders the mail in the request's language and adds it to the outbox in `db`, which should be the
 * transaction of the change the mail is about: if the change rolls back, so does the mail. Returns the mail's
 * id. After the commit, call `ctx.mail.wake()` so it goes out at once rather than at the next poll.
 */
export async function queueMail<T extends MailTemplate>(db: Db, req: MailRequest<T>): Promise<number> {
  const to = req.to.trim();
  if (!to || /[\r\n]/.test(to)) throw new Error('mail address must be one line');
  const rendered = renderMail(req);
  return insertMail(db, {
    toAddress: to,
    userId: req.userId ?? null,
    template: req.template,
    language: req.language,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  });
}
