import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { call, newAddress, newEmail } from '../../../test/kits/accounts/accounts';
import { createRedisThrottleStore } from '../../platform/auth/login-throttle';
import { ADDRESS_LIMIT } from './account-limits';

// Two app processes behind one load balancer (run with REDIS_URL): the forgot-password allowance of a client
// address is one, whichever process answers, so spreading requests over processes lists no more accounts.

const url = process.env.REDIS_URL as string;
const run = randomBytes(6).toString('hex');

describe('account request limits across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  const clients: Redis[] = [];
  const store = () => {
    const client = new Redis(url);
    clients.push(client);
    return createRedisThrottleStore(client, `cs:test:${run}:login:`);
  };
  beforeAll(async () => {
    t = await buildTestApp({}, { throttleStore: store() });
    peer = await buildPeerApp(t, { throttleStore: store() });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('counts one address once for both processes', async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_LIMIT.limit; i++) {
      const app = i % 2 === 0 ? t.app : peer;
      const res = await call(app, 'POST', '/api/v1/account/forgot-password', { email: newEmail('probe') }, { address });
      expect(res.statusCode).toBe(404);
    }
    for (const app of [t.app, peer]) {
      const refused = await call(app, 'POST', '/api/v1/account/forgot-password', { email: newEmail() }, { address });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
