import {
  MESSAGES,
  type TAccountNotice,
  type TChangePasswordRequest,
  type TPasswordResetRequest,
  type TTemporaryPasswordRequest,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { refuseCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { revokeRefreshTokens } from '../auth';
import { linkTo, queueAccountMail } from './account-mail';
import { loadOwnAccount } from './account-owner';
import { issueAccountToken, TOKEN_LIFETIME_MS, useAccountToken } from './account-tokens';
import {
  findUserByEmail,
  findUserById,
  inTransaction,
  revokeOtherSignIns,
  type UserRow,
  updateUser,
} from './accounts.repository';

// Forgotten passwords, changing one, and replacing an admin's temporary password (docs/decisions/0028).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fieldError = (
  status: number,
  code: string,
  key: 'currentPasswordWrong' | 'newPasswordSameAsOld',
  field: string,
) => new AppError(status, code, key, undefined, [{ field, message: MESSAGES[key] }]);

/** The person's own names, which make a guessable password with digits around them. */
const personalWords = (user: UserRow) => [user.firstName, user.lastName, user.username, user.email?.split('@')[0]];

/** The mail saying the password changed, when the person keeps security notices on. */
async function noticePasswordChanged(db: Db, user: UserRow) {
  if (user.notifySecurity) await queueAccountMail(db, user, 'password-changed', { firstName: user.firstName });
}

/** Why: the spec tells an unknown address so (`This Email ID does not exists`); the request limits keep that
 * from listing accounts at speed. A known one gets a link that works once, for an hour. */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<TAccountNotice> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.status !== 'active')
    throw new AppError(404, 'email_not_found', 'emailNotFound', undefined, [
      { field: 'body.email', message: MESSAGES.emailNotFound },
    ]);
  await inTransaction(ctx.db, async (tx) => {
    const token = await issueAccountToken(tx, user.id, 'reset_password');
    await queueAccountMail(tx, user, 'reset-password', {
      firstName: user.firstName,
      link: linkTo(ctx, 'resetPassword', token),
      expiresInMinutes: TOKEN_LIFETIME_MS.reset_password / 60_000,
    });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'account.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      ip,
    });
  });
  ctx.mail.wake();
  return { message: MESSAGES.resetLinkSent };
}

/** Why: the mailed link sets a new password and ends every sign-in, wherever it was (someone else may have
 * known the old password). Opening the link also proves the address. */
export async function resetPassword(
  ctx: AppContext,
  input: TPasswordResetRequest,
  ip: string,
): Promise<TAccountNotice> {
  refuseCommonPassword(input.password, 'body.password');
  const passwordHash = await hashPassword(input.password);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const used = await useAccountToken(tx, 'reset_password', input.token);
    if (!used.ok) return null;
    const user = await findUserById(tx, used.userId);
    if (user?.status !== 'active') return null;
    // Throwing here rolls the link's use back: the person may choose another password with it.
    refuseCommonPassword(input.password, 'body.password', personalWords(user));
    await updateUser(tx, user.id, {
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
      emailVerified: true,
    });
    await revokeRefreshTokens(tx, user.id);
    await noticePasswordChanged(tx, user);
    await writeAudit(tx, {
      actorUserId: user.id,
      action: 'account.password_reset',
      entityType: 'user',
      entityId: user.id,
      ip,
    });
    return user.id;
  });
  if (userId === null) throw new AppError(410, 'link_expired', 'resetLinkExpired');
  // After commit: every process refuses the user's access tokens from the next request.
  await ctx.sessions.ended(userId);
  ctx.mail.wake();
  return { message: MESSAGES.passwordChanged };
}

/** The current password, checked like a sign-in: failures count against the account's sign-in lock. */
export async function assertCurrentPassword(ctx: AppContext, user: UserRow, given: string, ip: string) {
  const account = `user:${user.id}`;
  const { lockedMs, delayMs } = await ctx.loginThrottle.check(account, ip);
  if (delayMs > 0) await sleep(delayMs);
  if (lockedMs > 0) throw new AppError(429, 'too_many_attempts', 'tooManyAttempts');
  const ok = !!user.passwordHash && (await verifyPassword(user.passwordHash, given));
  if (!ok) {
    await ctx.loginThrottle.recordFailure(account, ip);
    throw fieldError(400, 'wrong_password', 'currentPasswordWrong', 'body.currentPassword');
  }
  await ctx.loginThrottle.recordSuccess(account);
}

/** Why: a signed-in person changes their password; their other sign-ins end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  input: TChangePasswordRequest,
  ip: string,
): Promise<TAccountNotice> {
  const user = await loadOwnAccount(ctx.db, caller, 'edit');
  await assertCurrentPassword(ctx, user, input.currentPassword, ip);
  if (input.newPassword === input.currentPassword)
    throw fieldError(400, 'invalid_request', 'newPasswordSameAsOld', 'body.newPassword');
  refuseCommonPassword(input.newPassword, 'body.newPassword', personalWords(user));
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date() });
    await revokeOtherSignIns(tx, user.id, caller.sessionId);
    await noticePasswordChanged(tx, user);
    await writeAudit(tx, {
      actorUserId: user.id,
      action: 'account.password_changed',
      entityType: 'user',
      entityId: user.id,
      ip,
    });
  });
  await ctx.sessions.ended(user.id);
  ctx.mail.wake();
  return { message: MESSAGES.passwordChanged };
}

/** Why: a sign-in with an admin's temporary password opens no session; it gets this short-lived ticket to
 * choose a new password (the auth module's token endpoint asks for it). */
export function issueChangeTicket(ctx: AppContext, userId: number): Promise<string> {
  return issueAccountToken(ctx.db, userId, 'change_password');
}

/** Why: the ticket, used once, sets the password the person chose; they then sign in with it. */
export async function replaceTemporaryPassword(
  ctx: AppContext,
  input: TTemporaryPasswordRequest,
  ip: string,
): Promise<TAccountNotice> {
  const userId = await inTransaction(ctx.db, async (tx) => {
    const used = await useAccountToken(tx, 'change_password', input.ticket);
    if (!used.ok) return null;
    const user = await findUserById(tx, used.userId);
    if (user?.status !== 'active' || !user.mustChangePassword) return null;
    // Throwing here rolls the ticket's use back: the person may try another password with it.
    if (user.passwordHash && (await verifyPassword(user.passwordHash, input.newPassword)))
      throw fieldError(400, 'invalid_request', 'newPasswordSameAsOld', 'body.newPassword');
    refuseCommonPassword(input.newPassword, 'body.newPassword', personalWords(user));
    const passwordHash = await hashPassword(input.newPassword);
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: new Date() });
    await revokeRefreshTokens(tx, user.id);
    await noticePasswordChanged(tx, user);
    await writeAudit(tx, {
      actorUserId: user.id,
      action: 'account.temporary_password_replaced',
      entityType: 'user',
      entityId: user.id,
      ip,
    });
    return user.id;
  });
  if (userId === null) throw new AppError(410, 'ticket_expired', 'changeTicketExpired');
  await ctx.sessions.ended(userId);
  ctx.mail.wake();
  return { message: MESSAGES.passwordChanged };
}
