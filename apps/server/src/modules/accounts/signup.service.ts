import { MESSAGES, OPEN_ENDED_DATE, type TAccountNotice, type TSignupRequest } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import { refuseCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { linkTo, queueAccountMail } from './account-mail';
import { issueAccountToken, useAccountToken } from './account-tokens';
import {
  emailInUse,
  findListedSchool,
  findListedSchoolByName,
  findStateDistrict,
  findUserByEmail,
  insertSelfRegisteredTeacher,
  insertTypedSchool,
  inTransaction,
  isUniqueViolation,
  listListedSchools,
  listStateDistricts,
  updateUser,
} from './accounts.repository';

// A teacher's own free account (docs/decisions/0028): sign-up, the mailed verification link, and resending it.

const emailTaken = () =>
  new AppError(409, 'email_taken', 'emailTaken', undefined, [{ field: 'body.email', message: MESSAGES.emailTaken }]);

/** Why: a teacher signing up picks their district from the state's list. */
export async function listSignupDistricts(ctx: AppContext) {
  return { items: await listStateDistricts(ctx.db) };
}

/** Why: then their school from the district's own list (or types it when it is missing). */
export async function listSignupSchools(ctx: AppContext, districtId: number) {
  if (!(await findStateDistrict(ctx.db, districtId))) throw notFound('District not found');
  return { items: await listListedSchools(ctx.db, districtId) };
}

/** Where the teacher works: a listed school, a listed school whose name they typed, or a new typed one. */
async function placeOf(ctx: AppContext, input: TSignupRequest) {
  if (!(await findStateDistrict(ctx.db, input.districtId)))
    throw new AppError(400, 'invalid_request', 'districtRequired', undefined, [
      { field: 'body.districtId', message: MESSAGES.districtRequired },
    ]);
  if (input.schoolId) {
    const school = await findListedSchool(ctx.db, input.districtId, input.schoolId);
    if (!school)
      throw new AppError(400, 'invalid_request', 'schoolRequired', undefined, [
        { field: 'body.schoolId', message: MESSAGES.schoolRequired },
      ]);
    return { schoolId: school.id, typedName: null };
  }
  const name = (input.schoolName ?? '').replace(/\s+/g, ' ').trim();
  const listed = await findListedSchoolByName(ctx.db, input.districtId, name);
  return listed ? { schoolId: listed.id, typedName: null } : { schoolId: null, typedName: name };
}

/** Why: a teacher starts free on their own; the account opens once the mailed link proves the address. */
export async function signUp(ctx: AppContext, input: TSignupRequest, ip: string): Promise<TAccountNotice> {
  refuseCommonPassword(input.password, 'body.password', [input.firstName, input.lastName, input.email.split('@')[0]]);
  const place = await placeOf(ctx, input);
  if (await emailInUse(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const today = new Date().toISOString().slice(0, 10);
  try {
    await inTransaction(ctx.db, async (tx) => {
      const userId = await insertSelfRegisteredTeacher(
        tx,
        {
          // The email is the username: what the teacher typed is what they sign in with.
          username: input.email,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          language: input.language ?? 'en',
          districtId: input.districtId,
          schoolId: place.schoolId,
        },
        { startsOn: today, endsOn: OPEN_ENDED_DATE },
      );
      let schoolId = place.schoolId;
      if (place.typedName) {
        schoolId = await insertTypedSchool(tx, {
          districtId: input.districtId,
          name: place.typedName,
          addedByUserId: userId,
        });
        await updateUser(tx, userId, { schoolId });
      }
      const token = await issueAccountToken(tx, userId, 'verify_email');
      await queueAccountMail(tx, { id: userId, email: input.email, language: input.language ?? 'en' }, 'verify-email', {
        firstName: input.firstName,
        link: linkTo(ctx, 'verifyEmail', token),
      });
      await writeAudit(tx, {
        actorUserId: userId,
        action: 'account.signed_up',
        entityType: 'user',
        entityId: userId,
        details: { districtId: input.districtId, schoolId, schoolTyped: !!place.typedName },
        ip,
      });
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the second is told, as if it came later.
    if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_username_key'))
      throw emailTaken();
    throw error;
  }
  ctx.mail.wake();
  return { message: MESSAGES.verificationSent };
}

/** Why: the mailed link proves the address; the teacher may then sign in. */
export async function verifyEmail(ctx: AppContext, token: string, ip: string): Promise<TAccountNotice> {
  const result = await inTransaction(ctx.db, async (tx) => {
    const used = await useAccountToken(tx, 'verify_email', token);
    if (!used.ok) return used;
    await updateUser(tx, used.userId, { emailVerified: true });
    await writeAudit(tx, {
      actorUserId: used.userId,
      action: 'account.email_verified',
      entityType: 'user',
      entityId: used.userId,
      ip,
    });
    return used;
  });
  if (result.ok) return { message: MESSAGES.emailVerified };
  if (result.reason === 'used') throw new AppError(410, 'link_used', 'verifyLinkUsed');
  throw new AppError(410, 'link_expired', 'verifyLinkExpired');
}

/** Why: a lost or expired link can be sent again; the answer is the same whether or not such an account
 * waits for one, so it says nothing about who has signed up. */
export async function resendVerification(ctx: AppContext, email: string, ip: string): Promise<TAccountNotice> {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.selfRegistered && !user.emailVerified && user.status === 'active') {
    await inTransaction(ctx.db, async (tx) => {
      const token = await issueAccountToken(tx, user.id, 'verify_email');
      await queueAccountMail(tx, user, 'verify-email', {
        firstName: user.firstName,
        link: linkTo(ctx, 'verifyEmail', token),
      });
      await writeAudit(tx, {
        actorUserId: null,
        action: 'account.verification_resent',
        entityType: 'user',
        entityId: user.id,
        ip,
      });
    });
    ctx.mail.wake();
  }
  return { message: MESSAGES.verificationSent };
}
