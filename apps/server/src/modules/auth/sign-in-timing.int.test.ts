import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildUser, formBody } from '../../../test/factories';
import { setStudentPassword } from '../rosters';

// Sign-in time must not tell a freshly imported student (password not hashed yet, checked against the sealed
// copy in microseconds) from anyone else: every answer costs exactly one argon2 verification. Durations are
// not asserted here (they go to the bench); the one verification per sign-in is what makes them equal.

describe('sign-in timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });

  it('verifies one argon2 hash for a pending student, a hashed user and an unknown name alike', async () => {
    const pending = await buildUser(t.database.db, { role: 'Student' });
    await setStudentPassword(t.database.db, t.app.ctx.credentialBox, pending.id, 'river42');
    const hashed = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const cases: [string, string, number][] = [
        [pending.username, 'river42', 200],
        [pending.username, 'wrong', 400],
        [hashed.username, 'demo1234', 200],
        [hashed.username, 'wrong', 400],
        ['no.such.person', 'wrong', 400],
      ];
      for (const [username, password, status] of cases) {
        verify.mockClear();
        expect((await attempt(username, password)).statusCode).toBe(status);
        expect(verify, `${username} / ${password}`).toHaveBeenCalledTimes(1);
      }
    } finally {
      verify.mockRestore();
    }
  });
});
