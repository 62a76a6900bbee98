import {
  type Language,
  licensedGradeMessage,
  MESSAGES,
  type TAccount,
  type TAccountNotice,
  type TEmailChangeRequest,
  type TLicenseGradeResponse,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { linkTo, queueAccountMail } from './account-mail';
import { loadOwnAccount } from './account-owner';
import { issueAccountToken, useAccountToken } from './account-tokens';
import { can } from './accounts.policy';
import {
  emailInUse,
  findOwnFreeLicense,
  findPendingEmail,
  findUserById,
  inTransaction,
  isUniqueViolation,
  setLicenseGradeOnce,
  type UserPatch,
  updateUser,
} from './accounts.repository';
import { assertCurrentPassword } from './passwords.service';

// Account settings (docs/decisions/0028): a staff member's own profile, language, notices and email, and the
// one grade of a free license chosen at onboarding. Every change is audited with ids only.

const emailTaken = () =>
  new AppError(409, 'email_taken', 'emailTaken', undefined, [{ field: 'body.newEmail', message: MESSAGES.emailTaken }]);

const audit = (db: Db, userId: number, action: string, ip: string, details?: Record<string, unknown>) =>
  writeAudit(db, { actorUserId: userId, action, entityType: 'user', entityId: userId, details, ip });

/** Whether the caller's own free license still waits for its grade (the home's onboarding step). */
export async function needsLicenseGrade(db: Db, caller: Caller): Promise<boolean> {
  const license = await findOwnFreeLicense(db, caller.userId);
  return !!license && can(caller, 'chooseLicenseGrade', { userId: caller.userId, license });
}

/** Why: the settings page shows the account as it is now, with an email change still waiting for its link. */
export async function getAccount(ctx: AppContext, caller: Caller): Promise<TAccount> {
  const user = await loadOwnAccount(ctx.db, caller, 'read');
  const [pendingEmail, chooseLicenseGrade] = await Promise.all([
    findPendingEmail(ctx.db, user.id),
    needsLicenseGrade(ctx.db, caller),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language === 'es' ? 'es' : 'en',
    notifications: { receipts: user.notifyReceipts, security: user.notifySecurity },
    chooseLicenseGrade,
  };
}

async function change(
  ctx: AppContext,
  caller: Caller,
  ip: string,
  action: string,
  patch: UserPatch,
): Promise<TAccount> {
  const user = await loadOwnAccount(ctx.db, caller, 'edit');
  await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, user.id, patch);
    await audit(tx, user.id, action, ip, { fields: Object.keys(patch) });
  });
  return getAccount(ctx, caller);
}

/** Why: people fix how their name is written (the token's copy follows at its next refresh). */
export const updateProfile = (
  ctx: AppContext,
  caller: Caller,
  input: { firstName: string; lastName: string },
  ip: string,
) => change(ctx, caller, ip, 'account.profile_updated', { firstName: input.firstName, lastName: input.lastName });

/** Why: the staff screens and every mail to the person speak this language. */
export const setLanguage = (ctx: AppContext, caller: Caller, language: Language, ip: string) =>
  change(ctx, caller, ip, 'account.language_changed', { language });

/** Why: receipts and security notices are optional mail. */
export const setNotifications = (
  ctx: AppContext,
  caller: Caller,
  input: { receipts: boolean; security: boolean },
  ip: string,
) =>
  change(ctx, caller, ip, 'account.notifications_changed', {
    notifyReceipts: input.receipts,
    notifySecurity: input.security,
  });

/** Why: a new address is used only once its owner opens the link mailed to it; the password proves it is the
 * account's owner asking. */
export async function requestEmailChange(
  ctx: AppContext,
  caller: Caller,
  input: TEmailChangeRequest,
  ip: string,
): Promise<TAccountNotice> {
  const user = await loadOwnAccount(ctx.db, caller, 'edit');
  await assertCurrentPassword(ctx, user, input.currentPassword, ip);
  if (input.newEmail === user.email?.toLowerCase())
    throw new AppError(400, 'invalid_request', 'emailUnchanged', undefined, [
      { field: 'body.newEmail', message: MESSAGES.emailUnchanged },
    ]);
  if (await emailInUse(ctx.db, input.newEmail, user.id)) throw emailTaken();
  await inTransaction(ctx.db, async (tx) => {
    const token = await issueAccountToken(tx, user.id, 'change_email', input.newEmail);
    await queueAccountMail(
      tx,
      user,
      'change-email',
      { firstName: user.firstName, link: linkTo(ctx, 'confirmEmail', token) },
      input.newEmail,
    );
    await audit(tx, user.id, 'account.email_change_requested', ip);
  });
  ctx.mail.wake();
  return { message: MESSAGES.emailChangeSent };
}

/** Why: the link mailed to the new address switches the account to it (and the username with it when the
 * username was the old address); the old address is told, when security notices are on. */
export async function confirmEmailChange(ctx: AppContext, token: string, ip: string): Promise<TAccountNotice> {
  try {
    const changed = await inTransaction(ctx.db, async (tx) => {
      const used = await useAccountToken(tx, 'change_email', token);
      if (!used.ok || !used.newEmail) return false;
      const user = await findUserById(tx, used.userId);
      if (user?.status !== 'active') return false;
      if (await emailInUse(tx, used.newEmail, user.id)) throw emailTaken();
      const oldEmail = user.email;
      const usernameWasEmail = !!oldEmail && user.username === oldEmail.toLowerCase();
      await updateUser(tx, user.id, {
        email: used.newEmail,
        emailVerified: true,
        ...(usernameWasEmail ? { username: used.newEmail } : {}),
      });
      if (oldEmail && user.notifySecurity)
        await queueAccountMail(
          tx,
          user,
          'email-changed',
          { firstName: user.firstName, newEmail: used.newEmail },
          oldEmail,
        );
      await audit(tx, user.id, 'account.email_changed', ip, { usernameChanged: usernameWasEmail });
      return true;
    });
    if (!changed) throw new AppError(410, 'link_expired', 'emailChangeLinkExpired');
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_username_key'))
      throw emailTaken();
    throw error;
  }
  ctx.mail.wake();
  return { message: MESSAGES.emailChanged };
}

/** Why: a free license opens one grade; its holder chooses it once, at onboarding. */
export async function chooseLicenseGrade(
  ctx: AppContext,
  caller: Caller,
  grade: TLicenseGradeResponse['grade'],
  ip: string,
): Promise<TLicenseGradeResponse> {
  await loadOwnAccount(ctx.db, caller, 'edit');
  const license = await findOwnFreeLicense(ctx.db, caller.userId);
  if (!license) throw new AppError(404, 'not_found', 'noFreeLicense');
  const chosen = () => new AppError(409, 'grade_chosen', 'licenseGradeChosen');
  if (!can(caller, 'chooseLicenseGrade', { userId: caller.userId, license })) throw chosen();
  await inTransaction(ctx.db, async (tx) => {
    if (!(await setLicenseGradeOnce(tx, license.id, grade))) throw chosen();
    await writeAudit(tx, {
      actorUserId: caller.userId,
      action: 'account.license_grade_chosen',
      entityType: 'license',
      entityId: license.id,
      details: { grade },
      ip,
    });
  });
  return { grade, message: MESSAGES.licenseGradeAdded, access: licensedGradeMessage(grade) };
}
