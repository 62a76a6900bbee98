import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';

describe('user preferences', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const u of ['teacher', 'teacher.free', 'student', 'principal'])
      tokens[u] = (await signIn(t.app, u)).access_token;
  });
  afterAll(() => t.close());

  const get = (user: string, kind: number | string) =>
    t.app.inject({ url: `/api/v1/preferences/${kind}`, headers: bearer(tokens[user]!) });
  const put = (user: string, kind: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/preferences/${kind}`,
      headers: bearer(tokens[user]!),
      payload: payload as object,
    });

  it('saves and reads a screen setting, replacing it on the next save', async () => {
    expect((await get('teacher', 9)).json()).toEqual({ kind: 9, value: null, updatedAt: null });
    expect((await put('teacher', 9, { value: { grade: '5', subject: 'Math' } })).statusCode).toBe(200);
    await put('teacher', 9, { value: { grade: '6' } });
    expect((await get('teacher', 9)).json().value).toEqual({ grade: '6' });
  });

  it("keeps each user's settings to themselves", async () => {
    await put('teacher', 22, { value: { layout: 'compact' } });
    expect((await get('principal', 22)).json().value).toBeNull();
  });

  it('refuses a free teacher the Clear Monitor settings with the upgrade message', async () => {
    const res = await get('teacher.free', 19);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'license_required',
      title: 'To access this feature upgrade your account from account setting',
    });
    expect((await get('teacher', 19)).statusCode).toBe(200);
  });

  it('refuses a student the studio settings as a matter of role, not license', async () => {
    const res = await put('student', 10, { value: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('names the field for an unknown kind or a bad value, and changes nothing', async () => {
    const kind = await get('teacher', 7);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0]).toEqual({ field: 'params.kind', message: 'Unknown preference kind' });
    expect((await get('teacher', 'abc')).statusCode).toBe(400);
    const bad = await put('teacher', 11, { value: 'not an object' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.value');
    const big = await put('teacher', 11, { value: { blob: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(400);
    expect((await get('teacher', 11)).json().value).toBeNull();
  });

  it('refuses an absurdly nested value with a 400 instead of crashing, and keeps the saved setting', async () => {
    await put('teacher', 12, { value: { all: true } });
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences/12',
      headers: { ...bearer(tokens.teacher!), 'content-type': 'application/json' },
      payload: `{"value":{"a":${'['.repeat(60_000)}${']'.repeat(60_000)}}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.headers['content-type']).toContain('application/problem+json');
    expect((await get('teacher', 12)).json().value).toEqual({ all: true });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ url: '/api/v1/preferences/9' })).statusCode).toBe(401);
  });
});
