import { MESSAGES, type TMyLessonList } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildClassWithStudents, buildSchool, buildUser, signIn } from '../../../test/factories';
import { call as callPublic, newEmail, signupBody, userByEmail } from '../../../test/kits/accounts/accounts';
import { mintToken, requester } from '../../../test/kits/attempts/test-support';
import { KIT_CONTENT } from '../../../test/kits/lessons/lesson-test-kit';
import { buildTaxonomy } from '../../../test/kits/worksheets/worksheet-test-kit';
import { licenses, users, worksheetShares } from '../../db/schema';

// A teacher who signs up names a listed school on their own word (decision 0028). What colleagues share with that
// school (My Clear Lessons shared with the school, worksheets shared with them) opens only after an admin confirms
// the placement (decision 0035); until then they have their own work and the product's library.

describe("a signed-up teacher and the school's shared content", () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let schoolId: number;
  let newcomerId: number;
  let newcomer: string;
  let colleague: string;
  let colleagueId: number;
  let sharedLessonId: number;
  let sharedWorksheetId: number;
  let newcomerClassId: number;

  /** A fresh token: licenses and the school are read when a token is made, as at every sign-in. */
  const asNewcomer = async () => (newcomer = await mintToken(t.app, newcomerId));

  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
    const db = t.database.db;
    const school = await buildSchool(db, { name: 'Bluebonnet Elementary' });
    schoolId = school.id;
    // A colleague (made by an admin: confirmed) shares a lesson with the school and a worksheet with... anyone.
    const built = await buildClassWithStudents(db, { schoolId, students: 1 });
    colleagueId = built.teacherId;
    colleague = await mintToken(t.app, colleagueId);
    const made = await call(colleague, 'POST', '/api/v1/lessons/mine', {
      title: 'Equivalent fractions, our way',
      content: KIT_CONTENT,
    });
    expect(made.statusCode, made.body).toBe(201);
    sharedLessonId = made.json().id;
    expect(
      (await call(colleague, 'PUT', `/api/v1/lessons/mine/${sharedLessonId}/share`, { shared: true })).json(),
    ).toEqual({
      shared: true,
    });
    const tx = await buildTaxonomy(db);
    sharedWorksheetId = (
      await call(colleague, 'POST', '/api/v1/worksheets', {
        title: 'Our fractions set',
        grade: '3',
        subjectId: tx.subject.id,
      })
    ).json().id;

    // Anyone with an email signs up into the listed school, and buys a plan of their own (live lessons).
    const email = newEmail('newcomer');
    const body = signupBody({ districtId: school.districtId, schoolId }, { email });
    expect((await callPublic(t.app, 'POST', '/api/v1/account/signup', body)).statusCode).toBe(201);
    newcomerId = (await userByEmail(db, email)).id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, newcomerId));
    await db.insert(licenses).values({
      code: 'CKPD',
      scope: 'teacher',
      teacherId: newcomerId,
      grades: ['3', '4', '5'],
      startsOn: '2020-01-01',
      endsOn: '9999-12-31',
    });
    newcomerClassId = (await buildClassWithStudents(db, { teacherId: newcomerId, students: 1 })).cls.id;
    await asNewcomer();
    // A share made to them before the rule held (the share dialog no longer offers them).
    await db
      .insert(worksheetShares)
      .values({ worksheetId: sharedWorksheetId, teacherId: newcomerId, sharedBy: colleagueId });
  });
  afterAll(async () => t?.close());

  it('lists only their own lessons, and says why the school’s shared ones are not there yet', async () => {
    const own = await call(newcomer, 'POST', '/api/v1/lessons/mine', { title: 'My own lesson', content: KIT_CONTENT });
    expect(own.statusCode, own.body).toBe(201);
    const mine = (await call(newcomer, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList;
    expect(mine.items.map((l) => l.title)).toEqual(['My own lesson']);
    expect(mine.schoolSharesAwaitConfirmation).toBe(true);
    // The product's library stays open.
    expect((await call(newcomer, 'GET', '/api/v1/lessons')).statusCode).toBe(200);
  });

  it('cannot open, copy or launch a shared lesson by its id (404, as for a lesson that does not exist)', async () => {
    expect((await call(newcomer, 'GET', `/api/v1/lessons/${sharedLessonId}`)).statusCode).toBe(404);
    expect((await call(newcomer, 'POST', `/api/v1/lessons/${sharedLessonId}/duplicate`)).statusCode).toBe(404);
    const launch = await call(newcomer, 'POST', `/api/v1/lessons/${sharedLessonId}/sessions`, {
      classIds: [newcomerClassId],
    });
    expect(launch.statusCode).toBe(404);
  });

  it('cannot share into the school, nor see or share with its teachers, until confirmed', async () => {
    const own = (await call(newcomer, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList;
    const share = await call(newcomer, 'PUT', `/api/v1/lessons/mine/${own.items[0]!.id}/share`, { shared: true });
    expect(share.statusCode).toBe(403);
    expect(share.json().title).toBe(MESSAGES.schoolSharingAwaitsConfirmation);
    // The colleague's share dialog does not offer the newcomer, and sharing with them by id is refused.
    const candidates = await call(colleague, 'GET', `/api/v1/worksheets/${sharedWorksheetId}/share-candidates`);
    expect(candidates.json().map((c: { id: number }) => c.id)).not.toContain(newcomerId);
    const refused = await call(colleague, 'POST', `/api/v1/worksheets/${sharedWorksheetId}/share`, {
      teacherIds: [newcomerId],
    });
    expect(refused.statusCode).toBe(400);
    // The newcomer's own worksheet offers no names of the school's teachers.
    const ownSheet = (
      await call(newcomer, 'POST', '/api/v1/worksheets', {
        title: 'Mine',
        grade: '3',
        subjectId: (await buildTaxonomy(t.database.db)).subject.id,
      })
    ).json().id;
    expect((await call(newcomer, 'GET', `/api/v1/worksheets/${ownSheet}/share-candidates`)).json()).toEqual([]);
  });

  it('does not read a worksheet shared with them: not listed, not opened, not copied', async () => {
    const shared = await call(newcomer, 'GET', '/api/v1/worksheets?scope=shared');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().total).toBe(0);
    expect((await call(newcomer, 'GET', `/api/v1/worksheets/${sharedWorksheetId}`)).statusCode).toBe(404);
    expect((await call(newcomer, 'POST', `/api/v1/worksheets/${sharedWorksheetId}/duplicate`)).statusCode).toBe(404);
  });

  it('once the school admin confirms the placement, the shared lesson and worksheet open', async () => {
    const admin = await buildUser(t.database.db, { role: 'SchoolAdmin', schoolId });
    const adminToken = (await signIn(t.app, admin.username)).access_token;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/${newcomerId}/confirm`,
      headers: bearer(adminToken),
    });
    expect(confirmed.statusCode).toBe(200);
    await asNewcomer();

    const mine = (await call(newcomer, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList;
    expect(mine.items.map((l) => l.title).sort()).toEqual(['Equivalent fractions, our way', 'My own lesson']);
    expect(mine.schoolSharesAwaitConfirmation).toBe(false);
    expect((await call(newcomer, 'GET', `/api/v1/lessons/${sharedLessonId}`)).statusCode).toBe(200);
    expect((await call(newcomer, 'POST', `/api/v1/lessons/${sharedLessonId}/duplicate`)).statusCode).toBe(201);
    const launch = await call(newcomer, 'POST', `/api/v1/lessons/${sharedLessonId}/sessions`, {
      classIds: [newcomerClassId],
    });
    expect(launch.statusCode, launch.body).toBe(201);
    expect((await call(newcomer, 'GET', '/api/v1/worksheets?scope=shared')).json().total).toBe(1);
    expect((await call(newcomer, 'GET', `/api/v1/worksheets/${sharedWorksheetId}`)).statusCode).toBe(200);
    const candidates = await call(colleague, 'GET', `/api/v1/worksheets/${sharedWorksheetId}/share-candidates`);
    expect(candidates.json().map((c: { id: number }) => c.id)).toContain(newcomerId);
  });
});
