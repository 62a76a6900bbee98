import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  buildClassWithStudents,
  buildDistrict,
  buildSchool,
  buildUser,
  requestsAs,
  signIn,
} from '../../../test/factories';
import { studentCsv, uploadStudents, waitForJob } from '../../../test/kits/imports/test-files';
import { auditLog, classTeachers, enrollments, studentCredentials } from '../../db/schema';
import { setStudentPassword } from '../rosters';

/** Who may add which existing student to a class, who reads a password back, who resets it (decision 0015). */
describe('reach over existing students', () => {
  let t: TestApp;
  let as: ReturnType<typeof requestsAs>;
  // District one: schools North (teachers Ana and Ben) and South; district two: school Far.
  let north: { id: number; districtId: number };
  let south: { id: number };
  let far: { id: number };
  let ana: { id: number; username: string };
  let ben: { id: number; username: string };
  let admin: { username: string };
  let districtAdmin: { username: string };

  beforeAll(async () => {
    t = await buildTestApp();
    as = requestsAs(t.app);
    const db = t.database.db;
    north = await buildSchool(db);
    south = await buildSchool(db, { districtId: north.districtId });
    far = await buildSchool(db);
    ana = await buildUser(db, { role: 'Teacher', schoolId: north.id, license: 'CKPD' });
    ben = await buildUser(db, { role: 'Teacher', schoolId: north.id, license: 'CKPD' });
    admin = await buildUser(db, { role: 'SchoolAdmin', schoolId: north.id, license: 'CKPD' });
    districtAdmin = await buildUser(db, { role: 'DistrictAdmin', districtId: north.districtId, license: 'CKPD' });
  });
  afterAll(() => t.close());

  const addById = (username: string, classId: number, ids: number[]) =>
    as(username, 'POST', `/api/v1/classes/${classId}/students`, { existingStudentIds: ids });
  const enrollment = async (classId: number, studentId: number) =>
    (
      await t.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.classId, classId), eq(enrollments.studentId, studentId)))
    )[0];
  const student = (schoolId: number) => buildUser(t.database.db, { role: 'Student', schoolId });
  const classOf = (teacherId: number, students = 1) => buildClassWithStudents(t.database.db, { teacherId, students });
  const cardOf = async (username: string, classId: number, studentId: number) => {
    const res = await as(username, 'GET', `/api/v1/classes/${classId}/sign-in-cards`);
    expect(res.statusCode).toBe(200);
    return res.json().cards.find((c: { studentId: number }) => c.studentId === studentId);
  };
  const refusal = (field = 'body.existingStudentIds.0') => ({
    type: 'about:blank#student_not_addable',
    title: 'This student cannot be added to this class',
    status: 400,
    code: 'student_not_addable',
    errors: [{ field, message: 'This student cannot be added to this class' }],
  });
  const NO_SUCH_STUDENT = 2_000_000_000;

  describe('adding an existing student by id', () => {
    it("refuses another teacher's student exactly as an id that names nobody, writing nothing", async () => {
      const mine = await classOf(ana.id, 0);
      const { students } = await classOf(ben.id);
      const bens = students[0]!;
      const taken = await addById(ana.username, mine.cls.id, [bens.id]);
      const unknown = await addById(ana.username, mine.cls.id, [NO_SUCH_STUDENT]);
      expect(taken.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(taken.json()).toEqual(refusal());
      expect(taken.json()).toEqual(unknown.json());
      expect(taken.headers['content-type']).toBe(unknown.headers['content-type']);
      // Nor does a student of the school whom no teacher of Ana's has taught.
      const unplaced = await student(north.id);
      expect((await addById(ana.username, mine.cls.id, [unplaced.id])).json()).toEqual(unknown.json());
      // One out-of-reach id spoils the whole request, and each is named.
      const own = (await classOf(ana.id)).students[0]!;
      const mixed = await addById(ana.username, mine.cls.id, [own.id, bens.id]);
      expect(mixed.json()).toEqual(refusal('body.existingStudentIds.1'));
      for (const id of [bens.id, unplaced.id, own.id]) expect(await enrollment(mine.cls.id, id)).toBeUndefined();
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'class.students_added'), eq(auditLog.entityId, String(mine.cls.id))));
      expect(audits).toEqual([]);
    });

    it('lets a teacher move a student between their own classes, co-taught ones included', async () => {
      const from = await classOf(ana.id);
      const to = await classOf(ana.id, 0);
      const kid = from.students[0]!;
      expect((await as(ana.username, 'DELETE', `/api/v1/classes/${from.cls.id}/students/${kid.id}`)).statusCode).toBe(
        204,
      );
      const moved = await addById(ana.username, to.cls.id, [kid.id]);
      expect(moved.statusCode).toBe(201);
      expect(moved.json().students).toEqual([expect.objectContaining({ id: kid.id, status: 'active' })]);

      const shared = await classOf(ben.id);
      await t.database.db.insert(classTeachers).values({ classId: shared.cls.id, teacherId: ana.id, isPrimary: false });
      const fromShared = await addById(ana.username, to.cls.id, [shared.students[0]!.id]);
      expect(fromShared.statusCode).toBe(201);
      expect(await enrollment(to.cls.id, shared.students[0]!.id)).toMatchObject({ status: 'active' });
    });

    it('lets a school admin add any student of the school, never one of another school', async () => {
      const target = await classOf(ana.id, 0);
      const bens = (await classOf(ben.id)).students[0]!;
      const unplaced = await student(north.id);
      const ok = await addById(admin.username, target.cls.id, [bens.id, unplaced.id]);
      expect(ok.statusCode).toBe(201);
      expect(await enrollment(target.cls.id, bens.id)).toMatchObject({ status: 'active' });
      expect(await enrollment(target.cls.id, unplaced.id)).toMatchObject({ status: 'active' });

      const unknown = await addById(admin.username, target.cls.id, [NO_SUCH_STUDENT]);
      for (const elsewhere of [await student(south.id), await student(far.id)]) {
        const res = await addById(admin.username, target.cls.id, [elsewhere.id]);
        expect(res.json()).toEqual(unknown.json());
        expect(await enrollment(target.cls.id, elsewhere.id)).toBeUndefined();
      }
    });

    it("lets a district admin add a student of the class's school, never one of another school or district", async () => {
      const target = await classOf(ana.id, 0);
      const unplaced = await student(north.id);
      expect((await addById(districtAdmin.username, target.cls.id, [unplaced.id])).statusCode).toBe(201);

      const unknown = await addById(districtAdmin.username, target.cls.id, [NO_SUCH_STUDENT]);
      expect(unknown.json()).toEqual(refusal());
      for (const elsewhere of [await student(south.id), await student(far.id)]) {
        const res = await addById(districtAdmin.username, target.cls.id, [elsewhere.id]);
        expect(res.json()).toEqual(unknown.json());
        expect(await enrollment(target.cls.id, elsewhere.id)).toBeUndefined();
      }
      // An admin of another district does not even see the class.
      const other = await buildDistrict(t.database.db);
      const outsider = await buildUser(t.database.db, { role: 'DistrictAdmin', districtId: other.id, license: 'CKPD' });
      expect((await addById(outsider.username, target.cls.id, [unplaced.id])).statusCode).toBe(404);
    });
  });

  describe('importing a file that names existing students by username', () => {
    it("refuses another teacher's student like a username someone else holds; an admin may", async () => {
      const mine = await classOf(ana.id, 0);
      const bens = (await classOf(ben.id)).students[0]!;
      const farAway = await student(far.id);
      const row = (s: typeof bens) => [s.firstName, s.lastName, s.username] as [string, string, string];
      const importAs = async (username: string, file: Buffer) => {
        const token = (await signIn(t.app, username)).access_token;
        const res = await uploadStudents(t.app, token, mine.cls.id, 'students.csv', file);
        expect(res.statusCode).toBe(202);
        return waitForJob(t.app, token, res.json().id);
      };
      const refused = await importAs(ana.username, studentCsv([row(bens), row(farAway)]));
      expect(refused).toMatchObject({ status: 'failed', createdCount: 0 });
      // Row 2 (Ben's student) reads exactly like row 3 (a student of a school in another district).
      expect(refused.problems).toEqual([
        { row: 2, column: 'Username', message: 'This username is already taken' },
        { row: 3, column: 'Username', message: 'This username is already taken' },
      ]);
      expect(await enrollment(mine.cls.id, bens.id)).toBeUndefined();

      const byAdmin = await importAs(admin.username, studentCsv([row(bens)]));
      expect(byAdmin).toMatchObject({ status: 'done', createdCount: 0 });
      expect(await enrollment(mine.cls.id, bens.id)).toMatchObject({ status: 'active' });
    });
  });

  describe('reading passwords back and resetting them', () => {
    it('shows a password only to those who set it for the roster, hiding the rest', async () => {
      const bensClass = await classOf(ben.id, 0);
      const created = await as(ben.username, 'POST', `/api/v1/classes/${bensClass.cls.id}/students`, {
        students: [{ firstName: 'Rosa', lastName: 'Reach', password: 'tiger11' }],
      });
      const rosa = created.json().createdStudents[0];
      expect(await cardOf(ben.username, bensClass.cls.id, rosa.id)).toMatchObject({
        password: 'tiger11',
        passwordHidden: false,
      });

      // The school admin puts Rosa in Ana's class too: Ana did not choose Rosa's password and does not see it.
      const anasClass = await classOf(ana.id, 0);
      expect((await addById(admin.username, anasClass.cls.id, [rosa.id])).statusCode).toBe(201);
      expect(await cardOf(ana.username, anasClass.cls.id, rosa.id)).toMatchObject({
        password: null,
        passwordHidden: true,
      });
      expect(await cardOf(admin.username, anasClass.cls.id, rosa.id)).toMatchObject({ password: null });

      // Ana may reset it (Rosa is in her class); then Ben no longer reads the new one.
      const reset = await as(ana.username, 'POST', `/api/v1/students/${rosa.id}/reset-password`, {
        password: 'maple22',
      });
      expect(reset.statusCode).toBe(200);
      expect(await cardOf(ana.username, anasClass.cls.id, rosa.id)).toMatchObject({ password: 'maple22' });
      expect(await cardOf(ben.username, bensClass.cls.id, rosa.id)).toMatchObject({
        password: null,
        passwordHidden: true,
      });

      // An admin's reset is the admin's alone.
      await as(admin.username, 'POST', `/api/v1/students/${rosa.id}/reset-password`, { password: 'cedar33' });
      expect(await cardOf(admin.username, anasClass.cls.id, rosa.id)).toMatchObject({ password: 'cedar33' });
      expect(await cardOf(ana.username, anasClass.cls.id, rosa.id)).toMatchObject({ passwordHidden: true });

      // A password nobody on staff chose (as from a district's file) is on no card.
      await setStudentPassword(t.database.db, t.app.ctx.credentialBox, rosa.id, 'river44');
      for (const [who, classId] of [
        [admin.username, anasClass.cls.id],
        [ana.username, anasClass.cls.id],
        [ben.username, bensClass.cls.id],
      ] as const)
        expect(await cardOf(who, classId, rosa.id)).toMatchObject({ password: null, passwordHidden: true });
    });

    it("shows the class's teachers the passwords an admin made while adding students to their class", async () => {
      const anasClass = await classOf(ana.id, 0);
      await t.database.db
        .insert(classTeachers)
        .values({ classId: anasClass.cls.id, teacherId: ben.id, isPrimary: false });
      const created = await as(admin.username, 'POST', `/api/v1/classes/${anasClass.cls.id}/students`, {
        students: [{ firstName: 'Theo', lastName: 'Reach', password: 'quill55' }],
      });
      const theo = created.json().createdStudents[0];
      for (const who of [ana.username, ben.username, admin.username])
        expect(await cardOf(who, anasClass.cls.id, theo.id)).toMatchObject({
          password: 'quill55',
          passwordHidden: false,
        });
      // A student with no password on file is not "hidden": there is nothing to hide.
      const plain = (await classOf(ana.id)).students[0]!;
      const [cls] = await t.database.db.select().from(enrollments).where(eq(enrollments.studentId, plain.id));
      expect(await cardOf(ana.username, cls!.classId, plain.id)).toMatchObject({
        password: null,
        passwordHidden: false,
      });
    });

    it("refuses a teacher's reset of another teacher's student as if the student did not exist", async () => {
      const bensClass = await classOf(ben.id, 0);
      const created = await as(ben.username, 'POST', `/api/v1/classes/${bensClass.cls.id}/students`, {
        students: [{ firstName: 'Ida', lastName: 'Reach', password: 'koala66' }],
      });
      const ida = created.json().createdStudents[0];
      const [before] = await t.database.db
        .select()
        .from(studentCredentials)
        .where(eq(studentCredentials.studentId, ida.id));

      const refused = await as(ana.username, 'POST', `/api/v1/students/${ida.id}/reset-password`, {
        password: 'mine77',
      });
      const unknown = await as(ana.username, 'POST', `/api/v1/students/${NO_SUCH_STUDENT}/reset-password`, {
        password: 'mine77',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
      const [after] = await t.database.db
        .select()
        .from(studentCredentials)
        .where(eq(studentCredentials.studentId, ida.id));
      expect(after).toEqual(before);
      expect(await cardOf(ben.username, bensClass.cls.id, ida.id)).toMatchObject({ password: 'koala66' });
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'student.password_reset'), eq(auditLog.entityId, String(ida.id))));
      expect(audits).toEqual([]);
    });
  });
});
