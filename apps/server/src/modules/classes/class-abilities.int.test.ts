import type { TClassDetail, TClassList, TClassSettingsResponse } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { requestsAs } from '../../../test/factories';
import { classes } from '../../db/schema';

// Decision 0025: the class responses carry what the caller may do (classes.policy.ts), and the server's own
// answers to those actions agree with them.
describe('class abilities in the responses', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let mathId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
  });
  afterAll(() => t.close());

  const get = async <T>(username: string, url: string) => {
    const res = await as(username, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const all = { edit: true, delete: true, manageTeachers: true };
  const none = { edit: false, delete: false, manageTeachers: false };

  it.each([
    ['teacher', true, all],
    ['principal', false, none],
    ['coach', false, none],
    ['school.admin', false, all],
    ['district.admin', false, all],
  ] as const)('%s: create %s, and on a class in reach %j', async (username, create, abilities) => {
    const list = await get<TClassList>(username, '/api/v1/classes?pageSize=100');
    expect(list.abilities).toEqual({ create });
    expect(list.items.find((c) => c.id === mathId)?.abilities).toEqual(abilities);
    expect((await get<TClassDetail>(username, `/api/v1/classes/${mathId}`)).abilities).toEqual(abilities);
  });

  it('says no exactly where the server refuses: a principal may look but not change', async () => {
    const defaults = (await get<TClassSettingsResponse>('teacher', `/api/v1/classes/${mathId}/settings`)).defaults;
    expect((await as('principal', 'PUT', `/api/v1/classes/${mathId}/settings`, { defaults })).statusCode).toBe(403);
    expect((await as('principal', 'PATCH', `/api/v1/classes/${mathId}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await as('principal', 'GET', `/api/v1/classes/${mathId}/teacher-candidates`)).statusCode).toBe(403);
    const newClass = { name: 'X', grade: '5', subject: 'Math', students: [{ firstName: 'Al', lastName: 'Bo' }] };
    expect((await as('principal', 'POST', '/api/v1/classes', newClass)).statusCode).toBe(403);
    const saved = await as('teacher', 'PUT', `/api/v1/classes/${mathId}/settings`, { defaults });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('gives a student their own classes with nothing to change', async () => {
    const mine = await get<TClassDetail[]>('student', '/api/v1/me/classes');
    expect(mine.length).toBeGreaterThan(0);
    for (const cls of mine) expect(cls.abilities).toEqual(none);
  });
});
