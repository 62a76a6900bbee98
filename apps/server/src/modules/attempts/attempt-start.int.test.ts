import { MESSAGES, presentationOrder, type TAttemptState, ZStudentQuestion } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  saveBody,
} from '../../../test/kits/attempts/test-support';
import { attempts } from '../../db/schema';

describe('starting and resuming an attempt', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  const start = async (token: string, assignmentId: number) =>
    call(token, 'POST', `/api/v1/student/assignments/${assignmentId}/attempt`);

  it('starts once, shows questions without answer keys, and resumes with every answer and the current question', async () => {
    const a = await buildAssignment(t.database.db, { students: 1 });
    const token = await mintToken(t.app, a.students[0]!.id);
    const first = await start(token, a.assignmentId);
    expect(first.statusCode).toBe(200);
    const state = first.json() as TAttemptState;
    expect(state).toMatchObject({
      assignmentId: a.assignmentId,
      title: 'Fractions check',
      status: 'in_progress',
      feedbackOption: 2,
      readAloud: true,
      currentQuestionId: a.questions[0]!.id,
      responses: {},
    });
    // The teacher's order, every question a valid student view: no correct flags, accepted answers or samples.
    expect(state.questions.map((q) => q.id)).toEqual(a.questions.map((q) => q.id));
    for (const q of state.questions) expect(ZStudentQuestion.safeParse(q).success).toBe(true);
    const wire = JSON.stringify(state.questions);
    for (const secret of ['"correct"', '"acceptedAnswers"', '"sampleAnswer"', 'Austin', 'Common denominators'])
      expect(wire).not.toContain(secret);
    // The passage travels with its question.
    const textQuestion = state.questions.find((q) => q.answerType === 3)!;
    expect(textQuestion.passage).toMatchObject({ title: 'The map', body: expect.stringContaining('Rosa') });

    // Answer three questions, move on to the fourth, then come back later.
    const answered = a.questions.slice(0, 3);
    for (const [i, q] of answered.entries()) {
      const res = await call(
        token,
        'PUT',
        `/api/v1/student/attempts/${state.attemptId}/responses/${q.id}`,
        saveBody(i + 1, GOOD_ANSWERS[q.answerType]!),
      );
      expect(res.statusCode).toBe(200);
    }
    const fourth = a.questions[3]!.id;
    const moved = await call(token, 'PUT', `/api/v1/student/attempts/${state.attemptId}/position`, {
      questionId: fourth,
    });
    expect(moved.statusCode).toBe(204);

    const again = (await start(token, a.assignmentId)).json() as TAttemptState;
    expect(again.attemptId).toBe(state.attemptId);
    expect(again.currentQuestionId).toBe(fourth);
    expect(Object.keys(again.responses).sort()).toEqual(answered.map((q) => String(q.id)).sort());
    answered.forEach((q, i) => {
      expect(again.responses[String(q.id)]).toEqual({
        answer: GOOD_ANSWERS[q.answerType],
        clientSeq: i + 1,
        // Feedback option 2: no results before submitting.
        result: null,
        checked: false,
      });
    });
    expect(await t.database.db.select().from(attempts).where(eq(attempts.assignmentId, a.assignmentId))).toHaveLength(
      1,
    );
  });

  it('refuses before the assignment opens, then starts once it has', async () => {
    const opensAt = new Date(Date.now() + 3_600_000);
    const a = await buildAssignment(t.database.db, { students: 1, startsAt: opensAt });
    const token = await mintToken(t.app, a.students[0]!.id);
    const early = await start(token, a.assignmentId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ title: MESSAGES.assignmentNotOpen, code: 'assignment_not_open' });
    expect(await t.database.db.select().from(attempts).where(eq(attempts.assignmentId, a.assignmentId))).toEqual([]);
  });

  it('fixes a shuffled order by the attempt id, the same on every resume', async () => {
    const a = await buildAssignment(t.database.db, { students: 2, shuffle: true });
    const ids = a.questions.map((q) => q.id);
    for (const s of a.students) {
      const token = await mintToken(t.app, s.id);
      const state = (await start(token, a.assignmentId)).json() as TAttemptState;
      const expected = presentationOrder(ids, state.attemptId);
      expect(state.questions.map((q) => q.id)).toEqual(expected);
      expect(state.currentQuestionId).toBe(expected[0]);
      const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, state.attemptId));
      expect(row!.questionOrder).toEqual(expected);
      const resumed = (await start(token, a.assignmentId)).json() as TAttemptState;
      expect(resumed.questions).toEqual(state.questions);
    }
  });

  it('shows results on resume with feedback after each question (option 1) for checked answers only', async () => {
    const a = await buildAssignment(t.database.db, { students: 1, feedbackOption: 1 });
    const token = await mintToken(t.app, a.students[0]!.id);
    const state = (await start(token, a.assignmentId)).json() as TAttemptState;
    const mc = a.questions[0]!;
    await call(
      token,
      'PUT',
      `/api/v1/student/attempts/${state.attemptId}/responses/${mc.id}`,
      saveBody(1, {
        answerType: 1,
        choiceId: 'a',
      }),
    );
    const unchecked = (await start(token, a.assignmentId)).json() as TAttemptState;
    expect(unchecked.responses[String(mc.id)]).toMatchObject({ result: null, checked: false });
    await call(token, 'POST', `/api/v1/student/attempts/${state.attemptId}/questions/${mc.id}/check`);
    const resumed = (await start(token, a.assignmentId)).json() as TAttemptState;
    expect(resumed.responses[String(mc.id)]!.checked).toBe(true);
    expect(resumed.responses[String(mc.id)]!.result).toEqual({
      status: 'incorrect',
      score: 0,
      maxScore: 2,
      correctResponse: { answerType: 1, choiceId: 'b' },
      feedback: null,
    });
  });

  it('starts once when the player sends the start twice at the same moment', async () => {
    const a = await buildAssignment(t.database.db, { students: 1, shuffle: true });
    const token = await mintToken(t.app, a.students[0]!.id);
    const replies = await Promise.all([1, 2, 3].map(() => start(token, a.assignmentId)));
    const states = replies.map((r) => r.json() as TAttemptState);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(states.map((s) => s.attemptId)).size).toBe(1);
    expect(states[1]!.questions).toEqual(states[0]!.questions);
  });
});
