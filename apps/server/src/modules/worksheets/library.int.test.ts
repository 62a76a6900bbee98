import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs } from '../../../test/factories';
import { buildTaxonomy, buildWorksheet, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';

describe('the worksheet library', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let teacher: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    const subjectId = tx.subject.id;
    const { placeValue, computation, fractions } = tx.domains;
    ids.adding = (
      await buildWorksheet(db, {
        title: 'Adding within 1,000',
        subjectId,
        grade: '3',
        domainId: computation.id,
        standardIds: [tx.standards.s34A.id],
        isFullTopic: true,
        prompts: ['Add 345 and 123.', 'A shop sold 218 apples and 164 pears. How many pieces of fruit?'],
      })
    ).id;
    ids.placeValue = (
      await buildWorksheet(db, {
        title: 'Place value to 100,000',
        subjectId,
        grade: '3',
        domainId: placeValue.id,
        standardIds: [tx.standards.s32A.id],
        prompts: ['Write 45,306 in expanded form.'],
      })
    ).id;
    ids.fractions = (
      await buildWorksheet(db, {
        title: 'Adding fractions with unlike denominators',
        subjectId,
        grade: '5',
        domainId: fractions.id,
        standardIds: [tx.standards.s53K.id],
        prompts: ['Add 1/2 and 1/3.'],
      })
    ).id;
    // Never listed: a deleted library worksheet and a teacher's own worksheet.
    await buildWorksheet(db, { title: 'Retired place value', subjectId, grade: '3', deleted: true });
    const owner = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    await buildWorksheet(db, { title: 'My place value', subjectId, grade: '3', owner });
    teacher = (await buildUser(db, { role: 'Teacher', license: 'CKPD' })).username;
  });
  afterAll(() => t.close());

  const library = (query: string) =>
    as(teacher, 'GET', `/api/v1/library/worksheets?subjectId=${tx.subject.id}&${query}`);
  const titles = (res: { json(): { items: { title: string }[] } }) => res.json().items.map((w) => w.title);

  it('lists approved worksheets by grade, topic and title, with what each card shows', async () => {
    const res = await library('');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([
      'Place value to 100,000',
      'Adding within 1,000',
      'Adding fractions with unlike denominators',
    ]);
    expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    expect(res.json().items[1]).toEqual({
      id: ids.adding,
      title: 'Adding within 1,000',
      description: '',
      grade: '3',
      subjectId: tx.subject.id,
      subjectName: tx.subject.name,
      domain: {
        id: tx.domains.computation.id,
        code: 'RC2',
        name: 'Computations and Algebraic Relationships',
      },
      standards: [{ id: tx.standards.s34A.id, code: '3.4A' }],
      isLibrary: true,
      isFullTopic: true,
      questionCount: 2,
      isReady: true,
      owner: null,
      canEdit: false,
      updatedAt: expect.any(String),
      preview: { prompt: 'Add 345 and 123.', image: null },
    });
  });

  it('filters by grade, topic, standard and full topic', async () => {
    expect(titles(await library('grade=3'))).toEqual(['Place value to 100,000', 'Adding within 1,000']);
    expect(titles(await library(`domainId=${tx.domains.fractions.id}`))).toEqual([
      'Adding fractions with unlike denominators',
    ]);
    expect(titles(await library(`standardId=${tx.standards.s34A.id}`))).toEqual(['Adding within 1,000']);
    expect(titles(await library('fullTopic=true'))).toEqual(['Adding within 1,000']);
    expect(titles(await library('fullTopic=false&grade=5'))).toEqual(['Adding fractions with unlike denominators']);
    expect(titles(await library('grade=K'))).toEqual([]);
  });

  it('searches titles, prompts and standard codes, best match first', async () => {
    expect(titles(await library('q=fractions'))).toEqual(['Adding fractions with unlike denominators']);
    // Stemmed words from the prompts, and a quoted phrase.
    expect(titles(await library('q=expanded'))).toEqual(['Place value to 100,000']);
    expect(titles(await library(`q=${encodeURIComponent('"pieces of fruit"')}`))).toEqual(['Adding within 1,000']);
    // A standard code and the start of a title match too (the substring fallback).
    expect(titles(await library('q=3.4A'))).toEqual(['Adding within 1,000']);
    expect(titles(await library('q=5.3k'))).toEqual(['Adding fractions with unlike denominators']);
    expect(titles(await library(`q=${encodeURIComponent('Place val')}`))).toEqual(['Place value to 100,000']);
    // Both mention adding; the one whose title starts with the words comes first.
    expect(titles(await library('q=adding'))).toEqual([
      'Adding within 1,000',
      'Adding fractions with unlike denominators',
    ]);
    expect(titles(await library('q=adding&grade=5'))).toEqual(['Adding fractions with unlike denominators']);
    const none = await library('q=photosynthesis');
    expect(none.json()).toMatchObject({ items: [], total: 0 });
    // Search syntax and wildcards are plain text, never errors.
    expect((await library(`q=${encodeURIComponent('100% -"unclosed ( OR _')}`)).statusCode).toBe(200);
  });

  it('pages, and counts past the last page', async () => {
    const second = await library('pageSize=2&page=2');
    expect(titles(second)).toEqual(['Adding fractions with unlike denominators']);
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((await library('pageSize=2&page=9')).json()).toMatchObject({ items: [], total: 3 });
  });

  it('refuses bad filters with 400 and students with 403', async () => {
    expect((await library('grade=13')).statusCode).toBe(400);
    expect((await library('pageSize=1000')).statusCode).toBe(400);
    expect((await library('fullTopic=maybe')).statusCode).toBe(400);
    const nul = await library('q=%00abc');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().title).toBe('Remove the invisible control characters from the text');
    expect((await as('student', 'GET', '/api/v1/library/worksheets')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/library/worksheets' })).statusCode).toBe(401);
  });

  it('is open to every staff role and to free licenses', async () => {
    for (const user of ['teacher.free', 'principal', 'school.admin', 'coach', 'district.admin']) {
      const res = await as(user, 'GET', `/api/v1/library/worksheets?subjectId=${tx.subject.id}`);
      expect(res.statusCode, user).toBe(200);
      expect(res.json().total, user).toBe(3);
    }
  });
});
