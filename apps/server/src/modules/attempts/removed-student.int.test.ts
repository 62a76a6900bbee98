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
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';
import { attempts, responses } from '../../db/schema';

// A student removed from a class no longer reaches that class's assignments (docs/decisions/0012): gone from
// the home list, and start, save, position, submit and summary all answer 404 as for any assignment not
// theirs. What they saved stays for the teacher; re-added, they resume where they were.

describe('a student removed from the class', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  async function working() {
    const a = await buildAssignment(t.database.db, { students: 2 });
    const me = a.students[0]!;
    const student = await mintToken(t.app, me.id);
    const teacher = await mintToken(t.app, a.teacherId);
    const start = () => call(student, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    const state = (await start()).json() as TAttemptState;
    const save = (questionId: number, body: Record<string, unknown>) =>
      call(student, 'PUT', `/api/v1/student/attempts/${state.attemptId}/responses/${questionId}`, body);
    const list = async () => (await call(student, 'GET', '/api/v1/student/assignments')).json() as TStudentAssignments;
    const remove = () => call(teacher, 'DELETE', `/api/v1/classes/${a.classId}/students/${me.id}`);
    const readd = () => call(teacher, 'POST', `/api/v1/classes/${a.classId}/students/${me.id}/reactivate`);
    const stored = () => t.database.db.select().from(responses).where(eq(responses.attemptId, state.attemptId));
    const attempt = async () =>
      (await t.database.db.select().from(attempts).where(eq(attempts.id, state.attemptId)))[0]!;
    return { a, student, state, start, save, list, remove, readd, stored, attempt };
  }

  it('no longer sees the assignment nor can start, save, move, submit or read it; the saved work stays', async () => {
    const { a, student, state, start, save, list, remove, stored, attempt } = await working();
    const q = a.questions[0]!;
    expect((await save(q.id, saveBody(1, GOOD_ANSWERS[1]!))).statusCode).toBe(200);
    expect((await list()).inProgress.map((x) => x.id)).toEqual([a.assignmentId]);
    const before = { attempt: await attempt(), rows: await stored() };

    expect((await remove()).statusCode).toBe(204);

    expect(await list()).toEqual({ todo: [], inProgress: [], done: [] });
    expect((await start()).statusCode).toBe(404);
    const late = await save(q.id, saveBody(2, WRONG_ANSWERS[1]!));
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: 'not_found' });
    const other = await save(a.questions[1]!.id, saveBody(3, GOOD_ANSWERS[2]!));
    expect(other.statusCode).toBe(404);
    const attemptUrl = `/api/v1/student/attempts/${state.attemptId}`;
    expect((await call(student, 'PUT', `${attemptUrl}/position`, { questionId: q.id })).statusCode).toBe(404);
    expect((await call(student, 'POST', `${attemptUrl}/submit`)).statusCode).toBe(404);
    expect((await call(student, 'GET', `${attemptUrl}/summary`)).statusCode).toBe(404);
    // Nothing changed, and the answer saved before the removal is still there for the teacher's results.
    expect(await attempt()).toEqual(before.attempt);
    expect(await stored()).toEqual(before.rows);
    expect(before.rows).toHaveLength(1);
  });

  it('cannot start an assignment the class got before the removal', async () => {
    const a = await buildAssignment(t.database.db, { students: 1 });
    const me = a.students[0]!;
    const teacher = await mintToken(t.app, a.teacherId);
    expect((await call(teacher, 'DELETE', `/api/v1/classes/${a.classId}/students/${me.id}`)).statusCode).toBe(204);
    const student = await mintToken(t.app, me.id);
    const res = await call(student, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(attempts).where(eq(attempts.assignmentId, a.assignmentId))).toEqual([]);
  });

  it('resumes where they were once re-added', async () => {
    const { a, state, start, save, list, remove, readd } = await working();
    const q = a.questions[0]!;
    expect((await save(q.id, saveBody(1, GOOD_ANSWERS[1]!))).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(204);
    expect((await save(q.id, saveBody(2, WRONG_ANSWERS[1]!))).statusCode).toBe(404);

    expect((await readd()).statusCode).toBe(200);
    expect((await list()).inProgress.map((x) => x.id)).toEqual([a.assignmentId]);
    const resumed = (await start()).json() as TAttemptState;
    expect(resumed.attemptId).toBe(state.attemptId);
    expect(resumed.responses[String(q.id)]).toMatchObject({ answer: GOOD_ANSWERS[1], clientSeq: 1 });
    expect((await save(q.id, saveBody(3, WRONG_ANSWERS[1]!))).json()).toMatchObject({ applied: true, clientSeq: 3 });
  });

  it('keeps the assignments of the classes they are still in', async () => {
    const db = t.database.db;
    const { cls, teacherId, students } = await buildClassWithStudents(db, { students: 1 });
    const me = students[0]!;
    const other = await buildClassWithStudents(db, { students: 0, teacherId });
    const stays = await buildAssignment(db, { classId: cls.id, teacherId, studentIds: [me.id] });
    const teacher = await mintToken(t.app, teacherId);
    // Added to a second class, given an assignment there, then removed from that one only.
    const added = await call(teacher, 'POST', `/api/v1/classes/${other.cls.id}/students`, {
      students: [],
      existingStudentIds: [me.id],
    });
    expect(added.statusCode).toBe(201);
    const goes = await buildAssignment(db, { classId: other.cls.id, teacherId, studentIds: [me.id] });
    expect((await call(teacher, 'DELETE', `/api/v1/classes/${other.cls.id}/students/${me.id}`)).statusCode).toBe(204);

    const student = await mintToken(t.app, me.id);
    const list = (await call(student, 'GET', '/api/v1/student/assignments')).json() as TStudentAssignments;
    expect(list.todo.map((x) => x.id)).toEqual([stays.assignmentId]);
    expect((await call(student, 'POST', `/api/v1/student/assignments/${stays.assignmentId}/attempt`)).statusCode).toBe(
      200,
    );
    expect((await call(student, 'POST', `/api/v1/student/assignments/${goes.assignmentId}/attempt`)).statusCode).toBe(
      404,
    );
  });
});
