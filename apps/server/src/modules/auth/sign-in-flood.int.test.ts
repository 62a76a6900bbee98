import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { formBody } from '../../../test/factories';
import { createMemoryThrottleStore } from '../../platform/auth/login-throttle';

// A flood of failures for new names must not clear an account's lock (it used to: every counter was dropped
// at 100,000 entries). The store here holds 50 counters so a small flood overflows it.

describe('a flood of failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: '3' }, { throttleStore: createMemoryThrottleStore(50) });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: ip,
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });

  it('keeps a locked account locked while the oldest counters are evicted', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('coach', 'wrong', '10.9.0.1')).statusCode).toBe(400);
    expect((await attempt('coach', 'demo1234', '10.9.0.2')).statusCode).toBe(429);
    for (let i = 0; i < 120; i++) await attempt(`flood.${i}`, 'wrong', `10.9.1.${i}`);
    expect((await attempt('coach', 'demo1234', '10.9.0.3')).statusCode).toBe(429);
    // The flood itself locked nothing else.
    expect((await attempt('teacher', 'demo1234', '10.9.0.3')).statusCode).toBe(200);
  });
});
