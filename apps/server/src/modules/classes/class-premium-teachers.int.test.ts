import { MESSAGES } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { activeEnrollmentCount, buildClassWithStudents, buildUser, requestsAs } from '../../../test/factories';
import { auditLog, classes } from '../../db/schema';

describe('premium classes and co-teachers', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
  });
  afterAll(() => t.close());

  const auditOf = (action: string, classId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(classId))));
  const activeCount = (classId: number) => activeEnrollmentCount(t.database.db, classId);
  const newStudent = { students: [{ firstName: 'One', lastName: 'More' }] };

  it('refuses premium to a free license with the upgrade message', async () => {
    const created = await as('teacher.free', 'POST', '/api/v1/classes', {
      grade: '5',
      name: 'Free Premium Try',
      subject: 'Math',
      students: [{ firstName: 'Ana', lastName: 'Solo' }],
    });
    const id = created.json().class.id;
    const res = await as('teacher.free', 'POST', `/api/v1/classes/${id}/premium`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'license_required',
      title: 'To access this feature upgrade your account from account setting',
    });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, id));
    expect(row!.isPremium).toBe(false);
  });

  it('refuses a paid teacher premium classes and a 31st student, with the upgrade message (decision 0045)', async () => {
    const paid = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: paid.id, students: 30 });
    const refused = await as(paid.username, 'POST', `/api/v1/classes/${cls.id}/premium`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'license_required',
      title: 'To access this feature upgrade your account from account setting',
    });
    const full = await as(paid.username, 'POST', `/api/v1/classes/${cls.id}/students`, newStudent);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'class_full', title: MESSAGES.classFull });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row!.isPremium).toBe(false);
    expect(await activeCount(cls.id)).toBe(30);
    expect(await auditOf('class.made_premium', cls.id)).toHaveLength(0);
  });

  it('lets a premium teacher pass 30 students and make their class premium', async () => {
    const premium = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPM' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: premium.id, students: 30 });
    const more = await as(premium.username, 'POST', `/api/v1/classes/${cls.id}/students`, newStudent);
    expect(more.statusCode).toBe(201);
    expect(await activeCount(cls.id)).toBe(31);
    const res = await as(premium.username, 'POST', `/api/v1/classes/${cls.id}/premium`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: cls.id, isPremium: true, studentLimit: null });
    expect(await auditOf('class.made_premium', cls.id)).toHaveLength(1);
    // Principals only look; and nobody makes another teacher's class premium.
    expect((await as('principal', 'POST', `/api/v1/classes/${cls.id}/premium`)).statusCode).toBe(403);
    const other = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPM' });
    expect((await as(other.username, 'POST', `/api/v1/classes/${cls.id}/premium`)).statusCode).toBe(404);
  });

  it('lifts the 30-student cap of a free teacher once a premium co-teacher makes the class premium', async () => {
    const free = await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' });
    const paid = await buildUser(t.database.db, { role: 'Teacher', schoolId: free.schoolId!, license: 'CKPM' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: free.id, students: 30 });

    const full = await as(free.username, 'POST', `/api/v1/classes/${cls.id}/students`, newStudent);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('class_full');

    const added = await as(free.username, 'POST', `/api/v1/classes/${cls.id}/teachers`, { teacherId: paid.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().teachers).toEqual([
      { id: free.id, name: 'Test Teacher', isPrimary: true },
      { id: paid.id, name: 'Test Teacher', isPrimary: false },
    ]);
    expect(added.json().studentLimit).toBe(30);
    expect(await auditOf('class.teacher_added', cls.id)).toEqual([
      expect.objectContaining({ actorUserId: free.id, details: { teacherId: paid.id } }),
    ]);

    const premium = await as(paid.username, 'POST', `/api/v1/classes/${cls.id}/premium`);
    expect(premium.json()).toMatchObject({ isPremium: true, studentLimit: null, studentCount: 30 });
    const more = await as(free.username, 'POST', `/api/v1/classes/${cls.id}/students`, newStudent);
    expect(more.statusCode).toBe(201);
    expect(await activeCount(cls.id)).toBe(31);
  });

  it('adds only teachers of the same school and never removes the primary teacher', async () => {
    const primary = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const colleague = await buildUser(t.database.db, { role: 'Teacher', schoolId: primary.schoolId!, license: 'CKPD' });
    const pupil = await buildUser(t.database.db, { role: 'Student', schoolId: primary.schoolId! });
    const elsewhere = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: primary.id, students: 2 });
    const url = `/api/v1/classes/${cls.id}/teachers`;

    for (const teacherId of [elsewhere.id, pupil.id, 999999]) {
      const res = await as(primary.username, 'POST', url, { teacherId });
      expect(res.statusCode).toBe(404);
    }
    const missing = await as(primary.username, 'POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'body.teacherId', message: 'Choose teacher option first' }]);

    expect((await as(primary.username, 'POST', url, { teacherId: colleague.id })).statusCode).toBe(200);
    expect((await as(primary.username, 'POST', url, { teacherId: colleague.id })).json().teachers).toHaveLength(2);
    // The co-teacher now sees and manages the class.
    expect((await as(colleague.username, 'GET', `/api/v1/classes/${cls.id}`)).statusCode).toBe(200);

    const keepPrimary = await as(colleague.username, 'DELETE', `${url}/${primary.id}`);
    expect(keepPrimary.statusCode).toBe(403);
    expect(keepPrimary.json().detail).toBe('The primary teacher cannot be removed from the class');
    expect((await as(primary.username, 'DELETE', `${url}/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await as(elsewhere.username, 'DELETE', `${url}/${colleague.id}`)).statusCode).toBe(404);

    expect((await as(primary.username, 'DELETE', `${url}/${colleague.id}`)).statusCode).toBe(204);
    expect((await as(colleague.username, 'GET', `/api/v1/classes/${cls.id}`)).statusCode).toBe(404);
    expect(await auditOf('class.teacher_removed', cls.id)).toHaveLength(1);
  });

  it("lists the school's other active teachers as co-teacher candidates, names only", async () => {
    const primary = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const colleague = await buildUser(t.database.db, { role: 'Teacher', schoolId: primary.schoolId!, license: 'CKPD' });
    await buildUser(t.database.db, { role: 'Teacher', schoolId: primary.schoolId!, status: 'deactivated' });
    await buildUser(t.database.db, { role: 'Student', schoolId: primary.schoolId! });
    await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const { cls } = await buildClassWithStudents(t.database.db, { teacherId: primary.id, students: 1 });
    const url = `/api/v1/classes/${cls.id}/teacher-candidates`;

    const res = await as(primary.username, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ id: colleague.id, firstName: 'Test', lastName: 'Teacher' }] });

    await as(primary.username, 'POST', `/api/v1/classes/${cls.id}/teachers`, { teacherId: colleague.id });
    expect((await as(primary.username, 'GET', url)).json().items).toEqual([]);
    expect((await as('teacher', 'GET', url)).statusCode).toBe(404);
  });

  it('keeps principals from changing co-teachers', async () => {
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    const coach = await as('coach', 'POST', `/api/v1/classes/${math!.id}/teachers`, { teacherId: 1 });
    expect(coach.statusCode).toBe(403);
    expect((await as('principal', 'GET', `/api/v1/classes/${math!.id}/teacher-candidates`)).statusCode).toBe(403);
  });
});
