import type { TAttemptState, TStudentAssignments } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents } from '../../../test/factories';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  saveBody,
} from '../../../test/kits/attempts/test-support';
import { assignments, users } from '../../db/schema';

const HOUR = 3_600_000;

describe("the student's assignment list", () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  it('sorts to do by due date (overdue first, none last), and lists in progress and done with scores', async () => {
    const db = t.database.db;
    const { cls, teacherId, students } = await buildClassWithStudents(db, { students: 2, name: 'Math 5B' });
    const [me, classmate] = students;
    const base = { classId: cls.id, teacherId, studentIds: [me!.id, classmate!.id] };
    const now = Date.now();
    const make = async (title: string, opts: Parameters<typeof buildAssignment>[1] = {}) => {
      const built = await buildAssignment(db, { ...base, ...opts });
      await db.update(assignments).set({ title }).where(eq(assignments.id, built.assignmentId));
      return built;
    };
    const noDue = await make('No due date');
    const tomorrow = await make('Due tomorrow', { dueAt: new Date(now + 24 * HOUR) });
    const soon = await make('Due in an hour', { dueAt: new Date(now + HOUR) });
    const late = await make('Overdue', { dueAt: new Date(now - HOUR) });
    await make('Opens next week', { startsAt: new Date(now + 7 * 24 * HOUR) });
    const deleted = await make('Deleted');
    await db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, deleted.assignmentId));
    await make('Only for the classmate', { studentIds: [classmate!.id] });
    const working = await make('In progress', { dueAt: new Date(now + 2 * HOUR) });
    const finished = await make('Finished');

    const token = await mintToken(t.app, me!.id);
    const startOf = async (assignmentId: number) =>
      ((await call(token, 'POST', `/api/v1/student/assignments/${assignmentId}/attempt`)).json() as TAttemptState)
        .attemptId;
    const workId = await startOf(working.assignmentId);
    const mc = working.questions[0]!;
    await call(token, 'PUT', `/api/v1/student/attempts/${workId}/responses/${mc.id}`, saveBody(1, GOOD_ANSWERS[1]!));
    const doneId = await startOf(finished.assignmentId);
    for (const [i, q] of finished.questions.entries())
      await call(
        token,
        'PUT',
        `/api/v1/student/attempts/${doneId}/responses/${q.id}`,
        saveBody(i + 1, GOOD_ANSWERS[q.answerType]!),
      );
    await call(token, 'POST', `/api/v1/student/attempts/${doneId}/submit`);

    const res = await call(token, 'GET', '/api/v1/student/assignments');
    expect(res.statusCode).toBe(200);
    const list = res.json() as TStudentAssignments;
    expect(list.todo.map((x) => x.title)).toEqual(['Overdue', 'Due in an hour', 'Due tomorrow', 'No due date']);
    expect(list.todo.map((x) => x.overdue)).toEqual([true, false, false, false]);
    const [teacher] = await db.select().from(users).where(eq(users.id, teacherId));
    expect(list.todo[0]).toEqual({
      id: late.assignmentId,
      title: 'Overdue',
      teacherName: `${teacher!.firstName} ${teacher!.lastName}`,
      className: 'Math 5B',
      grade: '5',
      questionCount: 10,
      startsAt: expect.any(String),
      dueAt: new Date(now - HOUR).toISOString(),
      overdue: true,
      status: 'not_started',
      answeredCount: 0,
      score: null,
      maxScore: 19,
      pendingCount: 0,
    });
    expect(list.inProgress).toEqual([
      expect.objectContaining({ id: working.assignmentId, status: 'in_progress', answeredCount: 1, score: null }),
    ]);
    expect(list.done).toEqual([
      expect.objectContaining({
        id: finished.assignmentId,
        status: 'submitted',
        answeredCount: 10,
        score: 15,
        maxScore: 19,
        pendingCount: 1,
        overdue: false,
      }),
    ]);
    expect([noDue, tomorrow, soon].every((x) => list.todo.some((y) => y.id === x.assignmentId))).toBe(true);
  });

  it('is empty for a student with nothing assigned, and refused to staff', async () => {
    const { students, teacherId } = await buildClassWithStudents(t.database.db, { students: 1 });
    const empty = await call(await mintToken(t.app, students[0]!.id), 'GET', '/api/v1/student/assignments');
    expect(empty.json()).toEqual({ todo: [], inProgress: [], done: [] });
    const staff = await call(await mintToken(t.app, teacherId), 'GET', '/api/v1/student/assignments');
    expect(staff.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/student/assignments' })).statusCode).toBe(401);
  });
});
