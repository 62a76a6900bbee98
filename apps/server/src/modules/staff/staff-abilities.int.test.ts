import type { TStaffPage } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { requestsAs } from '../../../test/factories';

// Decision 0025: the staff list says what the caller may do (staff.policy.ts): manage each row, the roles to
// give, and how far they reach (the web's school column and school choice), so the page never asks the role.
describe('staff abilities in the list', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
  });
  afterAll(() => t.close());

  const page = async (username: string) => {
    const res = await as(username, 'GET', '/api/v1/staff?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TStaffPage;
  };

  it('gives a principal a read-only list of their school', async () => {
    const list = await page('principal');
    expect(list.scope).toBe('school');
    expect(list.rolesYouMayGive).toEqual([]);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((m) => !m.abilities.manage)).toBe(true);
  });

  it("gives a district admin the district's schools and every staff role to give", async () => {
    const list = await page('district.admin');
    expect(list.scope).toBe('district');
    expect(list.rolesYouMayGive).toEqual(['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach']);
    expect(list.items.every((m) => m.abilities.manage)).toBe(true);
  });

  it('refuses a teacher the list, as the page is not theirs', async () => {
    expect((await as('teacher', 'GET', '/api/v1/staff')).statusCode).toBe(403);
  });
});
