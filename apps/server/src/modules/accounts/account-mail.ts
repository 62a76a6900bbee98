import type { Db } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { MailData, MailLanguage, MailTemplate } from '../../platform/mail/mail-types';
import { queueMail } from '../../platform/mail/queue';
import { findUserById, type UserRow } from './accounts.repository';

// The accounts area's mail: links to the public pages that use a token, and mail queued inside the change's
// transaction (a change that rolls back sends nothing); the caller wakes the sender after commit.

/** The public pages the mailed links open (docs/decisions/0028). */
export const LINK_PAGES = {
  verifyEmail: '/teacher/emailverified',
  resetPassword: '/resetpassword',
  confirmEmail: '/confirmemail',
} as const;

export const linkTo = (ctx: AppContext, page: keyof typeof LINK_PAGES, token: string) =>
  `${ctx.config.publicUrl}${LINK_PAGES[page]}?token=${encodeURIComponent(token)}`;

export const languageOf = (user: Pick<UserRow, 'language'>): MailLanguage => (user.language === 'es' ? 'es' : 'en');

/** Queues one mail about the user's account, to `to` (their address unless another is given). */
export async function queueAccountMail<T extends MailTemplate>(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  template: T,
  data: MailData[T],
  to = user.email,
) {
  if (!to) return;
  await queueMail(db, { to, userId: user.id, language: languageOf(user), template, data });
}

/** Why: what the server writes for a person to read (mail, CSV files) is in the language they chose. */
export async function languageOfUser(db: Db, userId: number): Promise<MailLanguage> {
  const user = await findUserById(db, userId);
  return user ? languageOf(user) : 'en';
}
