import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { requestsAs, userIdOf } from '../../../test/factories';
import { auditLog, classes, classSettings, users } from '../../db/schema';

const kids = (n: number, lastName: string) =>
  Array.from({ length: n }, (_, i) => ({ firstName: `Kid${i + 1}`, lastName }));

describe('creating classes', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
  });
  afterAll(() => t.close());

  const classesNamed = (name: string) => t.database.db.select().from(classes).where(eq(classes.name, name));
  const studentsNamed = (lastName: string) =>
    t.database.db
      .select()
      .from(users)
      .where(and(eq(users.lastName, lastName), eq(users.role, 'Student')));
  const auditOf = (action: string, entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  describe('POST /api/v1/classes', () => {
    it('creates a class with its students in one step and shows the passwords once', async () => {
      const res = await as('teacher', 'POST', '/api/v1/classes', {
        grade: '4',
        name: 'Grade 4 Science',
        subject: 'Science',
        students: [
          { firstName: 'Sofía', lastName: 'Rivera' },
          { firstName: 'Leo', lastName: 'Nguyen', username: 'Leo.Nguyen', password: 'comet42' },
        ],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.class).toMatchObject({
        name: 'Grade 4 Science',
        grade: '4',
        subject: 'Science',
        isPremium: false,
        schoolName: 'Bluebonnet Elementary',
        teachers: [{ id: await userIdOf(t.database.db, 'teacher'), name: 'Ana Garcia', isPrimary: true }],
        studentCount: 2,
        studentLimit: 30, // a paid license keeps the 30-student cap (decision 0045)
      });
      expect(body.class.students.map((s: { username: string; status: string }) => [s.username, s.status])).toEqual([
        ['leo.nguyen', 'active'],
        ['srivera', 'active'],
      ]);
      expect(body.createdStudents).toEqual([
        {
          id: expect.any(Number),
          firstName: 'Sofía',
          lastName: 'Rivera',
          username: 'srivera',
          password: expect.any(String),
        },
        { id: expect.any(Number), firstName: 'Leo', lastName: 'Nguyen', username: 'leo.nguyen', password: 'comet42' },
      ]);
      const [sofia] = await studentsNamed('Rivera');
      expect(sofia).toMatchObject({ grade: '4', schoolId: body.class.schoolId, role: 'Student', email: null });
      const [settings] = await t.database.db
        .select()
        .from(classSettings)
        .where(eq(classSettings.classId, body.class.id));
      expect(settings).toMatchObject({ readAloud: true, language: 'en', feedbackOption: 1 });
      const [audit] = await auditOf('class.created', body.class.id);
      expect(audit).toMatchObject({ actorUserId: await userIdOf(t.database.db, 'teacher'), entityType: 'class' });
      expect(audit!.details).toEqual({ studentIds: body.createdStudents.map((s: { id: number }) => s.id) });
    });

    it('names each missing field with the spec message', async () => {
      const empty = await as('teacher', 'POST', '/api/v1/classes', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().title).toBe('Grade is required');
      expect(empty.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'body.grade', message: 'Grade is required' },
          { field: 'body.name', message: 'Class name is required' },
          { field: 'body.subject', message: 'Subject is required' },
          { field: 'body.students', message: 'Please add students' },
        ]),
      );
      const noStudents = await as('teacher', 'POST', '/api/v1/classes', {
        grade: '5',
        name: 'Empty',
        subject: 'Math',
        students: [],
      });
      expect(noStudents.statusCode).toBe(400);
      expect(noStudents.json()).toMatchObject({
        title: 'Please add students',
        errors: [{ field: 'body.students', message: 'Please add students' }],
      });
      const blankName = await as('teacher', 'POST', '/api/v1/classes', {
        grade: 'X',
        name: '   ',
        subject: 'Math',
        students: kids(1, 'Blank'),
      });
      expect(blankName.json().errors).toEqual([
        { field: 'body.grade', message: 'Grade is required' },
        { field: 'body.name', message: 'Class name is required' },
      ]);
      expect(await classesNamed('Empty')).toEqual([]);
    });

    it('refuses a grade outside a free license, writing nothing', async () => {
      const res = await as('teacher.free', 'POST', '/api/v1/classes', {
        grade: '3',
        name: 'Grade 3 Reading',
        subject: 'Reading',
        students: kids(2, 'Gradeless'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        title: 'This grade does not have full access, upgrade your account for full access',
        detail: 'for your license you have access of grade 5',
        errors: [{ field: 'body.grade', message: 'for your license you have access of grade 5' }],
      });
      expect(await classesNamed('Grade 3 Reading')).toEqual([]);
      expect(await studentsNamed('Gradeless')).toEqual([]);
    });

    it('holds a free-license class to 30 students: 31 are refused and nothing is written', async () => {
      const tooMany = await as('teacher.free', 'POST', '/api/v1/classes', {
        grade: '5',
        name: 'Big Free Class',
        subject: 'Math',
        students: kids(31, 'Overflow'),
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        code: 'class_full',
        title: 'A class on a free license holds at most 30 students. Upgrade your account to add more.',
      });
      expect(await classesNamed('Big Free Class')).toEqual([]);
      expect(await studentsNamed('Overflow')).toEqual([]);

      const thirty = await as('teacher.free', 'POST', '/api/v1/classes', {
        grade: '5',
        name: 'Full Free Class',
        subject: 'Math',
        students: kids(30, 'Fits'),
      });
      expect(thirty.statusCode).toBe(201);
      expect(thirty.json().class).toMatchObject({ studentCount: 30, studentLimit: 30 });
    });

    it('refuses a chosen username that is taken, naming the row, writing nothing', async () => {
      const res = await as('teacher', 'POST', '/api/v1/classes', {
        grade: '5',
        name: 'Clash Class',
        subject: 'Math',
        students: [
          { firstName: 'A', lastName: 'Clash', username: 'free.name1' },
          { firstName: 'B', lastName: 'Clash', username: 'student' },
          { firstName: 'C', lastName: 'Clash', username: 'free.name1' },
        ],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        title: 'This username is already taken',
        errors: [
          { field: 'body.students.1.username', message: 'This username is already taken' },
          { field: 'body.students.2.username', message: 'This username is already taken' },
        ],
      });
      expect(await classesNamed('Clash Class')).toEqual([]);
      expect(await studentsNamed('Clash')).toEqual([]);
    });

    it('is for teachers only', async () => {
      const body = { grade: '5', name: 'Admin Class', subject: 'Math', students: kids(1, 'Admin') };
      expect((await as('school.admin', 'POST', '/api/v1/classes', body)).statusCode).toBe(403);
      expect((await as('student', 'POST', '/api/v1/classes', body)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/classes', payload: body })).statusCode).toBe(401);
    });
  });

  it('never writes student names into the audit log', async () => {
    const rows = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'class.%'));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/Rivera|Nguyen|Kid1|Lopez/);
  });
});
