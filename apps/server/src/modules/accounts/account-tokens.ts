import type { Db } from '../../db/client';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-tokens';
import {
  type AccountTokenPurpose,
  claimAccountToken,
  findAccountToken,
  insertAccountToken,
  retireAccountTokens,
} from './accounts.repository';

// Single-use account tokens (docs/decisions/0028): the mailed links and the must-change ticket. Only the
// SHA-256 is stored; a token is used by one conditional update, so two clicks on one link cannot both win.

/** How long each kind of token works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 60 * 60_000,
  change_email: 24 * 3_600_000,
  change_password: 10 * 60_000,
};

/** Purposes where a new token replaces the older ones (the newest link is the one that works). */
const REPLACES_OLDER: ReadonlySet<AccountTokenPurpose> = new Set(['reset_password', 'change_email', 'change_password']);

/** Stores a new token for the user (in the caller's transaction) and returns the token to send. */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  newEmail?: string,
): Promise<string> {
  if (REPLACES_OLDER.has(purpose)) await retireAccountTokens(db, userId, purpose);
  const { token, tokenHash } = newOneTimeToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
  await insertAccountToken(db, { userId, purpose, tokenHash, expiresAt, newEmail });
  return token;
}

export type UsedToken =
  | { ok: true; userId: number; newEmail: string | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/** Uses a token (in the caller's transaction): its user, or why it no longer works. */
export async function useAccountToken(db: Db, purpose: AccountTokenPurpose, token: string): Promise<UsedToken> {
  const row = await findAccountToken(db, purpose, hashOneTimeToken(token));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Another request with the same link may have won a moment ago.
  if (!(await claimAccountToken(db, row.id))) return { ok: false, reason: 'used' };
  return { ok: true, userId: row.userId, newEmail: row.newEmail };
}
