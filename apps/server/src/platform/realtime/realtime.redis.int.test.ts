import { randomBytes } from 'node:crypto';
import { classRoom, type TRealtimeEvent } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { requestsAs, signIn } from '../../../test/factories';
import { ofType, openSocket } from '../../../test/realtime-client';
import { classes } from '../../db/schema';
import { createRedisBus, type RealtimeBus } from './bus';

// Realtime across processes: two apps on one database, each with its own Redis bus (run with REDIS_URL).

const url = process.env.REDIS_URL as string;
const prefix = `cs:test:${randomBytes(6).toString('hex')}:room:`;
const event = (classId: number): TRealtimeEvent => ({
  type: 'class.roster.changed',
  classId,
  activeStudents: classId,
  at: new Date().toISOString(),
});

describe('Redis realtime bus', () => {
  it('delivers between two buses, only to subscribed rooms, until unsubscribed', async () => {
    const a = createRedisBus(url, { prefix });
    const b = createRedisBus(url, { prefix });
    try {
      const got: TRealtimeEvent[] = [];
      const off = b.subscribe('class:1', (e) => got.push(e));
      const off2 = b.subscribe('class:1', () => {});
      await off.ready;
      await a.publish('class:2', event(2));
      await a.publish('class:1', event(1));
      await expect.poll(() => got.length).toBe(1);
      expect(got[0]).toMatchObject({ classId: 1 });
      off();
      await a.publish('class:1', event(1));
      await expect.poll(() => got.length).toBe(1);
      off2();
      await a.publish('class:1', event(1));
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('realtime across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  let mathId: number;
  beforeAll(async () => {
    const bus = (): RealtimeBus => createRedisBus(url, { prefix });
    t = await buildTestApp({}, { realtime: bus() });
    peer = await buildPeerApp(t, { realtime: bus() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await peer.listen({ port: 0, host: '127.0.0.1' });
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it('a student added through app A reaches a teacher socket on app B', async () => {
    const room = classRoom(mathId);
    const s = await openSocket(peer);
    try {
      s.send({ type: 'auth', token: (await signIn(peer, 'teacher')).access_token });
      s.send({ type: 'subscribe', room });
      const before = (await s.next(ofType('snapshot', room))).state as { activeStudents: number };

      const res = await requestsAs(t.app)('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
        students: [{ firstName: 'Across', lastName: 'Processes' }],
      });
      expect(res.statusCode).toBe(201);
      const got = await s.next(ofType('event', room));
      expect(got.event).toMatchObject({ classId: mathId, activeStudents: before.activeStudents + 1 });
    } finally {
      await s.close();
    }
  });
});
