import type { TTokenResponse } from '@clearsheets/shared';
import { networkError, problemFromResponse } from './api-error';

// The OAuth 2 endpoints take form-encoded bodies (RFC 6749), unlike the JSON API. The refresh token never
// reaches this code: the server keeps it in an httpOnly cookie on /connect that the browser sends with
// these same-origin requests (docs/decisions/0013).

async function postForm(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
  } catch (cause) {
    throw networkError(cause);
  }
}

async function tokenRequest(fields: Record<string, string>): Promise<TTokenResponse> {
  const response = await postForm('/connect/token', fields);
  if (!response.ok) throw await problemFromResponse(response);
  return (await response.json()) as TTokenResponse;
}

/** Password grant: what the sign-in form calls. */
export function requestPasswordToken(username: string, password: string, clientId: string): Promise<TTokenResponse> {
  return tokenRequest({
    grant_type: 'password',
    username,
    password,
    client_id: clientId,
    scope: 'api offline_access',
  });
}

/** Refresh grant with the cookie's refresh token: rotates it and returns a fresh access token. A refresh
 * token an older version of the app left in localStorage is sent once instead (the answer moves it into the
 * cookie). */
export function requestRefreshToken(clientId: string, legacyToken?: string | null): Promise<TTokenResponse> {
  const fields: Record<string, string> = { grant_type: 'refresh_token', client_id: clientId };
  if (legacyToken) fields.refresh_token = legacyToken;
  return tokenRequest(fields);
}

/** Revokes the cookie's refresh token on sign-out (the server clears the cookie); failures are ignored
 * because the local session ends anyway. */
export async function revokeToken(clientId: string): Promise<void> {
  try {
    // Bounded: a server that does not answer must not keep the user from signing out.
    await postForm('/connect/revocation', { client_id: clientId }, AbortSignal.timeout(3000));
  } catch {
    // Offline sign-out still clears the device.
  }
}
