// Every change that reports count writes its activity event in the same transaction (docs/decisions/0030).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formBody, signIn } from '../../test/factories';
import { useAssignmentsKit } from '../../test/kits/assignments/assignments-test-kit';
import { rowsOf } from '../db/bulk-sql';
import { recordActivity } from './activity';

type Event = {
  type: string;
  action: string;
  actor_id: number;
  student_id: number | null;
  assignment_id: number | null;
  attempt_id: number | null;
  question_id: number | null;
  standard_id: number | null;
  score: number | null;
  session_id: string | null;
};

describe('activity events', () => {
  const k = useAssignmentsKit();
  const eventsOf = async (userId: number) =>
    rowsOf<Event>(
      await k.db().execute(sql`
        select type, action, actor_id, student_id, assignment_id, attempt_id::int as attempt_id, question_id, standard_id, score,
          session_id
        from activity_events where actor_id = ${userId} or student_id = ${userId} order by id`),
    );

  it("records a student's sign-in, start, answers, submission, grade and sign-out, ids only", async () => {
    const owner = await k.teacherWithClass({ students: 1 });
    const student = owner.students[0]!;
    await k.studentCanSignIn(student.id);
    const worksheetId = (await k.worksheet()).id;
    const { id: assignmentId } = await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] });
    const [mc, , written] = await k.snapshotOf(assignmentId);

    const tokens = await signIn(k.kit.t.app, student.username);
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const start = await k.kit.t.app.inject({
      method: 'POST',
      url: `/api/v1/student/assignments/${assignmentId}/attempt`,
      headers,
    });
    expect(start.statusCode).toBeLessThan(300);
    const attemptId = start.json().attemptId ?? start.json().id;
    const save = (questionId: number, answer: object, clientSeq: number) =>
      k.kit.t.app.inject({
        method: 'PUT',
        url: `/api/v1/student/attempts/${attemptId}/responses/${questionId}`,
        headers,
        payload: { clientId: randomUUID(), clientSeq, answer },
      });
    expect((await save(mc!.id, { answerType: 1, choiceId: 'b' }, 1)).statusCode).toBe(200);
    expect((await save(written!.id, { answerType: 9, text: 'I counted.' }, 2)).statusCode).toBe(200);
    // A retry of an older write is not applied: no event for it.
    expect((await save(mc!.id, { answerType: 1, choiceId: 'a' }, 1)).json().applied).toBe(false);
    const submit = await k.kit.t.app.inject({
      method: 'POST',
      url: `/api/v1/student/attempts/${attemptId}/submit`,
      headers,
    });
    expect(submit.statusCode).toBe(200);
    const [pending] = rowsOf<{ id: number }>(
      await k.db().execute(sql`select id from responses where attempt_id = ${attemptId} and status = 'pending'`),
    );
    const grade = await k.call(owner.teacher.username, 'PUT', `/api/v1/responses/${pending!.id}/grade`, {
      score: 3,
      feedback: '',
    });
    expect(grade.statusCode).toBe(200);
    const out = await k.kit.t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      ...formBody({ token: tokens.refresh_token, client_id: 'clearsheets-web' }),
    });
    expect(out.statusCode).toBe(200);

    const events = await eventsOf(student.id);
    const session = events[0]!.session_id;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.map((e) => `${e.type}/${e.action}`)).toEqual([
      'SessionEvent/LoggedIn',
      'AssessmentEvent/Started',
      'AssessmentItemEvent/Completed',
      'AssessmentItemEvent/Completed',
      'AssessmentEvent/Submitted',
      'GradeEvent/Graded',
      'SessionEvent/LoggedOut',
    ]);
    expect(events[2]).toMatchObject({
      actor_id: student.id,
      student_id: student.id,
      assignment_id: assignmentId,
      attempt_id: attemptId,
      question_id: mc!.id,
      score: 1,
      session_id: session,
    });
    expect(events[5]).toMatchObject({ actor_id: owner.teacher.id, student_id: student.id, score: 3 });
    expect(events.at(-1)).toMatchObject({ student_id: student.id, session_id: session });
  });

  it('records nothing when the change rolls back', async () => {
    const owner = await k.teacherWithClass({ students: 1 });
    const student = owner.students[0]!;
    await expect(
      k.db().transaction(async (tx) => {
        await recordActivity(tx, {
          type: 'SessionEvent',
          action: 'LoggedIn',
          actorId: student.id,
          studentId: student.id,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf(student.id)).toEqual([]);
  });

  it("records a staff member's sign-in without a student", async () => {
    const owner = await k.teacherWithClass({ students: 0 });
    await signIn(k.kit.t.app, owner.teacher.username);
    const [event] = await eventsOf(owner.teacher.id);
    expect(event).toMatchObject({ type: 'SessionEvent', action: 'LoggedIn', student_id: null });
  });
});
