import {
  lessonStageRoom,
  MESSAGES,
  type TLessonGradable,
  type TLessonGrading,
  type TLessonGradingQueue,
  type TQuestion,
  type TStudentLessonState,
  ZLessonContent,
} from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { GOOD_ANSWERS, mintToken, requester, SAMPLE_QUESTIONS } from '../../../test/kits/attempts/test-support';
import { follow } from '../../../test/kits/monitor/monitor-test-kit';
import { ofType, type TestSocket } from '../../../test/realtime-client';

// Written answers in a live lesson: a checkpoint of a choice and a written answer is turned in and waits; the
// teacher grades at /teacher/gradelessonresult; the last grade scores the check and routes the student at once.

const content = ZLessonContent.parse({
  slides: [
    {
      key: 'cp',
      title: 'Checkpoint',
      target: 1,
      components: [
        {
          key: 'checkpoint',
          kind: 5,
          title: 'Checkpoint',
          slideType: 1,
          standardId: null,
          questions: [{ ...SAMPLE_QUESTIONS[0]!, id: 1 } as TQuestion, { ...SAMPLE_QUESTIONS[8]!, id: 2 } as TQuestion],
          pathway: { slideKeys: ['more'] },
          intervention: { kind: 2, slideKeys: ['again'], recheck: [] },
        },
      ],
    },
    { key: 'more', title: 'More', target: 2, components: [] },
    { key: 'again', title: 'Again', target: 2, components: [] },
  ],
});

describe('grading written answers of a live lesson', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let teacher: string;
  let students: string[];
  let studentIds: number[];
  let sessionId: number;
  const open: TestSocket[] = [];
  const grading = async () =>
    (await call(teacher, 'GET', `/api/v1/lessons/sessions/${sessionId}/grading`)).json() as TLessonGrading;
  const grade = (studentId: number, score: number, itemKey = '2') =>
    call(teacher, 'PUT', `/api/v1/lessons/sessions/${sessionId}/grades`, {
      studentId,
      componentKey: 'checkpoint',
      itemKey,
      score,
      feedback: 'Good use of common denominators.',
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    call = requester(t.app);
    const built = await buildClassWithStudents(t.database.db, { students: 2 });
    teacher = await mintToken(t.app, built.teacherId);
    students = await Promise.all(built.students.map((s) => mintToken(t.app, s.id)));
    studentIds = built.students.map((s) => s.id);
    const made = await call(teacher, 'POST', '/api/v1/lessons/mine', { title: 'Explain it', content });
    const launched = await call(teacher, 'POST', `/api/v1/lessons/${made.json().id}/sessions`, {
      classIds: [built.cls.id],
    });
    sessionId = launched.json().id;
    for (const [i, token] of students.entries()) {
      await call(token, 'POST', `/api/v1/student/lessons/sessions/${sessionId}/join`);
      for (const [itemKey, value] of [
        ['1', GOOD_ANSWERS[1]],
        ['2', GOOD_ANSWERS[9]],
      ] as const)
        await call(token, 'PUT', `/api/v1/student/lessons/sessions/${sessionId}/answers`, {
          componentKey: 'checkpoint',
          itemKey,
          value: value as Record<string, unknown>,
          clientSeq: i * 10 + Number(itemKey),
        });
    }
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.close();
  });

  it('turns in a check with a written answer: locked, no route until it is graded', async () => {
    const res = await call(students[0]!, 'POST', `/api/v1/student/lessons/sessions/${sessionId}/submit`, {
      componentKey: 'checkpoint',
    });
    expect(res.json()).toEqual({ routes: [], turnedIn: ['checkpoint'] });
    const change = await call(students[0]!, 'PUT', `/api/v1/student/lessons/sessions/${sessionId}/answers`, {
      componentKey: 'checkpoint',
      itemKey: '2',
      value: { answerType: 9, text: 'Changed my mind.' },
      clientSeq: 99,
    });
    expect(change.statusCode).toBe(409);
    const state = (
      await call(students[0]!, 'GET', `/api/v1/student/lessons/sessions/${sessionId}`)
    ).json() as TStudentLessonState;
    expect(state).toMatchObject({ routes: [], turnedIn: ['checkpoint'] });
  });

  it("lists the written answers to grade; the last grade routes the student and tells the student's screen", async () => {
    const queue = (await call(teacher, 'GET', '/api/v1/lessons/grading')).json() as TLessonGradingQueue;
    expect(queue).toMatchObject({ count: 2, sessions: [{ id: sessionId, title: 'Explain it', count: 2 }] });
    const before = await grading();
    expect(before.items.map((i) => [i.studentId, i.status, i.maxScore])).toEqual([
      [studentIds[0], 'pending', 4],
      [studentIds[1], 'pending', 4],
    ]);
    expect(before.items[0]!.question).toMatchObject({ answerType: 9, content: { sampleAnswer: expect.any(String) } });

    const stage = await follow(t.app, students[0]!, lessonStageRoom(sessionId));
    open.push(stage.s);
    const graded = await grade(studentIds[0]!, 4);
    expect(graded.json()).toMatchObject({
      status: 'correct',
      score: 4,
      feedback: 'Good use of common denominators.',
    } satisfies Partial<TLessonGradable>);
    const changed = await stage.s.next(ofType('event', lessonStageRoom(sessionId)));
    expect(changed.event).toMatchObject({ type: 'lesson.routes.changed', studentIds: [studentIds[0]] });
    const ava = (
      await call(students[0]!, 'GET', `/api/v1/student/lessons/sessions/${sessionId}`)
    ).json() as TStudentLessonState;
    expect(ava.routes).toMatchObject([{ componentKey: 'checkpoint', route: 'pathway', score: 100 }]);

    // Ben turns in after his answer was graded half: routed at once to the intervention.
    expect((await grade(studentIds[1]!, 2)).json()).toMatchObject({ status: 'partial', score: 2 });
    const ben = await call(students[1]!, 'POST', `/api/v1/student/lessons/sessions/${sessionId}/submit`, {
      componentKey: 'checkpoint',
    });
    expect(ben.json().routes).toMatchObject([{ route: 'intervention', interventionKind: 2 }]);
    expect(ben.json().routes[0].score).toBeCloseTo(66.67, 2); // the choice's 2 and the written 2 of 2 + 4 points
    expect((await call(teacher, 'GET', '/api/v1/lessons/grading')).json()).toEqual({ count: 0, sessions: [] });
    // A regrade keeps the route and corrects the score.
    await grade(studentIds[1]!, 4);
    const report = (await call(teacher, 'GET', `/api/v1/lessons/sessions/${sessionId}`)).json();
    const benRoute = report.routings.find((r: { studentId: number }) => r.studentId === studentIds[1]);
    expect(benRoute).toMatchObject({ route: 'intervention', score: 100 });
  });

  it('refuses a score above the points, a question that is not written, and anyone but the teacher', async () => {
    const high = await grade(studentIds[0]!, 5);
    expect(high.statusCode).toBe(400);
    expect(high.json().errors[0].message).toBe(MESSAGES.scoreOutOfRange);
    expect((await grade(studentIds[0]!, 1, '1')).json().title).toBe(MESSAGES.notConstructedResponse);
    const other = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id);
    expect((await call(other, 'GET', `/api/v1/lessons/sessions/${sessionId}/grading`)).statusCode).toBe(404);
    const put = await call(other, 'PUT', `/api/v1/lessons/sessions/${sessionId}/grades`, {
      studentId: studentIds[0],
      componentKey: 'checkpoint',
      itemKey: '2',
      score: 0,
    });
    expect(put.statusCode).toBe(404);
    expect(((await call(other, 'GET', '/api/v1/lessons/grading')).json() as TLessonGradingQueue).count).toBe(0);
  });
});
