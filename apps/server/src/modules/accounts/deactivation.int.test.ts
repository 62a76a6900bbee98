import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, requestsAs, signIn } from '../../../test/factories';
import { openSocket } from '../../../test/realtime-client';
import { createMemoryBus } from '../../platform/realtime/bus';

// A deactivated user's access tokens stop working at once, not when they expire 15 minutes later: on the
// very next request, on every process, and on the realtime gateway (docs/decisions/0013, 0028).

describe('deactivation ends access at once', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  const bus = createMemoryBus();
  beforeAll(async () => {
    t = await buildTestApp({}, { realtime: bus });
    // A second process behind the same load balancer, on the same bus.
    peer = await buildPeerApp(t, { realtime: bus });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('refuses a token issued before deactivation on the next request, on both processes and the socket', async () => {
    const admin = requestsAs(t.app);
    const member = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD', schoolId: 1 });
    const { access_token } = await signIn(t.app, member.username);
    const me = (app: FastifyInstance) => app.inject({ url: '/api/v1/me', headers: bearer(access_token) });
    // Both processes have verified and remembered the token.
    expect((await me(t.app)).statusCode).toBe(200);
    expect((await me(peer)).statusCode).toBe(200);
    const socket = await openSocket(t.app);
    socket.send({ type: 'auth', token: access_token });
    await socket.next((m) => m.type === 'authenticated');

    const done = await admin('school.admin', 'POST', `/api/v1/staff/${member.id}/deactivate`);
    expect(done.statusCode).toBe(200);

    const here = await me(t.app);
    expect(here.statusCode).toBe(401);
    expect(here.json().title).toBe('Your token got expired');
    expect((await me(peer)).statusCode).toBe(401);
    expect((await peer.inject({ url: '/api/v1/teacher/home', headers: bearer(access_token) })).statusCode).toBe(401);
    // The open socket is closed, and a new one cannot authenticate with the old token.
    expect(await socket.closed).toMatchObject({ code: 4001 });
    const again = await openSocket(t.app);
    again.send({ type: 'auth', token: access_token });
    expect(await again.next((m) => m.type === 'error')).toMatchObject({ code: 'unauthorized' });
    await again.close();

    // Reactivation does not bring the old sign-in back: a new sign-in is needed.
    expect((await admin('school.admin', 'POST', `/api/v1/staff/${member.id}/reactivate`)).statusCode).toBe(200);
    expect((await me(t.app)).statusCode).toBe(401);
    const fresh = await signIn(t.app, member.username);
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(fresh.access_token) })).statusCode).toBe(200);
  });
});
