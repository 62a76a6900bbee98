import { MESSAGES } from '@clearsheets/shared';
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

// Feedback option 1: a save never tells whether the answer is right; Check does, and locks the answer on the
// server, so seeing the correct answer can never be used to change it.

describe('checking an answer (feedback option 1)', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  async function started(feedbackOption: 1 | 2 = 1) {
    const s = await startedAttempt(t.app, t.database.db, { feedbackOption });
    const check = (questionId: number) =>
      call(s.token, 'POST', `/api/v1/student/attempts/${s.attemptId}/questions/${questionId}/check`);
    return { ...s, check };
  }

  it('never puts a result or the correct answer in a save reply', async () => {
    const { a, save } = await started();
    for (const [seq, answer] of [GOOD_ANSWERS[1]!, WRONG_ANSWERS[1]!].entries()) {
      const res = await save(a.questions[0]!.id, saveBody(seq + 1, answer));
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['applied', 'clientSeq', 'questionId', 'savedAt']);
      expect(res.body).not.toMatch(/correct|score|status/i);
    }
  });

  it('returns the result of the stored answer, locks it, and says so again on a repeat', async () => {
    const { a, save, check, stored, start } = await started();
    const q = a.questions[0]!; // multi choice, 2 points, key 'b'
    expect((await save(q.id, saveBody(1, WRONG_ANSWERS[1]!))).statusCode).toBe(200);

    const first = await check(q.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      questionId: q.id,
      clientSeq: 1,
      result: {
        status: 'incorrect',
        score: 0,
        maxScore: 2,
        correctResponse: { answerType: 1, choiceId: 'b' },
        feedback: null,
      },
    });
    const [row] = await stored();
    expect(row!.checkedAt).toBeInstanceOf(Date);

    const again = await check(q.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await stored())[0]!.checkedAt).toEqual(row!.checkedAt);
    expect((await start()).responses[String(q.id)]).toMatchObject({ checked: true, result: { status: 'incorrect' } });
  });

  it('refuses a changed answer after the check (409) and keeps the checked one and the totals', async () => {
    const { a, save, check, stored, attempt } = await started();
    const q = a.questions[0]!;
    const checkedWrite = saveBody(1, WRONG_ANSWERS[1]!);
    expect((await save(q.id, checkedWrite)).statusCode).toBe(200);
    expect((await check(q.id)).statusCode).toBe(200);
    const before = { attempt: await attempt(), rows: await stored() };

    const changed = await save(q.id, saveBody(2, GOOD_ANSWERS[1]!));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'question_checked', title: MESSAGES.questionChecked });
    expect(await attempt()).toEqual(before.attempt);
    expect(await stored()).toEqual(before.rows);
    expect(before.rows[0]).toMatchObject({ answer: WRONG_ANSWERS[1], status: 'incorrect', score: 0, clientSeq: 1 });

    // A retry of the write that was checked (an offline queue) is still taken back, changing nothing.
    const retry = await save(q.id, checkedWrite);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ applied: false, clientSeq: 1 });
    // Other questions stay open.
    expect((await save(a.questions[1]!.id, saveBody(3, GOOD_ANSWERS[2]!))).json()).toMatchObject({ applied: true });
    expect(await stored()).toHaveLength(2);
  });

  it('asks for an answer first when nothing is saved for the question', async () => {
    const { a, check, stored } = await started();
    const res = await check(a.questions[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'answer_missing', title: MESSAGES.provideAnswer });
    expect(await stored()).toEqual([]);
  });

  it('is not offered when feedback comes at the end (option 2): nothing is shown or locked', async () => {
    const { a, save, check, stored } = await started(2);
    const q = a.questions[0]!;
    expect((await save(q.id, saveBody(1, GOOD_ANSWERS[1]!))).statusCode).toBe(200);
    const res = await check(q.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'check_not_offered', title: MESSAGES.checkNotOffered });
    expect((await stored())[0]!.checkedAt).toBeNull();
    expect((await save(q.id, saveBody(2, WRONG_ANSWERS[1]!))).json()).toMatchObject({ applied: true });
  });

  it("is 404 for another student's attempt and a question not in the assignment, 403 for staff", async () => {
    const { a, attemptId, save, check, stored } = await started();
    expect((await save(a.questions[0]!.id, saveBody(1, GOOD_ANSWERS[1]!))).statusCode).toBe(200);
    const stranger = await buildAssignment(t.database.db, { students: 1, feedbackOption: 1 });
    const other = await mintToken(t.app, stranger.students[0]!.id);
    const url = `/api/v1/student/attempts/${attemptId}/questions/${a.questions[0]!.id}/check`;
    expect((await call(other, 'POST', url)).statusCode).toBe(404);
    expect((await check(999_999)).statusCode).toBe(404);
    expect((await call(await mintToken(t.app, a.teacherId), 'POST', url)).statusCode).toBe(403);
    expect((await stored())[0]!.checkedAt).toBeNull();
  });

  it('lets exactly one of a check and a concurrent change win, never both', async () => {
    const { a, save, check, stored } = await started();
    const q = a.questions[0]!;
    expect((await save(q.id, saveBody(1, WRONG_ANSWERS[1]!))).statusCode).toBe(200);
    const [checked, changed] = await Promise.all([check(q.id), save(q.id, saveBody(2, GOOD_ANSWERS[1]!))]);
    expect(checked.statusCode).toBe(200);
    const [row] = await stored();
    // The result the student saw is the answer that stands, locked.
    expect(row!.clientSeq).toBe(checked.json().clientSeq);
    expect(row!.status).toBe(checked.json().result.status);
    expect(row!.checkedAt).toBeInstanceOf(Date);
    expect(changed.statusCode).toBe(changed.json().applied ? 200 : 409);
  });
});
