import type { TAttemptState, TAttemptSummary, TRealtimeEvent } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  saveBody,
  startedAttempt,
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';
import { attempts, responses } from '../../db/schema';
import { recomputeAttemptTotals } from './attempt-totals.repository';

describe('submitting and the summary', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  async function worked(feedbackOption: 1 | 2) {
    const { a, token, attemptId } = await startedAttempt(t.app, t.database.db, { feedbackOption });
    // Everything answered but the table (question 7): multi choice wrong, the constructed response written.
    let seq = 0;
    for (const q of a.questions) {
      if (q.answerType === 7) continue;
      const answer = q.answerType === 1 ? WRONG_ANSWERS[1]! : GOOD_ANSWERS[q.answerType]!;
      const res = await call(
        token,
        'PUT',
        `/api/v1/student/attempts/${attemptId}/responses/${q.id}`,
        saveBody(++seq, answer),
      );
      expect(res.statusCode).toBe(200);
    }
    const summary = async () =>
      (await call(token, 'GET', `/api/v1/student/attempts/${attemptId}/summary`)).json() as TAttemptSummary;
    const submit = () => call(token, 'POST', `/api/v1/student/attempts/${attemptId}/submit`);
    return { a, token, attemptId, summary, submit };
  }
  const byType = (s: TAttemptSummary, answerType: number) => s.questions.find((q) => q.answerType === answerType)!;

  it('hides results before submission with feedback at the end (option 2), shows them all after', async () => {
    const { a, attemptId, summary, submit } = await worked(2);
    const before = await summary();
    expect(before).toMatchObject({
      status: 'in_progress',
      submittedAt: null,
      score: null,
      maxScore: 19,
      pendingCount: 1,
    });
    expect(before.questions.map((q) => q.result)).toEqual(a.questions.map(() => null));
    expect(before.questions.map((q) => q.number)).toEqual(a.questions.map((_, i) => i + 1));
    expect(byType(before, 1)).toMatchObject({ answered: true, answer: WRONG_ANSWERS[1] });
    expect(byType(before, 7)).toMatchObject({ answered: false, answer: null });
    expect(JSON.stringify(before.questions.map((q) => q.question))).not.toContain('"correct"');

    const events: TRealtimeEvent[] = [];
    const off = t.app.ctx.realtime.subscribe(`assignment:${a.assignmentId}`, (e) => events.push(e));
    const first = await submit();
    off();
    expect(first.statusCode).toBe(200);
    const after = first.json() as TAttemptSummary;
    expect(after).toMatchObject({ status: 'submitted', submittedAt: expect.any(String), score: 11, pendingCount: 1 });
    expect(byType(after, 1).result).toEqual({
      status: 'incorrect',
      score: 0,
      maxScore: 2,
      correctResponse: { answerType: 1, choiceId: 'b' },
      feedback: null,
    });
    // The constructed response stays pending for the teacher; the unanswered table shows its correct answer.
    expect(byType(after, 9).result).toMatchObject({ status: 'pending', score: 0, maxScore: 4, correctResponse: null });
    expect(byType(after, 7).result).toMatchObject({
      status: 'incorrect',
      score: 0,
      maxScore: 2,
      correctResponse: { answerType: 7, cells: { y3: '6', x5: '5' } },
    });
    expect(byType(after, 4).result).toMatchObject({ status: 'correct', perPart: expect.any(Array) });
    expect(events).toMatchObject([{ type: 'attempt.changed', attemptId, attemptStatus: 'submitted', score: 11 }]);

    // Submitting again changes nothing and answers the same.
    const second = await submit();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(after);
    expect(await summary()).toEqual(after);
  });

  it('keeps the score sealed while answers change before submitting (no score to try answers against)', async () => {
    const a = await buildAssignment(t.database.db, { students: 1, feedbackOption: 2 });
    const token = await mintToken(t.app, a.students[0]!.id);
    const state = (await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)).json();
    const attemptId = (state as TAttemptState).attemptId;
    const mc = a.questions.find((q) => q.answerType === 1)!;
    const seen: unknown[] = [];
    let seq = 0;
    // Wrong, right, wrong: were the running score shown, it would move 0, 1, 0 and give the answer away.
    for (const answer of [WRONG_ANSWERS[1]!, GOOD_ANSWERS[1]!, WRONG_ANSWERS[1]!]) {
      const saved = await call(token, 'PUT', `/api/v1/student/attempts/${attemptId}/responses/${mc.id}`, {
        ...saveBody(++seq, answer),
      });
      expect(saved.statusCode).toBe(200);
      expect(Object.keys(saved.json() as object).sort()).toEqual(['applied', 'clientSeq', 'questionId', 'savedAt']);
      const summary = (await call(token, 'GET', `/api/v1/student/attempts/${attemptId}/summary`)).json();
      const home = (await call(token, 'GET', '/api/v1/student/assignments')).json() as {
        inProgress: { id: number; score: number | null }[];
      };
      seen.push([
        (summary as TAttemptSummary).score,
        (summary as TAttemptSummary).questions.map((q) => q.result),
        home.inProgress.find((x) => x.id === a.assignmentId)?.score,
      ]);
    }
    const sealed = [null, a.questions.map(() => null), null];
    expect(seen).toEqual([sealed, sealed, sealed]);
  });

  it('shows results before submission with feedback after each question (option 1), checked answers only', async () => {
    const { a, token, attemptId, summary } = await worked(1);
    for (const type of [1, 3]) {
      const q = a.questions.find((x) => x.answerType === type)!;
      const checked = await call(token, 'POST', `/api/v1/student/attempts/${attemptId}/questions/${q.id}/check`);
      expect(checked.statusCode).toBe(200);
    }
    const before = await summary();
    expect(before).toMatchObject({ status: 'in_progress', score: null });
    expect(byType(before, 1).result).toMatchObject({ status: 'incorrect', correctResponse: { choiceId: 'b' } });
    expect(byType(before, 3).result).toMatchObject({ status: 'correct', score: 1 });
    // Answered but not checked: no result (nor key) while the answer may still change.
    expect(byType(before, 2).result).toBeNull();
    // Not answered yet: nothing to show until submitted.
    expect(byType(before, 7).result).toBeNull();
  });

  it("shows the teacher's feedback and marks it seen when the student reads the summary", async () => {
    const { a, attemptId, summary, submit } = await worked(2);
    expect((await submit()).statusCode).toBe(200);
    const constructed = a.questions.find((q) => q.answerType === 9)!;
    const where = and(eq(responses.attemptId, attemptId), eq(responses.questionId, constructed.id));
    // As the grading API leaves it: graded, with feedback, totals recomputed.
    await t.database.db
      .update(responses)
      .set({
        status: 'partial',
        score: 3,
        feedback: 'Good reasoning; show the common denominator.',
        gradedBy: a.teacherId,
      })
      .where(where);
    await recomputeAttemptTotals(t.database.db, attemptId);
    const [graded] = await t.database.db.select().from(responses).where(where);
    expect(graded!.feedbackSeenAt).toBeNull();

    const seen = await summary();
    expect(seen).toMatchObject({ score: 14, pendingCount: 0 });
    expect(byType(seen, 9).result).toMatchObject({
      status: 'partial',
      score: 3,
      feedback: 'Good reasoning; show the common denominator.',
    });
    const [after] = await t.database.db.select().from(responses).where(where);
    expect(after!.feedbackSeenAt).toBeInstanceOf(Date);
    const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(attempt).toMatchObject({ status: 'submitted', score: 14, pendingCount: 0, answeredCount: 9 });
  });
});
