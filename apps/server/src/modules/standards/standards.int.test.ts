import { SUBJECTS } from '@clearsheets/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildSchool, requestsAs } from '../../../test/factories';
import { breakouts, standards } from '../../db/schema';
import { seedStandards } from '../../seed/standards';
import { lookupStandards, standardIdsByCode } from '../../seed/standards/lookup';

type Std = { id: number; code: string; description: string; grade: string; domainId: number; emphasis: string | null };
type Dom = { id: number; code: string; name: string; grade: string; standardCount: number };

/** Student expectations per grade of the Texas mathematics TEKS (process standards included). */
const MATH_PER_GRADE = { '3': 53, '4': 53, '5': 46, '6': 59, '7': 50, '8': 52 } as const;

describe('standards taxonomy API', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let mathId: number;
  const get = async <T>(url: string, user = 'teacher') => {
    const res = await as(user, 'GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // The app seeds content on start; the test template is built without it, so seed as main.ts would.
    await seedStandards(t.database.db);
    as = requestsAs(t.app);
    const subjects = await get<{ id: number; name: string }[]>('/api/v1/subjects');
    mathId = subjects.find((s) => s.name === 'Math')!.id;
  });
  afterAll(() => t.close());

  it('lists the subjects classes use, in order', async () => {
    const subjects = await get<{ id: number; name: string }[]>('/api/v1/subjects', 'student');
    expect(subjects.map((s) => s.name)).toEqual([...SUBJECTS]);
  });

  it('lists the grades that have standards in K-12 order, for a state or a school', async () => {
    const expected = ['3', '4', '5', '6', '7', '8'].map((g) => ({ grade: g, label: `Grade ${g}` }));
    expect(await get('/api/v1/grades?stateId=44')).toEqual(expected);
    expect(await get('/api/v1/grades')).toEqual(expected);
    const school = await buildSchool(t.database.db);
    expect(await get(`/api/v1/grades?schoolId=${school.id}`)).toEqual(expected);
    expect(await get('/api/v1/grades?stateId=1')).toEqual([]);
    const unknown = await as('teacher', 'GET', '/api/v1/grades?schoolId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('gives every math grade 3-8 four reporting categories with standards, and the process standards', async () => {
    for (const [grade, total] of Object.entries(MATH_PER_GRADE)) {
      const domains = await get<Dom[]>(`/api/v1/domains?grade=${grade}&subjectId=${mathId}`);
      expect(domains.map((d) => d.code)).toEqual(['RC1', 'RC2', 'RC3', 'RC4', 'PS']);
      for (const d of domains) expect(d.standardCount, `${grade} ${d.code}`).toBeGreaterThan(0);
      expect(domains.find((d) => d.code === 'PS')).toMatchObject({
        name: 'Mathematical Process Standards',
        standardCount: 7,
        grade,
      });
      expect(
        domains.reduce((n, d) => n + d.standardCount, 0),
        `grade ${grade}`,
      ).toBe(total);
      const all = await get<Std[]>(`/api/v1/standards?grade=${grade}&subjectId=${mathId}`);
      expect(all).toHaveLength(total);
    }
    const grade3 = await get<Dom[]>(`/api/v1/domains?grade=3&subjectId=${mathId}&stateId=44`);
    expect(grade3.map((d) => d.name).slice(0, 4)).toEqual([
      'Numerical Representations and Relationships',
      'Computations and Algebraic Relationships',
      'Geometry and Measurement',
      'Data Analysis and Personal Financial Literacy',
    ]);
  });

  it('returns 3.4A with its official text and emphasis, found by code', async () => {
    const found = await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=3.4A`);
    expect(found).toEqual([
      {
        id: expect.any(Number),
        code: '3.4A',
        description:
          'Solve with fluency one-step and two-step problems involving addition and subtraction within 1,000 using strategies based on place value, properties of operations, and the relationship between addition and subtraction.',
        grade: '3',
        subjectId: mathId,
        domainId: expect.any(Number),
        stableKey: 'TX.MATH.3.4A',
        emphasis: 'readiness',
      },
    ]);
    const rc2 = (await get<Dom[]>(`/api/v1/domains?grade=3&subjectId=${mathId}`)).find((d) => d.code === 'RC2');
    expect(found[0]!.domainId).toBe(rc2!.id);
    // "3.4(A)" as written in the TAC finds the same standard.
    expect((await get<Std[]>(`/api/v1/standards?q=${encodeURIComponent('3.4(a)')}`)).map((s) => s.code)).toEqual([
      '3.4A',
    ]);
  });

  it('filters by grade, subject, domain and words, in TEKS order', async () => {
    const prefix = await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=3.4`);
    expect(prefix.map((s) => s.code)).toEqual('ABCDEFGHIJK'.split('').map((l) => `3.4${l}`));

    const domains = await get<Dom[]>(`/api/v1/domains?grade=4&subjectId=${mathId}`);
    const rc4 = domains.find((d) => d.code === 'RC4')!;
    const inRc4 = await get<Std[]>(`/api/v1/standards?domainId=${rc4.id}`);
    expect(inRc4).toHaveLength(rc4.standardCount);
    expect(inRc4.map((s) => s.code)).toEqual(['4.9A', '4.9B', '4.10A', '4.10B', '4.10C', '4.10D', '4.10E']);
    expect(inRc4.every((s) => s.domainId === rc4.id && s.grade === '4')).toBe(true);

    const fractions = await get<Std[]>(`/api/v1/standards?grade=3&subjectId=${mathId}&q=fraction`);
    expect(fractions.length).toBeGreaterThan(5);
    for (const s of fractions) expect(s.description.toLowerCase()).toMatch(/\bfraction/);
    expect(fractions.map((s) => s.code)).toContain('3.3H');

    const twoWords = await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=${encodeURIComponent('volume cone')}`);
    expect(twoWords.map((s) => s.code)).toEqual(['8.6B', '8.7A']);

    const reading = (await get<{ id: number; name: string }[]>('/api/v1/subjects')).find((s) => s.name === 'Reading')!;
    const theme = await get<Std[]>(`/api/v1/standards?subjectId=${reading.id}&q=theme`);
    expect(theme.map((s) => s.code)).toEqual(['3.8A', '4.8A', '5.8A']);

    expect(await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=zzzzqq`)).toEqual([]);
    expect(await get<Std[]>(`/api/v1/standards?stateId=1&q=3.4A`)).toEqual([]);
  });

  it('caps a list at 500 and orders grades K-12', async () => {
    const all = await get<Std[]>('/api/v1/standards');
    expect(all.length).toBeLessThanOrEqual(500);
    const grades = all.map((s) => Number(s.grade));
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
  });

  it('lists the breakouts of a standard, and 404s an unknown one', async () => {
    const [std] = await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=3.4A`);
    const parts = await get<{ id: number; standardId: number; code: string; description: string }[]>(
      `/api/v1/standards/${std!.id}/breakouts`,
    );
    expect(parts).toEqual([
      {
        id: expect.any(Number),
        standardId: std!.id,
        code: '3.4A.1',
        description: 'Solve with fluency one-step and two-step problems involving addition within 1,000.',
      },
      {
        id: expect.any(Number),
        standardId: std!.id,
        code: '3.4A.2',
        description: 'Solve with fluency one-step and two-step problems involving subtraction within 1,000.',
      },
    ]);
    const [none] = await get<Std[]>(`/api/v1/standards?subjectId=${mathId}&q=3.4B`);
    expect(await get(`/api/v1/standards/${none!.id}/breakouts`)).toEqual([]);
    const missing = await as('teacher', 'GET', '/api/v1/standards/99999999/breakouts');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('needs a signed-in caller', async () => {
    for (const url of [
      '/api/v1/grades',
      '/api/v1/subjects',
      '/api/v1/domains?grade=3&subjectId=1',
      '/api/v1/standards',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/standards/1/breakouts', headers: bearer('nonsense') })).statusCode).toBe(
      401,
    );
  });

  it('refuses a bad grade or missing filters with 400 naming the field', async () => {
    const bad = await as('teacher', 'GET', `/api/v1/domains?grade=13&subjectId=${mathId}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('querystring.grade');
    expect((await as('teacher', 'GET', '/api/v1/standards?grade=Z')).statusCode).toBe(400);
    expect((await as('teacher', 'GET', '/api/v1/domains?grade=3')).statusCode).toBe(400);
    expect((await as('teacher', 'GET', '/api/v1/standards/abc/breakouts')).statusCode).toBe(400);
  });

  it('seeds idempotently and resolves codes for other seeders', async () => {
    const counts = async () => [
      (await t.database.db.select({ n: count() }).from(standards))[0]!.n,
      (await t.database.db.select({ n: count() }).from(breakouts))[0]!.n,
    ];
    const before = await counts();
    await seedStandards(t.database.db);
    expect(await counts()).toEqual(before);

    const lookup = await lookupStandards(t.database.db);
    const id = lookup.standardId('Math', '3.4A');
    const [row] = await t.database.db.select().from(standards).where(eq(standards.id, id));
    expect(row).toMatchObject({ code: '3.4A', grade: '3', stableKey: 'TX.MATH.3.4A' });
    expect(lookup.domainId('Math', '3', 'RC2')).toBe(row!.domainId);
    expect(lookup.subjectId('Math')).toBe(mathId);
    expect(() => lookup.standardId('Math', '3.4Z')).toThrow(/Unknown Math standard code '3.4Z'/);
    expect(() => lookup.domainId('Math', '3', 'RC9')).toThrow(/Unknown Math domain 'RC9'/);
    expect(() => lookup.subjectId('Art')).toThrow(/Unknown subject 'Art'/);
    const byCode = await standardIdsByCode(t.database.db, 'Science');
    expect(byCode.get('8.7A')).toBeTypeOf('number');
    expect(byCode.has('3.4A')).toBe(false);
  });
});
