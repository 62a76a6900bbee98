import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs } from '../../../test/factories';
import { buildAssignment, mintToken, requester } from '../../../test/kits/attempts/test-support';
import { buildTaxonomy, completeQuestion, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { assignments, questions } from '../../db/schema';

// Question images come only from this install (docs/decisions/0016): a student's browser must never be sent to
// another address, which would learn the school's addresses and when each student opened the question.

const FOREIGN = [
  'https://evil.example/x.png',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '/uploads/../x.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
];

describe('question images: uploads and library pictures only', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let owner: string;

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    tx = await buildTaxonomy(t.database.db);
    owner = (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).username;
  });
  afterAll(() => t.close());

  it('the studio refuses a question (even a draft) with an image at any other address, and stores nothing', async () => {
    const id = (
      await as(owner, 'POST', '/api/v1/worksheets', { title: 'Pictures', grade: '3', subjectId: tx.subject.id })
    ).json().id as number;
    for (const url of FOREIGN) {
      const asPrompt = await as(owner, 'POST', `/api/v1/worksheets/${id}/questions`, {
        question: completeQuestion('Which shape?', { images: [{ url, alt: 'A shape' }] }),
      });
      expect(asPrompt.statusCode, url).toBe(400);
      expect(asPrompt.json(), url).toMatchObject({
        title: MESSAGES.uploadImage,
        errors: [{ field: 'body.question.images.0.url', message: MESSAGES.uploadImage }],
      });
      const asChoice = await as(owner, 'POST', `/api/v1/worksheets/${id}/questions`, {
        question: { answerType: 5, prompt: 'Pick', content: { choices: [{ id: 'a', url, alt: 'A' }] } },
      });
      expect(asChoice.statusCode, url).toBe(400);
      expect(asChoice.json().errors, url).toEqual([
        { field: 'body.question.content.choices.0.url', message: MESSAGES.uploadImage },
      ]);
    }
    expect(await t.database.db.select().from(questions).where(eq(questions.worksheetId, id))).toEqual([]);

    const own = await as(owner, 'POST', `/api/v1/worksheets/${id}/questions`, {
      question: completeQuestion('Which shape?', {
        images: [
          { url: '/uploads/0b6f4c1e-8a61-4c5e-9a3e-2d9f7c1b5a10.png', alt: 'An uploaded shape' },
          { url: '/library/angle-30.png', alt: 'A 30 degree angle' },
        ],
      }),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ isComplete: true, issues: [] });
  });

  it('a student never receives another address, even from content stored before the rule', async () => {
    const a = await buildAssignment(t.database.db, { students: 1 });
    // Rewrite the stored snapshot as older content could hold it: foreign prompt images and image choices.
    const snapshot = a.questions.map((q) =>
      q.answerType === 5
        ? { ...q, content: { ...q.content, choices: q.content.choices.map((c, i) => ({ ...c, url: FOREIGN[i] })) } }
        : {
            ...q,
            images: [...FOREIGN.map((url) => ({ url, alt: 'Foreign' })), { url: '/library/angle-30.png', alt: 'Ours' }],
          },
    );
    await t.database.db.update(assignments).set({ questions: snapshot }).where(eq(assignments.id, a.assignmentId));

    const token = await mintToken(t.app, a.students[0]!.id);
    const res = await requester(t.app)(token, 'POST', `/api/v1/student/assignments/${a.assignmentId}/attempt`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/evil|javascript:|data:image|\.\.\//);
    const shown = res.json().questions as { answerType: number; images: unknown[]; choices?: { url: string }[] }[];
    for (const q of shown) {
      if (q.answerType === 5) expect(q.choices!.every((c) => c.url === '')).toBe(true);
      else expect(q.images).toEqual([{ url: '/library/angle-30.png', alt: 'Ours' }]);
    }
  });
});
