import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import { call, newAddress, newEmail } from '../../../test/kits/accounts/accounts';
import { WRONG_CODES_PER_WINDOW } from '../../platform/rate-limits';
import { EMAIL_LIMIT } from './account-limits';

// Two app processes behind one load balancer (run with REDIS_URL): every request limit is counted once in
// Redis, whichever process answers, so spreading requests over processes gains nothing (decision 0036).

const url = process.env.REDIS_URL as string;
const prefix = `cs:test:${randomBytes(6).toString('hex')}:limit:`;

describe('request limits across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: url }, { rateLimitPrefix: prefix });
    peer = await buildPeerApp(t, { rateLimitPrefix: prefix });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('counts one email once for both processes', async () => {
    const email = newEmail('probe');
    for (let i = 0; i < EMAIL_LIMIT.limit; i++) {
      const app = i % 2 === 0 ? t.app : peer;
      const res = await call(app, 'POST', '/api/v1/account/forgot-password', { email }, { address: newAddress() });
      expect(res.statusCode).toBe(404);
    }
    for (const app of [t.app, peer]) {
      const refused = await call(app, 'POST', '/api/v1/account/forgot-password', { email }, { address: newAddress() });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits a student’s wrong live-lesson codes across processes', async () => {
    const { access_token } = await signIn(t.app, 'student');
    const tryCode = (app: FastifyInstance, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/student/lessons/join',
        headers: bearer(access_token),
        payload: { code },
      });
    for (let i = 0; i < WRONG_CODES_PER_WINDOW; i++) {
      const res = await tryCode(i % 2 === 0 ? t.app : peer, `ZZ${i}Q`);
      expect(res.statusCode).toBe(404);
    }
    for (const app of [t.app, peer]) {
      const refused = await tryCode(app, 'ZZZZQ');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_codes');
    }
  });
});
