import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildSchool, buildUser, requestsAs } from '../../../test/factories';
import { licenses, schools } from '../../db/schema';

// The license lists: a district admin sees the district's licenses, every school's and every teacher's in it;
// a school's leaders their school's and its teachers'; a teacher their own; nobody another school's.

describe('GET /api/v1/licenses', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
  });
  afterAll(() => t.close());

  type Row = { code: string; scope: string; holder: { name: string }; seats: number | null; status: string };
  const listOf = async (username: string, query = '') => {
    const res = await as(username, 'GET', `/api/v1/licenses${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Row[]; total: number; page: number; pageSize: number; reach: string };
  };
  const summary = (rows: Row[]) => rows.map((r) => `${r.scope} ${r.holder.name} ${r.code} ${r.status}`);

  it('shows a district admin every license in the district with seats, dates, source and status', async () => {
    const list = await listOf('district.admin');
    expect(list.reach).toBe('district');
    expect(summary(list.items)).toEqual([
      'district Lone Oak ISD CKPD expired',
      'school Bluebonnet Elementary CKPD in_force',
      'school Pecan Grove Middle School CKPM future',
      'teacher Ben Carter CKF in_force',
      'teacher Dana Whitfield CKPD in_force',
    ]);
    expect(list.items[0]).toMatchObject({ name: 'Clearsheets Paid', seats: 1200, source: 'contract' });
    expect(list.items[1]).toMatchObject({ seats: 40, tier: 'paid', grades: expect.arrayContaining(['K', '12']) });
    expect(list.items[3]).toMatchObject({ schoolName: 'Pecan Grove Middle School', grades: ['5'], seats: null });
    expect(list.total).toBe(5);
  });

  it('filters by status, scope and code, and pages', async () => {
    expect(summary((await listOf('district.admin', '?status=in_force')).items)).toEqual([
      'school Bluebonnet Elementary CKPD in_force',
      'teacher Ben Carter CKF in_force',
      'teacher Dana Whitfield CKPD in_force',
    ]);
    expect(summary((await listOf('district.admin', '?scope=school&code=CKPM')).items)).toEqual([
      'school Pecan Grove Middle School CKPM future',
    ]);
    const page2 = await listOf('district.admin', '?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(summary(page2.items)).toEqual([
      'school Pecan Grove Middle School CKPM future',
      'teacher Ben Carter CKF in_force',
    ]);
    const past = await listOf('district.admin', '?pageSize=2&page=9');
    expect(past).toMatchObject({ items: [], total: 5 });
    expect((await as('district.admin', 'GET', '/api/v1/licenses?status=lapsed')).statusCode).toBe(400);
  });

  it("shows a school's leaders their school's licenses and its teachers', never another school's", async () => {
    for (const username of ['principal', 'school.admin', 'coach']) {
      const list = await listOf(username);
      expect(list.reach).toBe('school');
      expect(summary(list.items), username).toEqual(['school Bluebonnet Elementary CKPD in_force']);
    }
    // A teacher of Bluebonnet with a license of their own shows in the principal's list; Pecan Grove's do not.
    const [bluebonnet] = await t.database.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.name, 'Bluebonnet Elementary'));
    const teacher = await buildUser(t.database.db, { role: 'Teacher', schoolId: bluebonnet!.id, license: 'CKPM' });
    const names = summary((await listOf('principal')).items);
    expect(names).toContain(`teacher ${teacher.firstName} ${teacher.lastName} CKPM in_force`);
    expect(names.some((n) => n.includes('Ben Carter') || n.includes('Pecan Grove'))).toBe(false);
  });

  it('shows a teacher only their own licenses, and students none', async () => {
    expect(summary((await listOf('teacher.free')).items)).toEqual(['teacher Ben Carter CKF in_force']);
    const own = await listOf('teacher');
    expect(own).toMatchObject({ reach: 'own', items: [], total: 0 });
    expect((await as('student', 'GET', '/api/v1/licenses')).statusCode).toBe(403);
  });

  it("keeps another district's licenses out of a district admin's list", async () => {
    const school = await buildSchool(t.database.db);
    await t.database.db.insert(licenses).values({
      code: 'CKPM',
      scope: 'school',
      schoolId: school.id,
      seats: 10,
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    });
    const list = await listOf('district.admin');
    expect(list.items.map((r) => r.holder.name)).not.toContain(school.name);
  });
});
