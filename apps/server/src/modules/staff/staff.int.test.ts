import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formBody } from '../../../test/factories';
import { useStaffTestKit } from '../../../test/kits/staff/staff-test-kit';
import { auditLog, refreshTokens, userProducts, users } from '../../db/schema';

describe('staff management', () => {
  const { kit, call, passwordGrant, newTeacher, auditActions } = useStaffTestKit();

  /** The first sign-in with a temporary password: no session, a ticket to choose a new one (decision 0028). */
  async function chooseOwnPassword(username: string, temporaryPassword: string, chosen: string) {
    const first = await passwordGrant(username, temporaryPassword);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      error: 'invalid_grant',
      code: 'password_change_required',
      change_ticket: expect.any(String),
    });
    const replaced = await kit.t.app.inject({
      method: 'POST',
      url: '/api/v1/account/temporary-password',
      payload: { ticket: first.json().change_ticket, newPassword: chosen, confirmPassword: chosen },
    });
    expect(replaced.statusCode).toBe(200);
  }

  it('lets a school admin add, update, deactivate and reactivate a teacher who must replace the temporary password', async () => {
    const created = await call('school.admin', 'POST', '/api/v1/staff', {
      ...newTeacher({ email: 'Grace.Hopper@LoneOak.example.org' }),
    });
    expect(created.statusCode).toBe(201);
    const { staff, temporaryPassword } = created.json();
    expect(staff).toEqual({
      id: expect.any(Number),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@loneoak.example.org',
      username: 'grace.hopper',
      role: 'Teacher',
      schoolId: kit.bluebonnet,
      schoolName: 'Bluebonnet Elementary',
      status: 'active',
      emailVerified: false,
      // An admin added them: their place at the school needs no confirming.
      placementConfirmed: true,
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    const [row] = await kit.t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(temporaryPassword);
    const products = await kit.t.database.db.select().from(userProducts).where(eq(userProducts.userId, staff.id));
    expect(products.map((p) => p.productId)).toEqual([2]);

    expect(row?.mustChangePassword).toBe(true);
    await chooseOwnPassword('grace.hopper', temporaryPassword, 'Compiler1952');
    const session = await passwordGrant('grace.hopper', 'Compiler1952');
    expect(session.statusCode).toBe(200);
    expect((await passwordGrant('grace.hopper@loneoak.example.org', 'Compiler1952')).statusCode).toBe(200);

    // Giving a leader's role is the district's (docs/decisions/0014); the school admin still edits names.
    const promote = { lastName: 'Hopper-Smith', role: 'InstructionalCoach' };
    const refused = await call('school.admin', 'PATCH', `/api/v1/staff/${staff.id}`, promote);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("Leaders' accounts are managed by the district");
    const updated = await call('district.admin', 'PATCH', `/api/v1/staff/${staff.id}`, promote);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      lastName: 'Hopper-Smith',
      role: 'InstructionalCoach',
      username: 'grace.hopper',
    });

    const deactivated = await call('district.admin', 'POST', `/api/v1/staff/${staff.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().status).toBe('deactivated');
    const denied = await passwordGrant('grace.hopper', 'Compiler1952');
    expect(denied.statusCode).toBe(400);
    expect(denied.json().title).toBe('Invalid username or password');
    // Their existing session ends too: the refresh token is revoked.
    const live = await kit.t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, staff.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    const refreshed = await kit.t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({
        grant_type: 'refresh_token',
        refresh_token: session.json().refresh_token,
        client_id: 'clearsheets-web',
      }),
    });
    expect(refreshed.statusCode).toBe(400);

    const reactivated = await call('district.admin', 'POST', `/api/v1/staff/${staff.id}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().status).toBe('active');
    expect((await passwordGrant('grace.hopper', 'Compiler1952')).statusCode).toBe(200);

    expect(await auditActions(staff.id)).toEqual(
      expect.arrayContaining(['staff.created', 'staff.updated', 'staff.deactivated', 'staff.reactivated']),
    );
  });

  it('resets a password: the new temporary one must be replaced, the old one and old sessions do not work', async () => {
    const { staff, temporaryPassword } = (await call('school.admin', 'POST', '/api/v1/staff', newTeacher())).json();
    const reset = await call('school.admin', 'POST', `/api/v1/staff/${staff.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().temporaryPassword;
    expect(fresh).toMatch(/^[A-Za-z0-9]{12,}$/);
    expect(fresh).not.toBe(temporaryPassword);
    await chooseOwnPassword(staff.username, fresh, 'ChosenAfterReset1');
    expect((await passwordGrant(staff.username, 'ChosenAfterReset1')).statusCode).toBe(200);
    const old = await passwordGrant(staff.username, temporaryPassword);
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe('invalid_grant');
    expect(await auditActions(staff.id)).toContain('staff.password_reset');
  });

  it('writes audit rows with ids only, never names, emails or passwords', async () => {
    const res = await call('district.admin', 'POST', '/api/v1/staff', newTeacher({ schoolId: kit.pecanGrove }));
    const { staff, temporaryPassword } = res.json();
    const rows = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(staff.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'staff.created', entityType: 'user', ip: expect.any(String) });
    const text = JSON.stringify(rows);
    for (const secret of [temporaryPassword, staff.email, 'Grace', 'Hopper']) expect(text).not.toContain(secret);
  });

  it('makes usernames unique from the email local part', async () => {
    const first = (
      await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ email: 'sam.lee@a.example.org' }))
    ).json().staff.username;
    const second = (
      await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ email: 'sam.lee@b.example.org' }))
    ).json().staff.username;
    const third = (
      await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ email: 'Sam.Lee@c.example.org' }))
    ).json().staff.username;
    expect([first, second, third]).toEqual(['sam.lee', 'sam.lee2', 'sam.lee3']);
  });

  it('refuses a duplicate email with 409 naming the email field, whatever its case', async () => {
    const res = await call(
      'school.admin',
      'POST',
      '/api/v1/staff',
      newTeacher({ email: 'TEACHER@loneoak.example.org' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      code: 'email_taken',
      detail: 'This email is already in use',
      errors: [{ field: 'email', message: 'This email is already in use' }],
    });
    const { staff } = (await call('school.admin', 'POST', '/api/v1/staff', newTeacher())).json();
    const patch = await call('school.admin', 'PATCH', `/api/v1/staff/${staff.id}`, {
      email: 'principal@loneoak.example.org',
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().errors[0].field).toBe('email');
  });

  it('settles simultaneous sign-ups: one email wins with 409 for the other, usernames never clash', async () => {
    const twins = await Promise.all(
      [1, 2].map(() => call('school.admin', 'POST', '/api/v1/staff', newTeacher({ email: 'twin@race.example.org' }))),
    );
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twins.find((r) => r.statusCode === 409)?.json().errors[0].field).toBe('email');
    const namesakes = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((d) =>
        call('school.admin', 'POST', '/api/v1/staff', newTeacher({ email: `kim.ito@${d}.example.org` })),
      ),
    );
    expect(namesakes.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const usernames = namesakes.map((r) => r.json().staff.username as string);
    expect(new Set(usernames).size).toBe(6);
    expect(usernames).toContain('kim.ito');
    for (const u of usernames) expect(u).toMatch(/^kim\.ito\d*$/);
  });

  it('names the bad fields of an invalid form', async () => {
    const res = await call('school.admin', 'POST', '/api/v1/staff', { ...newTeacher(), firstName: ' ', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.email', 'body.firstName']);
    const student = await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ role: 'Student' }));
    expect(student.statusCode).toBe(400);
  });
});
