import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildAssignment, mintToken, requester } from '../../../test/kits/attempts/test-support';
import { assignments } from '../../db/schema';
import { WRONG_CODES_PER_WINDOW } from '../../platform/rate-limits';

describe('joining an assignment with its code', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  const codeOf = async (assignmentId: number) => {
    const [row] = await t.database.db
      .select({ code: assignments.accessCode })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    return row!.code;
  };
  const join = (token: string, code: string) => call(token, 'POST', '/api/v1/student/join', { code });

  it("opens the student's own assignment, whatever the case and spaces typed", async () => {
    const a = await buildAssignment(t.database.db, { students: 1 });
    const token = await mintToken(t.app, a.students[0]!.id);
    const res = await join(token, `  ${(await codeOf(a.assignmentId)).toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assignmentId: a.assignmentId, title: 'Fractions check' });
    // The player can start it straight away.
    const started = await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    expect(started.statusCode).toBe(200);
  });

  it("gives the identical reply for unknown codes, other students' and deleted assignments", async () => {
    const mine = await buildAssignment(t.database.db, { students: 1 });
    const others = await buildAssignment(t.database.db, { students: 1 });
    const deleted = await buildAssignment(t.database.db, { classId: mine.classId, teacherId: mine.teacherId });
    await t.database.db
      .update(assignments)
      .set({ deletedAt: new Date() })
      .where(eq(assignments.id, deleted.assignmentId));
    const token = await mintToken(t.app, mine.students[0]!.id);
    const replies = [
      await join(token, 'QQQQQQ'),
      await join(token, await codeOf(others.assignmentId)),
      await join(token, await codeOf(deleted.assignmentId)),
      await join(token, ''),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(replies[0]!.json());
    }
    expect(replies[0]!.json()).toMatchObject({ code: 'code_refused', title: MESSAGES.joinCodeRefused });
  });

  it('refuses with 429 after too many wrong codes, right codes included, and teachers get 403', async () => {
    const a = await buildAssignment(t.database.db, { students: 1 });
    const token = await mintToken(t.app, a.students[0]!.id);
    for (let i = 0; i < WRONG_CODES_PER_WINDOW; i++) expect((await join(token, `WRONG${i}`)).statusCode).toBe(404);
    const limited = await join(token, await codeOf(a.assignmentId));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ title: MESSAGES.tooManyJoinCodes });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another student is not held back by this one's guesses.
    const other = await buildAssignment(t.database.db, { students: 1 });
    const otherToken = await mintToken(t.app, other.students[0]!.id);
    expect((await join(otherToken, await codeOf(other.assignmentId))).statusCode).toBe(200);
    const teacher = await mintToken(t.app, a.teacherId);
    expect((await join(teacher, await codeOf(a.assignmentId))).statusCode).toBe(403);
  });
});

describe("the student's language", () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  const languageOf = async (token: string) => (await call(token, 'GET', '/api/v1/student/language')).json();

  it("follows the class setting, then the student's own override, and saves the student's switch", async () => {
    const a = await buildAssignment(t.database.db, { students: 2 });
    const teacher = await mintToken(t.app, a.teacherId);
    const [first, second] = await Promise.all(a.students.map((s) => mintToken(t.app, s.id)));
    expect(await languageOf(first!)).toEqual({ language: 'en', source: 'default' });

    const classSet = await call(teacher, 'PUT', `/api/v1/classes/${a.classId}/settings`, {
      defaults: { readAloud: true, language: 'es', feedbackOption: 1 },
    });
    expect(classSet.statusCode).toBe(200);
    expect(await languageOf(first!)).toEqual({ language: 'es', source: 'class' });

    const override = await call(teacher, 'PUT', `/api/v1/classes/${a.classId}/students/${a.students[1]!.id}/settings`, {
      override: { readAloud: null, language: 'en', feedbackOption: null },
    });
    expect(override.statusCode).toBe(200);
    expect(await languageOf(second!)).toEqual({ language: 'en', source: 'student' });
    expect(await languageOf(first!)).toEqual({ language: 'es', source: 'class' });

    // The student's own switch is saved: it is what any later sign-in (any device) reads.
    const switched = await call(first!, 'PUT', '/api/v1/student/language', { language: 'en' });
    expect(switched.json()).toEqual({ language: 'en', source: 'student' });
    expect(await languageOf(await mintToken(t.app, a.students[0]!.id))).toEqual({ language: 'en', source: 'student' });

    const bad = await call(first!, 'PUT', '/api/v1/student/language', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(await languageOf(first!)).toEqual({ language: 'en', source: 'student' });
  });
});
