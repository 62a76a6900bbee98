import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { GOOD_ANSWERS, WRONG_ANSWERS } from '../../../test/kits/attempts/test-support';
import { follow, monitorKit, nextChange, stateOf } from '../../../test/kits/monitor/monitor-test-kit';
import { createRedisBus, type RealtimeBus } from '../../platform/realtime/bus';

// The monitor across processes: students save on app A, the teacher watches on app B (run with REDIS_URL).

const url = process.env.REDIS_URL as string;
const prefix = `cs:test:${randomBytes(6).toString('hex')}:room:`;

describe('the Clear Monitor across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  beforeAll(async () => {
    const bus = (): RealtimeBus => createRedisBus(url, { prefix });
    t = await buildTestApp({}, { realtime: bus() });
    peer = await buildPeerApp(t, { realtime: bus() });
    await peer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it("a student saving on app A changes the teacher's grid on app B; a reconnect to B has it all", async () => {
    const k = await monitorKit(t.app, t.database.db);
    const { s, reply } = await follow(peer, k.teacherToken, k.room);
    try {
      expect(stateOf(reply).students.every((x) => x.status === 'not_started')).toBe(true);
      await k.start(0);
      expect(await nextChange(s, k.room)).toMatchObject({ questionId: null, attemptStatus: 'in_progress' });
      await k.move(0, 0);
      expect(await nextChange(s, k.room)).toMatchObject({ questionId: k.a.questions[0]!.id, status: null });
      await k.save(0, 0, GOOD_ANSWERS[1]!);
      expect(await nextChange(s, k.room)).toMatchObject({
        studentId: k.a.students[0]!.id,
        questionId: k.a.questions[0]!.id,
        status: 'correct',
        answeredCount: 1,
        score: 2,
        lastActivityAt: expect.any(String),
      });
    } finally {
      await s.close();
    }
    await k.save(1, 1, WRONG_ANSWERS[2]!);
    const again = await follow(peer, k.teacherToken, k.room);
    try {
      const ben = stateOf(again.reply).students.find((x) => x.id === k.a.students[1]!.id)!;
      expect(ben.responses).toEqual({ [k.a.questions[1]!.id]: 'incorrect' });
    } finally {
      await again.s.close();
    }
  });
});
