import { MESSAGES, OPEN_ENDED_DATE } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildDistrict, buildSchool } from '../../../test/factories';
import {
  call,
  expireToken,
  GOOD_PASSWORD,
  mailedToken,
  newEmail,
  passwordGrant,
  signupBody,
  userByEmail,
} from '../../../test/kits/accounts/accounts';
import { type LoopbackSmtp, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { auditLog, licenses, schools, userProducts } from '../../db/schema';

// A teacher signs up on their own (docs/decisions/0028): a free license with no grade yet, a verification
// link by mail (a real SMTP server on loopback), no sign-in until the link is opened, a resend that says the
// same for every address, and onboarding's one grade.

const VERIFY_SUBJECT = 'Confirm your email for Clearsheets';

describe('teacher sign-up and email verification', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  let place: { districtId: number; schoolId: number };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://clearsheets.example' });
    const district = await buildDistrict(t.database.db, 'Willow Creek ISD');
    const school = await buildSchool(t.database.db, { districtId: district.id, name: 'Cedar Ridge Elementary' });
    place = { districtId: district.id, schoolId: school.id };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lists Texas districts and a district’s own schools, names only', async () => {
    const districts = await call(t.app, 'GET', '/api/v1/account/signup/districts');
    expect(districts.statusCode).toBe(200);
    expect(districts.json().items).toContainEqual({ id: place.districtId, name: 'Willow Creek ISD' });
    const schoolList = await call(t.app, 'GET', `/api/v1/account/signup/districts/${place.districtId}/schools`);
    expect(schoolList.json()).toEqual({ items: [{ id: place.schoolId, name: 'Cedar Ridge Elementary' }] });
    expect((await call(t.app, 'GET', '/api/v1/account/signup/districts/999999/schools')).statusCode).toBe(404);
  });

  it('creates an unverified teacher with a free license and mails the link; sign-in waits for it', async () => {
    const body = signupBody(place, { email: newEmail('Rosa.Parks').replace('rosa', 'Rosa') });
    const email = body.email.toLowerCase();
    const created = await call(t.app, 'POST', '/api/v1/account/signup', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: MESSAGES.verificationSent });

    const user = await userByEmail(t.database.db, email);
    expect(user).toMatchObject({
      role: 'Teacher',
      username: email,
      email,
      selfRegistered: true,
      emailVerified: false,
      mustChangePassword: false,
      schoolId: place.schoolId,
      districtId: place.districtId,
      status: 'active',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const products = await t.database.db.select().from(userProducts).where(eq(userProducts.userId, user.id));
    expect(products.map((p) => p.productId)).toEqual([2]);
    const [license] = await t.database.db.select().from(licenses).where(eq(licenses.teacherId, user.id));
    expect(license).toMatchObject({
      code: 'CKF',
      scope: 'teacher',
      source: 'signup',
      grades: [],
      startsOn: new Date().toISOString().slice(0, 10),
      endsOn: OPEN_ENDED_DATE,
    });

    // The right password before the link: the spec's message, and no session.
    const early = await passwordGrant(t.app, email, GOOD_PASSWORD);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'invalid_grant',
      code: 'email_not_verified',
      title: MESSAGES.emailNotVerified,
    });
    expect(early.json().access_token).toBeUndefined();
    // A wrong password still says only that: whether the account exists is never told.
    const wrong = await passwordGrant(t.app, email, 'NotThePassword1');
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', title: MESSAGES.invalidCredentials });

    const { token, link } = await mailedToken(t.app, smtp, email, VERIFY_SUBJECT);
    expect(link.startsWith('https://clearsheets.example/teacher/emailverified?token=')).toBe(true);
    const verified = await call(t.app, 'POST', '/api/v1/account/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified' });
    expect((await userByEmail(t.database.db, email)).emailVerified).toBe(true);

    // The link works once.
    const again = await call(t.app, 'POST', '/api/v1/account/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().title).toBe(MESSAGES.verifyLinkUsed);

    const session = await passwordGrant(t.app, body.email, GOOD_PASSWORD);
    expect(session.statusCode).toBe(200);
    const access = session.json().access_token as string;

    // Onboarding: the home asks for the grade; the free license gets exactly one, once.
    const home = await t.app.inject({ url: '/api/v1/teacher/home', headers: bearer(access) });
    expect(home.json()).toMatchObject({ classCount: 0, chooseLicenseGrade: true });
    const account = await call(t.app, 'GET', '/api/v1/account', undefined, { token: access });
    expect(account.json()).toMatchObject({ email, emailVerified: true, chooseLicenseGrade: true, language: 'en' });
    const chosen = await call(t.app, 'PUT', '/api/v1/account/license-grade', { grade: '4' }, { token: access });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      grade: '4',
      message: 'License grade added',
      access: 'for your license you have access of grade 4',
    });
    const twice = await call(t.app, 'PUT', '/api/v1/account/license-grade', { grade: '5' }, { token: access });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe(MESSAGES.licenseGradeChosen);
    const [after] = await t.database.db.select().from(licenses).where(eq(licenses.teacherId, user.id));
    expect(after?.grades).toEqual(['4']);
    const homeAfter = await t.app.inject({ url: '/api/v1/teacher/home', headers: bearer(access) });
    expect(homeAfter.json().chooseLicenseGrade).toBe(false);

    // The first class: in the licensed grade it is made; another grade gets the spec's message.
    const otherGrade = await call(
      t.app,
      'POST',
      '/api/v1/classes',
      { name: 'Room 12', grade: '6', subject: 'Math', students: [{ firstName: 'Ava', lastName: 'Lee' }] },
      { token: access },
    );
    expect(otherGrade.statusCode).toBe(403);
    expect(otherGrade.json().detail).toBe('for your license you have access of grade 4');
    const firstClass = await call(
      t.app,
      'POST',
      '/api/v1/classes',
      { name: 'Room 12', grade: '4', subject: 'Math', students: [{ firstName: 'Ava', lastName: 'Lee' }] },
      { token: access },
    );
    expect(firstClass.statusCode).toBe(201);

    const actions = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.signed_up', 'account.email_verified', 'auth.sign_in']),
    );
    expect(JSON.stringify(actions)).not.toContain(email);
  });

  it('creates a typed school in the district, or uses the listed one whose name was typed', async () => {
    const typed = signupBody({ districtId: place.districtId }, { schoolName: '  Mesquite   Flats Academy ' });
    expect((await call(t.app, 'POST', '/api/v1/account/signup', typed)).statusCode).toBe(201);
    const teacher = await userByEmail(t.database.db, typed.email);
    const [school] = await t.database.db.select().from(schools).where(eq(schools.id, teacher.schoolId!));
    expect(school).toMatchObject({
      name: 'Mesquite Flats Academy',
      districtId: place.districtId,
      addedByUserId: teacher.id,
    });
    // Not offered to the next teacher until the district reviews it.
    const listed = await call(t.app, 'GET', `/api/v1/account/signup/districts/${place.districtId}/schools`);
    expect(listed.json().items.map((s: { name: string }) => s.name)).toEqual(['Cedar Ridge Elementary']);

    const sameName = signupBody({ districtId: place.districtId }, { schoolName: 'cedar ridge elementary' });
    expect((await call(t.app, 'POST', '/api/v1/account/signup', sameName)).statusCode).toBe(201);
    expect((await userByEmail(t.database.db, sameName.email)).schoolId).toBe(place.schoolId);
    const typedSchools = await t.database.db
      .select()
      .from(schools)
      .where(and(eq(schools.districtId, place.districtId), eq(schools.name, 'cedar ridge elementary')));
    expect(typedSchools).toEqual([]);
  });

  it('answers bad input with the spec’s field messages', async () => {
    const bad = await call(t.app, 'POST', '/api/v1/account/signup', {
      firstName: 'Rosa',
      lastName: 'Parks',
      email: '',
      password: 'has space 1',
      confirmPassword: 'other',
      districtId: place.districtId,
    });
    expect(bad.statusCode).toBe(400);
    const byField = Object.fromEntries(
      (bad.json().errors as { field: string; message: string }[]).reverse().map((e) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      'body.email': MESSAGES.emailRequired,
      'body.password': MESSAGES.noSpaceAccepted,
      'body.confirmPassword': MESSAGES.confirmPasswordMismatch,
      'body.schoolId': MESSAGES.schoolRequired,
    });
    const noPassword = await call(t.app, 'POST', '/api/v1/account/signup', signupBody(place, { password: '' }));
    expect(noPassword.json().errors).toContainEqual({ field: 'body.password', message: MESSAGES.passwordRequired });
    const weak = await call(
      t.app,
      'POST',
      '/api/v1/account/signup',
      signupBody(place, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    );
    expect(weak.json().errors).toContainEqual({ field: 'body.password', message: MESSAGES.passwordTooWeak });
    const otherDistrictsSchool = await buildSchool(t.database.db);
    const wrongSchool = await call(
      t.app,
      'POST',
      '/api/v1/account/signup',
      signupBody({ districtId: place.districtId, schoolId: otherDistrictsSchool.id }),
    );
    expect(wrongSchool.statusCode).toBe(400);
    expect(wrongSchool.json().errors).toEqual([{ field: 'body.schoolId', message: MESSAGES.schoolRequired }]);
  });

  it('tells an address already in use, in any case, as forgot-password would', async () => {
    const first = signupBody(place);
    expect((await call(t.app, 'POST', '/api/v1/account/signup', first)).statusCode).toBe(201);
    const again = await call(
      t.app,
      'POST',
      '/api/v1/account/signup',
      signupBody(place, { email: first.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'body.email', message: MESSAGES.emailTaken }]);
    // A staff member's address is taken too.
    const staff = await call(
      t.app,
      'POST',
      '/api/v1/account/signup',
      signupBody(place, { email: 'teacher@loneoak.example.org' }),
    );
    expect(staff.statusCode).toBe(409);
  });

  it('resends a link with the same answer for every address; expired links say so', async () => {
    const body = signupBody(place);
    await call(t.app, 'POST', '/api/v1/account/signup', body);
    const first = await mailedToken(t.app, smtp, body.email, VERIFY_SUBJECT);
    await expireToken(t.database.db, first.token);
    const expired = await call(t.app, 'POST', '/api/v1/account/verify-email', { token: first.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().title).toBe(MESSAGES.verifyLinkExpired);
    const unknown = await call(t.app, 'POST', '/api/v1/account/verify-email', { token: 'not-a-real-token' });
    expect(unknown.json().title).toBe(MESSAGES.verifyLinkExpired);

    const resend = (email: string) => call(t.app, 'POST', '/api/v1/account/verify-email/resend', { email });
    const forWaiting = await resend(body.email);
    const forNobody = await resend(newEmail('nobody'));
    const forVerifiedStaff = await resend('teacher@loneoak.example.org');
    for (const res of [forWaiting, forNobody, forVerifiedStaff]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: MESSAGES.verificationSent });
    }
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(body.email, { subject: VERIFY_SUBJECT })).toHaveLength(2);
    expect(smtp.mailsTo('teacher@loneoak.example.org')).toHaveLength(0);
    const second = await mailedToken(t.app, smtp, body.email, VERIFY_SUBJECT);
    expect(second.token).not.toBe(first.token);
    expect((await call(t.app, 'POST', '/api/v1/account/verify-email', { token: second.token })).statusCode).toBe(200);
    expect((await passwordGrant(t.app, body.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('mails in the language the teacher signed up in', async () => {
    const body = signupBody(place, { language: 'es', firstName: 'Lucía' });
    expect((await call(t.app, 'POST', '/api/v1/account/signup', body)).statusCode).toBe(201);
    const { link } = await mailedToken(t.app, smtp, body.email, 'Confirma tu correo para Clearsheets');
    expect(link).toContain('/teacher/emailverified?token=');
    expect((await userByEmail(t.database.db, body.email)).language).toBe('es');
  });
});
