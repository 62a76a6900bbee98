import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';

describe('GET /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const meOf = async (username: string) => {
    const { access_token } = await signIn(t.app, username);
    const res = await t.app.inject({ url: '/api/v1/me', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it.each([
    ['district.admin', 'DistrictAdmin', 'Dana', null],
    ['school.admin', 'SchoolAdmin', 'Marcus', 'Bluebonnet Elementary'],
    ['principal', 'Principal', 'Elena', 'Bluebonnet Elementary'],
    ['coach', 'InstructionalCoach', 'Priya', 'Bluebonnet Elementary'],
    ['teacher', 'Teacher', 'Ana', 'Bluebonnet Elementary'],
    ['teacher.free', 'Teacher', 'Ben', 'Pecan Grove Middle School'],
    ['student', 'Student', 'Mia', 'Bluebonnet Elementary'],
  ])('returns the profile of %s', async (username, role, firstName, school) => {
    const me = await meOf(username);
    expect(me.user).toMatchObject({ username, role, firstName });
    expect(me.school?.name ?? null).toBe(school);
    expect(me.district.name).toBe('Lone Oak ISD');
    expect(me.state).toEqual({ id: 44, name: 'Texas', code: 'TX' });
    expect(me.products).toContainEqual({ id: 2, name: 'Clearsheets' });
  });

  it('shows a paid teacher the school license and the paid features', async () => {
    const me = await meOf('teacher');
    expect(me.licenses).toEqual([expect.objectContaining({ code: 'CKPD', tier: 'paid', scope: 'school' })]);
    expect(me.permissions.cs_clear_monitor).toEqual({ V: true, C: false, E: true, D: false });
    expect(me.permissions.cs_clearsheet_studio.C).toBe(true);
  });

  it('shows a free teacher the free license, its grade and no premium features', async () => {
    const me = await meOf('teacher.free');
    expect(me.licenses).toEqual([expect.objectContaining({ code: 'CKF', tier: 'free', grades: ['5'] })]);
    expect(me.permissions.teacher_quick_assignment.C).toBe(true);
    expect(me.permissions.cs_clear_monitor).toBeUndefined();
    expect(me.permissions.cs_clearsheet_studio).toBeUndefined();
  });

  it('lists what a license would add as upgradable, never what the caller has or the role can never get', async () => {
    const free = await meOf('teacher.free');
    expect(free.upgradable).toEqual(
      expect.arrayContaining(['cs_clear_monitor', 'cs_clearsheet_studio', 'teacher_allowed_premuim_class']),
    );
    expect(free.upgradable).not.toContain('teacher_quick_assignment');
    // The principal's school license gives the monitor; feedback options and premium classes are teachers' only.
    const principal = await meOf('principal');
    expect(principal.upgradable).not.toContain('cs_clear_monitor');
    expect(principal.upgradable).not.toContain('cs_teacher_assignment_Feedback');
    expect(principal.upgradable).not.toContain('teacher_allowed_premuim_class');
  });

  it('gives a student student permissions only and never an email', async () => {
    const me = await meOf('student');
    expect(me.user.email).toBeNull();
    expect(Object.keys(me.permissions)).toEqual(['student_assignment']);
  });

  it('never returns password hashes', async () => {
    const { access_token } = await signIn(t.app, 'teacher');
    const res = await t.app.inject({ url: '/api/v1/me', headers: bearer(access_token) });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
