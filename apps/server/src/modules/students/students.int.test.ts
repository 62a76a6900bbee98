import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildDistrict, buildUser, formBody, requestsAs } from '../../../test/factories';
import { auditLog, classes, users } from '../../db/schema';

describe('students', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let miaId: number;
  let mathId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const [mia] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
    miaId = mia!.id;
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
  });
  afterAll(() => t.close());

  const signInAs = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });
  const auditOf = (action: string, studentId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(studentId))));

  describe('PATCH /api/v1/students/:id', () => {
    it("lets the student's teacher edit names, username and grade", async () => {
      const res = await as('teacher', 'PATCH', `/api/v1/students/${miaId}`, { firstName: 'Mía', grade: '6' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: miaId,
        firstName: 'Mía',
        lastName: 'Lopez',
        username: 'student',
        grade: '6',
        schoolId: expect.any(Number),
      });
      expect((await auditOf('student.updated', miaId))[0]!.details).toEqual({ fields: ['firstName', 'grade'] });
      expect(JSON.stringify(await auditOf('student.updated', miaId))).not.toContain('Mía');
    });

    it('keeps usernames unique', async () => {
      const taken = await as('teacher', 'PATCH', `/api/v1/students/${miaId}`, { username: 'Teacher' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        title: 'This username is already taken',
        errors: [{ field: 'body.username', message: 'This username is already taken' }],
      });
      const same = await as('teacher', 'PATCH', `/api/v1/students/${miaId}`, { username: 'student' });
      expect(same.statusCode).toBe(200);
      const bad = await as('teacher', 'PATCH', `/api/v1/students/${miaId}`, { username: 'a b' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('body.username');
    });

    it('is open to school and district admins of the student, read-only leaders get 403, others 404', async () => {
      expect((await as('school.admin', 'PATCH', `/api/v1/students/${miaId}`, { lastName: 'López' })).statusCode).toBe(
        200,
      );
      expect((await as('district.admin', 'PATCH', `/api/v1/students/${miaId}`, { lastName: 'Lopez' })).statusCode).toBe(
        200,
      );
      expect((await as('principal', 'PATCH', `/api/v1/students/${miaId}`, { lastName: 'X' })).statusCode).toBe(403);
      const other = await buildDistrict(t.database.db);
      const outsider = await buildUser(t.database.db, { role: 'DistrictAdmin', districtId: other.id, license: 'CKPD' });
      for (const stranger of ['teacher.free', outsider.username]) {
        const res = await as(stranger, 'PATCH', `/api/v1/students/${miaId}`, { lastName: 'Hacked' });
        expect(res.statusCode).toBe(404);
      }
      // Staff are never edited through the student routes.
      const teacherId = (await t.database.db.select().from(users).where(eq(users.username, 'teacher')))[0]!.id;
      expect((await as('school.admin', 'PATCH', `/api/v1/students/${teacherId}`, { lastName: 'X' })).statusCode).toBe(
        404,
      );
      expect((await as('student', 'PATCH', `/api/v1/students/${miaId}`, { lastName: 'X' })).statusCode).toBe(403);
      const [mia] = await t.database.db.select().from(users).where(eq(users.id, miaId));
      expect(mia!.lastName).toBe('Lopez');
    });

    it('still lets a teacher edit a student removed from their class', async () => {
      const teacher = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
      const { cls, students } = await buildClassWithStudents(t.database.db, { teacherId: teacher.id, students: 1 });
      const kid = students[0]!;
      await as(teacher.username, 'DELETE', `/api/v1/classes/${cls.id}/students/${kid.id}`);
      const res = await as(teacher.username, 'PATCH', `/api/v1/students/${kid.id}`, { firstName: 'Back' });
      expect(res.statusCode).toBe(200);
      // Once the class is deleted, the student is out of the teacher's reach.
      await as(teacher.username, 'DELETE', `/api/v1/classes/${cls.id}`);
      expect((await as(teacher.username, 'PATCH', `/api/v1/students/${kid.id}`, { firstName: 'No' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('POST /api/v1/students/:id/reset-password', () => {
    it('sets a chosen or generated password that works at once, and audits it', async () => {
      const chosen = await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: 'sunny55' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toEqual({ username: 'student', password: 'sunny55' });
      expect((await signInAs('student', 'sunny55')).statusCode).toBe(200);
      expect((await signInAs('student', 'demo1234')).statusCode).toBe(400);

      const generated = await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: '' });
      const { password } = generated.json();
      expect(password).toMatch(/^[a-z]+\d{2}$/);
      expect((await signInAs('student', password)).statusCode).toBe(200);
      await t.app.ctx.passwordHasher.idle();
      expect((await signInAs('student', password)).statusCode).toBe(200);
      const cards = (await as('teacher', 'GET', `/api/v1/classes/${mathId}/sign-in-cards`)).json().cards;
      expect(cards.find((c: { studentId: number }) => c.studentId === miaId).password).toBe(password);

      expect(await auditOf('student.password_reset', miaId)).toEqual([
        expect.objectContaining({ entityType: 'student', details: null }),
        expect.objectContaining({ entityType: 'student', details: null }),
      ]);
      expect(JSON.stringify(await auditOf('student.password_reset', miaId))).not.toContain(password);
    });

    it("ends the student's existing sessions", async () => {
      const session = (
        await signInAs(
          'student',
          (await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: 'comet12' })).json()
            .password,
        )
      ).json();
      await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: 'comet34' });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...formBody({
          grant_type: 'refresh_token',
          refresh_token: session.refresh_token,
          client_id: 'clearsheets-web',
        }),
      });
      expect(refresh.statusCode).toBe(400);
      expect((await signInAs('student', 'comet34')).statusCode).toBe(200);
    });

    it('refuses spaces and strangers', async () => {
      const spaced = await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: 'two words' });
      expect(spaced.statusCode).toBe(400);
      expect(spaced.json()).toMatchObject({ title: 'No space accepted' });
      expect((await as('teacher.free', 'POST', `/api/v1/students/${miaId}/reset-password`, {})).statusCode).toBe(404);
      expect((await as('coach', 'POST', `/api/v1/students/${miaId}/reset-password`, {})).statusCode).toBe(403);
    });
  });

  describe("a student's classes", () => {
    beforeAll(async () => {
      // The resets above ended Mia's sign-ins, access tokens included: give her a known password and sign
      // everyone in afresh.
      await as('teacher', 'POST', `/api/v1/students/${miaId}/reset-password`, { password: 'demo1234' });
      as = requestsAs(t.app);
    });

    it('lists the classes of a visible student, and a student their own', async () => {
      const byTeacher = await as('teacher', 'GET', `/api/v1/students/${miaId}/classes`);
      expect(byTeacher.statusCode).toBe(200);
      expect(byTeacher.json().map((c: { name: string }) => c.name)).toEqual(['Grade 5 Math']);
      expect((await as('principal', 'GET', `/api/v1/students/${miaId}/classes`)).json()).toHaveLength(1);

      const self = await as('student', 'GET', `/api/v1/students/${miaId}/classes`);
      expect(self.json()).toEqual([expect.objectContaining({ name: 'Grade 5 Math', teachers: expect.any(Array) })]);
      const me = await as('student', 'GET', '/api/v1/me/classes');
      expect(me.json().map((c: { name: string }) => c.name)).toEqual(['Grade 5 Math']);
      expect((await as('teacher', 'GET', '/api/v1/me/classes')).json().map((c: { name: string }) => c.name)).toEqual([
        'Grade 5 Math',
      ]);
      expect((await as('principal', 'GET', '/api/v1/me/classes')).statusCode).toBe(403);
    });

    it("hides another student's classes and those of students out of scope", async () => {
      const classmate = await buildUser(t.database.db, { role: 'Student' });
      expect((await as('student', 'GET', `/api/v1/students/${classmate.id}/classes`)).statusCode).toBe(404);
      expect((await as('teacher.free', 'GET', `/api/v1/students/${miaId}/classes`)).statusCode).toBe(404);
    });

    it('drops a removed class from the student view', async () => {
      await as('teacher', 'DELETE', `/api/v1/classes/${mathId}/students/${miaId}`);
      expect((await as('student', 'GET', '/api/v1/me/classes')).json()).toEqual([]);
      await as('teacher', 'POST', `/api/v1/classes/${mathId}/students/${miaId}/reactivate`);
      expect((await as('student', 'GET', '/api/v1/me/classes')).json()).toHaveLength(1);
    });
  });
});
