import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPasswordToken, requestRefreshToken, revokeToken } from './token-client';

// The refresh token lives in an httpOnly cookie (docs/decisions/0013): the client never sends or keeps it,
// it only lets the browser attach the cookie to the same-origin token requests.

const sent = (fetch: ReturnType<typeof vi.fn>) => {
  const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { path, init, fields: Object.fromEntries(new URLSearchParams(String(init.body))) };
};

afterEach(() => vi.unstubAllGlobals());

describe('token client', () => {
  it('refreshes with the cookie: only grant_type and client_id in the form', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'a', expires_in: 900, token_type: 'Bearer' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(requestRefreshToken('clearsheets-web')).resolves.toMatchObject({ access_token: 'a' });
    const { path, init, fields } = sent(fetch);
    expect(path).toBe('/connect/token');
    expect(init.credentials).toBe('same-origin');
    expect(fields).toEqual({ grant_type: 'refresh_token', client_id: 'clearsheets-web' });
  });

  it('sends a refresh token left in localStorage by an older version once, so the server moves it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'a', expires_in: 900, token_type: 'Bearer' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await requestRefreshToken('clearsheets-web', 'old-refresh-token');
    expect(sent(fetch).fields.refresh_token).toBe('old-refresh-token');
  });

  it('signs out by revoking the cookie, sending no token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await revokeToken('clearsheets-web');
    const { path, fields } = sent(fetch);
    expect(path).toBe('/connect/revocation');
    expect(fields).toEqual({ client_id: 'clearsheets-web' });
  });

  it('reads the token endpoint’s RFC 6749 errors: the spec’s words for a wrong password, the ended sign-in for a refresh', async () => {
    const answer = (body: object) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
      );
    vi.stubGlobal(
      'fetch',
      answer({
        error: 'invalid_grant',
        error_description: 'Invalid username or password',
        code: 'invalid_grant',
        title: 'Invalid username or password',
        status: 400,
      }),
    );
    await expect(requestPasswordToken('teacher', 'wrong', 'clearsheets-web')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_grant',
      title: 'Invalid username or password',
    });
    // A standard server's answer carries only error and error_description: the description is what is shown.
    vi.stubGlobal(
      'fetch',
      answer({ error: 'invalid_grant', error_description: 'Your sign-in has ended. Please sign in again.' }),
    );
    await expect(requestRefreshToken('clearsheets-web')).rejects.toMatchObject({
      code: 'invalid_grant',
      title: 'Your sign-in has ended. Please sign in again.',
    });
  });
});
