import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs } from '../../../test/factories';
import { buildTaxonomy, buildWorksheet, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { questions } from '../../db/schema';

// Library and "my worksheets" cards show a thumbnail of the first question: it comes with the list (no
// request per card), and only an image of this install gets through, never an address a draft typed in.

describe('the first-question preview on worksheet lists', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let teacher: string;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  const ids = { math: 0, empty: 0, draft: 0 };

  /** Puts images on the question at `position` of a worksheet (as the studio stores them). */
  async function setImages(worksheetId: number, position: number, images: unknown) {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.worksheetId, worksheetId), eq(questions.position, position)));
    await db
      .update(questions)
      .set({ data: { ...(row!.data as object), images } })
      .where(eq(questions.id, row!.id));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    const subjectId = tx.subject.id;
    ids.math = (
      await buildWorksheet(db, {
        title: 'Fractions with a picture',
        subjectId,
        grade: '3',
        prompts: ['Add $\\frac{1}{2}$ and $\\frac{1}{4}$.', 'Second question.'],
      })
    ).id;
    await setImages(ids.math, 0, [
      { url: '/library/fraction-bar.png', alt: 'A bar cut into four equal parts' },
      { url: '/library/other.png', alt: 'Not the first image' },
    ]);
    await setImages(ids.math, 1, [{ url: '/library/second.png', alt: 'The second question' }]);
    ids.empty = (await buildWorksheet(db, { title: 'No questions yet', subjectId, grade: '3', prompts: [] })).id;
    owner = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    ids.draft = (
      await buildWorksheet(db, {
        title: 'A draft with a foreign image',
        subjectId,
        grade: '3',
        owner,
        prompts: ['Look.'],
      })
    ).id;
    await setImages(ids.draft, 0, [{ url: 'https://tracker.example/pixel.png', alt: 'x' }]);
    teacher = (await buildUser(db, { role: 'Teacher', license: 'CKPD' })).username;
  });
  afterAll(() => t.close());

  const previews = (items: { id: number; preview: unknown }[]) => new Map(items.map((w) => [w.id, w.preview]));

  it('gives each library card its first question: the prompt and its first image', async () => {
    const res = await as(teacher, 'GET', `/api/v1/library/worksheets?subjectId=${tx.subject.id}`);
    expect(res.statusCode).toBe(200);
    const byId = previews(res.json().items);
    expect(byId.get(ids.math)).toEqual({
      prompt: 'Add $\\frac{1}{2}$ and $\\frac{1}{4}$.',
      image: { url: '/library/fraction-bar.png', alt: 'A bar cut into four equal parts' },
    });
    expect(byId.get(ids.empty)).toBeNull();
  });

  it("shows a draft's prompt but never an image address from outside", async () => {
    const res = await as(owner.username, 'GET', '/api/v1/worksheets?scope=mine');
    expect(res.statusCode).toBe(200);
    expect(previews(res.json().items).get(ids.draft)).toEqual({ prompt: 'Look.', image: null });
  });

  it('comes with the worksheet detail too', async () => {
    const res = await as(teacher, 'GET', `/api/v1/worksheets/${ids.math}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toMatchObject({ image: { url: '/library/fraction-bar.png' } });
  });
});
