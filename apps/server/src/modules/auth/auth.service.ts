import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TTokenResponse } from '@clearsheets/shared';
import { writeAudit } from '../../platform/audit';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findSealedPassword } from '../rosters/student-accounts';
import {
  claimRefreshToken,
  findRefreshToken,
  findUserByLogin,
  insertRefreshToken,
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function issueTokens(
  ctx: AppContext,
  userId: number,
  clientId: string,
  familyId: string,
): Promise<TTokenResponse> {
  const uc = await loadUserContext(ctx.db, userId);
  if (uc?.user.status !== 'active') throw invalidGrant();
  const { user } = uc;
  const refreshToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000);
  const [accessToken] = await Promise.all([
    ctx.accessTokens.sign(roleOf(user), buildUserInfo(user, uc)),
    insertRefreshToken(ctx.db, { userId, familyId, tokenHash: hashToken(refreshToken), clientId, expiresAt }),
  ]);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: ctx.accessTokens.ttlSeconds,
    token_type: 'Bearer',
    scope: 'api offline_access',
  };
}

/** The password grant: the same answer for an unknown user and a wrong password, in about the same time. */
export async function signInWithPassword(
  ctx: AppContext,
  input: { username: string; password: string; clientId: string; ip: string },
): Promise<TTokenResponse> {
  const keys = [`user:${input.username.trim().toLowerCase()}`, `ip:${input.ip}`];
  if (ctx.loginThrottle.lockedFor(keys) > 0) throw new AppError(429, 'too_many_attempts', 'tooManyAttempts');
  const user = await findUserByLogin(ctx.db, input.username);
  const ok =
    user?.passwordHash || !user
      ? await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password)
      : await matchesSealedPassword(ctx, user.id, input.password);
  if (!user || !ok || user.status !== 'active') {
    const delay = ctx.loginThrottle.recordFailure(keys);
    if (delay > 0) await sleep(delay);
    throw invalidGrant();
  }
  ctx.loginThrottle.recordSuccess(keys[0] as string);
  const tokens = await issueTokens(ctx, user.id, input.clientId, randomUUID());
  await writeAudit(ctx.db, {
    actorUserId: user.id,
    action: 'auth.sign_in',
    entityType: 'user',
    entityId: user.id,
    ip: input.ip,
  });
  return tokens;
}

/** The refresh grant: rotates the token; presenting a used or revoked one revokes the whole family. */
export async function refreshSession(
  ctx: AppContext,
  input: { refreshToken: string; clientId: string; ip: string },
): Promise<TTokenResponse> {
  const row = await findRefreshToken(ctx.db, hashToken(input.refreshToken));
  if (!row || row.clientId !== input.clientId) throw invalidGrant();
  if (row.usedAt || row.revokedAt) {
    if (row.usedAt && !row.revokedAt) {
      await revokeRefreshFamily(ctx.db, row.familyId);
      await writeAudit(ctx.db, {
        actorUserId: row.userId,
        action: 'auth.refresh_token_reuse',
        entityType: 'user',
        entityId: row.userId,
        details: { familyId: row.familyId },
        ip: input.ip,
      });
    }
    throw invalidGrant();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalidGrant();
  // Two requests racing with one token: only one may rotate it; the loser is treated as reuse.
  if (!(await claimRefreshToken(ctx.db, row.id))) {
    await revokeRefreshFamily(ctx.db, row.familyId);
    throw invalidGrant();
  }
  return issueTokens(ctx, row.userId, input.clientId, row.familyId);
}

/** Signing out: revokes the refresh token's family. Unknown tokens are ignored (RFC 7009). */
export async function revokeSession(ctx: AppContext, input: { token: string; clientId: string }) {
  const row = await findRefreshToken(ctx.db, hashToken(input.token));
  if (!row || row.clientId !== input.clientId) return;
  await revokeRefreshFamily(ctx.db, row.familyId);
  await writeAudit(ctx.db, {
    actorUserId: row.userId,
    action: 'auth.sign_out',
    entityType: 'user',
    entityId: row.userId,
  });
}
