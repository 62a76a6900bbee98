import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import { call, GOOD_PASSWORD, mailedToken, newEmail, passwordGrant } from '../../../test/kits/accounts/accounts';
import { type LoopbackSmtp, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { auditLog, users } from '../../db/schema';

// Account settings (docs/decisions/0028): each person's own profile, language, notices, password and email,
// and nobody else's.

const CHANGE_SUBJECT = 'Confirm your new email for Clearsheets';
const CHANGED_SUBJECT = 'Your Clearsheets email was changed';

describe('account settings', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  /** A teacher whose username is their email (as after sign-up), signed in. */
  async function teacher(opts: { usernameIsEmail?: boolean } = {}) {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const email = newEmail('settings');
    const username = opts.usernameIsEmail ? email : user.username;
    await t.database.db.update(users).set({ email, username, emailVerified: true }).where(eq(users.id, user.id));
    const { access_token } = await signIn(t.app, username);
    return { ...user, email, username, token: access_token };
  }
  const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://clearsheets.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reads and changes the profile, language and notification choices, audited by id', async () => {
    const me = await teacher();
    const read = await call(t.app, 'GET', '/api/v1/account', undefined, { token: me.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id: me.id,
      username: me.username,
      email: me.email,
      emailVerified: true,
      pendingEmail: null,
      firstName: 'Test',
      lastName: 'Teacher',
      language: 'en',
      notifications: { receipts: true, security: true },
      chooseLicenseGrade: false,
    });

    const blank = await call(
      t.app,
      'PUT',
      '/api/v1/account/profile',
      { firstName: ' ', lastName: 'Ng' },
      { token: me.token },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'body.firstName', message: MESSAGES.firstNameRequired }]);
    const named = await call(
      t.app,
      'PUT',
      '/api/v1/account/profile',
      { firstName: ' Mai ', lastName: 'Nguyen' },
      { token: me.token },
    );
    expect(named.json()).toMatchObject({ firstName: 'Mai', lastName: 'Nguyen' });

    const spanish = await call(t.app, 'PUT', '/api/v1/account/language', { language: 'es' }, { token: me.token });
    expect(spanish.json().language).toBe('es');
    const profile = await t.app.inject({ url: '/api/v1/me', headers: bearer(me.token) });
    expect(profile.json().user).toMatchObject({ language: 'es', firstName: 'Mai' });
    expect(
      (await call(t.app, 'PUT', '/api/v1/account/language', { language: 'fr' }, { token: me.token })).statusCode,
    ).toBe(400);

    const quiet = await call(
      t.app,
      'PUT',
      '/api/v1/account/notifications',
      { receipts: false, security: false },
      { token: me.token },
    );
    expect(quiet.json().notifications).toEqual({ receipts: false, security: false });
    expect(await row(me.id)).toMatchObject({ notifyReceipts: false, notifySecurity: false, language: 'es' });

    // With security notices off, a password change mails nothing.
    const changed = await call(
      t.app,
      'PUT',
      '/api/v1/account/password',
      { currentPassword: 'demo1234', newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      { token: me.token },
    );
    expect(changed.statusCode).toBe(200);
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(me.email)).toEqual([]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(me.id)));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'account.profile_updated',
        'account.language_changed',
        'account.notifications_changed',
        'account.password_changed',
      ]),
    );
    const text = JSON.stringify(audit);
    for (const secret of ['Mai', 'Nguyen', GOOD_PASSWORD, me.email]) expect(text).not.toContain(secret);
  });

  it('changes the email through a link mailed to the new address; the username follows when it was the email', async () => {
    const me = await teacher({ usernameIsEmail: true });
    const target = newEmail('moved');
    const start = (body: Record<string, string>) =>
      call(t.app, 'POST', '/api/v1/account/email', body, { token: me.token });

    const wrong = await start({ newEmail: target, currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'body.currentPassword', message: MESSAGES.currentPasswordWrong }]);
    const same = await start({ newEmail: me.email.toUpperCase(), currentPassword: 'demo1234' });
    expect(same.json().title).toBe(MESSAGES.emailUnchanged);
    const taken = await start({ newEmail: 'coach@loneoak.example.org', currentPassword: 'demo1234' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'body.newEmail', message: MESSAGES.emailTaken }]);

    const asked = await start({ newEmail: target, currentPassword: 'demo1234' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: MESSAGES.emailChangeSent });
    // Nothing changes until the link is opened; the page shows what waits.
    expect((await row(me.id)).email).toBe(me.email);
    const pending = await call(t.app, 'GET', '/api/v1/account', undefined, { token: me.token });
    expect(pending.json()).toMatchObject({ email: me.email, pendingEmail: target });

    const { token, link } = await mailedToken(t.app, smtp, target, CHANGE_SUBJECT);
    expect(link.startsWith('https://clearsheets.example/confirmemail?token=')).toBe(true);
    // The confirmation needs no sign-in (the link may be opened on a phone).
    const confirmed = await call(t.app, 'POST', '/api/v1/account/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: MESSAGES.emailChanged });
    expect(await row(me.id)).toMatchObject({ email: target, username: target, emailVerified: true });
    const notice = await smtp.waitForMail(me.email, { subject: CHANGED_SUBJECT });
    expect(notice.text).toContain(target);

    const reused = await call(t.app, 'POST', '/api/v1/account/email/confirm', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().title).toBe(MESSAGES.emailChangeLinkExpired);
    expect((await passwordGrant(t.app, target, 'demo1234')).statusCode).toBe(200);
    expect((await passwordGrant(t.app, me.email, 'demo1234')).statusCode).toBe(400);
  });

  it('keeps a chosen username when the email changes', async () => {
    const me = await teacher();
    const target = newEmail('kept');
    await call(
      t.app,
      'POST',
      '/api/v1/account/email',
      { newEmail: target, currentPassword: 'demo1234' },
      { token: me.token },
    );
    const { token } = await mailedToken(t.app, smtp, target, CHANGE_SUBJECT);
    expect((await call(t.app, 'POST', '/api/v1/account/email/confirm', { token })).statusCode).toBe(200);
    expect(await row(me.id)).toMatchObject({ email: target, username: me.username });
  });

  it('changes only the caller’s own account', async () => {
    const one = await teacher();
    const other = await teacher();
    const before = await row(other.id);
    await call(t.app, 'PUT', '/api/v1/account/profile', { firstName: 'Only', lastName: 'Mine' }, { token: one.token });
    await call(t.app, 'PUT', '/api/v1/account/language', { language: 'es' }, { token: one.token });
    await call(
      t.app,
      'PUT',
      '/api/v1/account/notifications',
      { receipts: false, security: true },
      { token: one.token },
    );
    // Ids in the body are not part of the contract: the account is always the token's.
    const withId = await call(
      t.app,
      'PUT',
      '/api/v1/account/profile',
      { id: other.id, userId: other.id, firstName: 'Taken', lastName: 'Over' },
      { token: one.token },
    );
    expect(withId.json().id).toBe(one.id);
    const after = await row(other.id);
    expect(after).toMatchObject({
      firstName: before.firstName,
      lastName: before.lastName,
      language: before.language,
      notifyReceipts: before.notifyReceipts,
    });
    expect((await row(one.id)).firstName).toBe('Taken');
    // A link for one purpose does nothing for another.
    const target = newEmail('purpose');
    await call(
      t.app,
      'POST',
      '/api/v1/account/email',
      { newEmail: target, currentPassword: 'demo1234' },
      { token: one.token },
    );
    // In Spanish: the caller chose it above.
    const { token } = await mailedToken(t.app, smtp, target, 'Confirma tu nuevo correo para Clearsheets');
    const asReset = await call(t.app, 'POST', '/api/v1/account/reset-password', {
      token,
      password: 'Hijacked123',
      confirmPassword: 'Hijacked123',
    });
    expect(asReset.statusCode).toBe(410);
    const asVerify = await call(t.app, 'POST', '/api/v1/account/verify-email', { token });
    expect(asVerify.statusCode).toBe(410);
  });

  it('chooses no license grade for staff without a free license of their own', async () => {
    const me = await teacher();
    const res = await call(t.app, 'PUT', '/api/v1/account/license-grade', { grade: '3' }, { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe(MESSAGES.noFreeLicense);
    const empty = await call(t.app, 'PUT', '/api/v1/account/license-grade', {}, { token: me.token });
    expect(empty.json().title).toBe(MESSAGES.gradeRequired);
  });
});
