import type { TAttemptState } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/factories';
import {
  type BuiltAssignment,
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  saveBody,
} from '../../../test/kits/attempts/test-support';
import { assignmentStudents, assignments, responses, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';

describe('who may reach an attempt', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let a: BuiltAssignment;
  let ownerToken: string;
  let classmateToken: string;
  let attemptId: number;
  let q: number;

  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
    a = await buildAssignment(t.database.db, { students: 2 });
    // The owner signs in for real (password grant); the classmate's token comes from the same token service.
    const owner = a.students[0]!;
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('demo1234') })
      .where(eq(users.id, owner.id));
    ownerToken = (await signIn(t.app, owner.username)).access_token;
    classmateToken = await mintToken(t.app, a.students[1]!.id);
    const state = await call(ownerToken, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    attemptId = (state.json() as TAttemptState).attemptId;
    q = a.questions[0]!.id;
    expect(
      (
        await call(
          ownerToken,
          'PUT',
          `/api/v1/student/attempts/${attemptId}/responses/${q}`,
          saveBody(1, GOOD_ANSWERS[1]!),
        )
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const everyAttemptCall = (token: string, id: number | string = attemptId, questionId = q) => [
    call(token, 'PUT', `/api/v1/student/attempts/${id}/responses/${questionId}`, saveBody(99, GOOD_ANSWERS[1]!)),
    call(token, 'PUT', `/api/v1/student/attempts/${id}/position`, { questionId }),
    call(token, 'POST', `/api/v1/student/attempts/${id}/submit`),
    call(token, 'GET', `/api/v1/student/attempts/${id}/summary`),
  ];

  it("keeps a classmate out of another student's attempt (404), changing nothing", async () => {
    const before = await t.database.db.select().from(responses).where(eq(responses.attemptId, attemptId));
    const replies = await Promise.all(everyAttemptCall(classmateToken));
    expect(replies.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await t.database.db.select().from(responses).where(eq(responses.attemptId, attemptId))).toEqual(before);
    // The owner still works on it.
    const own = await call(ownerToken, 'GET', `/api/v1/student/attempts/${attemptId}/summary`);
    expect(own.json()).toMatchObject({ attemptId, status: 'in_progress' });
  });

  it('keeps a student out of an assignment not given to them', async () => {
    const other = await buildAssignment(t.database.db, { students: 1 });
    const res = await call(classmateToken, 'POST', `/api/v1/student/assignments/${other.assignmentId}/attempt`);
    expect(res.statusCode).toBe(404);
    const list = await call(classmateToken, 'GET', '/api/v1/student/assignments');
    expect(JSON.stringify(list.json())).not.toContain(`"id":${other.assignmentId},`);
  });

  it('refuses staff tokens (403) on every student route', async () => {
    const teacher = await mintToken(t.app, a.teacherId);
    const replies = await Promise.all([
      call(teacher, 'GET', '/api/v1/student/assignments'),
      call(teacher, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`),
      ...everyAttemptCall(teacher),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('answers 400, never 500, for ids no attempt can have', async () => {
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      const replies = await Promise.all(everyAttemptCall(ownerToken, id));
      expect(replies.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    }
    const huge = await call(
      ownerToken,
      'PUT',
      `/api/v1/student/attempts/${attemptId}/responses/4294967296`,
      saveBody(1, GOOD_ANSWERS[1]!),
    );
    expect(huge.statusCode).toBe(400);
    const missing = await Promise.all(everyAttemptCall(ownerToken, 9_007_199_254_740_991));
    expect(missing.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const badPosition = await call(ownerToken, 'PUT', `/api/v1/student/attempts/${attemptId}/position`, {
      questionId: 123456,
    });
    expect(badPosition.statusCode).toBe(400);
  });

  it('closes the attempt when the student is taken off the assignment, or the assignment is deleted', async () => {
    const b = await buildAssignment(t.database.db, { students: 1 });
    const token = await mintToken(t.app, b.students[0]!.id);
    const id = (
      (await call(token, 'POST', `/api/v1/student/assignments/${b.assignmentId}/attempt`)).json() as TAttemptState
    ).attemptId;
    const qb = b.questions[0]!.id;
    const save = (seq: number) =>
      call(token, 'PUT', `/api/v1/student/attempts/${id}/responses/${qb}`, saveBody(seq, GOOD_ANSWERS[1]!));
    expect((await save(1)).statusCode).toBe(200);
    await t.database.db
      .delete(assignmentStudents)
      .where(
        and(eq(assignmentStudents.assignmentId, b.assignmentId), eq(assignmentStudents.studentId, b.students[0]!.id)),
      );
    expect((await save(2)).statusCode).toBe(404);
    expect((await call(token, 'POST', `/api/v1/student/assignments/${b.assignmentId}/attempt`)).statusCode).toBe(404);

    const c = await buildAssignment(t.database.db, { students: 1 });
    const tokenC = await mintToken(t.app, c.students[0]!.id);
    const idC = (
      (await call(tokenC, 'POST', `/api/v1/student/assignments/${c.assignmentId}/attempt`)).json() as TAttemptState
    ).attemptId;
    await t.database.db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, c.assignmentId));
    const replies = await Promise.all(everyAttemptCall(tokenC, idC, c.questions[0]!.id));
    expect(replies.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await call(tokenC, 'GET', '/api/v1/student/assignments')).json()).toEqual({
      todo: [],
      inProgress: [],
      done: [],
    });
  });

  it('refuses a tampered token, and a token that verified before once it has expired', async () => {
    const url = `/api/v1/student/attempts/${attemptId}/summary`;
    const [head, payload, signature] = ownerToken.split('.');
    const forged = `${head}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await call(forged, 'GET', url)).statusCode).toBe(401);
    expect((await call(ownerToken, 'GET', url)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.accessTokenTtlSeconds + 120) * 1000);
      const expired = await call(ownerToken, 'GET', url);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'invalid_token' });
    } finally {
      vi.useRealTimers();
    }
  });
});
