import { MESSAGES } from '@clearsheets/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, requestsAs, signIn } from '../../../test/factories';
import { call, expireToken, mailedToken, newEmail, passwordGrant } from '../../../test/kits/accounts/accounts';
import { type LoopbackSmtp, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { auditLog, refreshTokens, users } from '../../db/schema';

// Forgotten passwords, changing one and an admin's temporary password (docs/decisions/0028), with mail through
// a real SMTP server on loopback.

const RESET_SUBJECT = 'Reset your Clearsheets password';
const CHANGED_SUBJECT = 'Your Clearsheets password was changed';

describe('passwords', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
  /** A teacher with an email of their own and password demo1234. */
  async function teacher() {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const email = newEmail('staff');
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    return { ...user, email };
  }
  const openSignIns = async (userId: number) =>
    t.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://clearsheets.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells an unknown address with the spec’s message and mails nothing', async () => {
    const res = await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: newEmail('nobody') });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('This Email ID does not exists');
    const empty = await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe(MESSAGES.emailRequired);
  });

  it('resets with the mailed link once, ends every session and sends the notice', async () => {
    const user = await teacher();
    const laptop = await signIn(t.app, user.username);
    const phone = await signIn(t.app, user.username);
    const asked = await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: user.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: MESSAGES.resetLinkSent });
    const { token, link } = await mailedToken(t.app, smtp, user.email, RESET_SUBJECT);
    expect(link.startsWith('https://clearsheets.example/resetpassword?token=')).toBe(true);
    // Asking does not end anything yet.
    expect((await me(laptop.access_token)).statusCode).toBe(200);

    const mismatch = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: 'NewPassword9',
      confirmPassword: 'NewPassword8',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'body.confirmPassword', message: "Confirm password doesn't match" },
    ]);

    const reset = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: 'NewPassword9',
      confirmPassword: 'NewPassword9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password changed' });
    // Every session ends at once: access tokens on the next request, refresh tokens too.
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect(await openSignIns(user.id)).toEqual([]);
    expect((await passwordGrant(t.app, user.username, 'demo1234')).statusCode).toBe(400);
    expect((await passwordGrant(t.app, user.email, 'NewPassword9')).statusCode).toBe(200);
    await mailedToken(t.app, smtp, user.email, RESET_SUBJECT);
    expect(smtp.mailsTo(user.email, { subject: CHANGED_SUBJECT })).toHaveLength(1);

    const reused = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: 'Quiet7Harbor',
      confirmPassword: 'Quiet7Harbor',
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().title).toBe('This link has expired. To request again, Please go to Forgot Password.');
    expect((await passwordGrant(t.app, user.email, 'Quiet7Harbor')).statusCode).toBe(400);
  });

  it('refuses an expired link, and an older link once a newer one was sent', async () => {
    const user = await teacher();
    await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: user.email });
    const older = await mailedToken(t.app, smtp, user.email, RESET_SUBJECT);
    await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: user.email });
    const newer = await mailedToken(t.app, smtp, user.email, RESET_SUBJECT);
    expect(newer.token).not.toBe(older.token);
    const body = (token: string) => ({ token, password: 'Expired123', confirmPassword: 'Expired123' });
    const withOlder = await call(t.app, 'POST', '/api/v1/account/reset-password', body(older.token));
    expect(withOlder.json().title).toBe(MESSAGES.resetLinkExpired);
    await expireToken(t.database.db, newer.token);
    const withExpired = await call(t.app, 'POST', '/api/v1/account/reset-password', body(newer.token));
    expect(withExpired.statusCode).toBe(410);
    expect(withExpired.json().title).toBe(MESSAGES.resetLinkExpired);
    expect((await passwordGrant(t.app, user.username, 'demo1234')).statusCode).toBe(200);
  });

  it('changes the password signed in: wrong current refused, other sessions end, this one stays', async () => {
    const user = await teacher();
    const here = await signIn(t.app, user.username);
    const elsewhere = await signIn(t.app, user.username);
    const change = (body: Record<string, string>) =>
      call(t.app, 'PUT', '/api/v1/account/password', body, { token: here.access_token });

    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'Lantern-Orbit-82',
      confirmPassword: 'Lantern-Orbit-82',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'body.currentPassword', message: MESSAGES.currentPasswordWrong }]);
    const same = await change({ currentPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' });
    expect(same.json().errors).toEqual([{ field: 'body.newPassword', message: MESSAGES.newPasswordSameAsOld }]);

    const done = await change({
      currentPassword: 'demo1234',
      newPassword: 'Lantern-Orbit-82',
      confirmPassword: 'Lantern-Orbit-82',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password changed' });
    expect((await me(here.access_token)).statusCode).toBe(200);
    expect((await me(elsewhere.access_token)).statusCode).toBe(401);
    expect((await passwordGrant(t.app, user.username, 'Lantern-Orbit-82')).statusCode).toBe(200);
    await t.app.ctx.mail.idle();
    await smtp.waitForMail(user.email, { subject: CHANGED_SUBJECT });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt).toBeInstanceOf(Date);
  });

  it('locks the current-password check like sign-in after repeated wrong answers', async () => {
    const locked = await buildTestApp({ LOGIN_MAX_FAILURES: '3' });
    try {
      const user = await buildUser(locked.database.db, { role: 'Teacher', license: 'CKPD' });
      const { access_token } = await signIn(locked.app, user.username);
      const attempt = (currentPassword: string) =>
        call(
          locked.app,
          'PUT',
          '/api/v1/account/password',
          { currentPassword, newPassword: 'Lantern-Orbit-82', confirmPassword: 'Lantern-Orbit-82' },
          { token: access_token },
        );
      for (let i = 0; i < 3; i++) expect((await attempt('wrong-one')).statusCode).toBe(400);
      const refused = await attempt('demo1234');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().title).toBe(MESSAGES.tooManyAttempts);
      // The same lock as sign-in: the account's counter is one.
      expect((await passwordGrant(locked.app, user.username, 'demo1234')).statusCode).toBe(429);
    } finally {
      await locked.close();
    }
  });

  it('makes an admin’s temporary password choose a new one: no session from it, the ticket works once', async () => {
    const admin = requestsAs(t.app);
    const created = await admin('school.admin', 'POST', '/api/v1/staff', {
      firstName: 'Tomás',
      lastName: 'Rivera',
      email: newEmail('tomas'),
      role: 'Teacher',
      schoolId: (
        await t.app.inject({ url: '/api/v1/me', headers: bearer((await signIn(t.app, 'school.admin')).access_token) })
      ).json().school.id,
    });
    expect(created.statusCode).toBe(201);
    const { staff, temporaryPassword } = created.json();

    const first = await passwordGrant(t.app, staff.username, temporaryPassword);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      // RFC 6749's code for a grant that cannot be used as it is; ours beside it, which the sign-in page reads.
      error: 'invalid_grant',
      code: 'password_change_required',
      title: MESSAGES.passwordChangeRequired,
      change_ticket: expect.any(String),
    });
    expect(first.json().access_token).toBeUndefined();
    expect(await openSignIns(staff.id)).toEqual([]);
    // A wrong password says nothing of the kind.
    const wrong = await passwordGrant(t.app, staff.username, 'wrong-password');
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect(wrong.json().change_ticket).toBeUndefined();

    const ticket = first.json().change_ticket as string;
    const replace = (body: Record<string, string>) => call(t.app, 'POST', '/api/v1/account/temporary-password', body);
    const sameAsTemporary = await replace({
      ticket,
      newPassword: temporaryPassword,
      confirmPassword: temporaryPassword,
    });
    expect(sameAsTemporary.statusCode).toBe(400);
    expect(sameAsTemporary.json().title).toBe(MESSAGES.newPasswordSameAsOld);
    // That refusal left the ticket usable.
    const chosen = await replace({ ticket, newPassword: 'MyOwnPass42', confirmPassword: 'MyOwnPass42' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: 'Password changed' });
    const reused = await replace({ ticket, newPassword: 'Violet9Canyon', confirmPassword: 'Violet9Canyon' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().title).toBe(MESSAGES.changeTicketExpired);

    expect((await passwordGrant(t.app, staff.username, temporaryPassword)).statusCode).toBe(400);
    const session = await passwordGrant(t.app, staff.username, 'MyOwnPass42');
    expect(session.statusCode).toBe(200);
    expect(session.json().access_token).toEqual(expect.any(String));

    // An admin's reset gives a temporary password again: it must be changed again.
    const reset = await admin('school.admin', 'POST', `/api/v1/staff/${staff.id}/reset-password`);
    const again = await passwordGrant(t.app, staff.username, reset.json().temporaryPassword);
    expect(again.json().code).toBe('password_change_required');
    // An expired ticket is refused.
    await expireToken(t.database.db, again.json().change_ticket);
    const late = await replace({
      ticket: again.json().change_ticket,
      newPassword: 'TooLate1234',
      confirmPassword: 'TooLate1234',
    });
    expect(late.statusCode).toBe(410);

    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(staff.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.password_change_required', 'account.temporary_password_replaced']),
    );
  });

  it('keeps a student’s teacher-set password usable at once, and gives students no account settings', async () => {
    const [student] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
    expect(student?.mustChangePassword).toBe(false);
    const teacherCalls = requestsAs(t.app);
    const reset = await teacherCalls('teacher', 'POST', `/api/v1/students/${student!.id}/reset-password`, {
      password: 'kid-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, student!.id));
    expect(after?.mustChangePassword).toBe(false);
    const session = await passwordGrant(t.app, 'student', 'kid-pass-1');
    expect(session.statusCode).toBe(200);

    const asStudent = await call(
      t.app,
      'PUT',
      '/api/v1/account/password',
      { currentPassword: 'kid-pass-1', newPassword: 'Student2026', confirmPassword: 'Student2026' },
      { token: session.json().access_token },
    );
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await call(t.app, 'PUT', '/api/v1/account/password', {
      currentPassword: 'demo1234',
      newPassword: 'Lantern-Orbit-82',
      confirmPassword: 'Lantern-Orbit-82',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
