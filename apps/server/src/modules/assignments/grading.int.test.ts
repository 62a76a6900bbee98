import { assignmentRoom, MESSAGES, type TRealtimeEvent } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useAssignmentsKit } from '../../../test/kits/assignments/assignments-test-kit';
import { attempts, gradingScales, responses } from '../../db/schema';

// Questions of the sample worksheet: 0 multi choice (1 point), 1 typed (2), 2 constructed (4), 3 not graded.
const MC = 0;
const TYPED = 1;
const WRITTEN = 2;
const FREE = 3;

describe('grading constructed responses and overriding scores', () => {
  const k = useAssignmentsKit();
  let owner: Awaited<ReturnType<typeof k.teacherWithClass>>;
  let assignmentId: number;
  let secondAssignmentId: number;

  beforeAll(async () => {
    owner = await k.teacherWithClass({ students: 3 });
    const worksheetId = (await k.worksheet()).id;
    assignmentId = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
    secondAssignmentId = (await k.assign(owner.teacher.username, { worksheetId, classIds: [owner.cls.id] })).id;
  });

  const [AVA, BEN, CLEO] = [0, 1, 2];
  const student = (i: number) => owner.students[i]!;
  const written = (text: string) => ({ answerType: 9, text });
  const grade = (responseId: number, body: Record<string, unknown>, username = owner.teacher.username) =>
    k.call(username, 'PUT', `/api/v1/responses/${responseId}/grade`, body);
  const override = (responseId: number, body: Record<string, unknown>, username = owner.teacher.username) =>
    k.call(username, 'PUT', `/api/v1/responses/${responseId}/override`, body);

  it('lists waiting constructed responses oldest first, with names; counts them across assignments', async () => {
    await k.answer(
      assignmentId,
      student(BEN).id,
      WRITTEN,
      written('Ben: I multiplied.'),
      new Date('2030-01-01T10:05:00Z'),
    );
    await k.answer(
      assignmentId,
      student(AVA).id,
      WRITTEN,
      written('Ava: I added 3 four times.'),
      new Date('2030-01-01T10:00:00Z'),
    );
    // An empty answer is nothing to grade (scored 0), so it never waits.
    await k.answer(assignmentId, student(CLEO).id, WRITTEN, written('   '));
    await k.answer(secondAssignmentId, student(AVA).id, WRITTEN, written('Again'));

    const queue = await k.call(owner.teacher.username, 'GET', `/api/v1/assignments/${assignmentId}/grading-queue`);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      expect.objectContaining({
        studentId: student(AVA).id,
        studentName: 'Ava Pupil01',
        questionNumber: 3,
        text: 'Ava: I added 3 four times.',
        maxScore: 4,
        gradingScaleId: null,
        savedAt: '2030-01-01T10:00:00.000Z',
      }),
      expect.objectContaining({ studentId: student(BEN).id, text: 'Ben: I multiplied.' }),
    ]);

    const pending = await k.call(owner.teacher.username, 'GET', '/api/v1/teacher/pending-grading');
    expect(pending.json()).toEqual({
      count: 3,
      assignments: [
        { id: secondAssignmentId, title: expect.any(String), count: 1 },
        { id: assignmentId, title: expect.any(String), count: 2 },
      ],
    });
  });

  it('grades: full marks correct, some partial, none incorrect; totals, audit, live event, "Feedback added"', async () => {
    const { responseId, attemptId } = await k.answer(assignmentId, student(AVA).id, WRITTEN, written('Ava: I added.'));
    await k.answer(assignmentId, student(AVA).id, MC, { answerType: 1, choiceId: 'b' });
    const events: TRealtimeEvent[] = [];
    const stop = k.kit.t.app.ctx.realtime.subscribe(assignmentRoom(assignmentId), (e) => events.push(e));

    const full = await grade(responseId, { score: 4, feedback: 'Clear explanation!' });
    stop();
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      message: MESSAGES.feedbackAdded,
      responseId,
      attemptId,
      assignmentId,
      status: 'correct',
      score: 4,
      maxScore: 4,
      feedback: 'Clear explanation!',
      gradedAt: expect.any(String),
      attempt: { score: 5, pendingCount: 0, correctCount: 2 },
    });
    const [row] = await k.db().select().from(responses).where(eq(responses.id, responseId));
    expect(row).toMatchObject({ gradedBy: owner.teacher.id, status: 'correct', score: 4 });
    const [attempt] = await k.db().select().from(attempts).where(eq(attempts.id, attemptId));
    expect(attempt).toMatchObject({ score: 5, pendingCount: 0 });
    const [audit] = await k.audits('response.graded', responseId);
    expect(audit!.details).toEqual({
      assignmentId,
      attemptId,
      studentId: student(AVA).id,
      questionId: expect.any(Number),
      before: 0,
      after: 4,
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'attempt.changed', attemptId, studentId: student(AVA).id, status: 'correct' }),
    );

    const partial = await grade(responseId, { score: 2.5, feedback: '' });
    expect(partial.json()).toMatchObject({ status: 'partial', score: 2.5, feedback: null, attempt: { score: 3.5 } });
    const none = await grade(responseId, { score: 0, feedback: 'Try again' });
    expect(none.json()).toMatchObject({ status: 'incorrect', score: 0 });
    expect(await k.audits('response.graded', responseId)).toHaveLength(3);
  });

  it("refuses a score outside 0..the question's points, and anything but constructed responses", async () => {
    const { responseId } = await k.answer(assignmentId, student(BEN).id, WRITTEN, written('Ben again'));
    const over = await grade(responseId, { score: 5 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      title: MESSAGES.scoreOutOfRange,
      errors: [{ field: 'body.score', message: MESSAGES.scoreOutOfRange }],
    });
    expect((await grade(responseId, { score: -1 })).statusCode).toBe(400);
    expect((await grade(responseId, { score: 'four' })).statusCode).toBe(400);

    const mc = await k.answer(assignmentId, student(BEN).id, MC, { answerType: 1, choiceId: 'a' });
    const wrongKind = await grade(mc.responseId, { score: 1 });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().title).toBe(MESSAGES.notConstructedResponse);
  });

  it('takes a grading scale the teacher may use, refuses others', async () => {
    const { responseId } = await k.answer(assignmentId, student(CLEO).id, WRITTEN, written('Cleo: groups of 3'));
    const levels = [0, 1, 2, 3, 4].map((points) => ({ points, label: `${points}`, description: '' }));
    const [seeded] = await k
      .db()
      .insert(gradingScales)
      .values({ name: 'Four point', maxPoints: 4, levels })
      .returning();
    const someone = await buildUser(k.db(), { role: 'Teacher' });
    const [private_] = await k
      .db()
      .insert(gradingScales)
      .values({ name: 'Mine', maxPoints: 4, levels, ownerId: someone.id })
      .returning();

    const refused = await grade(responseId, { score: 3, gradingScaleId: private_!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().title).toBe(MESSAGES.unknownGradingScale);
    expect((await grade(responseId, { score: 3, gradingScaleId: 2_000_000_000 })).json().title).toBe(
      MESSAGES.unknownGradingScale,
    );
    const ok = await grade(responseId, { score: 3, gradingScaleId: seeded!.id, feedback: 'Good' });
    expect(ok.json()).toMatchObject({ status: 'partial', score: 3, gradingScaleId: seeded!.id });
  });

  it('overrides an automatic score with a reason; audits before and after (ids and numbers only)', async () => {
    const { responseId, attemptId } = await k.answer(assignmentId, student(CLEO).id, TYPED, {
      answerType: 3,
      text: 'Austen',
    });
    expect((await override(responseId, { score: 2 })).statusCode).toBe(400);
    const noNote = await override(responseId, { score: 2, note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].field).toBe('body.note');
    expect((await override(responseId, { score: 3, note: 'Typo' })).json().title).toBe(MESSAGES.scoreOutOfRange);

    const res = await override(responseId, { score: 2, note: 'A spelling slip; the answer is right' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'correct',
      score: 2,
      maxScore: 2,
      overrideNote: 'A spelling slip; the answer is right',
      message: MESSAGES.dataUpdated,
    });
    const [attempt] = await k.db().select().from(attempts).where(eq(attempts.id, attemptId));
    expect(attempt!.correctCount).toBeGreaterThanOrEqual(1);
    const [audit] = await k.audits('response.overridden', responseId);
    expect(audit!.details).toEqual({
      assignmentId,
      attemptId,
      studentId: student(CLEO).id,
      questionId: expect.any(Number),
      before: 0,
      after: 2,
    });
    expect(JSON.stringify(audit!.details)).not.toMatch(/Cleo|Pupil|spelling/);

    const half = await override(responseId, { score: 1, note: 'Half' });
    expect(half.json()).toMatchObject({ status: 'partial', score: 1 });
  });

  it('overrides only automatic scores: not constructed or not-graded answers', async () => {
    const written_ = await k.answer(assignmentId, student(AVA).id, WRITTEN, written('Ava'));
    const refused = await override(written_.responseId, { score: 1, note: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().title).toBe(MESSAGES.notAutoScored);
    const free = await k.answer(assignmentId, student(AVA).id, FREE, { answerType: 8, text: 'Fun' });
    expect((await override(free.responseId, { score: 1, note: 'x' })).json().title).toBe(MESSAGES.notAutoScored);
  });

  it('is for the teachers of the assignment: others 404, leaders 403, students 403', async () => {
    const { responseId } = await k.answer(assignmentId, student(BEN).id, WRITTEN, written('Ben'));
    const colleague = await buildUser(k.db(), { role: 'Teacher', schoolId: owner.teacher.schoolId!, license: 'CKPD' });
    expect((await grade(responseId, { score: 1 }, colleague.username)).statusCode).toBe(404);
    expect((await override(responseId, { score: 1, note: 'x' }, colleague.username)).statusCode).toBe(404);
    expect(
      (await k.call(colleague.username, 'GET', `/api/v1/assignments/${assignmentId}/grading-queue`)).statusCode,
    ).toBe(404);
    expect((await k.call(colleague.username, 'GET', '/api/v1/teacher/pending-grading')).json()).toEqual({
      count: 0,
      assignments: [],
    });
    expect((await grade(9_000_000_000, { score: 1 })).statusCode).toBe(404);

    const principal = await buildUser(k.db(), { role: 'Principal', schoolId: owner.cls.schoolId });
    expect((await grade(responseId, { score: 1 }, principal.username)).statusCode).toBe(403);
    const admin = await buildUser(k.db(), { role: 'SchoolAdmin', schoolId: owner.cls.schoolId });
    expect((await override(responseId, { score: 1, note: 'x' }, admin.username)).statusCode).toBe(403);
    const queue = await k.call(admin.username, 'GET', `/api/v1/assignments/${assignmentId}/grading-queue`);
    expect(queue.statusCode).toBe(200);

    await k.studentCanSignIn(student(BEN).id);
    expect((await grade(responseId, { score: 4 }, student(BEN).username)).statusCode).toBe(403);

    const coTeacher = await buildUser(k.db(), { role: 'Teacher', schoolId: owner.teacher.schoolId!, license: 'CKPD' });
    await k.addCoTeacher(owner.cls.id, coTeacher.id);
    expect((await grade(responseId, { score: 1 }, coTeacher.username)).statusCode).toBe(200);
  });
});
