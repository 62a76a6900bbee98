import type { Role } from '@clearsheets/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildSchool, buildUser, requestsAs } from '../../../test/factories';
import { buildTaxonomy, type Taxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { auditLog, worksheets } from '../../db/schema';

describe('creating, changing and deleting worksheets', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let tx: Taxonomy;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    tx = await buildTaxonomy(db);
    owner = await buildUser(db, { role: 'Teacher', license: 'CKPD' });
    const schoolId = owner.schoolId!;
    const school = await buildSchool(db);
    const make = async (key: string, role: Role, at: number, license?: 'CKPD') =>
      (users[key] = (await buildUser(db, { role, schoolId: at, license })).username);
    await make('colleague', 'Teacher', schoolId, 'CKPD');
    await make('coach', 'InstructionalCoach', schoolId, 'CKPD');
    await make('principal', 'Principal', schoolId, 'CKPD');
    await make('otherTeacher', 'Teacher', school.id, 'CKPD');
    await make('otherCoach', 'InstructionalCoach', school.id, 'CKPD');
  });
  afterAll(() => t.close());

  const create = (user: string, body: Record<string, unknown>) => as(user, 'POST', '/api/v1/worksheets', body);
  const fields = (extra: Record<string, unknown> = {}) => ({
    title: 'Two-step word problems',
    description: 'Practice for the unit test',
    grade: '3',
    subjectId: tx.subject.id,
    domainId: tx.domains.computation.id,
    standardIds: [tx.standards.s34A.id],
    ...extra,
  });

  it("creates an empty worksheet owned by the caller in the caller's school", async () => {
    const res = await create(owner.username, fields());
    expect(res.statusCode).toBe(201);
    const ws = res.json();
    expect(ws).toMatchObject({
      title: 'Two-step word problems',
      description: 'Practice for the unit test',
      grade: '3',
      subjectName: tx.subject.name,
      domain: { id: tx.domains.computation.id, code: 'RC2' },
      standards: [{ id: tx.standards.s34A.id, code: '3.4A' }],
      isLibrary: false,
      isFullTopic: false,
      questionCount: 0,
      isReady: false,
      owner: { id: owner.id, name: 'Test Teacher' },
      canEdit: true,
      passages: [],
      questions: [],
      sharedWith: [],
    });
    const [row] = await t.database.db.select().from(worksheets).where(eq(worksheets.id, ws.id));
    expect(row).toMatchObject({ ownerId: owner.id, schoolId: owner.schoolId, isLibrary: false });
    expect(row!.searchText).toContain('3.4A');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'worksheet.created'), eq(auditLog.entityId, String(ws.id))));
    expect(audit).toHaveLength(1);

    const mine = await as(owner.username, 'GET', '/api/v1/worksheets?scope=mine');
    expect(mine.json().items.map((w: { id: number }) => w.id)).toContain(ws.id);
    expect((await as(users.colleague!, 'GET', '/api/v1/worksheets?scope=mine')).json().total).toBe(0);
  });

  it('refuses incomplete or inconsistent fields with 400 and the field', async () => {
    const noGrade = await create(owner.username, fields({ grade: undefined }));
    expect(noGrade.statusCode).toBe(400);
    expect(noGrade.json().title).toBe('Grade is required');
    const noTitle = await create(owner.username, fields({ title: '  ' }));
    expect(noTitle.json().errors).toEqual([{ field: 'body.title', message: 'Title is required' }]);
    const subject = await create(owner.username, fields({ subjectId: 999_999 }));
    expect(subject.statusCode).toBe(400);
    expect(subject.json().title).toBe('Subject is required');
    // A grade 5 topic on a grade 3 worksheet, and a standard that does not exist.
    const topic = await create(owner.username, fields({ domainId: tx.domains.fractions.id }));
    expect(topic.json()).toMatchObject({ status: 400, title: 'The topic does not match the grade and subject' });
    const standard = await create(owner.username, fields({ standardIds: [999_999] }));
    expect(standard.json()).toMatchObject({ status: 400, title: 'Choose a standard from the list' });
    const nul = await create(owner.username, fields({ title: 'Bad\u0000title' }));
    expect(nul.json()).toMatchObject({ status: 400, errors: [{ field: 'body.title' }] });
    expect(await t.database.db.select().from(worksheets).where(like(worksheets.title, 'Bad%'))).toEqual([]);
  });

  it('needs the studio: free licenses are told to upgrade, principals and students are refused', async () => {
    const free = await create('teacher.free', fields());
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({
      code: 'license_required',
      title: 'To access this feature upgrade your account from account setting',
    });
    expect((await create(users.principal!, fields())).json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await create('student', fields())).statusCode).toBe(403);
    // Instructional coaches author too.
    expect((await create(users.coach!, fields({ title: 'Coach set' }))).statusCode).toBe(201);
  });

  it('changes only the fields sent', async () => {
    const ws = (await create(owner.username, fields({ title: 'Before' }))).json();
    const res = await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, { title: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'After',
      description: 'Practice for the unit test',
      standards: [{ code: '3.4A' }],
      domain: { code: 'RC2' },
    });
    const moved = await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, {
      domainId: tx.domains.placeValue.id,
      standardIds: [tx.standards.s32A.id, tx.standards.s34A.id],
    });
    expect(moved.json()).toMatchObject({ domain: { code: 'RC1' }, standards: [{ code: '3.2A' }, { code: '3.4A' }] });
    // Grade 5 with the grade 3 topic still set: refused; with the grade 5 topic: fine.
    const grade = await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, { grade: '5' });
    expect(grade.json().title).toBe('The topic does not match the grade and subject');
    const both = await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, {
      grade: '5',
      domainId: tx.domains.fractions.id,
    });
    expect(both.json()).toMatchObject({ grade: '5', domain: { code: 'RC2', id: tx.domains.fractions.id } });
    expect((await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, {})).statusCode).toBe(400);
    const cleared = await as(owner.username, 'PATCH', `/api/v1/worksheets/${ws.id}`, { domainId: null });
    expect(cleared.json().domain).toBeNull();
  });

  it("keeps other people's worksheets private: 404 when unseen, 403 when seen but not theirs", async () => {
    const ws = (await create(owner.username, fields({ title: 'Private set' }))).json();
    const url = `/api/v1/worksheets/${ws.id}`;
    // Another school's teacher and coach cannot find it by guessing its id.
    for (const user of [users.otherTeacher!, users.otherCoach!]) {
      expect((await as(user, 'GET', url)).statusCode, user).toBe(404);
      expect((await as(user, 'PATCH', url, { title: 'Mine now' })).statusCode, user).toBe(404);
      expect((await as(user, 'DELETE', url)).statusCode, user).toBe(404);
      expect((await as(user, 'GET', `${url}/readiness`)).statusCode, user).toBe(404);
      expect((await as(user, 'POST', `${url}/duplicate`)).statusCode, user).toBe(404);
    }
    // A colleague it was not shared with does not see it either.
    expect((await as(users.colleague!, 'GET', url)).statusCode).toBe(404);
    // School leaders see their teachers' worksheets but cannot change them.
    const seen = await as(users.coach!, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ title: 'Private set', canEdit: false });
    expect((await as(users.principal!, 'GET', url)).json().canEdit).toBe(false);
    expect((await as(users.coach!, 'PATCH', url, { title: 'Coached' })).statusCode).toBe(403);
    expect((await as(users.coach!, 'DELETE', url)).statusCode).toBe(403);
    expect((await as('student', 'GET', url)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(worksheets).where(eq(worksheets.id, ws.id));
    expect(row).toMatchObject({ title: 'Private set', deletedAt: null });
  });

  it('deletes softly: gone from lists and reads, the row kept', async () => {
    const ws = (await create(owner.username, fields({ title: 'To delete' }))).json();
    const res = await as(owner.username, 'DELETE', `/api/v1/worksheets/${ws.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Worksheet deleted' });
    expect((await as(owner.username, 'GET', `/api/v1/worksheets/${ws.id}`)).statusCode).toBe(404);
    expect((await as(owner.username, 'DELETE', `/api/v1/worksheets/${ws.id}`)).statusCode).toBe(404);
    const mine = (await as(owner.username, 'GET', '/api/v1/worksheets?pageSize=100')).json();
    expect(mine.items.map((w: { title: string }) => w.title)).not.toContain('To delete');
    const [row] = await t.database.db.select().from(worksheets).where(eq(worksheets.id, ws.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('lists my worksheets newest change first, searchable', async () => {
    const user = (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).username;
    const first = (await create(user, fields({ title: 'Rounding practice' }))).json();
    await create(user, fields({ title: 'Multiplication facts' }));
    await as(user, 'PATCH', `/api/v1/worksheets/${first.id}`, { description: 'Round to the nearest ten' });
    const list = await as(user, 'GET', '/api/v1/worksheets');
    expect(list.json().items.map((w: { title: string }) => w.title)).toEqual([
      'Rounding practice',
      'Multiplication facts',
    ]);
    expect(list.json().items[0]).toMatchObject({ canEdit: true, owner: { name: 'Test Teacher' } });
    const found = await as(user, 'GET', '/api/v1/worksheets?q=multiplication');
    expect(found.json()).toMatchObject({ total: 1, items: [{ title: 'Multiplication facts' }] });
    expect((await as(user, 'GET', '/api/v1/worksheets?q=nearest')).json().total).toBe(1);
    expect((await as(user, 'GET', '/api/v1/worksheets?scope=everyone')).statusCode).toBe(400);
  });
});
