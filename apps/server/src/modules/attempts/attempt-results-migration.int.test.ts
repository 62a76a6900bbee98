import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAttemptState } from '@clearsheets/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  buildAssignment,
  GOOD_ANSWERS,
  mintToken,
  requester,
  saveBody,
  WRONG_ANSWERS,
} from '../../../test/kits/attempts/test-support';
import { attempts } from '../../db/schema';

// Attempts saved before the attempt kept its per-question results get them from their responses when the
// migration runs: the same results the save would have left.
const MIGRATION = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations/0007_attempt_results.sql',
);
const backfill = () => {
  const statement = fs
    .readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .find((s) => s.includes('UPDATE "attempts"'));
  if (!statement) throw new Error('the migration has no backfill statement');
  return statement;
};

describe('attempt results migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives existing attempts the results of their responses, as the saves leave them', async () => {
    const call = requester(t.app);
    const a = await buildAssignment(t.database.db, { students: 1, feedbackOption: 1 });
    const token = await mintToken(t.app, a.students[0]!.id);
    const state = (await call(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`)).json();
    const attemptId = (state as TAttemptState).attemptId;
    let seq = 0;
    for (const q of a.questions) {
      const answer = (++seq % 2 ? GOOD_ANSWERS : WRONG_ANSWERS)[q.answerType] ?? GOOD_ANSWERS[q.answerType]!;
      const saved = await call(
        token,
        'PUT',
        `/api/v1/student/attempts/${attemptId}/responses/${q.id}`,
        saveBody(seq, answer),
      );
      expect(saved.statusCode).toBe(200);
    }
    const check = await call(
      token,
      'POST',
      `/api/v1/student/attempts/${attemptId}/questions/${a.questions[0]!.id}/check`,
    );
    expect(check.statusCode).toBe(200);
    const read = async () => (await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
    const saved = (await read()).results;
    expect(Object.keys(saved)).toHaveLength(a.questions.length);
    expect(saved[String(a.questions[0]!.id)]?.[3]).toBe(true);

    await t.database.db.update(attempts).set({ results: {} }).where(eq(attempts.id, attemptId));
    await t.database.db.execute(sql.raw(backfill()));
    expect((await read()).results).toEqual(saved);
  });
});
