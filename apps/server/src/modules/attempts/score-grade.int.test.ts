import type { TAttemptState, TAttemptSummary, TStudentAssignments } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents } from '../../../test/factories';
import { buildAssignment, mintToken, requester } from '../../../test/kits/attempts/test-support';
import { classes } from '../../db/schema';

// The student's screens show scores by grade band (stars for K-2), so every student reply with a score
// says the grade of the class the assignment came through.
describe("the class grade on the student's replies", () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  it('names the grade of the class on the list, the attempt and the summary', async () => {
    const db = t.database.db;
    const { cls, teacherId, students } = await buildClassWithStudents(db, { students: 1 });
    await db.update(classes).set({ grade: 'K' }).where(eq(classes.id, cls.id));
    const me = students[0]!;
    const a = await buildAssignment(db, { classId: cls.id, teacherId, studentIds: [me.id] });
    const token = await mintToken(t.app, me.id);

    const state = (await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)).json();
    expect((state as TAttemptState).grade).toBe('K');
    const attemptId = (state as TAttemptState).attemptId;
    const submitted = await call(token, 'POST', `/api/v1/student/attempts/${attemptId}/submit`);
    expect((submitted.json() as TAttemptSummary).grade).toBe('K');
    const summary = await call(token, 'GET', `/api/v1/student/attempts/${attemptId}/summary`);
    expect(summary.statusCode).toBe(200);
    expect((summary.json() as TAttemptSummary).grade).toBe('K');
    const list = (await call(token, 'GET', '/api/v1/student/assignments')).json() as TStudentAssignments;
    expect(list.done.map((x) => [x.id, x.grade])).toEqual([[a.assignmentId, 'K']]);
  });
});
