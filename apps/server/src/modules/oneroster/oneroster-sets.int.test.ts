import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import { multipart, uniqueTag, waitForJob } from '../../../test/kits/imports/test-files';
import { rosterQueries } from '../../../test/kits/oneroster/roster-queries';
import {
  addUser,
  buildRoster,
  enroll,
  type Roster,
  rosterZip,
  type ZipOptions,
} from '../../../test/kits/oneroster/test-files';
import { importJobs, schools, users } from '../../db/schema';

// Sets as other systems write them: classes without grades, a manifest saying absent / bulk / delta,
// departments, OneRoster 1.0 column names; and what a deactivation does to the account's sign-ins.

describe('OneRoster sets written by other systems', () => {
  let t: TestApp;
  let admin: string;
  let districtId: number;
  const db = () => t.database.db;

  const upload = (zip: Buffer, query = '') => {
    const body = multipart('oneroster.zip', zip, 'application/zip');
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/oneroster/imports${query}`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };
  const importRoster = async (r: Roster, opts?: ZipOptions, query = '') => {
    const res = await upload(rosterZip(r, opts), query);
    expect(res.statusCode, res.body).toBe(202);
    return waitForJob(t.app, admin, res.json().id);
  };
  const { userBySid, classBySid, roster } = rosterQueries(db, () => districtId);
  const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
  /** Drops a user from users.csv, roles.csv and enrollments.csv (a bulk set that no longer lists them). */
  const unlist = (r: Roster, sid: string) => {
    r.users = r.users.filter((u) => u.sourcedId !== sid);
    r.roles = r.roles.filter((x) => x.userSourcedId !== sid);
    r.enrollments = r.enrollments.filter((e) => e.userSourcedId !== sid);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signIn(t.app, 'district.admin')).access_token;
    districtId = (await db().select().from(users).where(eq(users.username, 'district.admin')))[0]!.districtId!;
  });
  afterAll(() => t.close());

  it("gives a class without grades its course's, then its school's, then the chosen default grade, and says so", async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { studentsPerClass: 1 });
    r.courses.push({ sourcedId: `crs-${tag}-none`, title: 'Homeroom', orgSourcedId: `dist-${tag}` });
    r.courses[0]!.grades = '03';
    r.orgs[2]!.grades = '02'; // school 2 (a vendor's grades column on orgs.csv)
    r.classes[0]!.grades = ''; // row 2: grade from the course
    Object.assign(r.classes[1]!, { grades: '', courseSourcedId: `crs-${tag}-none` }); // row 3: from school 2
    r.classes.push({
      ...r.classes[0]!,
      sourcedId: `cls-${tag}-1-2`,
      title: 'Homeroom',
      courseSourcedId: `crs-${tag}-none`,
      subjects: '',
    }); // row 4: school 1 has no grades either
    const opts: ZipOptions = { extraColumns: { orgs: ['grades'] } };

    const refused = await importRoster(r, opts);
    expect(refused.status).toBe('failed');
    expect(refused.problems).toEqual([
      {
        file: 'classes.csv',
        row: 4,
        column: 'grades',
        message: 'The class, its course and its school have no grades: choose a default grade for the import',
      },
      expect.objectContaining({ row: 2, message: 'No grades: the class gets grade 3 from its course' }),
      expect.objectContaining({ row: 3, message: 'No grades: the class gets grade 2 from its school' }),
    ]);
    expect(await classBySid(`cls-${tag}-1-1`)).toBeUndefined();

    const job = await importRoster(r, opts, '?defaultGrade=K');
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
    expect(job.problems).toEqual([
      { file: 'classes.csv', row: 2, column: 'grades', message: 'No grades: the class gets grade 3 from its course' },
      { file: 'classes.csv', row: 3, column: 'grades', message: 'No grades: the class gets grade 2 from its school' },
      {
        file: 'classes.csv',
        row: 4,
        column: 'grades',
        message: 'No grades: the class gets grade K from the default grade chosen for this import',
      },
    ]);
    expect((await classBySid(`cls-${tag}-1-1`))!.grade).toBe('3');
    expect((await classBySid(`cls-${tag}-2-1`))!.grade).toBe('2');
    expect((await classBySid(`cls-${tag}-1-2`))!.grade).toBe('K');
    // The choice is kept with the job, so a run resumed after a restart still has it.
    const [stored] = await db().select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(stored!.options).toEqual({ defaultGrade: 'K' });
    expect(await roster(`cls-${tag}-1-1`)).toEqual([`s-${tag}-0`]);
    expect(await roster(`cls-${tag}-2-1`)).toEqual([`s-${tag}-1`]);

    const bad = await upload(rosterZip(r, opts), '?defaultGrade=13');
    expect(bad.statusCode).toBe(400);
  });

  it('reads a set the manifest says has no courses.csv, reporting its real row problems', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag);
    r.courses = [];
    for (const c of r.classes) c.grades = '';
    enroll(r, `cls-${tag}-1-1`, `sch-${tag}-1`, `s-${tag}-nobody`, 'student'); // enrollments row 10
    const opts: ZipOptions = { omit: ['courses'], modes: { courses: 'absent' } };
    const refused = await importRoster(r, opts, '?defaultGrade=4');
    expect(refused.status).toBe('failed');
    expect(refused.problems.filter((p: { message: string }) => !p.message.startsWith('No grades'))).toEqual([
      {
        file: 'enrollments.csv',
        row: 10,
        column: 'userSourcedId',
        message: `Unknown user "s-${tag}-nobody" (not in users.csv)`,
      },
    ]);

    r.enrollments.pop();
    const job = await importRoster(r, opts, '?defaultGrade=4');
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
    expect(job.createdCount).toBe(12);
    expect((await classBySid(`cls-${tag}-2-1`))!.grade).toBe('4');
    expect(await roster(`cls-${tag}-2-1`)).toHaveLength(3);
  });

  it('bulk: removes what the files no longer list for the schools they cover, and ends those sign-ins', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { schools: 1, classesPerSchool: 2 });
    expect((await importRoster(r)).status).toBe('done');
    const leaving = await signIn(t.app, `s${tag}.1`, 'pw1word');
    const staying = await signIn(t.app, `s${tag}.0`, 'pw0word');
    expect((await me(leaving.access_token)).statusCode).toBe(200);

    unlist(r, `s-${tag}-1`);
    r.classes = r.classes.filter((c) => c.sourcedId !== `cls-${tag}-1-2`);
    r.enrollments = r.enrollments.filter(
      (e) =>
        e.classSourcedId !== `cls-${tag}-1-2` &&
        !(e.classSourcedId === `cls-${tag}-1-1` && e.userSourcedId === `s-${tag}-0`),
    );
    const job = await importRoster(r);
    expect(job).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 2 }); // a user, a class

    expect((await userBySid(`s-${tag}-1`))!.status).toBe('deactivated');
    expect((await classBySid(`cls-${tag}-1-2`))!.deletedAt).toBeInstanceOf(Date);
    expect(await roster(`cls-${tag}-1-1`)).toEqual([`s-${tag}-2`]);
    expect((await userBySid(`s-${tag}-0`))!.status).toBe('active');
    // The removed student's token is refused at once; the others keep theirs.
    expect((await me(leaving.access_token)).statusCode).toBe(401);
    expect((await me(staying.access_token)).statusCode).toBe(200);
    // Accounts the district made by hand in other schools are not the set's to remove.
    expect((await db().select().from(users).where(eq(users.username, 'teacher')))[0]!.status).toBe('active');
  });

  it('delta: changes only what the files list, resolving references against the district', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { schools: 1 });
    expect((await importRoster(r)).status).toBe('done');

    const delta: Roster = {
      orgs: [],
      academicSessions: [],
      courses: [],
      classes: [],
      users: [],
      roles: [],
      enrollments: [],
    };
    addUser(delta, { ...r.users[2]!, familyName: 'Renamed' }, 'student', `sch-${tag}-1`);
    const files = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments'] as const;
    const job = await importRoster(delta, { modes: Object.fromEntries(files.map((f) => [f, 'delta' as const])) });
    expect(job).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 1 });
    expect((await userBySid(`s-${tag}-1`))!.lastName).toBe('Renamed');
    expect(await roster(`cls-${tag}-1-1`)).toHaveLength(3);
    expect((await userBySid(`s-${tag}-0`))!.status).toBe('active');
  });

  it('deactivating a user through enabledUser false ends their sign-ins', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { schools: 1 });
    expect((await importRoster(r)).status).toBe('done');
    const session = await signIn(t.app, `s${tag}.2`, 'pw2word');
    r.users.find((u) => u.sourcedId === `s-${tag}-2`)!.enabledUser = 'false';
    expect(await importRoster(r)).toMatchObject({ status: 'done', updatedCount: 1 });
    expect((await userBySid(`s-${tag}-2`))!.status).toBe('deactivated');
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('maps a department to the school it belongs to, or imports it as the school when the set has none', async () => {
    const withDepartment = (tag: string, parent: string) => {
      const r = buildRoster(tag, { schools: 1 });
      const dept = `dept-${tag}`;
      r.orgs.push({ sourcedId: dept, name: `Math Department ${tag}`, type: 'department', parentSourcedId: parent });
      r.classes[0]!.schoolSourcedId = dept;
      r.roles.find((x) => x.userSourcedId === `s-${tag}-0`)!.orgSourcedId = dept;
      for (const e of r.enrollments) e.schoolSourcedId = dept;
      return r;
    };
    const tag = uniqueTag();
    const job = await importRoster(withDepartment(tag, `sch-${tag}-1`));
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
    expect(job.problems).toEqual([]);
    expect(job.createdCount).toBe(1 + 1 + 3 + 1); // the school (not the department), teacher, students, class
    const [school] = await db()
      .select()
      .from(schools)
      .where(eq(schools.sourcedId, `sch-${tag}-1`));
    expect((await classBySid(`cls-${tag}-1-1`))!.schoolId).toBe(school!.id);
    expect((await userBySid(`s-${tag}-0`))!.schoolId).toBe(school!.id);
    expect(await roster(`cls-${tag}-1-1`)).toHaveLength(3);

    // The department names a school the set does not give: it stands in for that school, and the report says so.
    const alone = uniqueTag();
    const other = await importRoster(withDepartment(alone, `sch-${alone}-9`));
    expect(other.status, JSON.stringify(other.problems)).toBe('done');
    expect(other.problems).toEqual([
      {
        file: 'orgs.csv',
        row: 4,
        column: 'parentSourcedId',
        message: `"dept-${alone}" is a department of "sch-${alone}-9", which is not in orgs.csv: the department is imported as a school`,
      },
    ]);
    const [standIn] = await db()
      .select()
      .from(schools)
      .where(eq(schools.sourcedId, `dept-${alone}`));
    expect(standIn!.name).toBe(`Math Department ${alone}`);
    expect((await classBySid(`cls-${alone}-1-1`))!.schoolId).toBe(standIn!.id);
  });

  it('names the OneRoster 1.0 columns a file still uses, and writes nothing', async () => {
    const tag = uniqueTag();
    const job = await importRoster(buildRoster(tag), {
      version: '1.1',
      renameColumns: { classes: { grades: 'grade' }, users: { userIds: 'userId' } },
    });
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual([
      {
        file: 'classes.csv',
        row: 1,
        column: 'grade',
        message: '"grade" is a OneRoster 1.0 column; OneRoster 1.1 and 1.2 name it "grades" (rename the column)',
      },
      {
        file: 'users.csv',
        row: 1,
        column: 'userId',
        message: '"userId" is a OneRoster 1.0 column; OneRoster 1.1 and 1.2 name it "userIds" (rename the column)',
      },
    ]);
    expect(await userBySid(`s-${tag}-0`)).toBeUndefined();
  });

  it('gives users whose username cannot sign in here a derived one, unique, and says so per row', async () => {
    const tag = uniqueTag();
    const r = buildRoster(tag, { studentsPerClass: 2 });
    const students = r.users.filter((u) => u.sourcedId!.startsWith('s-'));
    // A student information system's display-style usernames; two of them come out the same.
    students[0]!.username = `Mary Archer ${tag}`;
    students[1]!.username = `mary  archer ${tag}`;
    students[2]!.username = '山田 太郎';
    // Another account (made by hand, in another district) already holds the first one's derived name.
    const holder = await buildUser(db(), { role: 'Teacher' });
    const base = `mary.archer.${tag}`.toLowerCase();
    await db().update(users).set({ username: base }).where(eq(users.id, holder.id));

    const job = await importRoster(r);
    expect(job.status, JSON.stringify(job.problems)).toBe('done');
    const usernames = await Promise.all(
      students.slice(0, 3).map(async (s) => (await userBySid(s.sourcedId!))!.username),
    );
    expect(usernames).toEqual([`${base}-2`, `${base}-3`, `user.s.${tag}.2`.toLowerCase()]);
    expect(job.problems).toEqual([
      {
        file: 'users.csv',
        row: r.users.indexOf(students[0]!) + 2,
        column: 'username',
        message: `The username "Mary Archer ${tag}" cannot be used to sign in here: it becomes "${base}-2"`,
      },
      expect.objectContaining({ column: 'username', message: expect.stringContaining(`it becomes "${base}-3"`) }),
      expect.objectContaining({ column: 'username', message: expect.stringContaining('"山田 太郎" cannot be used') }),
    ]);
    // The student signs in with it.
    expect((await signIn(t.app, `${base}-2`, 'pw0word')).access_token).toBeTruthy();

    // The same set again: the same usernames, nothing changed.
    const again = await importRoster(r);
    expect(again).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 0 });
    const after = await Promise.all(students.slice(0, 3).map(async (s) => (await userBySid(s.sourcedId!))!.username));
    expect(after).toEqual(usernames);
  });
});
