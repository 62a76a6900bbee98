import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, formBody, requestsAs, signIn, userIdOf } from '../../../test/factories';
import { openSocket } from '../../../test/realtime-client';

// Access tokens die with their sign-in (sign-out, password reset, deactivation) on the next request; tokens
// must carry exp and iat; the browser's refresh token lives in an httpOnly cookie (docs/decisions/0013).

describe('access tokens of ended sign-ins', () => {
  let t: TestApp;
  const as = () => requestsAs(t.app);
  const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses the access token on the next request after sign-out, and only that sign-in', async () => {
    const phone = await signIn(t.app, 'coach');
    const laptop = await signIn(t.app, 'coach');
    expect((await me(phone.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: phone.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(out.statusCode).toBe(200);
    const refused = await me(phone.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().title).toBe('Your token got expired');
    expect((await me(laptop.access_token)).statusCode).toBe(200);
  });

  it('refuses the old token on the realtime socket after sign-out', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await signIn(t.app, 'teacher');
    const before = await openSocket(t.app);
    before.send({ type: 'auth', token: session.access_token });
    await before.next((m) => m.type === 'authenticated');
    await before.close();
    await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: session.refresh_token, client_id: 'clearsheets-web' }),
    });
    const after = await openSocket(t.app);
    after.send({ type: 'auth', token: session.access_token });
    expect(await after.next((m) => m.type === 'error')).toMatchObject({ code: 'unauthorized' });
    await after.close();
  });

  it('closes a socket that is already open when its sign-in ends', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await signIn(t.app, 'teacher');
    const other = await signIn(t.app, 'teacher');
    const ending = await openSocket(t.app);
    const staying = await openSocket(t.app);
    ending.send({ type: 'auth', token: session.access_token });
    staying.send({ type: 'auth', token: other.access_token });
    await ending.next((m) => m.type === 'authenticated');
    await staying.next((m) => m.type === 'authenticated');
    await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: session.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(await ending.closed).toMatchObject({ code: 4001, reason: 'signed out' });
    // The same user's other sign-in keeps its socket.
    staying.send({ type: 'subscribe', room: 'class:1' });
    await staying.next((m) => m.type === 'subscribed' || m.type === 'error');
    expect(staying.ws.readyState).toBe(staying.ws.OPEN);
    await staying.close();
  });

  it('checks a token once for routes and the socket alike, and refuses it on both after sign-out', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const viaRoute = await signIn(t.app, 'teacher');
    const viaSocket = await signIn(t.app, 'teacher');
    const authenticate = async (token: string) => {
      const socket = await openSocket(t.app);
      socket.send({ type: 'auth', token });
      const answer = await socket.next((m) => m.type === 'authenticated' || m.type === 'error');
      await socket.close();
      return answer;
    };
    const verify = vi.spyOn(t.app.ctx.accessTokens, 'verify');
    try {
      expect((await me(viaRoute.access_token)).statusCode).toBe(200);
      expect(await authenticate(viaRoute.access_token)).toMatchObject({ type: 'authenticated' });
      expect(await authenticate(viaSocket.access_token)).toMatchObject({ type: 'authenticated' });
      expect((await me(viaSocket.access_token)).statusCode).toBe(200);
      // Each signature was verified once: the socket used the route's remembered answer and vice versa.
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
    for (const { refresh_token } of [viaRoute, viaSocket])
      await t.app.inject({
        method: 'POST',
        url: '/connect/revocation',
        ...formBody({ token: refresh_token, client_id: 'clearsheets-web' }),
      });
    expect(await authenticate(viaRoute.access_token)).toMatchObject({ type: 'error', code: 'unauthorized' });
    expect((await me(viaSocket.access_token)).statusCode).toBe(401);
  });

  it("refuses a staff member's tokens after a password reset and after deactivation", async () => {
    const admin = as();
    const reset = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD', schoolId: 1 });
    const gone = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD', schoolId: 1 });
    const resetToken = (await signIn(t.app, reset.username)).access_token;
    const goneToken = (await signIn(t.app, gone.username)).access_token;
    expect((await me(resetToken)).statusCode).toBe(200);
    expect((await me(goneToken)).statusCode).toBe(200);
    expect((await admin('school.admin', 'POST', `/api/v1/staff/${reset.id}/reset-password`)).statusCode).toBe(200);
    expect((await admin('school.admin', 'POST', `/api/v1/staff/${gone.id}/deactivate`)).statusCode).toBe(200);
    expect((await me(resetToken)).statusCode).toBe(401);
    expect((await me(goneToken)).statusCode).toBe(401);
  });

  it("refuses a student's token after a password reset, on the player's routes too", async () => {
    const studentId = await userIdOf(t.database.db, 'student');
    const token = (await signIn(t.app, 'student')).access_token;
    const home = () => t.app.inject({ url: '/api/v1/student/assignments', headers: bearer(token) });
    // Twice: the second answer comes from the player's verified-token cache.
    expect((await home()).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(200);
    const res = await as()('teacher', 'POST', `/api/v1/students/${studentId}/reset-password`, { password: 'comet77' });
    expect(res.statusCode).toBe(200);
    expect((await home()).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
    // The new password signs in and works.
    expect((await me((await signIn(t.app, 'student', 'comet77')).access_token)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without exp or without iat', async () => {
    const good = decodeJwt((await signIn(t.app, 'principal')).access_token);
    const { exp: _exp, iat: _iat, ...rest } = good;
    const { privateKey, kid } = t.app.ctx.signingKeys;
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT(rest).setProtectedHeader({ alg: 'ES256', kid })).sign(privateKey);
    const noExp = await signed((j) => j.setIssuedAt());
    const noIat = await signed((j) => j.setExpirationTime('10m'));
    const both = await signed((j) => j.setIssuedAt().setExpirationTime('10m'));
    expect((await me(noExp)).statusCode).toBe(401);
    expect((await me(noIat)).statusCode).toBe(401);
    expect((await me(both)).statusCode).toBe(200);
  });
});

describe('the refresh token cookie for browsers', () => {
  let t: TestApp;
  const origin = 'http://localhost:3000';
  const browser = { origin, host: 'localhost:3000' };
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = formBody(fields);
    return t.app.inject({ method: 'POST', url, headers: { ...form.headers, ...headers }, payload: form.payload });
  };
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
  const refreshValue = (setCookie: string) => /cs_refresh=([^;]*)/.exec(setCookie)?.[1] ?? '';
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const browserSignIn = () =>
    post(
      '/connect/token',
      { grant_type: 'password', username: 'teacher', password: 'demo1234', client_id: 'clearsheets-web' },
      browser,
    );

  it('sets the refresh token as an httpOnly, SameSite=Strict cookie on /connect and leaves it out of the body', async () => {
    const res = await browserSignIn();
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    expect(res.json().access_token).toBeTruthy();
    const setCookie = cookieOf(res);
    expect(setCookie).toMatch(/^cs_refresh=[\w-]{40,};/);
    expect(setCookie).toContain('Path=/connect');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain(`Max-Age=${30 * 86_400}`);
  });

  it('refreshes from the cookie for our own pages only, and signs out by clearing it', async () => {
    const first = refreshValue(cookieOf(await browserSignIn()));
    const refreshed = await post(
      '/connect/token',
      { grant_type: 'refresh_token', client_id: 'clearsheets-web' },
      { ...browser, cookie: `cs_refresh=${first}` },
    );
    expect(refreshed.statusCode).toBe(200);
    const second = refreshValue(cookieOf(refreshed));
    expect(second).not.toBe(first);

    // Another site's page: the Origin does not match, so the cookie is not used.
    const foreign = await post(
      '/connect/token',
      { grant_type: 'refresh_token', client_id: 'clearsheets-web' },
      { origin: 'https://evil.example.com', host: 'localhost:3000', cookie: `cs_refresh=${second}` },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('body.refresh_token');

    const out = await post(
      '/connect/revocation',
      { client_id: 'clearsheets-web' },
      { ...browser, cookie: `cs_refresh=${second}` },
    );
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toMatch(/^cs_refresh=; Path=\/connect; Max-Age=0/);
    const after = await post(
      '/connect/token',
      { grant_type: 'refresh_token', client_id: 'clearsheets-web' },
      { ...browser, cookie: `cs_refresh=${second}` },
    );
    expect(after.statusCode).toBe(400);
    expect(after.json().code).toBe('invalid_grant');
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildTestApp({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://cs.example.org',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { ...formBody({}).headers, origin: 'https://cs.example.org' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: 'teacher',
          password: 'demo1234',
          client_id: 'clearsheets-web',
        }).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res)).toContain('; Secure');
    } finally {
      await prod.close();
    }
  });

  it('keeps the plain form-post interface for clients without an Origin (no cookie)', async () => {
    const res = await post('/connect/token', {
      grant_type: 'password',
      username: 'teacher',
      password: 'demo1234',
      client_id: 'clearsheets-web',
    });
    expect(res.json().refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
