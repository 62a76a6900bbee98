import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser } from '../../../test/factories';
import { call, newAddress, newEmail, signupBody } from '../../../test/kits/accounts/accounts';
import { users } from '../../db/schema';
import { ADDRESS_ALLOWANCE, EMAIL_LIMIT } from './account-limits';

// Forgot password tells whether an address has an account (the spec's message), so it is limited per email
// address; a client address is slowed down past a shared allowance but never refused, because a whole school
// shares one (docs/decisions/0028, 0036).

describe('limits on public account requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('never refuses an address: past its allowance it is only slowed, so a school behind one NAT keeps working', async () => {
    const address = newAddress();
    const forgot = (email: string) => call(t.app, 'POST', '/api/v1/account/forgot-password', { email }, { address });
    // Two past the allowance: answered (after a short wait), not refused.
    for (let i = 0; i < ADDRESS_ALLOWANCE.allowance + 2; i++)
      expect((await forgot(newEmail('probe'))).statusCode).toBe(404);
    expect((await forgot('teacher@loneoak.example.org')).statusCode).toBe(202);
    const signup = await call(t.app, 'POST', '/api/v1/account/signup', signupBody({ districtId: 1, schoolId: 1 }), {
      address,
    });
    expect(signup.statusCode).not.toBe(429);
  });

  it('one pupil hammering one email behind the school address holds back that email only', async () => {
    const school = newAddress();
    const target = newEmail('hammered');
    const signup = (email: string) =>
      call(t.app, 'POST', '/api/v1/account/signup', signupBody({ districtId: 1, schoolId: 1 }, { email }), {
        address: school,
      });
    for (let i = 0; i < EMAIL_LIMIT.limit; i++) expect((await signup(target)).statusCode).not.toBe(429);
    const refused = await signup(target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().title).toBe(MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // A colleague behind the same address signs up and asks for a reset as usual.
    expect((await signup(newEmail('colleague'))).statusCode).toBe(201);
    const forgot = await call(
      t.app,
      'POST',
      '/api/v1/account/forgot-password',
      { email: 'coach@loneoak.example.org' },
      { address: school },
    );
    expect(forgot.statusCode).toBe(202);
  });

  it('refuses one email past its own limit, whatever address asks', async () => {
    const user = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const email = newEmail('limited');
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    for (let i = 0; i < EMAIL_LIMIT.limit; i++) {
      const res = await call(t.app, 'POST', '/api/v1/account/forgot-password', { email }, { address: newAddress() });
      expect(res.statusCode).toBe(202);
    }
    const refused = await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another email from a fresh address is fine.
    expect(
      (await call(t.app, 'POST', '/api/v1/account/forgot-password', { email: 'coach@loneoak.example.org' })).statusCode,
    ).toBe(202);
  });
});
