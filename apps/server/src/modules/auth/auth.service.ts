import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TTokenResponse } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findSealedPassword } from '../rosters';
import {
  claimRefreshToken,
  findRefreshToken,
  findUserByLogin,
  insertRefreshToken,
  recordSessionEvent,
  revokeRefreshFamily,
} from './auth.repository';
import { buildUserInfo, loadUserContext, roleOf } from './user-claims';

/** A student whose password is not hashed yet (bulk import) is checked against the sealed copy. */
async function matchesSealedPassword(ctx: AppContext, studentId: number, password: string) {
  const sealed = await findSealedPassword(ctx.db, studentId);
  if (!sealed) return false;
  const expected = Buffer.from(ctx.credentialBox.open(sealed));
  const given = Buffer.from(password);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidGrant = () => new AppError(400, 'invalid_grant', 'invalidCredentials');
/** A refresh token that is unknown, used, revoked or expired: the sign-in is over (not a wrong password). */
const endedGrant = () => new AppError(400, 'invalid_grant', 'signInEnded');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new access token for the user's sign-in `familyId`, returned with the given refresh token; `write` stores
 * the refresh token's row (in one transaction with whatever must go with it). Only an active user gets one. */
async function issueTokens(
  ctx: AppContext,
  userId: number,
  familyId: string,
  refreshToken: string,
  write?: (tx: Db, expiresAt: Date) => Promise<void>,
): Promise<TTokenResponse> {
  const uc = await loadUserContext(ctx.db, userId);
  if (uc?.user.status !== 'active') throw invalidGrant();
  const { user } = uc;
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000);
  const [accessToken] = await Promise.all([
    ctx.accessTokens.sign(roleOf(user), buildUserInfo(user, uc), familyId),
    write && ctx.db.transaction((tx) => write(tx, expiresAt)),
  ]);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ctx.accessTokens.ttlSeconds,
    token_type: 'Bearer',
    scope: 'api offline_access',
  };
}

/** The one token that replaces a refresh token: derived from it under the server's key, so every request
 * presenting the same token inside the grace gets the same successor, not a session of its own. */
const successorOf = (ctx: AppContext, refreshToken: string) =>
  ctx.credentialBox.derive('refresh-successor', refreshToken);

/** Login names are counted per account: the user id whatever name was used, else the normalised name. */
const throttleAccount = (userId: number | undefined, login: string) =>
  userId === undefined ? `name:${login.trim().toLowerCase()}` : `user:${userId}`;

/** A password sign-in's outcome: tokens, or (for an admin's temporary password) no session but the user
 * who must choose a new password first (docs/decisions/0028). */
export type PasswordSignIn = { tokens: TTokenResponse } | { mustChangePassword: number };

/** The password grant: the same answer for an unknown user and a wrong password, in about the same time.
 * Only after the right password does it say more: an unverified sign-up, or a password that must change. */
export async function signInWithPassword(
  ctx: AppContext,
  input: { username: string; password: string; clientId: string; ip: string },
): Promise<PasswordSignIn> {
  const user = await findUserByLogin(ctx.db, input.username);
  const account = throttleAccount(user?.id, input.username);
  const { lockedMs, delayMs } = await ctx.loginThrottle.check(account, input.ip);
  if (delayMs > 0) await sleep(delayMs);
  if (lockedMs > 0) throw new AppError(429, 'too_many_attempts', 'tooManyAttempts');
  // One argon2 verification on every path (a dummy hash for unknown users and for students whose hash is
  // still being computed in the background), so the answer time says nothing about the account.
  const hashMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const ok = user && !user.passwordHash ? await matchesSealedPassword(ctx, user.id, input.password) : hashMatches;
  if (!user || !ok || user.status !== 'active') {
    await ctx.loginThrottle.recordFailure(account, input.ip);
    throw invalidGrant();
  }
  await ctx.loginThrottle.recordSuccess(account);
  // A teacher who signed up alone signs in once the mailed link has proved the address.
  if (user.selfRegistered && !user.emailVerified) throw new AppError(400, 'email_not_verified', 'emailNotVerified');
  if (user.mustChangePassword) {
    await writeAudit(ctx.db, {
      actorUserId: user.id,
      action: 'auth.password_change_required',
      entityType: 'user',
      entityId: user.id,
      ip: input.ip,
    });
    return { mustChangePassword: user.id };
  }
  const familyId = randomUUID();
  const refreshToken = randomBytes(32).toString('base64url');
  const tokens = await issueTokens(ctx, user.id, familyId, refreshToken, async (tx, expiresAt) => {
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      clientId: input.clientId,
      expiresAt,
    });
    await recordSessionEvent(tx, user.id, familyId, 'LoggedIn');
  });
  await writeAudit(ctx.db, {
    actorUserId: user.id,
    action: 'auth.sign_in',
    entityType: 'user',
    entityId: user.id,
    ip: input.ip,
  });
  return { tokens };
}

/** How long a rotated refresh token still works for its own client: two tabs or a retried request refreshing
 * at once all get the same successor instead of looking like theft (docs/decisions/0013, 0036). */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/** Ends a sign-in; signing out and a sign-in found expired record it as a SessionEvent in the same transaction. */
async function endFamily(ctx: AppContext, userId: number, familyId: string, action?: 'LoggedOut' | 'TimedOut') {
  await ctx.db.transaction(async (tx) => {
    await revokeRefreshFamily(tx, familyId);
    if (action) await recordSessionEvent(tx, userId, familyId, action);
  });
  await ctx.sessions.ended(userId);
}

/** The refresh grant: rotates the token to its one successor; presenting a used one inside the grace hands
 * back that same successor (with a new access token), after the grace it revokes the whole family. */
export async function refreshSession(
  ctx: AppContext,
  input: { refreshToken: string; clientId: string; ip: string },
): Promise<TTokenResponse> {
  const tokenHash = hashToken(input.refreshToken);
  const row = await findRefreshToken(ctx.db, tokenHash);
  if (!row || row.clientId !== input.clientId || row.revokedAt) throw endedGrant();
  const inGrace = (usedAt: Date) => Date.now() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  const successor = successorOf(ctx, input.refreshToken);
  if (row.usedAt) {
    if (inGrace(row.usedAt)) return issueTokens(ctx, row.userId, row.familyId, successor);
    await endFamily(ctx, row.userId, row.familyId);
    await writeAudit(ctx.db, {
      actorUserId: row.userId,
      action: 'auth.refresh_token_reuse',
      entityType: 'user',
      entityId: row.userId,
      details: { familyId: row.familyId },
      ip: input.ip,
    });
    throw endedGrant();
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    await endFamily(ctx, row.userId, row.familyId, 'TimedOut');
    throw endedGrant();
  }
  let claimed = false;
  const tokens = await issueTokens(ctx, row.userId, row.familyId, successor, async (tx, expiresAt) => {
    // Claiming the token and storing its successor commit together, so a request that loses the claim
    // (it waits on the row until this commits) finds the successor already there.
    claimed = await claimRefreshToken(tx, row.id);
    if (!claimed) return;
    const { userId, familyId, clientId } = row;
    await insertRefreshToken(tx, { userId, familyId, tokenHash: hashToken(successor), clientId, expiresAt });
  });
  if (!claimed) {
    // A concurrent request rotated it a moment ago (within the grace by definition), unless it was revoked.
    const now = await findRefreshToken(ctx.db, tokenHash);
    if (!now?.usedAt || now.revokedAt) throw endedGrant();
  }
  return tokens;
}

/** Signing out: revokes the refresh token's family, and with it the family's access tokens. Unknown tokens
 * are ignored (RFC 7009). */
export async function revokeSession(ctx: AppContext, input: { token: string; clientId: string }) {
  const row = await findRefreshToken(ctx.db, hashToken(input.token));
  if (!row || row.clientId !== input.clientId) return;
  await endFamily(ctx, row.userId, row.familyId, row.revokedAt ? undefined : 'LoggedOut');
  await writeAudit(ctx.db, {
    actorUserId: row.userId,
    action: 'auth.sign_out',
    entityType: 'user',
    entityId: row.userId,
  });
}
