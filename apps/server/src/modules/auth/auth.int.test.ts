import { and, eq, isNotNull } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, formBody, signIn } from '../../../test/factories';
import { auditLog, refreshTokens } from '../../db/schema';

describe('POST /connect/token', () => {
  let t: TestApp;
  const token = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/connect/token', ...formBody(payload) });
  const passwordGrant = (username: string, password: string) =>
    token({ grant_type: 'password', username, password, client_id: 'clearsheets-web', scope: 'api offline_access' });
  const refreshGrant = (refresh_token: string) =>
    token({ grant_type: 'refresh_token', refresh_token, client_id: 'clearsheets-web' });
  const me = (accessToken: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(accessToken) });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in with a password and returns a signed JWT with the claims the client reads', async () => {
    const res = await passwordGrant('teacher', 'demo1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ client_id: 'clearsheets-web', iss: 'http://localhost:3000', Role: 'Teacher' });
    expect(claims.exp - claims.iat).toBe(900);
    const info = JSON.parse(claims.UserInfo);
    expect(info).toMatchObject({
      UserName: 'teacher',
      FirstName: 'Ana',
      LastName: 'Garcia',
      SchoolName: 'Bluebonnet Elementary',
      DistrictName: 'Lone Oak ISD',
      StateId: 44,
      Products: [{ ProductId: 2 }],
      Licenses: ['CKPD'],
    });
    expect(String(info.UserId)).toBe(claims.sub);
  });

  it('accepts the email address and any letter case', async () => {
    expect((await passwordGrant('TEACHER@loneoak.example.org', 'demo1234')).statusCode).toBe(200);
    expect((await passwordGrant('  Teacher ', 'demo1234')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await passwordGrant('principal', 'not-the-password');
    const unknown = await passwordGrant('nobody.here', 'demo1234');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        title: 'Invalid username or password',
        code: 'invalid_grant',
        error: 'invalid_grant',
        error_description: 'Invalid username or password',
      });
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a deactivated user like a wrong password', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD', status: 'deactivated' });
    const res = await passwordGrant(user.username, 'demo1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('Invalid username or password');
  });

  it('names the missing field of a malformed form body', async () => {
    const noPassword = await token({ grant_type: 'password', username: 'teacher', client_id: 'clearsheets-web' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: 'invalid_request', title: 'Password is required' });
    expect(noPassword.json().errors).toEqual([{ field: 'body.password', message: 'Password is required' }]);

    const noUser = await token({ grant_type: 'password', password: 'x', client_id: 'clearsheets-web' });
    expect(noUser.json().errors[0].field).toBe('body.username');

    const noClient = await token({ grant_type: 'password', username: 'teacher', password: 'demo1234' });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors[0].field).toBe('body.client_id');

    const noRefresh = await token({ grant_type: 'refresh_token', client_id: 'clearsheets-web' });
    expect(noRefresh.json().errors[0].field).toBe('body.refresh_token');
  });

  it('refuses unknown grant types, unknown clients and unparseable bodies without a 500', async () => {
    const grant = await token({ grant_type: 'client_credentials', client_id: 'clearsheets-web' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().code).toBe('unsupported_grant_type');

    const client = await token({ grant_type: 'password', username: 'teacher', password: 'demo1234', client_id: 'x' });
    expect(client.statusCode).toBe(401);
    expect(client.json().code).toBe('invalid_client');

    const json = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json().error).toBe('invalid_request');

    const empty = await t.app.inject({ method: 'POST', url: '/connect/token' });
    expect(empty.statusCode).toBe(400);

    const huge = await token({ grant_type: 'password', username: 'a'.repeat(600), password: 'x', client_id: 'c' });
    expect(huge.statusCode).toBe(400);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('answers every refusal as RFC 6749 section 5.2 says: application/json, a standard error and a description', async () => {
    const standard = [
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
    ];
    const cases = [
      [await token({ grant_type: 'password', username: 'teacher', client_id: 'clearsheets-web' }), 'invalid_request'],
      [
        await token({ grant_type: 'password', username: 'teacher', password: 'demo1234', client_id: 'x' }),
        'invalid_client',
      ],
      [await passwordGrant('principal', 'not-the-password'), 'invalid_grant'],
      [await refreshGrant('no-such-refresh-token'), 'invalid_grant'],
      [await token({ grant_type: 'client_credentials', client_id: 'clearsheets-web' }), 'unsupported_grant_type'],
    ] as const;
    for (const [res, error] of cases) {
      expect(res.headers['content-type'], error).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.error).toBe(error);
      expect(standard).toContain(body.error);
      expect(typeof body.error_description).toBe('string');
      expect(body.error_description.length).toBeGreaterThan(0);
    }
    // A wrong password keeps the spec's words; a refresh token that is no good says the sign-in has ended.
    expect(cases[2][0].json().error_description).toBe('Invalid username or password');
    expect(cases[3][0].json().error_description).toBe('Your sign-in has ended. Please sign in again.');
    expect(cases[3][0].body).not.toMatch(/username or password/);
  });

  it('rotates the refresh token on every use', async () => {
    const first = await signIn(t.app, 'coach');
    const second = await refreshGrant(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const next = second.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect((await refreshGrant(next.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace', async () => {
    const first = await signIn(t.app, 'school.admin');
    const second = (await refreshGrant(first.refresh_token)).json();
    // Used a minute ago: past the grace for concurrent refreshes (docs/decisions/0013).
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(refreshTokens.usedAt));
    const stolen = await refreshGrant(first.refresh_token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('invalid_grant');
    // The legitimate holder's newer token is now dead too.
    expect((await refreshGrant(second.refresh_token)).statusCode).toBe(400);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.refresh_token_reuse'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('gives both of two racing refreshes a valid pair instead of signing the user out', async () => {
    const first = await signIn(t.app, 'principal');
    const results = await Promise.all([refreshGrant(first.refresh_token), refreshGrant(first.refresh_token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of results) {
      expect((await me(r.json().access_token)).statusCode).toBe(200);
      expect((await refreshGrant(r.json().refresh_token)).statusCode).toBe(200);
    }
  });

  it('hands 8 concurrent refreshes of one token the same successor: one sign-in, one live token', async () => {
    const first = await signIn(t.app, 'teacher');
    const results = await Promise.all(Array.from({ length: 8 }, () => refreshGrant(first.refresh_token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const successors = new Set(results.map((r) => r.json().refresh_token));
    expect(successors.size).toBe(1);
    const sids = new Set(
      results.map((r) => JSON.parse(Buffer.from(r.json().access_token.split('.')[1], 'base64url').toString()).sid),
    );
    expect(sids.size).toBe(1);
    const [sid] = sids;
    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(sid)));
    expect(family).toHaveLength(2);
    expect(family.filter((r) => !r.usedAt && !r.revokedAt)).toHaveLength(1);
    // A late retry inside the grace still gets that same successor, not a session of its own.
    const retry = await refreshGrant(first.refresh_token);
    expect(retry.json().refresh_token).toBe([...successors][0]);
    expect(
      await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, String(sid))),
    ).toHaveLength(2);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn(t.app, 'teacher.free');
    await t.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refreshGrant(session.refresh_token)).statusCode).toBe(400);
  });

  it('stores refresh tokens hashed, never in the clear', async () => {
    const session = await signIn(t.app, 'student');
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === session.refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('signs out by revoking the refresh token', async () => {
    const session = await signIn(t.app, 'district.admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: session.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await refreshGrant(session.refresh_token)).statusCode).toBe(400);
    // Revoking an unknown token is not an error (RFC 7009).
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: 'never-issued', client_id: 'clearsheets-web' }),
    });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('access tokens on API calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/me', headers });
  const claims = {
    client_id: 'clearsheets-web',
    Role: 'Teacher',
    UserInfo: JSON.stringify({ UserId: 5, SchoolId: 1, DistrictId: 1, Licenses: ['CKPD'] }),
  };

  it('refuses a missing, garbage or foreign-signed token with 401', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me(bearer('not.a.jwt'))).statusCode).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('5')
      .setIssuer('http://localhost:3000')
      .setExpirationTime('10m')
      .sign(privateKey);
    const res = await me(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json().title).toBe('Your token got expired');
  });

  it('refuses an expired token with 401 and the spec message', async () => {
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: t.app.ctx.signingKeys.kid })
      .setSubject('5')
      .setIssuer('http://localhost:3000')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.ctx.signingKeys.privateKey);
    const res = await me(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_token', title: 'Your token got expired' });
  });

  it('refuses a token of another issuer', async () => {
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: t.app.ctx.signingKeys.kid })
      .setSubject('5')
      .setIssuer('https://elsewhere.example.com')
      .setExpirationTime('10m')
      .sign(t.app.ctx.signingKeys.privateKey);
    expect((await me(bearer(other))).statusCode).toBe(401);
  });

  it('publishes the public signing key and the discovery document', async () => {
    const jwks = (await t.app.inject('/.well-known/jwks.json')).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: t.app.ctx.signingKeys.kid });
    expect(jwks.keys[0].d).toBeUndefined();
    const discovery = (await t.app.inject('/.well-known/openid-configuration')).json();
    expect(discovery.token_endpoint).toBe('http://localhost:3000/connect/token');
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: '4' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: ip,
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });

  it('refuses a username for a while after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('coach', 'wrong')).statusCode).toBe(400);
    const locked = await attempt('coach', 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().title).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    // Another user from another address is not affected.
    expect((await attempt('principal', 'demo1234', '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts an account once whatever login name is used: a locked account cannot sign in by email', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    for (let i = 0; i < 2; i++) await attempt(user.username, 'wrong', '10.0.1.1');
    for (let i = 0; i < 2; i++) await attempt(user.email!, 'wrong', '10.0.1.2');
    expect((await attempt(user.email!.toUpperCase(), 'demo1234', '10.0.1.3')).statusCode).toBe(429);
    expect((await attempt(user.username, 'demo1234', '10.0.1.4')).statusCode).toBe(429);
  });

  it('slows an address down but never locks it: others behind the same address still sign in', async () => {
    // 40 failures is the address allowance (10 x LOGIN_MAX_FAILURES); two more add short delays.
    for (let i = 0; i < 42; i++) await attempt(`nobody.${i}`, 'wrong', '10.0.2.1');
    expect((await attempt('teacher', 'demo1234', '10.0.2.1')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick the address it is counted under', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: '10.0.3.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.username,
        password: 'demo1234',
        client_id: 'clearsheets-web',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in'), eq(auditLog.actorUserId, user.id)));
    expect(row?.ip).toBe('10.0.3.1');
  });
});
