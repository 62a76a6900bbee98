import { MESSAGES } from '@clearsheets/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import { multipart, PDF_BYTES, uniqueTag, waitForJob } from '../../../test/kits/imports/test-files';
import { rosterQueries } from '../../../test/kits/oneroster/roster-queries';
import {
  addUser,
  buildRoster,
  enroll,
  type Roster,
  rosterZip,
  type ZipOptions,
} from '../../../test/kits/oneroster/test-files';
import { auditLog, classes, classTeachers, schools, users } from '../../db/schema';

describe('OneRoster import', () => {
  let t: TestApp;
  let admin: string;
  let districtId: number;
  const db = () => t.database.db;

  const upload = (zip: Buffer, token = admin, name = 'oneroster.zip') => {
    const body = multipart(name, zip, 'application/zip');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/oneroster/imports',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const importRoster = async (r: Roster, opts?: ZipOptions) => {
    const res = await upload(rosterZip(r, opts));
    expect(res.statusCode, res.body).toBe(202);
    return waitForJob(t.app, admin, res.json().id);
  };
  const { userBySid, classBySid, roster } = rosterQueries(db, () => districtId);
  const taggedCount = async (tag: string) =>
    (
      await db()
        .select({ n: count() })
        .from(users)
        .where(like(users.sourcedId, `%-${tag}-%`))
    )[0]!.n +
    (
      await db()
        .select({ n: count() })
        .from(schools)
        .where(like(schools.sourcedId, `%-${tag}-%`))
    )[0]!.n +
    (
      await db()
        .select({ n: count() })
        .from(classes)
        .where(like(classes.sourcedId, `%-${tag}-%`))
    )[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signIn(t.app, 'district.admin')).access_token;
    districtId = (await db().select().from(users).where(eq(users.username, 'district.admin')))[0]!.districtId!;
  });
  afterAll(() => t.close());

  it('creates schools, teachers, students, classes and enrollments keyed by sourcedId', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag);
    const res = await upload(rosterZip(r));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'oneroster', status: 'queued', notice: MESSAGES.uploadInProgress });
    const job = await waitForJob(t.app, admin, res.json().id);
    // 2 schools + 2 teachers + 6 students + 2 classes.
    expect(job).toMatchObject({ status: 'done', createdCount: 12, updatedCount: 0, problems: [] });
    expect(job.totalRows).toBe(3 + 8 + 2 + 8);

    const school = (
      await db()
        .select()
        .from(schools)
        .where(eq(schools.sourcedId, `sch-${tag}-1`))
    )[0];
    expect(school).toMatchObject({ districtId, name: `School 1 ${tag}` });
    const teacher = await userBySid(`t-${tag}-1-1`);
    expect(teacher).toMatchObject({
      role: 'Teacher',
      username: `t${tag}.1.1`,
      email: `t${tag}.1.1@example.org`,
      passwordHash: null,
      schoolId: school!.id,
      status: 'active',
    });
    const student = await userBySid(`s-${tag}-0`);
    expect(student).toMatchObject({ role: 'Student', grade: '5', schoolId: school!.id, username: `s${tag}.0` });
    const cls = await classBySid(`cls-${tag}-1-1`);
    expect(cls).toMatchObject({
      schoolId: school!.id,
      name: 'Math 5 period 1 (1)',
      grade: '5',
      subject: 'Math',
      deletedAt: null,
    });
    const teachers = await db().select().from(classTeachers).where(eq(classTeachers.classId, cls!.id));
    expect(teachers).toEqual([expect.objectContaining({ teacherId: teacher!.id, isPrimary: true })]);
    expect(await roster(`cls-${tag}-1-1`)).toEqual([`s-${tag}-0`, `s-${tag}-1`, `s-${tag}-2`]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'district.oneroster_imported'), eq(auditLog.entityId, String(districtId))));
    expect(audit?.details).toMatchObject({ jobId: job.id, version: '1.2', enrollmentsAdded: 6 });

    // The student signs in with the password from users.csv; the teacher has none until they set one.
    expect((await signIn(t.app, `s${tag}.0`, 'pw0word')).access_token).toBeTruthy();
    await expect(signIn(t.app, `t${tag}.1.1`, 'demo1234')).rejects.toThrow('sign-in failed');
  });

  it('updates in place on a second import: renamed class, new enrollment, tobedeleted user and class', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag);
    await importRoster(r);
    const before = { student: await userBySid(`s-${tag}-1`), cls: await classBySid(`cls-${tag}-1-1`) };

    r.classes[0]!.title = 'Math 5 honors';
    r.users.find((u) => u.sourcedId === `t-${tag}-1-1`)!.familyName = 'Renamed';
    enroll(r, `cls-${tag}-2-1`, `sch-${tag}-2`, `s-${tag}-0`, 'student'); // also in the second class
    r.users.find((u) => u.sourcedId === `s-${tag}-1`)!.status = 'tobedeleted';
    r.enrollments.find((e) => e.userSourcedId === `s-${tag}-2`)!.status = 'tobedeleted';
    addUser(
      r,
      { sourcedId: `s-${tag}-new`, username: `s${tag}.new`, givenName: 'New', familyName: 'Kid', grades: '05' },
      'student',
      `sch-${tag}-2`,
    );
    enroll(r, `cls-${tag}-2-1`, `sch-${tag}-2`, `s-${tag}-new`, 'student');
    const job = await importRoster(r);
    expect(job).toMatchObject({ status: 'done', createdCount: 1 });
    // Only what changed: the renamed class, the renamed teacher, the deactivated student.
    expect(job.updatedCount).toBe(3);

    expect(await classBySid(`cls-${tag}-1-1`)).toMatchObject({ id: before.cls!.id, name: 'Math 5 honors' });
    expect((await userBySid(`t-${tag}-1-1`))!.lastName).toBe('Renamed');
    expect(await userBySid(`s-${tag}-1`)).toMatchObject({ id: before.student!.id, status: 'deactivated' });
    expect(await roster(`cls-${tag}-1-1`)).toEqual([`s-${tag}-0`]);
    expect(await roster(`cls-${tag}-2-1`)).toEqual([
      `s-${tag}-0`,
      `s-${tag}-3`,
      `s-${tag}-4`,
      `s-${tag}-5`,
      `s-${tag}-new`,
    ]);

    // A class marked tobedeleted is soft-deleted; the same bundle again changes nothing more.
    r.classes[1]!.status = 'tobedeleted';
    const third = await importRoster(r);
    expect(third).toMatchObject({ status: 'done', createdCount: 0 });
    expect((await classBySid(`cls-${tag}-2-1`))!.deletedAt).toBeInstanceOf(Date);
    expect(await taggedCount(tag)).toBe(2 + 2 + 7 + 2);
  });

  it('importing the same bundle twice creates and updates nothing the second time', async () => {
    const tag = uniqueTag();
    const zip = rosterZip(buildRoster(tag));
    const first = await waitForJob(t.app, admin, (await upload(zip)).json().id);
    const second = await waitForJob(t.app, admin, (await upload(zip)).json().id);
    expect(first).toMatchObject({ status: 'done', createdCount: 12 });
    expect(second).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 0 });
    expect(await taggedCount(tag)).toBe(12);
    expect(await roster(`cls-${tag}-1-1`)).toHaveLength(3);
  });

  it('accepts 1.1 files: the role and orgs on users.csv, no roles.csv, files in a folder', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag);
    addUser(
      r,
      {
        sourcedId: `p-${tag}-1`,
        username: `p${tag}`,
        givenName: 'Pat',
        familyName: 'Principal',
        email: `p${tag}@example.org`,
      },
      'principal',
      `sch-${tag}-1`,
    );
    addUser(
      r,
      {
        sourcedId: `a-${tag}-1`,
        username: `a${tag}`,
        givenName: 'Ada',
        familyName: 'Admin',
        email: `a${tag}@example.org`,
      },
      'administrator',
      `sch-${tag}-2`,
    );
    addUser(
      r,
      {
        sourcedId: `x-${tag}-1`,
        username: `x${tag}`,
        givenName: 'Al',
        familyName: 'Aide',
        email: `x${tag}@example.org`,
      },
      'aide',
      `sch-${tag}-2`,
    );
    const job = await importRoster(r, { version: '1.1', folder: 'export' });
    expect(job.status).toBe('done');
    expect(job.createdCount).toBe(14);
    expect(job.problems).toEqual([
      { file: 'users.csv', row: 12, column: 'role', message: 'Skipped: the role "aide" is not imported' },
    ]);
    expect((await userBySid(`p-${tag}-1`))!.role).toBe('Principal');
    expect((await userBySid(`a-${tag}-1`))!.role).toBe('SchoolAdmin');
    expect(await userBySid(`x-${tag}-1`)).toBeUndefined();
    expect(await roster(`cls-${tag}-2-1`)).toHaveLength(3);
  });

  it('reports a missing required file and a missing column, and writes nothing', async () => {
    const tag = uniqueTag();
    const job = await importRoster(buildRoster(tag), {
      omit: ['enrollments'],
      dropColumns: { classes: ['schoolSourcedId'] },
    });
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual([
      { file: 'classes.csv', row: 1, column: 'schoolSourcedId', message: 'Required column is missing' },
      { file: 'enrollments.csv', message: 'Required file is missing from the zip' },
    ]);
    expect(await taggedCount(tag)).toBe(0);

    const noRoles = await importRoster(buildRoster(uniqueTag()), { omit: ['roles'] });
    expect(noRoles.problems).toEqual([{ file: 'roles.csv', message: 'Required file is missing from the zip' }]);
  });

  it('reports every row problem with file, row and column, and writes nothing', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag);
    enroll(r, `cls-${tag}-missing`, `sch-${tag}-1`, `s-${tag}-0`, 'student'); // enrollments row 10
    r.users[1]!.grades = '5th'; // users row 3
    r.users[2]!.sourcedId = r.users[1]!.sourcedId!; // users row 4: duplicate
    r.classes[1]!.courseSourcedId = 'no-such-course'; // classes row 3
    r.users[5]!.username = 'teacher'; // users row 7: the demo teacher's username
    const job = await importRoster(r);
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual(
      expect.arrayContaining([
        {
          file: 'classes.csv',
          row: 3,
          column: 'courseSourcedId',
          message: 'Unknown course "no-such-course" (not in courses.csv)',
        },
        { file: 'users.csv', row: 3, column: 'grades', message: '"5th" is not a grade level (use KG or 01 to 12)' },
        { file: 'users.csv', row: 4, column: 'sourcedId', message: `Duplicate sourcedId (first on row 3)` },
        { file: 'users.csv', row: 7, column: 'username', message: 'This username is already taken by another account' },
        {
          file: 'enrollments.csv',
          row: 10,
          column: 'classSourcedId',
          message: `Unknown class "cls-${tag}-missing" (not in classes.csv)`,
        },
      ]),
    );
    expect(await taggedCount(tag)).toBe(0);
  });

  it('refuses a class of a free-license teacher past 30 students, and writes nothing', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { schools: 1, studentsPerClass: 31, passwords: false });
    const job = await importRoster(r);
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual([
      {
        file: 'enrollments.csv',
        row: 33,
        column: 'classSourcedId',
        message: `${MESSAGES.classFull} Class "cls-${tag}-1-1" would have 31 students (it has 0).`,
      },
    ]);
    expect(await taggedCount(tag)).toBe(0);

    r.users.pop();
    r.roles.pop();
    r.enrollments.pop();
    const ok = await importRoster(r);
    expect(ok.status).toBe('done');
    expect(await roster(`cls-${tag}-1-1`)).toHaveLength(30);
  });

  it('adopts the school and people the district created by hand instead of duplicating them', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { schools: 1, studentsPerClass: 1 });
    r.orgs[1]!.name = 'Bluebonnet Elementary'; // the demo school, not imported before
    const t1 = r.users[0]!;
    Object.assign(t1, {
      username: 'teacher',
      email: 'teacher@loneoak.example.org',
      givenName: 'Ana',
      familyName: 'Garcia-Lopez',
    });
    addUser(
      r,
      { sourcedId: `me-${tag}`, username: 'district.admin', givenName: 'Dana', familyName: 'Changed' },
      'teacher',
      `sch-${tag}-1`,
    );
    r.classes[0]!.subjects = 'English Language Arts';
    const job = await importRoster(r);
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
    expect(job.problems).toEqual([
      { file: 'users.csv', row: 4, message: 'Skipped: your own account is not changed by your import' },
    ]);
    const [bluebonnet] = await db().select().from(schools).where(eq(schools.name, 'Bluebonnet Elementary'));
    expect(bluebonnet!.sourcedId).toBe(`sch-${tag}-1`);
    const [teacher] = await db().select().from(users).where(eq(users.username, 'teacher'));
    expect(teacher).toMatchObject({ sourcedId: t1.sourcedId, lastName: 'Garcia-Lopez', role: 'Teacher' });
    expect(teacher!.passwordHash).not.toBeNull(); // an adopted account keeps its password
    expect((await db().select().from(users).where(eq(users.username, 'district.admin')))[0]).toMatchObject({
      role: 'DistrictAdmin',
      lastName: 'Whitfield',
      sourcedId: null,
    });
    // Bluebonnet holds a paid license: its classes are not capped, and the subject maps from the class.
    expect(await classBySid(`cls-${tag}-1-1`)).toMatchObject({ schoolId: bluebonnet!.id, subject: 'Reading' });
  });

  it('is for district admins only, and only takes a zip', async () => {
    const teacher = (await signIn(t.app, 'teacher')).access_token;
    const schoolAdmin = (await signIn(t.app, 'school.admin')).access_token;
    const zip = rosterZip(buildRoster(uniqueTag()));
    expect((await upload(zip, teacher)).statusCode).toBe(403);
    expect((await upload(zip, schoolAdmin)).statusCode).toBe(403);
    const pdf = await upload(PDF_BYTES, admin, 'roster.zip');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().title).toBe(MESSAGES.importInvalidFormat);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/imports?kind=oneroster', headers: bearer(admin) });
    expect(list.json().total).toBeGreaterThan(0);
    expect(list.json().items.every((j: { kind: string }) => j.kind === 'oneroster')).toBe(true);
    const ids = list.json().items.map((j: { id: number }) => j.id);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/imports/${ids[0]}`, headers: bearer(teacher) });
    expect(other.statusCode).toBe(404);
  });
});
