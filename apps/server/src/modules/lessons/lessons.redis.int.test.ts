import { randomBytes } from 'node:crypto';
import { lessonSessionRoom, lessonStageRoom, type TLessonStage } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { lessonKit, RIGHT } from '../../../test/kits/lessons/lesson-test-kit';
import { follow } from '../../../test/kits/monitor/monitor-test-kit';
import { ofType } from '../../../test/realtime-client';
import { createRedisBus, type RealtimeBus } from '../../platform/realtime/bus';

// A live lesson across processes (run with REDIS_URL): the teacher controls on app A while students follow on
// app B, and students answer on app B while the teacher watches on app A.

const url = process.env.REDIS_URL as string;
const prefix = `cs:test:${randomBytes(6).toString('hex')}:room:`;

describe('a live lesson across two app instances on Redis', () => {
  let t: TestApp;
  let peer: FastifyInstance;
  beforeAll(async () => {
    const bus = (): RealtimeBus => createRedisBus(url, { prefix });
    t = await buildTestApp({}, { realtime: bus() });
    peer = await buildPeerApp(t, { realtime: bus() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await peer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  it("moves the students' slide from the other process and brings their answers back to the teacher", async () => {
    const k = await lessonKit(t.app, t.database.db, { via: peer });
    const session = await k.launch();
    const student = await follow(peer, k.studentTokens[0]!, lessonStageRoom(session.id));
    const teacher = await follow(t.app, k.teacherToken, lessonSessionRoom(session.id));
    try {
      expect(student.reply.type).toBe('snapshot');
      // The teacher's move goes through app A; the student's socket is on app B.
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/lessons/sessions/${session.id}/control`,
        headers: { authorization: `Bearer ${k.teacherToken}` },
        payload: { action: 'goto', slideIndex: 2 },
      });
      expect(res.statusCode).toBe(200);
      const moved = await student.s.next(ofType('event', lessonStageRoom(session.id)));
      expect((moved.event as { stage: TLessonStage }).stage.slide.key).toBe('cp');

      // The student answers through app B (the kit calls `via` the peer); the teacher's socket is on app A.
      await k.answer(session.id, 0, 'checkpoint', '1', RIGHT[1]);
      const answered = await teacher.s.next(
        (m) => m.type === 'event' && m.event.type === 'lesson.activity' && Array.isArray(m.event.responses),
      );
      expect(answered).toMatchObject({
        event: {
          type: 'lesson.activity',
          responses: [{ componentKey: 'checkpoint', itemKey: '1', status: 'correct' }],
        },
      });
      await k.answer(session.id, 0, 'checkpoint', '2', RIGHT[2]);
      const submitted = await peer.inject({
        method: 'POST',
        url: `/api/v1/student/lessons/sessions/${session.id}/submit`,
        headers: { authorization: `Bearer ${k.studentTokens[0]}` },
        payload: { componentKey: 'checkpoint' },
      });
      expect(submitted.statusCode).toBe(200);
      const routed = await teacher.s.next(
        (m) => m.type === 'event' && m.event.type === 'lesson.activity' && Array.isArray(m.event.routings),
      );
      expect(routed).toMatchObject({ event: { routings: [{ route: 'pathway', score: 100 }] } });
    } finally {
      await student.s.close();
      await teacher.s.close();
    }
  });
});
