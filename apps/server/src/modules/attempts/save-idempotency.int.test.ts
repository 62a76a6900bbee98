import { randomUUID } from 'node:crypto';
import { MESSAGES, type TAttemptChanged, type TRealtimeEvent } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  GOOD_ANSWERS,
  requester,
  saveBody,
  startedAttempt,
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';

describe('saving answers: idempotent, scored on the server', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
  });
  afterAll(() => t.close());

  async function started(feedbackOption: 1 | 2 = 2) {
    return startedAttempt(t.app, t.database.db, { feedbackOption });
  }

  it('takes the same write sent twice once: the retry changes nothing and says so', async () => {
    const { a, save, attempt, stored } = await started();
    const q = a.questions[1]!; // selection, 2 points
    const body = saveBody(5, GOOD_ANSWERS[2]!);
    const first = await save(q.id, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      questionId: q.id,
      clientSeq: 5,
      applied: true,
      savedAt: expect.any(String),
    });
    const before = { attempt: await attempt(), rows: await stored() };
    expect(before.attempt).toMatchObject({ score: 2, answeredCount: 1, correctCount: 1, currentQuestionId: q.id });

    const retry = await save(q.id, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), applied: false });
    expect(await attempt()).toEqual(before.attempt);
    expect(await stored()).toEqual(before.rows);
    expect(before.rows[0]).toMatchObject({ attemptCount: 1, status: 'correct', score: 2, clientSeq: 5 });
  });

  it('ignores any score the client sends and scores the answer itself', async () => {
    const { a, token, attemptId, save, attempt, stored } = await started(1);
    const q = a.questions[0]!; // multi choice, 2 points
    const res = await save(
      q.id,
      saveBody(1, { ...WRONG_ANSWERS[1]!, score: 2, correct: true }, { score: 2, status: 'correct', maxScore: 2 }),
    );
    expect(res.statusCode).toBe(200);
    const checked = await call(token, 'POST', `/api/v1/student/attempts/${attemptId}/questions/${q.id}/check`);
    expect(checked.json().result).toEqual({
      status: 'incorrect',
      score: 0,
      maxScore: 2,
      correctResponse: { answerType: 1, choiceId: 'b' },
      feedback: null,
    });
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'incorrect', score: 0, maxScore: 2, answer: { answerType: 1, choiceId: 'a' } });
    expect(await attempt()).toMatchObject({ score: 0, correctCount: 0, answeredCount: 1 });
  });

  it('scores every answer type and keeps the totals equal to the responses', async () => {
    const { a, save, attempt, stored } = await started(1);
    let seq = 0;
    for (const q of a.questions) {
      const res = await save(q.id, saveBody(++seq, GOOD_ANSWERS[q.answerType]!));
      expect(res.statusCode).toBe(200);
    }
    const typeOf = new Map(a.questions.map((q) => [q.id, q.answerType]));
    const results = Object.fromEntries((await stored()).map((r) => [typeOf.get(r.questionId), r.status]));
    expect(results).toEqual({
      1: 'correct',
      2: 'correct',
      3: 'correct',
      4: 'correct',
      5: 'correct',
      6: 'correct',
      7: 'correct',
      8: 'ungraded',
      9: 'pending',
      10: 'correct',
    });
    // Then change some answers to wrong ones: totals follow.
    for (const q of a.questions.filter((x) => [1, 4, 6].includes(x.answerType)))
      expect((await save(q.id, saveBody(++seq, WRONG_ANSWERS[q.answerType]!))).statusCode).toBe(200);
    const rows = await stored();
    const sum = rows.reduce((s, r) => s + r.score, 0);
    expect(await attempt()).toMatchObject({
      score: sum,
      answeredCount: 10,
      correctCount: rows.filter((r) => r.status === 'correct').length,
      pendingCount: 1,
      maxScore: 19,
    });
    expect(sum).toBe(19 - 4 - 2 - 3 - 2);
    expect(rows.find((r) => r.questionId === a.questions[0]!.id)!.attemptCount).toBe(2);
  });

  it('refuses an answer of another type than the question (400) and unknown questions (404)', async () => {
    const { a, save, stored } = await started();
    const wrongType = await save(a.questions[0]!.id, saveBody(1, GOOD_ANSWERS[3]!));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'invalid_request', errors: [{ field: 'body.answer.answerType' }] });
    const unknown = await save(999_999, saveBody(2, GOOD_ANSWERS[1]!));
    expect(unknown.statusCode).toBe(404);
    const malformed = await save(a.questions[0]!.id, { clientId: 'not-a-uuid', clientSeq: -1, answer: { x: 1 } });
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses new answers once submitted, but takes back a retry of a stored write (offline queue)', async () => {
    const { a, token, attemptId, save, attempt, stored } = await started();
    const q = a.questions[2]!;
    const body = saveBody(1, GOOD_ANSWERS[3]!);
    const first = await save(q.id, body);
    expect(first.statusCode).toBe(200);
    expect((await call(token, 'POST', `/api/v1/student/attempts/${attemptId}/submit`)).statusCode).toBe(200);
    const snapshot = { attempt: await attempt(), rows: await stored() };

    const late = await save(q.id, saveBody(2, WRONG_ANSWERS[3]!));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'assignment_submitted', title: MESSAGES.assignmentSubmitted });
    const other = await save(a.questions[0]!.id, saveBody(3, GOOD_ANSWERS[1]!));
    expect(other.statusCode).toBe(409);

    const retry = await save(q.id, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), applied: false });
    expect(await attempt()).toEqual(snapshot.attempt);
    expect(await stored()).toEqual(snapshot.rows);
  });

  it('tells the assignment room after each stored answer, not after a retry', async () => {
    const { a, attemptId, save } = await started();
    const events: TRealtimeEvent[] = [];
    const off = t.app.ctx.realtime.subscribe(`assignment:${a.assignmentId}`, (e) => events.push(e));
    try {
      const body = { clientId: randomUUID(), clientSeq: 1, answer: GOOD_ANSWERS[1]! };
      await save(a.questions[0]!.id, body);
      await save(a.questions[0]!.id, body);
      await new Promise((r) => setTimeout(r, 50));
      expect(events).toEqual([
        {
          type: 'attempt.changed',
          assignmentId: a.assignmentId,
          attemptId,
          studentId: a.students[0]!.id,
          questionId: a.questions[0]!.id,
          status: 'correct',
          attemptStatus: 'in_progress',
          answeredCount: 1,
          score: 2,
          at: expect.any(String),
          lastActivityAt: expect.any(String),
        } satisfies TAttemptChanged,
      ]);
    } finally {
      off();
    }
  });
});
