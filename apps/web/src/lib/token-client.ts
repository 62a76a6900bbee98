import type { TTokenResponse } from '@clearsheets/shared';
import { networkError, problemFromResponse } from './api-error';

// The OAuth 2 endpoints take form-encoded bodies (RFC 6749), unlike the JSON API.

async function postForm(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      signal,
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

/** Refresh grant: rotates the refresh token and returns a fresh access token. */
export function requestRefreshToken(refreshToken: string, clientId: string): Promise<TTokenResponse> {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
}

/** Revokes a refresh token on sign-out; failures are ignored because the local session ends anyway. */
export async function revokeToken(token: string, clientId: string): Promise<void> {
  try {
    // Bounded: a server that does not answer must not keep the user from signing out.
    await postForm('/connect/revocation', { token, client_id: clientId }, AbortSignal.timeout(3000));
  } catch {
    // Offline sign-out still clears the device.
  }
}
