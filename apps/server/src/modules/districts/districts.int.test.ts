import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildDistrict, buildSchool, buildUser, signIn } from '../../../test/factories';

describe('GET /api/v1/districts/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const overview = async (username: string) => {
    const { access_token } = await signIn(t.app, username);
    return t.app.inject({ url: '/api/v1/districts/overview', headers: bearer(access_token) });
  };

  it('shows a district admin every school of their district with counts', async () => {
    const res = await overview('district.admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      district: { id: expect.any(Number), name: 'Lone Oak ISD', pipelineStatus: 4 },
      schools: [
        { id: expect.any(Number), name: 'Bluebonnet Elementary', teachers: 1, students: 1 },
        { id: expect.any(Number), name: 'Pecan Grove Middle School', teachers: 1, students: 0 },
      ],
    });
  });

  it('shows a school leader their own school only', async () => {
    for (const username of ['school.admin', 'principal', 'coach']) {
      const res = await overview(username);
      expect(res.statusCode).toBe(200);
      expect(res.json().schools.map((s: { name: string }) => s.name)).toEqual(['Bluebonnet Elementary']);
    }
  });

  it('refuses teachers and students', async () => {
    expect((await overview('teacher')).statusCode).toBe(403);
    expect((await overview('student')).statusCode).toBe(403);
  });

  it("never shows another district's schools", async () => {
    const other = await buildDistrict(t.database.db, 'Far Away ISD');
    await buildSchool(t.database.db, { districtId: other.id, name: 'Hidden School' });
    const admin = await buildUser(t.database.db, { role: 'DistrictAdmin', districtId: other.id, license: 'CKPD' });
    const mine = await overview(admin.username);
    expect(mine.json().schools.map((s: { name: string }) => s.name)).toEqual(['Hidden School']);
    expect(JSON.stringify((await overview('district.admin')).json())).not.toContain('Hidden School');
  });
});
