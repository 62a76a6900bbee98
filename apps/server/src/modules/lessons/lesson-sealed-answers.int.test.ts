import { ARCADE_COIN_SOURCES, lessonSessionRoom, lessonStageRoom, type TStudentLessonState } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type LessonKit, lessonKit, RIGHT, WRONG } from '../../../test/kits/lessons/lesson-test-kit';
import { follow } from '../../../test/kits/monitor/monitor-test-kit';
import type { TestSocket } from '../../../test/realtime-client';
import { activityEvents } from '../../db/schema';

// A live lesson's check tells the student how it went only once turned in (decision 0034): trying each choice of
// a checkpoint question until one says "correct" must find nothing, while the teacher sees every answer scored.

describe('a lesson check stays sealed until it is turned in', () => {
  let t: TestApp;
  let k: LessonKit;
  let sessionId: number;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    k = await lessonKit(t.app, t.database.db);
    sessionId = (await k.launch()).id;
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  it('answers come back as saved, with no status, score, route or coins; the teacher sees them scored', async () => {
    const teacher = await follow(t.app, k.teacherToken, lessonSessionRoom(sessionId));
    const student = await follow(t.app, k.studentTokens[0]!, lessonStageRoom(sessionId));
    open.push(teacher.s, student.s);
    await k.join(sessionId, 0);
    await k.control(sessionId, { action: 'goto', slideIndex: 2 });

    // Trying each answer in turn: every reply is the same shape, whatever the answer.
    const replies = [];
    for (const [itemKey, value] of [
      ['1', WRONG[1]],
      ['1', RIGHT[1]],
      ['2', WRONG[2]],
      ['2', RIGHT[2]],
    ] as const) {
      const res = await k.answer(sessionId, 0, 'checkpoint', itemKey, value);
      expect(res.statusCode, res.body).toBe(200);
      replies.push(res.json());
      await teacher.s.next((m) => m.type === 'event' && m.event.type === 'lesson.activity' && !!m.event.responses);
    }
    for (const reply of replies)
      expect(Object.keys((reply as { response: object }).response).sort()).toEqual([
        'at',
        'componentKey',
        'itemKey',
        'value',
      ]);
    expect(replies.map((r) => Object.keys(r as object))).toEqual([
      ['response'],
      ['response'],
      ['response'],
      ['response'],
    ]);

    const state = (
      await k.call(k.studentTokens[0]!, 'GET', `/api/v1/student/lessons/sessions/${sessionId}`)
    ).json() as TStudentLessonState;
    expect(state.routes).toEqual([]);
    expect(state.responses.map((r) => Object.keys(r).sort())).toEqual([
      ['at', 'componentKey', 'itemKey', 'value'],
      ['at', 'componentKey', 'itemKey', 'value'],
    ]);
    // No coin source is recorded for a check still open (coins are credited from these events).
    expect(await checkEvents()).toEqual([]);

    // The teacher's room heard each answer scored, as it came in.
    const heard = teacher.s.messages.flatMap((m) =>
      m.type === 'event' && m.event.type === 'lesson.activity' ? (m.event.responses ?? []) : [],
    ) as { itemKey: string; status: string }[];
    expect(heard.map((r) => [r.itemKey, r.status])).toEqual([
      ['1', 'incorrect'],
      ['1', 'correct'],
      ['2', 'incorrect'],
      ['2', 'correct'],
    ]);
    // The student's room heard the slide move, nothing of the answers.
    student.s.send({ type: 'ping' });
    await student.s.next((m) => m.type === 'pong');
    expect(JSON.stringify(student.s.messages)).not.toMatch(/"(status|score)":"?(correct|incorrect|\d)/);
    expect(student.s.messages.flatMap((m) => (m.type === 'event' ? [m.event.type] : []))).toEqual([
      'lesson.session.changed',
    ]);

    // Turned in, the route and its score come back (and the answers are locked).
    const turnedIn = await k.call(k.studentTokens[0]!, 'POST', `/api/v1/student/lessons/sessions/${sessionId}/submit`, {
      componentKey: 'checkpoint',
      recheck: false,
    });
    expect(turnedIn.json()).toMatchObject({ routes: [{ componentKey: 'checkpoint', route: 'pathway', score: 100 }] });
    expect((await k.answer(sessionId, 0, 'checkpoint', '1', WRONG[1])).statusCode).toBe(409);
    expect(await checkEvents()).toEqual([[ARCADE_COIN_SOURCES.checkpoint, 100]]);
  });

  const checkEvents = async () =>
    (
      await t.database.db
        .select({ source: activityEvents.source, score: activityEvents.score })
        .from(activityEvents)
        .where(and(eq(activityEvents.objectId, sessionId), eq(activityEvents.studentId, k.students[0]!.id)))
    ).map((e) => [e.source, Number(e.score)]);
});
