import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('gives the client its id, authority and the demo accounts outside production', async () => {
    const body = (await t.app.inject('/api/v1/client-config')).json();
    expect(body.clientId).toBe('clearsheets-web');
    expect(body.idleStatusMs).toBe(5000);
    expect(body.demoAccounts.map((a: { username: string }) => a.username)).toEqual([
      'district.admin',
      'school.admin',
      'principal',
      'coach',
      'teacher',
      'teacher.free',
      'student',
    ]);
  });

  it('answers unknown API paths with a problem, not the web page', async () => {
    const res = await t.app.inject('/api/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found', title: 'Not found' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/connect/token');
  });
});

describe('system endpoints in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('lists no demo accounts and reports the production idle time', async () => {
    const body = (await t.app.inject('/api/v1/client-config')).json();
    expect(body).toMatchObject({ environment: 'production', demoAccounts: null, idleStatusMs: 300000 });
  });
});
