import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildDistrict, buildUser, requestsAs, userIdOf } from '../../../test/factories';
import { auditLog, classes } from '../../db/schema';

const kids = (n: number, lastName: string) =>
  Array.from({ length: n }, (_, i) => ({ firstName: `Kid${i + 1}`, lastName }));

describe('listing and changing classes', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let mathId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
    await as('teacher', 'POST', '/api/v1/classes', {
      grade: '4',
      name: 'Grade 4 Science',
      subject: 'Science',
      students: kids(2, 'Rivera'),
    });
    await as('teacher.free', 'POST', '/api/v1/classes', {
      grade: '5',
      name: 'Full Free Class',
      subject: 'Math',
      students: kids(3, 'Fits'),
    });
  });
  afterAll(() => t.close());

  const classesNamed = (name: string) => t.database.db.select().from(classes).where(eq(classes.name, name));
  const auditOf = (action: string, entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  describe('GET /api/v1/classes', () => {
    const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((c) => c.name);

    it("lists a teacher's own classes with teachers, counts and limits", async () => {
      const res = await as('teacher', 'GET', '/api/v1/classes?pageSize=100');
      expect(res.statusCode).toBe(200);
      const math = res.json().items.find((c: { name: string }) => c.name === 'Grade 5 Math');
      expect(math).toMatchObject({
        grade: '5',
        subject: 'Math',
        teachers: [{ name: 'Ana Garcia', isPrimary: true }],
        studentCount: 1,
        studentLimit: 30, // a paid license keeps the 30-student cap (decision 0045)
      });
      expect(names(res)).not.toContain('Full Free Class');
      expect(names(await as('teacher.free', 'GET', '/api/v1/classes'))).not.toContain('Grade 5 Math');
    });

    it('filters by grade, teacher, school and student, and pages', async () => {
      expect(names(await as('teacher', 'GET', '/api/v1/classes?grade=4'))).toEqual(['Grade 4 Science']);
      const paged = await as('teacher', 'GET', '/api/v1/classes?pageSize=1&page=2');
      expect(paged.json()).toMatchObject({ page: 2, pageSize: 1, total: 2 });
      expect(names(paged)).toEqual(['Grade 5 Math']);

      const freeId = await userIdOf(t.database.db, 'teacher.free');
      expect(names(await as('district.admin', 'GET', `/api/v1/classes?teacherId=${freeId}`))).toEqual([
        'Full Free Class',
      ]);
      const all = names(await as('district.admin', 'GET', '/api/v1/classes'));
      expect(all).toEqual(expect.arrayContaining(['Grade 5 Math', 'Full Free Class', 'Grade 4 Science']));
      const math = (await as('teacher', 'GET', `/api/v1/classes/${mathId}`)).json();
      expect(names(await as('district.admin', 'GET', `/api/v1/classes?schoolId=${math.schoolId}`))).not.toContain(
        'Full Free Class',
      );
      const studentId = await userIdOf(t.database.db, 'student');
      expect(names(await as('teacher', 'GET', `/api/v1/classes?studentId=${studentId}`))).toEqual(['Grade 5 Math']);
      // teacher.free teaches no class of Mia's: the student is not visible to them.
      expect((await as('teacher.free', 'GET', `/api/v1/classes?studentId=${studentId}`)).statusCode).toBe(404);
      expect((await as('teacher', 'GET', '/api/v1/classes?grade=13')).statusCode).toBe(400);
    });

    it("shows school leaders their school's classes and refuses students", async () => {
      for (const leader of ['school.admin', 'principal', 'coach']) {
        const list = names(await as(leader, 'GET', '/api/v1/classes'));
        expect(list).toEqual(expect.arrayContaining(['Grade 5 Math', 'Grade 4 Science']));
        expect(list).not.toContain('Full Free Class');
      }
      expect((await as('student', 'GET', '/api/v1/classes')).statusCode).toBe(403);
    });
  });

  describe('one class', () => {
    it('is read by its teacher and school leaders, never by another teacher or district', async () => {
      const mine = await as('teacher', 'GET', `/api/v1/classes/${mathId}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().students).toEqual([
        expect.objectContaining({ firstName: 'Mia', lastName: 'Lopez', username: 'student', status: 'active' }),
      ]);
      expect((await as('principal', 'GET', `/api/v1/classes/${mathId}`)).statusCode).toBe(200);
      expect((await as('district.admin', 'GET', `/api/v1/classes/${mathId}`)).statusCode).toBe(200);

      const other = await buildDistrict(t.database.db, 'Elsewhere ISD');
      const outsider = await buildUser(t.database.db, { role: 'DistrictAdmin', districtId: other.id, license: 'CKPD' });
      for (const stranger of ['teacher.free', outsider.username]) {
        const res = await as(stranger, 'GET', `/api/v1/classes/${mathId}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().title).toBe('Not found');
        expect((await as(stranger, 'PATCH', `/api/v1/classes/${mathId}`, { name: 'Mine now' })).statusCode).toBe(404);
        expect((await as(stranger, 'DELETE', `/api/v1/classes/${mathId}`)).statusCode).toBe(404);
      }
      expect((await as('teacher', 'GET', '/api/v1/classes/999999')).statusCode).toBe(404);
      expect((await as('student', 'GET', `/api/v1/classes/${mathId}`)).statusCode).toBe(403);
    });

    it('lets a principal or coach look but not change', async () => {
      for (const leader of ['principal', 'coach']) {
        const res = await as(leader, 'PATCH', `/api/v1/classes/${mathId}`, { name: 'Renamed' });
        expect(res.statusCode).toBe(403);
        expect((await as(leader, 'DELETE', `/api/v1/classes/${mathId}`)).statusCode).toBe(403);
      }
      expect((await classesNamed('Grade 5 Math')).length).toBe(1);
    });

    it('renames and re-grades, re-checking a free license', async () => {
      const [free] = await classesNamed('Full Free Class');
      const renamed = await as('teacher.free', 'PATCH', `/api/v1/classes/${free!.id}`, {
        name: 'Math Stars',
        subject: 'Reading',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Math Stars', subject: 'Reading', grade: '5' });
      const regrade = await as('teacher.free', 'PATCH', `/api/v1/classes/${free!.id}`, { grade: '7' });
      expect(regrade.statusCode).toBe(403);
      expect(regrade.json().detail).toBe('for your license you have access of grade 5');
      expect((await as('teacher.free', 'GET', `/api/v1/classes/${free!.id}`)).json().grade).toBe('5');
      expect((await as('teacher.free', 'PATCH', `/api/v1/classes/${free!.id}`, {})).statusCode).toBe(400);
      expect((await auditOf('class.updated', free!.id))[0]!.details).toEqual({ fields: ['name', 'subject'] });
    });

    it('deletes softly: the class disappears everywhere but its row stays', async () => {
      const [science] = await classesNamed('Grade 4 Science');
      const res = await as('teacher', 'DELETE', `/api/v1/classes/${science!.id}`);
      expect(res.statusCode).toBe(204);
      expect((await as('teacher', 'GET', `/api/v1/classes/${science!.id}`)).statusCode).toBe(404);
      const list = (await as('school.admin', 'GET', '/api/v1/classes')).json().items;
      expect(list.map((c: { id: number }) => c.id)).not.toContain(science!.id);
      const [row] = await classesNamed('Grade 4 Science');
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(await auditOf('class.deleted', science!.id)).toHaveLength(1);
      expect((await as('teacher', 'DELETE', `/api/v1/classes/${science!.id}`)).statusCode).toBe(404);
    });
  });
});
