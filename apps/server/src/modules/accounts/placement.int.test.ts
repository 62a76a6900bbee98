import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildSchool, buildUser, signIn } from '../../../test/factories';
import { call, GOOD_PASSWORD, newEmail, signupBody, userByEmail } from '../../../test/kits/accounts/accounts';
import { licenses, users } from '../../db/schema';

// A teacher who signs up names their school; the school's paid license must not reach them on their word
// alone (docs/decisions/0028): it reaches them once an admin of that school (or its district) confirms them.

describe('a signed-up teacher’s place at a school', () => {
  let t: TestApp;
  let school: { id: number; districtId: number };
  let teacherId: number;
  let email: string;
  const licenseCodes = async () => {
    const session = await signIn(t.app, email, GOOD_PASSWORD);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(session.access_token) });
    return (me.json().licenses as { code: string; scope: string }[]).map((l) => `${l.code}/${l.scope}`).sort();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    school = await buildSchool(db, { name: 'Live Oak Elementary' });
    await db.insert(licenses).values([
      { code: 'CKPD', scope: 'school', schoolId: school.id, grades: ['3', '4', '5'], ...inForce },
      { code: 'CKPM', scope: 'district', districtId: school.districtId, grades: ['5'], ...inForce },
    ]);
    email = newEmail('placed');
    const body = signupBody({ districtId: school.districtId, schoolId: school.id }, { email });
    expect((await call(t.app, 'POST', '/api/v1/account/signup', body)).statusCode).toBe(201);
    teacherId = (await userByEmail(db, email)).id;
    // Verification is the sign-up test's subject; here the address is taken as verified.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, teacherId));
  });
  afterAll(async () => t?.close());

  it('holds only the free license until confirmed; an admin of the school confirms and the licenses reach them', async () => {
    expect(await licenseCodes()).toEqual(['CKF/teacher']);

    const admin = await buildUser(t.database.db, { role: 'SchoolAdmin', schoolId: school.id });
    const adminToken = (await signIn(t.app, admin.username)).access_token;
    const list = await t.app.inject({ url: '/api/v1/staff?pageSize=50', headers: bearer(adminToken) });
    const row = (list.json().items as { id: number; placementConfirmed: boolean }[]).find((m) => m.id === teacherId);
    expect(row).toMatchObject({ placementConfirmed: false });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/${teacherId}/confirm`,
      headers: bearer(adminToken),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: teacherId, placementConfirmed: true });
    expect(await licenseCodes()).toEqual(['CKF/teacher', 'CKPD/school', 'CKPM/district']);
    // Confirming again changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/${teacherId}/confirm`,
      headers: bearer(adminToken),
    });
    expect(again.json()).toMatchObject({ placementConfirmed: true });
  });

  it('an admin of another school cannot confirm (404), a teacher may not (403)', async () => {
    const other = await buildUser(t.database.db, { role: 'SchoolAdmin' });
    const otherToken = (await signIn(t.app, other.username)).access_token;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/${teacherId}/confirm`,
      headers: bearer(otherToken),
    });
    expect(refused.statusCode).toBe(404);
    const teacher = await buildUser(t.database.db, { role: 'Teacher', schoolId: school.id });
    const teacherToken = (await signIn(t.app, teacher.username)).access_token;
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/${teacherId}/confirm`,
      headers: bearer(teacherToken),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

const inForce = { startsOn: '2000-01-01', endsOn: '2999-12-31' };
