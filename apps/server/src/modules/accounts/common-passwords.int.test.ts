import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildDistrict, buildSchool, buildUser, requestsAs, signIn } from '../../../test/factories';
import {
  call,
  GOOD_PASSWORD,
  mailedToken,
  newEmail,
  passwordGrant,
  signupBody,
} from '../../../test/kits/accounts/accounts';
import { type LoopbackSmtp, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { classes, users } from '../../db/schema';

// A staff member cannot choose a common or breached password (NIST SP 800-63B, docs/decisions/0036) wherever
// they set one: sign-up, the mailed reset link, changing it signed in, replacing an admin's temporary one.
// Accounts that already have such a password keep signing in: the rule is checked when a password is set.

const COMMON = ['demo1234', 'Password1', 'P@ssw0rd1', 'qwerty123', 'Welcome2024'];

describe('common passwords are refused for staff', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  let place: { districtId: number; schoolId: number };
  const tooCommon = (field: string) => ({
    title: MESSAGES.passwordTooCommon,
    errors: [{ field, message: MESSAGES.passwordTooCommon }],
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://clearsheets.example' });
    const district = await buildDistrict(t.database.db, 'Pecan Valley ISD');
    const school = await buildSchool(t.database.db, { districtId: district.id, name: 'Live Oak Elementary' });
    place = { districtId: district.id, schoolId: school.id };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('at sign-up, with the message on the password field and no account made', async () => {
    for (const password of [...COMMON, 'Rosa2026!']) {
      const body = signupBody(place, { firstName: 'Rosa', password, confirmPassword: password });
      const res = await call(t.app, 'POST', '/api/v1/account/signup', body);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject(tooCommon('body.password'));
      const made = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email).toLowerCase()));
      expect(made).toEqual([]);
    }
    const fine = await call(t.app, 'POST', '/api/v1/account/signup', signupBody(place));
    expect(fine.statusCode).toBe(201);
  });

  it('through the mailed reset link, which stays usable for a better password', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher' });
    const email = newEmail('reset');
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    await call(t.app, 'POST', '/api/v1/account/forgot-password', { email });
    const { token } = await mailedToken(t.app, smtp, email, 'Reset your Clearsheets password');
    const weak = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject(tooCommon('body.password'));
    const strong = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(strong.statusCode).toBe(200);
    expect((await passwordGrant(t.app, user.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('when a signed-in teacher changes it, including their own name with digits', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher' });
    await t.database.db.update(users).set({ firstName: 'Marisol' }).where(eq(users.id, user.id));
    const session = await signIn(t.app, user.username);
    const change = (newPassword: string) =>
      call(
        t.app,
        'PUT',
        '/api/v1/account/password',
        { currentPassword: 'demo1234', newPassword, confirmPassword: newPassword },
        { token: session.access_token },
      );
    for (const weak of ['Password1', 'Marisol2026', 'clearsheets1']) {
      const res = await change(weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json()).toMatchObject(tooCommon('body.newPassword'));
    }
    // The old password still works: nothing was changed.
    expect((await passwordGrant(t.app, user.username, 'demo1234')).statusCode).toBe(200);
    expect((await change('Lantern-Orbit-82')).statusCode).toBe(200);
  });

  it('when an admin’s temporary password is replaced, and the ticket stays usable', async () => {
    const admin = requestsAs(t.app);
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: bearer((await signIn(t.app, 'school.admin')).access_token),
    });
    const created = await admin('school.admin', 'POST', '/api/v1/staff', {
      firstName: 'Tomás',
      lastName: 'Rivera',
      email: newEmail('tomas'),
      role: 'Teacher',
      schoolId: me.json().school.id,
    });
    const { staff, temporaryPassword } = created.json();
    const ticket = (await passwordGrant(t.app, staff.username, temporaryPassword)).json().change_ticket as string;
    const replace = (newPassword: string) =>
      call(t.app, 'POST', '/api/v1/account/temporary-password', { ticket, newPassword, confirmPassword: newPassword });
    const weak = await replace('Password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject(tooCommon('body.newPassword'));
    expect((await replace('Violet9Canyon')).statusCode).toBe(200);
  });

  it('keeps existing accounts signing in, and students keep the friendly passwords their teacher chooses', async () => {
    expect((await passwordGrant(t.app, 'teacher', 'demo1234')).statusCode).toBe(200);
    const teacher = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    const added = await teacher('teacher', 'POST', `/api/v1/classes/${math?.id}/students`, {
      students: [{ firstName: 'Leo', lastName: 'Park', password: 'tiger11' }],
    });
    expect(added.statusCode).toBe(201);
    const [student] = added.json().createdStudents;
    expect((await passwordGrant(t.app, student.username, 'tiger11')).statusCode).toBe(200);
  });
});
