import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, requestsAs } from '../../../test/factories';
import {
  buildTaxonomy,
  buildWorksheet,
  completeQuestion,
  type Taxonomy,
} from '../../../test/kits/worksheets/worksheet-test-kit';
import { worksheetShares, worksheets } from '../../db/schema';

type User = Awaited<ReturnType<typeof buildUser>>;

describe('sharing and duplicating worksheets', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let owner: User;
  let colleague: User;
  let colleague2: User;
  let outsider: User;

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    owner = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    const schoolId = owner.schoolId!;
    colleague = await buildUser(db, { role: 'Teacher', license: 'CKPD', schoolId });
    colleague2 = await buildUser(db, { role: 'Teacher', schoolId });
    // Same school but not teachers, and a deactivated teacher: never candidates.
    await buildUser(db, { role: 'SchoolAdmin', schoolId });
    await buildUser(db, { role: 'Teacher', schoolId, status: 'deactivated' });
    outsider = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
  });
  afterAll(() => t.close());

  const newWorksheet = async (title: string) =>
    (await as(owner.username, 'POST', '/api/v1/worksheets', { title, grade: '3', subjectId: tx.subject.id })).json()
      .id as number;

  it("offers the owner's school teachers and shares with them", async () => {
    const id = await newWorksheet('Colleague set');
    const candidates = await as(owner.username, 'GET', `/api/v1/worksheets/${id}/share-candidates`);
    expect(candidates.statusCode).toBe(200);
    expect(
      candidates
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([colleague.id, colleague2.id].sort());
    expect(candidates.json()[0]).toEqual({ id: expect.any(Number), name: 'Test Teacher' });

    const res = await as(owner.username, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [colleague.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Worksheet shared',
      sharedWith: [{ id: colleague.id, name: 'Test Teacher' }],
    });
    // Sharing again changes nothing.
    await as(owner.username, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [colleague.id] });
    expect(await t.database.db.select().from(worksheetShares).where(eq(worksheetShares.worksheetId, id))).toHaveLength(
      1,
    );

    const shared = await as(colleague.username, 'GET', '/api/v1/worksheets?scope=shared');
    expect(shared.json()).toMatchObject({ total: 1, items: [{ id, canEdit: false, owner: { id: owner.id } }] });
    const seen = await as(colleague.username, 'GET', `/api/v1/worksheets/${id}`);
    expect(seen.json()).toMatchObject({ canEdit: false, sharedWith: [{ id: colleague.id }] });
    expect((await as(colleague2.username, 'GET', `/api/v1/worksheets/${id}`)).statusCode).toBe(404);
    // Only the owner shares or sees the candidates.
    expect((await as(colleague.username, 'GET', `/api/v1/worksheets/${id}/share-candidates`)).statusCode).toBe(403);
    const reshare = await as(colleague.username, 'POST', `/api/v1/worksheets/${id}/share`, {
      teacherIds: [colleague2.id],
    });
    expect(reshare.statusCode).toBe(403);
  });

  it('refuses anyone who is not a teacher of the school, naming them, and shares with nobody', async () => {
    const id = await newWorksheet('Not for outsiders');
    const res = await as(owner.username, 'POST', `/api/v1/worksheets/${id}/share`, {
      teacherIds: [colleague.id, outsider.id, 999_999],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      title: 'Share only with teachers of your school',
      errors: [{ field: 'body.teacherIds.1' }, { field: 'body.teacherIds.2' }],
    });
    expect(res.json().detail).toContain(String(outsider.id));
    expect(await t.database.db.select().from(worksheetShares).where(eq(worksheetShares.worksheetId, id))).toEqual([]);
    expect((await as(outsider.username, 'GET', `/api/v1/worksheets/${id}`)).statusCode).toBe(404);
    // Nor with oneself, nor another school's worksheet.
    expect(
      (await as(owner.username, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [owner.id] })).statusCode,
    ).toBe(400);
    expect(
      (await as(outsider.username, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [outsider.id] })).statusCode,
    ).toBe(404);
  });

  it('copies a library worksheet with its passage, questions and standards into a new one of my own', async () => {
    const db = t.database.db;
    const lib = await buildWorksheet(db, {
      title: 'Reading: The Monarch Migration',
      subjectId: tx.subject.id,
      grade: '3',
      domainId: tx.domains.computation.id,
      standardIds: [tx.standards.s34A.id],
      isFullTopic: true,
      passage: { title: 'The Monarch Migration', body: 'Every fall, monarch butterflies fly south.' },
      prompts: ['Where do monarchs fly?', 'When do they leave?'],
    });
    const res = await as(owner.username, 'POST', `/api/v1/worksheets/${lib.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      title: 'Reading: The Monarch Migration (copy)',
      isLibrary: false,
      isFullTopic: true,
      canEdit: true,
      owner: { id: owner.id },
      questionCount: 2,
      isReady: true,
      standards: [{ id: tx.standards.s34A.id, code: '3.4A' }],
      domain: { id: tx.domains.computation.id },
      passages: [{ title: 'The Monarch Migration', body: 'Every fall, monarch butterflies fly south.' }],
    });
    const newPassageId = copy.passages[0].id;
    expect(newPassageId).not.toBe(lib.passageId);
    expect(copy.questions.map((q: { data: { passageId: number; prompt: string } }) => q.data)).toEqual([
      expect.objectContaining({ prompt: 'Where do monarchs fly?', passageId: newPassageId }),
      expect.objectContaining({ prompt: 'When do they leave?', passageId: newPassageId }),
    ]);
    const [row] = await db.select().from(worksheets).where(eq(worksheets.id, copy.id));
    expect(row).toMatchObject({
      sourceWorksheetId: lib.id,
      ownerId: owner.id,
      schoolId: owner.schoolId,
      libraryKey: null,
    });

    // The copy is mine to change; the library original is untouched.
    await as(owner.username, 'PUT', `/api/v1/worksheets/${copy.id}/questions/${copy.questions[0].id}`, {
      question: completeQuestion('Changed', { passageId: newPassageId }),
    });
    const original = (await as(owner.username, 'GET', `/api/v1/worksheets/${lib.id}`)).json();
    expect(original).toMatchObject({ title: 'Reading: The Monarch Migration', canEdit: false, isLibrary: true });
    expect(original.questions[0].data).toMatchObject({ prompt: 'Where do monarchs fly?', passageId: lib.passageId });
    // A library worksheet itself is nobody's to change.
    expect((await as(owner.username, 'PATCH', `/api/v1/worksheets/${lib.id}`, { title: 'Mine' })).statusCode).toBe(403);
  });

  it('lets a colleague copy what was shared, and a free license only browse', async () => {
    const id = await newWorksheet('Shared to copy');
    await as(owner.username, 'POST', `/api/v1/worksheets/${id}/questions`, { question: completeQuestion('Q1') });
    await as(owner.username, 'POST', `/api/v1/worksheets/${id}/share`, { teacherIds: [colleague.id] });
    const copy = await as(colleague.username, 'POST', `/api/v1/worksheets/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      title: 'Shared to copy (copy)',
      owner: { id: colleague.id },
      questionCount: 1,
    });
    const lib = await buildWorksheet(t.database.db, { title: 'Free copy try', subjectId: tx.subject.id, grade: '5' });
    const free = await as('teacher.free', 'POST', `/api/v1/worksheets/${lib.id}/duplicate`);
    expect(free.json()).toMatchObject({ status: 403, code: 'license_required' });
    expect((await as('teacher.free', 'GET', `/api/v1/worksheets/${lib.id}`)).statusCode).toBe(200);
  });
});
