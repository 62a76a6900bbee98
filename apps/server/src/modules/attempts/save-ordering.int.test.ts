import type { TAttemptState } from '@clearsheets/shared';
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
import { activityEvents, attempts, responses } from '../../db/schema';
import { recomputeAttemptTotals } from './attempt-totals.repository';

describe('saving answers: order and concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function started() {
    return startedAttempt(t.app, t.database.db, { feedbackOption: 1 });
  }

  /** The totals and per-question results a recompute from the responses gives must equal the ones the saves left. */
  async function expectExactTotals(attemptId: number, attempt: () => Promise<typeof attempts.$inferSelect>) {
    const left = await attempt();
    const recomputed = await recomputeAttemptTotals(t.database.db, attemptId);
    expect(recomputed).toMatchObject({
      score: left.score,
      answeredCount: left.answeredCount,
      correctCount: left.correctCount,
      pendingCount: left.pendingCount,
    });
    expect((await attempt()).results).toEqual(left.results);
    expect(Object.keys(left.results)).toHaveLength(left.answeredCount);
    return left;
  }

  it('never lets an older write that arrives late replace a newer answer', async () => {
    const { a, attemptId, save, attempt, stored } = await started();
    const q = a.questions[0]!;
    const newer = await save(q.id, saveBody(7, GOOD_ANSWERS[1]!));
    expect(newer.json()).toMatchObject({ applied: true, clientSeq: 7 });
    const before = { attempt: await attempt(), rows: await stored() };

    const older = await save(q.id, saveBody(6, WRONG_ANSWERS[1]!));
    expect(older.statusCode).toBe(200);
    // Not applied; the reply names the answer that stands (its sequence).
    expect(older.json()).toEqual({ ...newer.json(), applied: false });
    expect(await attempt()).toEqual(before.attempt);
    expect(await stored()).toEqual(before.rows);

    const next = await save(q.id, saveBody(8, WRONG_ANSWERS[1]!));
    expect(next.json()).toMatchObject({ applied: true, clientSeq: 8 });
    expect((await stored())[0]).toMatchObject({ clientSeq: 8, status: 'incorrect', score: 0 });
    expect(await expectExactTotals(attemptId, attempt)).toMatchObject({ score: 0, answeredCount: 1, correctCount: 0 });
  });

  it('lands 20 concurrent saves to several questions, each question ending at its newest answer', async () => {
    const { a, attemptId, save, attempt, stored } = await started();
    const targets = a.questions.filter((q) => WRONG_ANSWERS[q.answerType]).slice(0, 5);
    // Four writes per question, seq 1..20 interleaved; the last write of each question is the right answer.
    const writes = Array.from({ length: 20 }, (_, i) => {
      const q = targets[i % targets.length]!;
      const last = i >= 20 - targets.length;
      return { q, body: saveBody(i + 1, (last ? GOOD_ANSWERS : WRONG_ANSWERS)[q.answerType]!) };
    });
    const replies = await Promise.all(writes.map((w) => save(w.q.id, w.body)));
    expect(replies.map((r) => r.statusCode)).toEqual(writes.map(() => 200));

    const rows = await stored();
    expect(rows).toHaveLength(targets.length);
    for (const q of targets) {
      const row = rows.find((r) => r.questionId === q.id)!;
      const newest = Math.max(...writes.flatMap((w, i) => (w.q.id === q.id ? [i + 1] : [])));
      expect(row).toMatchObject({ clientSeq: newest, status: 'correct', answer: GOOD_ANSWERS[q.answerType] });
    }
    const left = await expectExactTotals(attemptId, attempt);
    expect(left).toMatchObject({
      answeredCount: targets.length,
      correctCount: targets.length,
      score: targets.reduce((s, q) => s + q.points, 0),
    });
  });

  it('keeps exact totals when first saves of one question race (a concurrent insert)', async () => {
    const { a, attemptId, save, attempt, stored } = await started();
    const q = a.questions[3]!; // ordering, 3 points
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(q.id, saveBody(i + 1, i % 2 ? GOOD_ANSWERS[4]! : WRONG_ANSWERS[4]!))),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await stored();
    expect(row).toMatchObject({ clientSeq: 8, status: 'correct', score: 3 });
    expect(await expectExactTotals(attemptId, attempt)).toMatchObject({ score: 3, answeredCount: 1, correctCount: 1 });
  });

  it('keeps totals exact while many saves to every question run at once, with retries among them', async () => {
    const { a, attemptId, save, attempt, stored } = await started();
    let seq = 0;
    const bodies = a.questions.flatMap((q) =>
      [WRONG_ANSWERS, GOOD_ANSWERS, WRONG_ANSWERS].map((set) => ({
        q,
        body: saveBody(++seq, (set[q.answerType] ?? GOOD_ANSWERS[q.answerType])!),
      })),
    );
    // Every write twice (a retry racing the original), in a scrambled order.
    const all = [...bodies, ...bodies].sort(
      (x, y) => ((x.body.clientSeq * 7919) % 31) - ((y.body.clientSeq * 7919) % 31),
    );
    const replies = await Promise.all(all.map((w) => save(w.q.id, w.body)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const applied = replies.filter((r) => r.json().applied).length;
    expect(applied).toBeLessThanOrEqual(bodies.length);
    const rows = await stored();
    expect(rows).toHaveLength(a.questions.length);
    for (const q of a.questions) {
      const newest = Math.max(...bodies.filter((b) => b.q.id === q.id).map((b) => b.body.clientSeq));
      expect(rows.find((r) => r.questionId === q.id)!.clientSeq).toBe(newest);
    }
    expect((await expectExactTotals(attemptId, attempt)).answeredCount).toBe(a.questions.length);
  });

  it("runs saves and the teacher's grading of the same attempt side by side: no deadlock, exact totals", async () => {
    const { a, attemptId, save, attempt } = await started();
    const constructed = a.questions.find((q) => q.answerType === 9)!;
    const mc = a.questions[0]!;
    expect((await save(constructed.id, saveBody(1, GOOD_ANSWERS[9]!))).statusCode).toBe(200);
    // As grading does it: lock the attempt, score the response, recompute, in one transaction.
    const grade = (score: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('no key update');
        await tx
          .update(responses)
          .set({ status: score === 4 ? 'correct' : 'partial', score, gradedBy: a.teacherId, gradedAt: new Date() })
          .where(and(eq(responses.attemptId, attemptId), eq(responses.questionId, constructed.id)));
        await recomputeAttemptTotals(tx, attemptId);
      });
    let seq = 1;
    const work = [];
    for (let i = 0; i < 6; i++) {
      work.push(grade(i % 2 ? 4 : 2));
      work.push(save(mc.id, saveBody(++seq, i % 2 ? GOOD_ANSWERS[1]! : WRONG_ANSWERS[1]!)));
      work.push(save(constructed.id, saveBody(++seq, GOOD_ANSWERS[9]!)));
    }
    const settled = await Promise.allSettled(work);
    expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
    const codes = settled.flatMap((r) =>
      r.status === 'fulfilled' && r.value && 'statusCode' in r.value ? [r.value.statusCode] : [],
    );
    expect(codes).toEqual(Array(12).fill(200));
    await expectExactTotals(attemptId, attempt);
  });
  it('lands a whole class saving at once, written together: every save applied once, totals and events exact', async () => {
    const a = await buildAssignment(t.database.db, { students: 24 });
    const call = requester(t.app);
    const students = await Promise.all(
      a.students.map(async (s) => {
        const token = await mintToken(t.app, s.id);
        const { attemptId } = (
          await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)
        ).json() as TAttemptState;
        return { token, attemptId };
      }),
    );
    const questions = a.questions.filter((q) => WRONG_ANSWERS[q.answerType]).slice(0, 3);
    // Every student answers three questions at once: 72 saves in flight, most of them gathered into shared
    // statements; odd students answer wrongly.
    const replies = await Promise.all(
      students.flatMap((s, si) =>
        questions.map((q, qi) =>
          call(s.token, 'PUT', `/api/v1/student/attempts/${s.attemptId}/responses/${q.id}`, {
            ...saveBody(qi + 1, (si % 2 ? WRONG_ANSWERS : GOOD_ANSWERS)[q.answerType]!),
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    expect(replies.every((r) => r.json().applied === true)).toBe(true);
    for (const [si, s] of students.entries()) {
      const attempt = async () => (await t.database.db.select().from(attempts).where(eq(attempts.id, s.attemptId)))[0]!;
      const left = await expectExactTotals(s.attemptId, attempt);
      expect(left).toMatchObject({ answeredCount: 3, correctCount: si % 2 ? 0 : 3 });
    }
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.assignmentId, a.assignmentId), eq(activityEvents.action, 'Completed')));
    expect(events).toHaveLength(students.length * questions.length);
  });
});
