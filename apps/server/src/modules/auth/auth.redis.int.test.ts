import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, formBody, signIn } from '../../../test/factories';
import { createRedisThrottleStore } from '../../platform/auth/login-throttle';
import { SESSIONS_ROOM } from '../../platform/auth/sessions';
import { createRedisBus, type RealtimeBus } from '../../platform/realtime/bus';

// Two app processes behind one load balancer (run with REDIS_URL): sign-in failures are counted once for
// both, and a sign-out on one refuses the access token on the other.

const url = process.env.REDIS_URL as string;
const run = randomBytes(6).toString('hex');

describe('sign-in and sessions across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  const buses: RealtimeBus[] = [];
  const clients: Redis[] = [];
  const bus = () => {
    const b = createRedisBus(url, { prefix: `cs:test:${run}:room:` });
    buses.push(b);
    return b;
  };
  const store = () => {
    const client = new Redis(url);
    clients.push(client);
    return createRedisThrottleStore(client, `cs:test:${run}:login:`);
  };
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: '3' }, { realtime: bus(), throttleStore: store() });
    peer = await buildPeerApp(t, { realtime: bus(), throttleStore: store() });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
    await Promise.all(clients.map((c) => c.quit()));
  });

  const attempt = (app: FastifyInstance, username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: '10.7.0.1',
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });

  it('counts failures on both instances against one limit', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    expect((await attempt(t.app, user.username, 'wrong')).statusCode).toBe(400);
    expect((await attempt(peer, user.email!, 'wrong')).statusCode).toBe(400);
    expect((await attempt(t.app, user.username, 'wrong')).statusCode).toBe(400);
    expect((await attempt(peer, user.username, 'demo1234')).statusCode).toBe(429);
    expect((await attempt(t.app, user.email!, 'demo1234')).statusCode).toBe(429);
  });

  it('refuses the access token on the other instance once signed out on this one', async () => {
    const session = await signIn(t.app, 'coach');
    const onPeer = () => peer.inject({ url: '/api/v1/me', headers: bearer(session.access_token) });
    expect((await onPeer()).statusCode).toBe(200);
    // The peer hears the announcement through Redis; wait for it rather than for a guessed time.
    const heard = new Promise<void>((resolve) => {
      const off = peer.ctx.realtime.subscribe(SESSIONS_ROOM, () => {
        off();
        resolve();
      });
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: session.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(out.statusCode).toBe(200);
    await heard;
    expect((await onPeer()).statusCode).toBe(401);
  });
});
