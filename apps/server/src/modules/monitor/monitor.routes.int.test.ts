import type {
  TMonitorAssignmentList,
  TMonitorQuestionFigures,
  TMonitorState,
  TStudentSheet,
} from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser } from '../../../test/factories';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';
import { type MonitorKit, monitorKit } from '../../../test/kits/monitor/monitor-test-kit';

// The monitor's HTTP side: the active assignments with live counts, the grid's state, the class figures and
// one student's live sheet; staff with the clear monitor permission, in scope.

describe('Clear Monitor API', () => {
  let t: TestApp;
  let k: MonitorKit;
  let call: ReturnType<typeof requester>;
  let otherTeacher: string;
  let freeTeacher: string;

  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
    k = await monitorKit(t.app, t.database.db);
    await k.save(0, 0, GOOD_ANSWERS[1]!);
    await k.save(0, 1, WRONG_ANSWERS[2]!);
    await k.save(1, 0, WRONG_ANSWERS[1]!);
    await k.submit(1);
    otherTeacher = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id);
    freeTeacher = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' })).id);
  });
  afterAll(() => t.close());

  it('lists the open assignments in scope with live counts; past-due and future ones are not open', async () => {
    const db = t.database.db;
    const past = await buildAssignment(db, {
      classId: k.a.classId,
      teacherId: k.a.teacherId,
      dueAt: new Date(Date.now() - 60_000),
    });
    const future = await buildAssignment(db, {
      classId: k.a.classId,
      teacherId: k.a.teacherId,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const res = await call(k.teacherToken, 'GET', '/api/v1/monitor/assignments');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as TMonitorAssignmentList;
    const ids = list.items.map((i) => i.id);
    expect(ids).toContain(k.a.assignmentId);
    expect(ids).not.toContain(past.assignmentId);
    expect(ids).not.toContain(future.assignmentId);
    expect(list.items[0]).toMatchObject({
      id: k.a.assignmentId,
      title: 'Fractions check',
      questionCount: 10,
      classes: [{ id: k.a.classId, name: expect.any(String) }],
      teacher: { id: k.a.teacherId, name: 'Test Teacher' },
      assigned: 3,
      notStarted: 1,
      inProgress: 1,
      submitted: 1,
      lastActivityAt: expect.any(String),
    });
    expect(list.total).toBe(list.items.length);

    const others = (await call(otherTeacher, 'GET', '/api/v1/monitor/assignments')).json() as TMonitorAssignmentList;
    expect(others).toEqual({ items: [], total: 0 });
  });

  it('needs the clear monitor permission: free teachers are asked to upgrade, students refused', async () => {
    const free = await call(freeTeacher, 'GET', '/api/v1/monitor/assignments');
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: 'license_required' });
    for (const url of [
      '/api/v1/monitor/assignments',
      `/api/v1/monitor/assignments/${k.a.assignmentId}`,
      `/api/v1/monitor/assignments/${k.a.assignmentId}/students/${k.a.students[0]!.id}`,
    ]) {
      const res = await call(k.studentTokens[0]!, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitor/assignments' })).statusCode).toBe(401);
  });

  it("gives the grid's state and figures to its teacher and 404 to others", async () => {
    const state = await call(k.teacherToken, 'GET', `/api/v1/monitor/assignments/${k.a.assignmentId}`);
    expect(state.statusCode).toBe(200);
    expect((state.json() as TMonitorState).students.map((s) => s.status)).toEqual([
      'in_progress',
      'submitted',
      'not_started',
    ]);
    const figures = await call(k.teacherToken, 'GET', `/api/v1/monitor/assignments/${k.a.assignmentId}/figures`);
    expect((figures.json() as TMonitorQuestionFigures[])[0]).toEqual({
      questionId: k.a.questions[0]!.id,
      scored: 2,
      correct: 1,
      commonWrong: { answer: '7', count: 1 },
    });
    for (const url of [
      `/api/v1/monitor/assignments/${k.a.assignmentId}`,
      `/api/v1/monitor/assignments/${k.a.assignmentId}/figures`,
      `/api/v1/monitor/assignments/${k.a.assignmentId}/students/${k.a.students[0]!.id}`,
      '/api/v1/monitor/assignments/2147483000',
    ])
      expect((await call(otherTeacher, 'GET', url)).statusCode).toBe(404);
  });

  it("gives one student's sheet so far: each question with its key, the answers saved, the results", async () => {
    const url = `/api/v1/monitor/assignments/${k.a.assignmentId}/students/${k.a.students[0]!.id}`;
    const res = await call(k.teacherToken, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json() as TStudentSheet;
    expect(sheet).toMatchObject({ status: 'in_progress', student: { id: k.a.students[0]!.id, name: 'Ava Pupil01' } });
    expect(sheet.questions).toHaveLength(10);
    expect(sheet.questions[0]).toMatchObject({
      answered: true,
      answer: GOOD_ANSWERS[1],
      result: { status: 'correct' },
    });
    expect(sheet.questions[1]).toMatchObject({ answered: true, result: { status: 'incorrect' } });
    expect(sheet.questions[2]).toMatchObject({ answered: false, answer: null, result: null });

    const stranger = await buildUser(t.database.db, { role: 'Student' });
    const missing = await call(
      k.teacherToken,
      'GET',
      `/api/v1/monitor/assignments/${k.a.assignmentId}/students/${stranger.id}`,
    );
    expect(missing.statusCode).toBe(404);
  });
});
