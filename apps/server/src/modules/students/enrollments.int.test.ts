import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  activeEnrollmentCount,
  buildClassWithStudents,
  buildDistrict,
  buildUser,
  formBody,
  requestsAs,
} from '../../../test/factories';
import { auditLog, classes, enrollments, users } from '../../db/schema';

describe('class rosters', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  let mathId: number;
  let schoolId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const [math] = await t.database.db.select().from(classes).where(eq(classes.name, 'Grade 5 Math'));
    mathId = math!.id;
    schoolId = math!.schoolId;
  });
  afterAll(() => t.close());

  const signInAs = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
    });
  const enrollment = async (classId: number, studentId: number) =>
    (
      await t.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.classId, classId), eq(enrollments.studentId, studentId)))
    )[0];
  const activeCount = (classId: number) => activeEnrollmentCount(t.database.db, classId);
  const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const studentsNamed = (lastName: string) => t.database.db.select().from(users).where(eq(users.lastName, lastName));

  it('adds new students who can sign in at once, before and after their password is hashed', async () => {
    const hasher = t.app.ctx.passwordHasher;
    const kick = hasher.kick;
    hasher.kick = () => Promise.resolve(); // hold the background hasher so "before hashing" is certain
    try {
      const res = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
        students: [
          { firstName: 'Omar', lastName: 'Haddad' },
          { firstName: 'Zoe', lastName: 'Kim', username: 'zoe.k', password: 'rocket77' },
        ],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.createdStudents).toEqual([
        {
          id: expect.any(Number),
          firstName: 'Omar',
          lastName: 'Haddad',
          username: 'ohaddad',
          password: expect.any(String),
        },
        { id: expect.any(Number), firstName: 'Zoe', lastName: 'Kim', username: 'zoe.k', password: 'rocket77' },
      ]);
      expect(body.students.map((s: { username: string; status: string; grade: string }) => s)).toEqual([
        expect.objectContaining({ username: 'ohaddad', status: 'active', grade: '5' }),
        expect.objectContaining({ username: 'zoe.k', status: 'active', grade: '5' }),
      ]);
      const omar = body.createdStudents[0];
      const [before] = await studentsNamed('Haddad');
      expect(before!.passwordHash).toBeNull();
      expect((await signInAs('ohaddad', omar.password)).statusCode).toBe(200);
      expect((await signInAs('zoe.k', 'rocket77')).statusCode).toBe(200);
      expect((await signInAs('zoe.k', 'rocket78')).statusCode).toBe(400);
    } finally {
      hasher.kick = kick;
    }
    await hasher.kick();
    await hasher.idle();
    const [after] = await studentsNamed('Kim');
    expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signInAs('zoe.k', 'rocket77')).statusCode).toBe(200);
    const [audit] = await audits('class.students_added');
    expect(audit).toMatchObject({ entityType: 'class', entityId: String(mathId) });
    expect(audit!.details).toEqual({
      created: [expect.any(Number), expect.any(Number)],
      enrolled: [],
      reactivated: [],
    });
  });

  it('prints sign-in cards with the passwords for those who manage the class', async () => {
    const res = await as('teacher', 'GET', `/api/v1/classes/${mathId}/sign-in-cards`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      className: 'Grade 5 Math',
      schoolName: 'Bluebonnet Elementary',
      signInUrl: 'http://localhost:3000/login',
    });
    const cards = Object.fromEntries(body.cards.map((c: { username: string; password: string }) => [c.username, c]));
    expect(cards['zoe.k']).toMatchObject({ firstName: 'Zoe', lastName: 'Kim', password: 'rocket77' });
    expect(cards.ohaddad.password).toMatch(/^[a-z]+\d{2}$/);
    // The seeded student chose her own password: the school cannot read it back.
    expect(cards.student.password).toBeNull();
    expect(await audits('class.sign_in_cards_viewed')).toEqual([
      expect.objectContaining({ entityId: String(mathId), details: null }),
    ]);
    expect((await as('principal', 'GET', `/api/v1/classes/${mathId}/sign-in-cards`)).statusCode).toBe(403);
    expect((await as('teacher.free', 'GET', `/api/v1/classes/${mathId}/sign-in-cards`)).statusCode).toBe(404);
  });

  it('adds existing students by id, only those of the school the caller may reach', async () => {
    const local = await buildUser(t.database.db, { role: 'Student', schoolId });
    const foreign = await buildUser(t.database.db, { role: 'Student' });
    const refused = await as('school.admin', 'POST', `/api/v1/classes/${mathId}/students`, {
      existingStudentIds: [local.id, foreign.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'student_not_addable',
      title: 'This student cannot be added to this class',
      errors: [{ field: 'body.existingStudentIds.1', message: 'This student cannot be added to this class' }],
    });
    expect(await enrollment(mathId, local.id)).toBeUndefined();
    // A teacher adds only students of their own classes (docs/decisions/0015); the school admin any of the school.
    const notTaught = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
      existingStudentIds: [local.id],
    });
    expect(notTaught.json()).toMatchObject({ code: 'student_not_addable' });

    const ok = await as('school.admin', 'POST', `/api/v1/classes/${mathId}/students`, {
      existingStudentIds: [local.id],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ createdStudents: [], students: [{ id: local.id, status: 'active' }] });
    const empty = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe('Please add students');
  });

  it('refuses a chosen username that is taken, naming the field', async () => {
    const res = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, {
      students: [
        { firstName: 'New', lastName: 'Dup' },
        { firstName: 'Zed', lastName: 'Dup', username: 'ZOE.K' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'username_taken',
      title: 'This username is already taken',
      errors: [{ field: 'body.students.1.username', message: 'This username is already taken' }],
    });
    expect(await studentsNamed('Dup')).toEqual([]);
  });

  it('removes softly, keeping the history, and reactivates', async () => {
    const [zoe] = await studentsNamed('Kim');
    const url = `/api/v1/classes/${mathId}/students/${zoe!.id}`;
    expect((await as('teacher', 'DELETE', url)).statusCode).toBe(204);
    const removed = await enrollment(mathId, zoe!.id);
    expect(removed).toMatchObject({ status: 'removed', removedAt: expect.any(Date) });
    const detail = (await as('teacher', 'GET', `/api/v1/classes/${mathId}`)).json();
    expect(detail.students.find((s: { id: number }) => s.id === zoe!.id).status).toBe('removed');
    expect(detail.studentCount).toBe(detail.students.filter((s: { status: string }) => s.status === 'active').length);
    const cards = (await as('teacher', 'GET', `/api/v1/classes/${mathId}/sign-in-cards`)).json().cards;
    expect(cards.map((c: { username: string }) => c.username)).not.toContain('zoe.k');
    expect((await as('teacher', 'DELETE', url)).statusCode).toBe(204);

    const back = await as('teacher', 'POST', `${url}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: zoe!.id, status: 'active', addedAt: removed!.addedAt.toISOString() });
    expect(await enrollment(mathId, zoe!.id)).toMatchObject({ status: 'active', removedAt: null });

    // Re-adding a removed student by id reactivates them too.
    await as('teacher', 'DELETE', url);
    const readd = await as('teacher', 'POST', `/api/v1/classes/${mathId}/students`, { existingStudentIds: [zoe!.id] });
    expect(readd.json().students).toEqual([expect.objectContaining({ id: zoe!.id, status: 'active' })]);
    expect((await audits('class.students_added')).at(-1)!.details).toEqual({
      created: [],
      enrolled: [],
      reactivated: [zoe!.id],
    });

    expect(await audits('student.removed')).toHaveLength(2);
    expect(await audits('student.reactivated')).toEqual([
      expect.objectContaining({ entityType: 'student', entityId: String(zoe!.id), details: { classId: mathId } }),
    ]);
  });

  it('keeps a free-license class at 30 through add and reactivate, writing nothing when refused', async () => {
    const free = await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' });
    const { cls, students } = await buildClassWithStudents(t.database.db, { teacherId: free.id, students: 30 });

    const add = await as(free.username, 'POST', `/api/v1/classes/${cls.id}/students`, {
      students: [{ firstName: 'Thirty', lastName: 'Firstkid' }],
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({
      code: 'class_full',
      title: 'A class on a free license holds at most 30 students. Upgrade your account to add more.',
    });
    expect(await studentsNamed('Firstkid')).toEqual([]);
    expect(await activeCount(cls.id)).toBe(30);
    const rosterAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'class'), eq(auditLog.entityId, String(cls.id))));
    expect(rosterAudits).toEqual([]);

    const leaver = students[0]!;
    const base = `/api/v1/classes/${cls.id}/students`;
    expect((await as(free.username, 'DELETE', `${base}/${leaver.id}`)).statusCode).toBe(204);
    const replacement = await as(free.username, 'POST', base, { students: [{ firstName: 'New', lastName: 'Seat' }] });
    expect(replacement.statusCode).toBe(201);
    const again = await as(free.username, 'POST', `${base}/${leaver.id}/reactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('class_full');
    expect(await enrollment(cls.id, leaver.id)).toMatchObject({ status: 'removed' });
    const byId = await as(free.username, 'POST', base, { existingStudentIds: [leaver.id] });
    expect(byId.statusCode).toBe(409);
    expect(await activeCount(cls.id)).toBe(30);
  });

  it('keeps other teachers, leaders who only look, and other districts out of a roster', async () => {
    const [mia] = await studentsNamed('Lopez');
    const url = `/api/v1/classes/${mathId}/students/${mia!.id}`;
    expect((await as('teacher.free', 'DELETE', url)).statusCode).toBe(404);
    expect((await as('teacher.free', 'POST', `${url}/reactivate`)).statusCode).toBe(404);
    expect(
      (await as('teacher.free', 'POST', `/api/v1/classes/${mathId}/students`, { existingStudentIds: [mia!.id] }))
        .statusCode,
    ).toBe(404);
    expect((await as('principal', 'DELETE', url)).statusCode).toBe(403);
    const elsewhere = await buildDistrict(t.database.db);
    const outsider = await buildUser(t.database.db, {
      role: 'DistrictAdmin',
      districtId: elsewhere.id,
      license: 'CKPD',
    });
    expect((await as(outsider.username, 'DELETE', url)).statusCode).toBe(404);
    expect((await as(outsider.username, 'GET', `/api/v1/classes/${mathId}/sign-in-cards`)).statusCode).toBe(404);
    expect((await as('teacher', 'DELETE', `/api/v1/classes/${mathId}/students/999999`)).statusCode).toBe(404);
    expect(await enrollment(mathId, mia!.id)).toMatchObject({ status: 'active' });
  });
});
