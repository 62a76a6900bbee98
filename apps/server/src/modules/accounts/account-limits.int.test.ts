import { MESSAGES } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser } from '../../../test/factories';
import { call, newAddress, newEmail, signupBody } from '../../../test/kits/accounts/accounts';
import { users } from '../../db/schema';
import { ADDRESS_LIMIT, EMAIL_LIMIT } from './account-limits';

// Forgot password tells whether an address has an account (the spec's message), so it is limited per client
// address and per email address, and shares the address's allowance with sign-up and resend: accounts cannot
// be listed at speed (docs/decisions/0028).

describe('limits on public account requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses an address past its allowance with 429 and Retry-After, for every public account request', async () => {
    const address = newAddress();
    const forgot = (email: string, from = address) =>
      call(t.app, 'POST', '/api/v1/account/forgot-password', { email }, { address: from });
    for (let i = 0; i < ADDRESS_LIMIT.limit; i++) expect((await forgot(newEmail('probe'))).statusCode).toBe(404);
    const refused = await forgot(newEmail('probe'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().title).toBe(MESSAGES.tooManyRequests);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_LIMIT.windowMs / 1000);
    // Known or not, the answer is the same now: the limit is checked before the account is looked up.
    expect((await forgot('teacher@loneoak.example.org')).statusCode).toBe(429);
    // Sign-up and resend from the same address share the allowance.
    const signup = await call(t.app, 'POST', '/api/v1/account/signup', signupBody({ districtId: 1, schoolId: 1 }), {
      address,
    });
    expect(signup.statusCode).toBe(429);
    const resend = await call(t.app, 'POST', '/api/v1/account/verify-email/resend', { email: newEmail() }, { address });
    expect(resend.statusCode).toBe(429);
    // Another address is not held back.
    expect((await forgot(newEmail('probe'), newAddress())).statusCode).toBe(404);
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
