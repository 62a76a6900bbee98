import {
  type AccessTokenClaims,
  checkTokenClaims,
  decodeJwtPayload,
  ROLES,
  type Role,
  STORAGE_KEYS,
  type TokenCheck,
  type TTokenResponse,
  type TUserInfoClaim,
} from '@clearsheets/shared';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';
import { getClientConfig, loadClientConfig } from './client-config';
import { queryClient } from './query-client';
import { singleFlight } from './single-flight';
import { clearStoredData, readStorage, removeStorage, writeStorage } from './storage';
import { requestRefreshToken, revokeToken } from './token-client';

// The session is the stored token (spec section 4): signed in only while it is present and passes the
// spec's client rule. This store mirrors localStorage for React and owns every change to it. The refresh
// token is not stored here: it is an httpOnly cookie script cannot read (docs/decisions/0013).

export type SignedOutReason = 'expired' | 'signedOut' | null;
export type SessionState = { status: 'restoring' } | { status: 'signedOut'; reason: SignedOutReason } | SignedInState;
export type SignedInState = { status: 'signedIn'; token: string; role: Role; user: TUserInfoClaim | null };

let state: SessionState = { status: 'restoring' };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current session, for code outside React. */
export const getSession = (): SessionState => state;

/** Subscribes to session changes (useSyncExternalStore contract). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: components re-render on sign-in, refresh and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The stored access token; the API client reads it on every call so other tabs' refreshes are picked up. */
export const getAccessToken = (): string | null => readStorage(STORAGE_KEYS.token);

function parseUserInfo(claims: AccessTokenClaims | null): TUserInfoClaim | null {
  if (!claims?.UserInfo) return null;
  try {
    const info: unknown = JSON.parse(claims.UserInfo);
    return info && typeof info === 'object' && typeof (info as TUserInfoClaim).FirstName === 'string'
      ? (info as TUserInfoClaim)
      : null;
  } catch {
    return null;
  }
}

/** The spec's token rule against the loaded client configuration; null when the token cannot be checked. */
export function checkToken(token: string | null): TokenCheck | null {
  const config = getClientConfig();
  if (!token || !config) return null;
  return checkTokenClaims(decodeJwtPayload(token), { clientId: config.clientId, authority: config.authority });
}

function signedInState(token: string): SignedInState | null {
  const claims = decodeJwtPayload(token);
  const role = claims?.Role;
  if (!role || !(ROLES as readonly string[]).includes(role)) return null;
  return { status: 'signedIn', token, role: role as Role, user: parseUserInfo(claims) };
}

/** Makes a stored token the session; while the start-up restore runs, the restore decides when to show it. */
function adoptToken(token: string): boolean {
  const next = signedInState(token);
  if (!next) return false;
  if (state.status === 'restoring') return true;
  if (state.status === 'signedIn' && state.role !== next.role) queryClient.clear();
  setState(next);
  return true;
}

/** Stores a token response under the spec's keys and signs the user in; null if the token carries no role. */
export function startSession(tokens: TTokenResponse): SignedInState | null {
  const next = signedInState(tokens.access_token);
  if (!next) return null;
  writeStorage(STORAGE_KEYS.token, tokens.access_token);
  // A refresh token left by an older version of the app: it must not stay readable by script.
  removeStorage(STORAGE_KEYS.refreshToken);
  writeStorage(STORAGE_KEYS.loggedIn, 'true');
  writeStorage(STORAGE_KEYS.userType, next.role);
  adoptToken(tokens.access_token);
  return next;
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('clearsheets-token-refresh', task) : task();
}

/**
 * Exchanges the refresh token for new tokens; concurrent callers share one request, and tabs take turns
 * (a rotated refresh token used twice would look like theft to the server). Resolves false when the
 * server refuses; throws a status-0 ApiError when it cannot be reached, so callers need not sign out.
 */
export const refreshSession = singleFlight(async (): Promise<boolean> => {
  const tokenBefore = readStorage(STORAGE_KEYS.token);
  return withRefreshLock(async () => {
    const stored = readStorage(STORAGE_KEYS.token);
    if (stored && stored !== tokenBefore && checkToken(stored)?.valid) return adoptToken(stored);
    if (!stored) return false;
    try {
      const config = await loadClientConfig();
      const legacy = readStorage(STORAGE_KEYS.refreshToken);
      return !!startSession(await requestRefreshToken(config.clientId, legacy));
    } catch (error) {
      if (isApiError(error) && error.status === 0) throw error;
      return false;
    }
  });
});

function endSession(reason: SignedOutReason): void {
  clearStoredData();
  queryClient.clear();
  setState({ status: 'signedOut', reason });
}

/** The session could not be renewed: clear it and let the guards send the user to sign in again. */
export function expireSession(): void {
  endSession('expired');
}

/** A stored token this client may not use (other client, issuer or product): drop it without a message. */
export function discardSession(): void {
  endSession(null);
}

/** Sign-out: revoke the refresh token (best effort), clear every stored key and the query cache. */
export async function signOut(): Promise<void> {
  const config = getClientConfig();
  if (config) await revokeToken(config.clientId);
  endSession('signedOut');
}

const delay = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Start-up restore (spec section 4): config, stored token, one silent refresh if it has expired, then the
 * profile; the session shows only when all of that is done. After timeoutMs the restore is abandoned and
 * the user is treated as signed out (the stored tokens stay, so a later reload can try again).
 */
export async function restoreSession(loadProfile: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  let abandoned = false;
  const settle = (next: SessionState) => {
    if (!abandoned && state.status === 'restoring') setState(next);
  };
  const work = async () => {
    await loadClientConfig();
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) return settle({ status: 'signedOut', reason: null });
    const check = checkToken(token);
    if (!check?.valid) {
      if (check?.reason !== 'expired') return endSession(null);
      const refreshed = await refreshSession().catch(() => false);
      if (abandoned) return;
      if (!refreshed) return endSession('expired');
    }
    await loadProfile().catch(() => undefined);
    // The profile call may itself have renewed the token, or ended the session (refresh refused).
    const current = signedInState(readStorage(STORAGE_KEYS.token) ?? '');
    settle(current ?? { status: 'signedOut', reason: null });
  };
  const outcome = await Promise.race([work().then(() => 'done' as const), delay(timeoutMs)]).catch(() => 'failed');
  if (outcome !== 'done') {
    settle({ status: 'signedOut', reason: null });
    abandoned = true;
  }
}

// Another tab signed out or in: follow it, so two tabs never show two different users.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    if (state.status === 'restoring') return;
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) {
      if (state.status === 'signedIn') {
        queryClient.clear();
        setState({ status: 'signedOut', reason: 'signedOut' });
      }
    } else if (state.status !== 'signedIn' || state.token !== token) {
      adoptToken(token);
    }
  });
}

/** The login page has shown why the user was signed out; later visits should not repeat it. */
export function acknowledgeSignedOutReason(): void {
  if (state.status === 'signedOut' && state.reason) setState({ status: 'signedOut', reason: null });
}
