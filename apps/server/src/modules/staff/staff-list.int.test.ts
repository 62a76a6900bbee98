import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import { schools } from '../../db/schema';

type Member = { username: string; firstName: string; lastName: string; schoolName: string; role: string };

describe('GET /api/v1/staff', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let bluebonnet: number;
  let pecanGrove: number;

  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await signIn(t.app, username)).access_token);
    return bearer(tokens.get(username)!);
  };
  const list = async (username: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ url: `/api/v1/staff${qs ? `?${qs}` : ''}`, headers: await as(username) });
  };
  const usernames = async (username: string, query: Record<string, string | number> = {}) =>
    (await list(username, query)).json().items.map((m: Member) => m.username);
  const add = async (firstName: string, lastName: string, email: string, schoolId = bluebonnet, role = 'Teacher') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff',
      headers: await as('district.admin'),
      payload: { firstName, lastName, email, role, schoolId },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().staff;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await t.database.db.select().from(schools);
    bluebonnet = rows.find((s) => s.name === 'Bluebonnet Elementary')!.id;
    pecanGrove = rows.find((s) => s.name === 'Pecan Grove Middle School')!.id;
    await add('Zoe', 'Abbott', 'zoe.abbott@loneoak.example.org');
    await add('Percy', '100%Percent', 'percy.percent@loneoak.example.org');
    await add('Under', 'Score', 'under_score@loneoak.example.org', pecanGrove, 'Principal');
  });
  afterAll(() => t.close());

  it('shows a school admin the staff of their school only, sorted by last then first name', async () => {
    const res = await list('school.admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(body.items.map((m: Member) => `${m.lastName}, ${m.firstName}`)).toEqual([
      '100%Percent, Percy',
      'Abbott, Zoe',
      'Garcia, Ana',
      'Reed, Marcus',
      'Shah, Priya',
      'Torres, Elena',
    ]);
    expect(body.items.every((m: Member) => m.schoolName === 'Bluebonnet Elementary')).toBe(true);
    // Students and the district admin are never in the staff list.
    expect(body.items.map((m: Member) => m.username)).not.toContain('student');
    expect(body.items.map((m: Member) => m.username)).not.toContain('district.admin');
  });

  it('lets principals and coaches read their school list', async () => {
    for (const username of ['principal', 'coach']) expect((await list(username)).json().total).toBe(6);
  });

  it('shows a district admin every school of their district, filterable by school, role and status', async () => {
    expect((await list('district.admin')).json().total).toBe(8);
    expect(await usernames('district.admin', { schoolId: pecanGrove })).toEqual(['teacher.free', 'under_score']);
    expect(await usernames('district.admin', { role: 'Principal' })).toEqual(['under_score', 'principal']);
    expect(await usernames('district.admin', { status: 'deactivated' })).toEqual([]);
    // A school admin asking for another school gets nothing from it.
    expect((await list('school.admin', { schoolId: pecanGrove })).json()).toMatchObject({ total: 0, items: [] });
  });

  it('searches first and last name, full name, email and username, ignoring case', async () => {
    expect(await usernames('school.admin', { search: 'GARC' })).toEqual(['teacher']);
    expect(await usernames('school.admin', { search: 'ana garcia' })).toEqual(['teacher']);
    expect(await usernames('school.admin', { search: 'abbOTT' })).toEqual(['zoe.abbott']);
    expect(await usernames('school.admin', { search: 'principal@LONEOAK' })).toEqual(['principal']);
    expect(await usernames('school.admin', { search: 'coa' })).toEqual(['coach']);
    expect(await usernames('school.admin', { search: 'nobody-like-this' })).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    expect(await usernames('district.admin', { search: '%' })).toEqual(['percy.percent']);
    expect(await usernames('district.admin', { search: '0%p' })).toEqual(['percy.percent']);
    expect(await usernames('district.admin', { search: 'a%e' })).toEqual([]);
    expect(await usernames('district.admin', { search: '_' })).toEqual(['under_score']);
    expect(await usernames('district.admin', { search: 'r_e' })).toEqual([]);
  });

  it('pages with a stable total', async () => {
    const first = (await list('district.admin', { pageSize: 3, page: 1 })).json();
    const third = (await list('district.admin', { pageSize: 3, page: 3 })).json();
    const beyond = (await list('district.admin', { pageSize: 3, page: 9 })).json();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(third).toMatchObject({ total: 8, page: 3 });
    expect(third.items).toHaveLength(2);
    expect(beyond).toMatchObject({ total: 8, items: [] });
    const all = (await list('district.admin', { pageSize: 100 })).json().items.map((m: Member) => m.username);
    const paged: string[] = [];
    for (const page of [1, 2, 3]) paged.push(...(await usernames('district.admin', { pageSize: 3, page })));
    expect(paged).toEqual(all);
  });

  it('refuses bad query values with the field named', async () => {
    const res = await list('school.admin', { pageSize: 500, role: 'Student' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.pageSize', 'querystring.role']));
  });

  it('refuses teachers and students', async () => {
    expect((await list('teacher')).statusCode).toBe(403);
    expect((await list('teacher.free')).statusCode).toBe(403);
    expect((await list('student')).statusCode).toBe(403);
  });
});
