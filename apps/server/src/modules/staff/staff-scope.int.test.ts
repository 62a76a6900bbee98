import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildDistrict, buildSchool, buildUser } from '../../../test/factories';
import { useStaffTestKit } from '../../../test/kits/staff/staff-test-kit';
import { users } from '../../db/schema';

describe('staff scope', () => {
  const { kit, call, newTeacher } = useStaffTestKit();

  it("keeps a school admin inside their school: another school's staff are not found", async () => {
    const other = await call('district.admin', 'POST', '/api/v1/staff', newTeacher({ schoolId: kit.pecanGrove }));
    const otherId = other.json().staff.id;
    for (const [method, url, body] of [
      ['PATCH', `/api/v1/staff/${otherId}`, { firstName: 'X' }],
      ['POST', `/api/v1/staff/${otherId}/deactivate`],
      ['POST', `/api/v1/staff/${otherId}/reactivate`],
      ['POST', `/api/v1/staff/${otherId}/reset-password`],
    ] as const) {
      const res = await call('school.admin', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const into = await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ schoolId: kit.pecanGrove }));
    expect(into.statusCode).toBe(404);
    expect(into.json().errors[0].field).toBe('schoolId');
    const { staff } = (await call('school.admin', 'POST', '/api/v1/staff', newTeacher())).json();
    const move = await call('school.admin', 'PATCH', `/api/v1/staff/${staff.id}`, { schoolId: kit.pecanGrove });
    expect(move.statusCode).toBe(404);
    // Students and district admins are not staff anyone manages here.
    const [student] = await kit.t.database.db.select().from(users).where(eq(users.username, 'student'));
    const [districtAdmin] = await kit.t.database.db.select().from(users).where(eq(users.username, 'district.admin'));
    for (const id of [student!.id, districtAdmin!.id])
      expect((await call('school.admin', 'PATCH', `/api/v1/staff/${id}`, { firstName: 'X' })).statusCode).toBe(404);
  });

  it("lets a district admin manage both schools but not another district's", async () => {
    const { staff } = (await call('district.admin', 'POST', '/api/v1/staff', newTeacher())).json();
    const moved = await call('district.admin', 'PATCH', `/api/v1/staff/${staff.id}`, { schoolId: kit.pecanGrove });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ schoolId: kit.pecanGrove, schoolName: 'Pecan Grove Middle School' });
    expect((await call('district.admin', 'POST', `/api/v1/staff/${staff.id}/deactivate`)).statusCode).toBe(200);

    const farDistrict = await buildDistrict(kit.t.database.db, 'Far Away ISD');
    const farSchool = await buildSchool(kit.t.database.db, { districtId: farDistrict.id });
    const farTeacher = await buildUser(kit.t.database.db, { role: 'Teacher', schoolId: farSchool.id });
    const into = await call('district.admin', 'POST', '/api/v1/staff', newTeacher({ schoolId: farSchool.id }));
    expect(into.statusCode).toBe(404);
    expect(
      (await call('district.admin', 'PATCH', `/api/v1/staff/${farTeacher.id}`, { firstName: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('district.admin', 'POST', `/api/v1/staff/${farTeacher.id}/deactivate`)).statusCode).toBe(404);
    const moveAway = await call('district.admin', 'PATCH', `/api/v1/staff/${staff.id}`, { schoolId: farSchool.id });
    expect(moveAway.statusCode).toBe(404);
  });

  it("leaves leaders' accounts to the district: a school admin cannot reset, change or create them", async () => {
    const [principal] = await kit.t.database.db.select().from(users).where(eq(users.username, 'principal'));
    const id = principal!.id;
    const before = principal!.passwordHash;
    for (const [method, url, body] of [
      ['POST', `/api/v1/staff/${id}/reset-password`],
      ['POST', `/api/v1/staff/${id}/deactivate`],
      ['PATCH', `/api/v1/staff/${id}`, { role: 'Teacher' }],
      ['PATCH', `/api/v1/staff/${id}`, { firstName: 'X' }],
    ] as const) {
      const res = await call('school.admin', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe("Leaders' accounts are managed by the district");
    }
    const created = await call('school.admin', 'POST', '/api/v1/staff', newTeacher({ role: 'Principal' }));
    expect(created.statusCode).toBe(403);
    const [after] = await kit.t.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ passwordHash: before, status: principal!.status, firstName: principal!.firstName });
    // The district admin manages the principal.
    const rename = await call('district.admin', 'PATCH', `/api/v1/staff/${id}`, { firstName: principal!.firstName });
    expect(rename.statusCode).toBe(200);
  });

  it('sends what each caller may do with the list, so the page offers only what the server allows', async () => {
    type Item = { username: string; abilities: { manage: boolean } };
    const manageOf = (items: Item[]) => Object.fromEntries(items.map((m) => [m.username, m.abilities.manage]));
    const school = (await call('school.admin', 'GET', '/api/v1/staff?pageSize=100')).json();
    expect(school.rolesYouMayGive).toEqual(['Teacher']);
    expect(manageOf(school.items)).toMatchObject({
      teacher: true,
      principal: false,
      coach: false,
      'school.admin': true,
    });
    const district = (await call('district.admin', 'GET', '/api/v1/staff?pageSize=100')).json();
    expect(district.rolesYouMayGive).toEqual(['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach']);
    expect(Object.values(manageOf(district.items)).every(Boolean)).toBe(true);
    const principal = (await call('principal', 'GET', '/api/v1/staff?pageSize=100')).json();
    expect(principal.rolesYouMayGive).toEqual([]);
    expect(Object.values(manageOf(principal.items)).some(Boolean)).toBe(false);
  });

  it('does not let an admin deactivate, demote or move themselves', async () => {
    const [me] = await kit.t.database.db.select().from(users).where(eq(users.username, 'school.admin'));
    expect((await call('school.admin', 'POST', `/api/v1/staff/${me!.id}/deactivate`)).statusCode).toBe(403);
    expect((await call('school.admin', 'PATCH', `/api/v1/staff/${me!.id}`, { role: 'Teacher' })).statusCode).toBe(403);
    const rename = await call('school.admin', 'PATCH', `/api/v1/staff/${me!.id}`, { firstName: 'Marcus' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().status).toBe('active');
  });

  it('lets principals and coaches read but not change; teachers and students get 403', async () => {
    for (const username of ['principal', 'coach']) {
      expect((await call(username, 'GET', '/api/v1/staff')).statusCode).toBe(200);
      expect((await call(username, 'POST', '/api/v1/staff', newTeacher())).statusCode).toBe(403);
    }
    const [teacher] = await kit.t.database.db.select().from(users).where(eq(users.username, 'teacher'));
    for (const username of ['teacher', 'student']) {
      expect((await call(username, 'GET', '/api/v1/staff')).statusCode).toBe(403);
      expect((await call(username, 'POST', '/api/v1/staff', newTeacher())).statusCode).toBe(403);
      expect((await call(username, 'POST', `/api/v1/staff/${teacher!.id}/deactivate`)).statusCode).toBe(403);
    }
    expect((await kit.t.app.inject({ url: '/api/v1/staff' })).statusCode).toBe(401);
  });
});
