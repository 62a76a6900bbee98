import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, requestsAs, signIn } from '../../../test/factories';
import {
  buildTaxonomy,
  completeQuestion,
  draftQuestion,
  type Taxonomy,
} from '../../../test/kits/worksheets/worksheet-test-kit';
import { questions, worksheets } from '../../db/schema';

describe('the studio: questions and passages', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let owner: string;
  let colleague: string;
  let stranger: string;

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    const user = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    owner = user.username;
    colleague = (await buildUser(db, { role: 'Teacher', license: 'CKPD', schoolId: user.schoolId! })).username;
    stranger = (await buildUser(db, { role: 'Teacher', license: 'CKPD' })).username;
  });
  afterAll(() => t.close());

  const newWorksheet = async (title = 'Studio set') =>
    (await as(owner, 'POST', '/api/v1/worksheets', { title, grade: '3', subjectId: tx.subject.id })).json()
      .id as number;
  const add = (id: number, question: Record<string, unknown>, position?: number, user = owner) =>
    as(user, 'POST', `/api/v1/worksheets/${id}/questions`, {
      question,
      ...(position === undefined ? {} : { position }),
    });
  const detail = async (id: number) => (await as(owner, 'GET', `/api/v1/worksheets/${id}`)).json();
  const prompts = async (id: number) =>
    (await detail(id)).questions.map((q: { data: { prompt: string } }) => q.data.prompt);

  it('keeps a draft with what it lacks, and marks a finished question complete', async () => {
    const id = await newWorksheet();
    const draft = await add(id, draftQuestion());
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ position: 0, answerType: 1, isComplete: false, data: { prompt: '' } });
    expect(draft.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'prompt', message: 'Write the question' },
        { path: 'content', message: expect.any(String) },
      ]),
    );
    const done = await add(id, completeQuestion('What is 6 x 7?', { points: 3, standardId: tx.standards.s34A.id }));
    expect(done.json()).toMatchObject({ position: 1, isComplete: true, issues: [] });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, done.json().id));
    expect(row).toMatchObject({ points: 3, standardId: tx.standards.s34A.id, answerType: 1, isComplete: true });

    const ws = await detail(id);
    expect(ws).toMatchObject({ questionCount: 2, isReady: false });
    expect(ws.questions.map((q: { isComplete: boolean }) => q.isComplete)).toEqual([false, true]);

    // Finishing the draft makes the worksheet ready; the prompt becomes searchable.
    const saved = await as(owner, 'PUT', `/api/v1/worksheets/${id}/questions/${draft.json().id}`, {
      question: completeQuestion('How many legs do 4 spiders have?'),
    });
    expect(saved.json()).toMatchObject({ isComplete: true, issues: [], position: 0 });
    expect(await detail(id)).toMatchObject({ isReady: true, questionCount: 2 });
    const found = await as(owner, 'GET', '/api/v1/worksheets?q=spiders');
    expect(found.json().items.map((w: { id: number }) => w.id)).toEqual([id]);

    // A half-finished multi choice: two choices, none marked correct.
    const half = await as(owner, 'PUT', `/api/v1/worksheets/${id}/questions/${draft.json().id}`, {
      question: {
        ...completeQuestion(),
        content: {
          choices: [
            { id: 'a', text: '1' },
            { id: 'b', text: '2' },
          ],
        },
      },
    });
    expect(half.json()).toMatchObject({
      isComplete: false,
      issues: [{ path: 'content.choices', message: 'Mark one correct choice' }],
    });
  });

  it('inserts at a position, duplicates right after, reorders and deletes without gaps', async () => {
    const id = await newWorksheet();
    const a = (await add(id, completeQuestion('A'))).json();
    const c = (await add(id, completeQuestion('C'))).json();
    const b = (await add(id, completeQuestion('B'), 1)).json();
    expect(b.position).toBe(1);
    expect(await prompts(id)).toEqual(['A', 'B', 'C']);
    expect((await add(id, completeQuestion('Z'), 99)).json().position).toBe(3);

    const copy = await as(owner, 'POST', `/api/v1/worksheets/${id}/questions/${a.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ position: 1, isComplete: true, data: { prompt: 'A' } });
    expect(copy.json().id).not.toBe(a.id);
    expect(await prompts(id)).toEqual(['A', 'A', 'B', 'C', 'Z']);

    const ws = await detail(id);
    const ids = ws.questions.map((q: { id: number }) => q.id);
    const reversed = [...ids].reverse();
    const res = await as(owner, 'PUT', `/api/v1/worksheets/${id}/question-order`, { questionIds: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((q: { id: number; position: number }) => [q.id, q.position])).toEqual(
      reversed.map((qid, i) => [qid, i]),
    );
    expect(await prompts(id)).toEqual(['Z', 'C', 'B', 'A', 'A']);

    // The order must name exactly this worksheet's questions, once each.
    const order = (questionIds: number[]) =>
      as(owner, 'PUT', `/api/v1/worksheets/${id}/question-order`, { questionIds });
    const missing = await order(reversed.slice(1));
    expect(missing.json()).toMatchObject({ status: 400, title: 'List every question of this worksheet exactly once' });
    expect((await order([...reversed.slice(1), reversed[1]!])).statusCode).toBe(400);
    const other = (await add(await newWorksheet('Other'), completeQuestion('X'))).json();
    expect((await order([...reversed.slice(1), other.id])).statusCode).toBe(400);
    expect(await prompts(id)).toEqual(['Z', 'C', 'B', 'A', 'A']);

    expect((await as(owner, 'DELETE', `/api/v1/worksheets/${id}/questions/${c.id}`)).statusCode).toBe(204);
    const after = await detail(id);
    expect(after.questions.map((q: { position: number }) => q.position)).toEqual([0, 1, 2, 3]);
    expect(after.questionCount).toBe(4);
    // A question of another worksheet is not reachable through this one.
    expect((await as(owner, 'DELETE', `/api/v1/worksheets/${id}/questions/${other.id}`)).statusCode).toBe(404);
    expect(
      (await as(owner, 'PUT', `/api/v1/worksheets/${id}/questions/${other.id}`, { question: draftQuestion() }))
        .statusCode,
    ).toBe(404);
  });

  it('links questions to passages of the same worksheet only, and unlinks them when a passage goes', async () => {
    const id = await newWorksheet();
    const passage = await as(owner, 'POST', `/api/v1/worksheets/${id}/passages`, {
      title: 'The Monarch Journey',
      body: 'Every fall, monarch butterflies fly south...',
    });
    expect(passage.statusCode).toBe(201);
    const passageId = passage.json().id;
    const q = await add(id, completeQuestion('Why do monarchs fly south?', { passageId }));
    expect(q.json()).toMatchObject({ isComplete: true, data: { passageId } });

    const otherId = await newWorksheet('Other');
    const foreign = (
      await as(owner, 'POST', `/api/v1/worksheets/${otherId}/passages`, { body: 'Another text' })
    ).json();
    const bad = await add(id, completeQuestion('Q', { passageId: foreign.id }));
    expect(bad.json()).toMatchObject({ status: 400, title: 'This passage is not part of this worksheet' });
    const badStandard = await add(id, completeQuestion('Q', { standardId: 999_999 }));
    expect(badStandard.json()).toMatchObject({ status: 400, title: 'Choose a standard from the list' });
    expect((await add(id, completeQuestion('Q', { passageId: 'one' }))).statusCode).toBe(400);

    const edited = await as(owner, 'PUT', `/api/v1/worksheets/${id}/passages/${passageId}`, {
      title: 'The Monarch Migration',
      body: 'Every fall, millions of monarch butterflies fly south to Mexico.',
    });
    expect(edited.json()).toMatchObject({ id: passageId, title: 'The Monarch Migration' });
    expect((await detail(id)).passages).toEqual([edited.json()]);
    expect((await as(owner, 'PUT', `/api/v1/worksheets/${id}/passages/${foreign.id}`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await as(owner, 'POST', `/api/v1/worksheets/${id}/passages`, { body: ' ' })).statusCode).toBe(400);

    expect((await as(owner, 'DELETE', `/api/v1/worksheets/${id}/passages/${passageId}`)).statusCode).toBe(204);
    const ws = await detail(id);
    expect(ws.passages).toEqual([]);
    expect(ws.questions[0].data).not.toHaveProperty('passageId');
    expect(ws.questions[0]).toMatchObject({ isComplete: true, data: { prompt: 'Why do monarchs fly south?' } });
  });

  it('lets only the owner write: 403 for a colleague who can see it, 404 for anyone else', async () => {
    const id = await newWorksheet('Shared set');
    const q = (await add(id, completeQuestion('Mine'))).json();
    const colleagueId = (await as(owner, 'GET', `/api/v1/worksheets/${id}/share-candidates`)).json()[0].id;
    await as(owner, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [colleagueId] });

    const tries = (user: string) => [
      add(id, completeQuestion('Theirs'), undefined, user),
      as(user, 'PUT', `/api/v1/worksheets/${id}/questions/${q.id}`, { question: completeQuestion('Theirs') }),
      as(user, 'DELETE', `/api/v1/worksheets/${id}/questions/${q.id}`),
      as(user, 'POST', `/api/v1/worksheets/${id}/questions/${q.id}/duplicate`),
      as(user, 'PUT', `/api/v1/worksheets/${id}/question-order`, { questionIds: [q.id] }),
      as(user, 'POST', `/api/v1/worksheets/${id}/passages`, { body: 'Theirs' }),
    ];
    for (const res of await Promise.all(tries(colleague))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(tries(stranger))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(tries('student'))) expect(res.statusCode).toBe(403);
    expect(await prompts(id)).toEqual(['Mine']);
  });

  it('refuses what is not a question with 400, never a half-written change', async () => {
    const id = await newWorksheet();
    expect((await add(id, { answerType: 11, prompt: 'x' })).statusCode).toBe(400);
    expect((await add(id, { prompt: 'no type' })).statusCode).toBe(400);
    expect((await add(id, completeQuestion('x'), -1)).statusCode).toBe(400);
    expect((await add(id, completeQuestion('Nul \u0000 here'))).statusCode).toBe(400);
    expect((await add(id, completeQuestion('Lone \ud800 surrogate'))).statusCode).toBe(400);
    const deep = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect((await add(id, completeQuestion('Deep', { extra: deep(40) }))).statusCode).toBe(400);
    // Sent as text: no JSON.stringify in the test client could even write this.
    const token = (await signIn(t.app, owner)).access_token;
    const nested = `${'['.repeat(60_000)}${']'.repeat(60_000)}`;
    const deeper = await t.app.inject({
      method: 'POST',
      url: `/api/v1/worksheets/${id}/questions`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"question":{"answerType":1,"prompt":"Deeper","extra":${nested}}}`,
    });
    expect(deeper.statusCode, deeper.body).toBe(400);
    // Absurd points are kept in the draft (with an issue) but never break the points column.
    const points = await add(id, completeQuestion('Big', { points: 1e9 }));
    expect(points.json()).toMatchObject({ isComplete: false, issues: [{ path: 'points' }] });
    const [row] = await t.database.db.select().from(worksheets).where(eq(worksheets.id, id));
    expect(row!.questionCount).toBe(1);
  });
});
