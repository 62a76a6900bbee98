import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs } from '../../../test/factories';
import {
  buildTaxonomy,
  completeQuestion,
  draftQuestion,
  type Taxonomy,
} from '../../../test/kits/worksheets/worksheet-test-kit';
import type { Caller } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import { seedGradingScales } from '../../seed/grading-scales';
import { assertWorksheetAssignable, loadWorksheetForAssign } from './worksheet-assign.service';

const MISSING = 'Unable to Assign this Worksheet. Some questions are missing answers...';

describe('assign readiness, the assignment snapshot and grading scales', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let caller: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    tx = await buildTaxonomy(t.database.db);
    owner = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    caller = {
      userId: owner.id,
      role: 'Teacher',
      schoolId: owner.schoolId,
      districtId: owner.districtId,
      licenses: ['CKPD'],
    };
  });
  afterAll(() => t.close());

  const newWorksheet = async () =>
    (
      await as(owner.username, 'POST', '/api/v1/worksheets', { title: 'Ready?', grade: '3', subjectId: tx.subject.id })
    ).json().id as number;
  const add = async (id: number, question: Record<string, unknown>) =>
    (await as(owner.username, 'POST', `/api/v1/worksheets/${id}/questions`, { question })).json();
  const readiness = async (id: number) =>
    (await as(owner.username, 'GET', `/api/v1/worksheets/${id}/readiness`)).json();
  const refusal = async (id: number) => {
    try {
      await assertWorksheetAssignable(t.database.db, id);
    } catch (err) {
      return err as AppError;
    }
    return null;
  };

  it('is not ready without questions or while a question lacks its answers', async () => {
    const id = await newWorksheet();
    expect(await readiness(id)).toEqual({ ready: false, missingAnswerQuestionIds: [], message: MISSING });
    expect(await refusal(id)).toMatchObject({ status: 400, message: MISSING });

    await add(id, completeQuestion('Done'));
    const draft = await add(id, draftQuestion('Not yet'));
    expect(await readiness(id)).toEqual({ ready: false, missingAnswerQuestionIds: [draft.id], message: MISSING });
    const err = await refusal(id);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, code: 'worksheet_not_ready', message: MISSING });

    await as(owner.username, 'PUT', `/api/v1/worksheets/${id}/questions/${draft.id}`, {
      question: completeQuestion('Now done'),
    });
    expect(await readiness(id)).toEqual({ ready: true, missingAnswerQuestionIds: [], message: null });
    expect(await refusal(id)).toBeNull();
    expect((await refusal(999_999))?.status).toBe(404);
  });

  it('snapshots complete questions in order with ids, defaults and their passage inlined', async () => {
    const id = await newWorksheet();
    const passage = (
      await as(owner.username, 'POST', `/api/v1/worksheets/${id}/passages`, {
        title: 'Seeds',
        body: 'A seed needs water.',
      })
    ).json();
    const q1 = await add(id, completeQuestion('What does a seed need?', { passageId: passage.id }));
    await add(id, draftQuestion('unfinished'));
    const q3 = await add(id, { answerType: 9, prompt: 'Explain how a seed grows.' });
    const snapshot = await loadWorksheetForAssign(t.database.db, caller, id);
    expect(snapshot.worksheet).toEqual({
      id,
      title: 'Ready?',
      isFullTopic: false,
      isLibrary: false,
      grade: '3',
      subjectId: tx.subject.id,
    });
    expect(snapshot.questions).toEqual([
      {
        id: q1.id,
        answerType: 1,
        prompt: 'What does a seed need?',
        points: 1,
        passageId: passage.id,
        passage: { title: 'Seeds', body: 'A seed needs water.' },
        content: {
          choices: [
            { id: 'a', text: '7', correct: false },
            { id: 'b', text: '12', correct: true },
          ],
        },
      },
      { id: q3.id, answerType: 9, prompt: 'Explain how a seed grows.', points: 1, content: {} },
    ]);
    // Another school's teacher cannot load it.
    const other = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const stranger: Caller = { ...caller, userId: other.id, schoolId: other.schoolId };
    await expect(loadWorksheetForAssign(t.database.db, stranger, id)).rejects.toMatchObject({ status: 404 });
  });

  it('serves the seeded grading scales (seeding twice adds nothing)', async () => {
    await seedGradingScales(t.database.db);
    await seedGradingScales(t.database.db);
    const res = await as(owner.username, 'GET', '/api/v1/grading-scales');
    expect(res.statusCode).toBe(200);
    const scales = res.json() as {
      name: string;
      maxPoints: number;
      levels: { points: number; label: string; description: string }[];
    }[];
    expect(scales.map((s) => s.maxPoints)).toEqual([2, 3, 4]);
    for (const scale of scales) {
      expect(scale.levels.map((l) => l.points)).toEqual(Array.from({ length: scale.maxPoints + 1 }, (_, i) => i));
      for (const level of scale.levels) {
        expect(level.label.length).toBeGreaterThan(2);
        expect(level.description.length).toBeGreaterThan(30);
      }
      expect(scale.levels[0]!.description).toMatch(/no response/i);
    }
    expect((await as('student', 'GET', '/api/v1/grading-scales')).statusCode).toBe(403);
  });
});
