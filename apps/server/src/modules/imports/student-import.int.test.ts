import { IMPORT_INFLATE_LIMITS, MESSAGES, STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import {
  buildClassFor,
  classRoster,
  enrollNewStudents,
  LATIN1_CSV,
  manyStudents,
  PDF_BYTES,
  PNG_BYTES,
  studentCsv,
  studentXlsx,
  uniqueTag,
  uploadStudents,
  userIdOf,
  waitForJob,
} from '../../../test/kits/imports/test-files';
import { auditLog, classes, importJobs, users } from '../../db/schema';
import { saveUpload } from './import-files';
import { insertImportJob } from './import-jobs.repository';
import { importsIdle, resumeUnfinishedImports } from './import-runner';
import { readXlsxRows } from './xlsx-rows';
import { writeXlsx } from './xlsx-write';

describe('student bulk import', () => {
  let t: TestApp;
  let teacher: string;
  let freeTeacher: string;
  let districtAdmin: string;
  let principal: string;
  const db = () => t.database.db;
  const newClass = async (username = 'teacher') => (await buildClassFor(db(), await userIdOf(db(), username))).id;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const studentsTagged = async (tag: string) =>
    (
      await db()
        .select({ n: count() })
        .from(users)
        .where(like(users.lastName, `%${tag}%`))
    )[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
    const tokens = await Promise.all(
      ['teacher', 'teacher.free', 'district.admin', 'principal'].map(
        async (u) => (await signIn(t.app, u)).access_token,
      ),
    );
    [teacher, freeTeacher, districtAdmin, principal] = tokens as [string, string, string, string];
  });
  afterAll(() => t.close());

  describe('sample files', () => {
    it('serves the CSV sample with the exact columns and two example rows', async () => {
      const res = await get('/api/v1/imports/students/sample.csv', teacher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('attachment; filename="student-import-sample.csv"');
      const lines = res.body.trim().split(/\r\n/);
      expect(lines[0]).toBe('First Name,Last Name,Username,Password,Grade');
      expect(lines).toHaveLength(3);
    });

    it('serves the XLSX sample with the same header and examples', async () => {
      const res = await get('/api/v1/imports/students/sample.xlsx', teacher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(readXlsxRows(res.rawPayload, IMPORT_INFLATE_LIMITS.xlsx)).toEqual([
        { row: 1, cells: [...STUDENT_IMPORT_COLUMNS] },
        { row: 2, cells: ['Maya', 'Johnson', 'mjohnson', 'tiger42', '5'] },
        { row: 3, cells: ['Leo', 'Martinez'] },
      ]);
    });

    it('needs a signed-in staff member', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/imports/students/sample.csv' })).statusCode).toBe(401);
    });
  });

  describe('files refused before anything is written', () => {
    let classId: number;
    beforeAll(async () => {
      classId = await newClass();
    });
    const expectRefused = async (name: string, content: Buffer, title: string) => {
      const res = await uploadStudents(t.app, teacher, classId, name, content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().title).toBe(title);
      expect(res.json().errors[0].field).toBe('file');
    };

    it('refuses columns other than the sample (CSV and XLSX)', async () => {
      await expectRefused(
        'wrong.csv',
        studentCsv([['A', 'B']], ['First', 'Last', 'User', 'Pass', 'Grade']),
        MESSAGES.importColumnMismatch,
      );
      await expectRefused(
        'reordered.xlsx',
        studentXlsx([['A', 'B']], ['Last Name', 'First Name', 'Username', 'Password', 'Grade']),
        MESSAGES.importColumnMismatch,
      );
      await expectRefused(
        'missing.csv',
        studentCsv([['A', 'B']], ['First Name', 'Last Name', 'Username', 'Password']),
        MESSAGES.importColumnMismatch,
      );
    });

    it('accepts the header in any letter case and spacing', async () => {
      const res = await uploadStudents(
        t.app,
        teacher,
        classId,
        'case.csv',
        studentCsv([['Case', `Header${uniqueTag()}`]], [' first name', 'LAST  NAME', 'username', 'Password ', 'grade']),
      );
      expect(res.statusCode, res.body).toBe(202);
      expect((await waitForJob(t.app, teacher, res.json().id)).status).toBe('done');
    });

    it('reads what Excel writes: a byte-order mark and semicolons', async () => {
      const tag = uniqueTag();
      const file = Buffer.from(`\ufeffFirst Name;Last Name;Username;Password;Grade\r\nZoë;Ñúñez${tag};;;3\r\n`);
      const res = await uploadStudents(t.app, teacher, classId, 'excel.csv', file);
      expect(res.statusCode, res.body).toBe(202);
      expect((await waitForJob(t.app, teacher, res.json().id)).status).toBe('done');
      const [zoe] = await db()
        .select()
        .from(users)
        .where(eq(users.lastName, `Ñúñez${tag}`));
      expect(zoe).toMatchObject({ firstName: 'Zoë', grade: '3', username: `znunez${tag}` });
    });

    it('refuses a sheet without student rows', async () => {
      await expectRefused('header-only.csv', studentCsv([]), MESSAGES.importNoData);
      await expectRefused(
        'blank-rows.csv',
        Buffer.from(`${STUDENT_IMPORT_COLUMNS.join(',')}\n,,,,\n\n`),
        MESSAGES.importNoData,
      );
      await expectRefused('empty.xlsx', studentXlsx([]), MESSAGES.importNoData);
      await expectRefused('blank.csv', Buffer.from('\r\n\r\n'), MESSAGES.importNoData);
    });

    it('decides the type by content: a PNG named .csv and a PDF named .xlsx are invalid', async () => {
      await expectRefused('photo.csv', PNG_BYTES, MESSAGES.importInvalidFormat);
      await expectRefused('report.xlsx', PDF_BYTES, MESSAGES.importInvalidFormat);
      await expectRefused('report.csv', PDF_BYTES, MESSAGES.importInvalidFormat);
      await expectRefused('students.csv.xlsx', studentCsv([['A', 'B']]), MESSAGES.importInvalidFormat);
      await expectRefused('students.pdf', studentCsv([['A', 'B']]), MESSAGES.importInvalidFormat);
    });

    it('refuses a CSV that is not UTF-8', async () => {
      await expectRefused('latin1.csv', LATIN1_CSV, MESSAGES.importInvalidFormat);
    });

    it('refuses more rows than one import may hold, saying so', async () => {
      const rows = Array.from({ length: 20_001 }, (_, i) => `A${i},B`).join('\n');
      const res = await uploadStudents(
        t.app,
        teacher,
        classId,
        'huge.csv',
        Buffer.from(`${STUDENT_IMPORT_COLUMNS.join(',')}\n${rows}\n`),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('at most 20,000 students; this one has more');
    });

    it('refuses a file over 5 MB with 413, saying the limit', async () => {
      const res = await uploadStudents(t.app, teacher, classId, 'huge.csv', Buffer.alloc(6 * 1024 * 1024, 65));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large', detail: 'Upload one file of at most 5 MB' });
    });

    it('refuses a request without a file', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/classes/${classId}/imports`,
        headers: bearer(teacher),
        payload: { students: [] },
      });
      expect(res.statusCode).toBe(400);
    });

    it('wrote no job and no student for any refused file', async () => {
      const jobs = await db().select().from(importJobs).where(eq(importJobs.classId, classId));
      expect(jobs.map((j) => j.fileName).sort()).toEqual(['case.csv', 'excel.csv']);
    });
  });

  describe('scope', () => {
    it("refuses another teacher's class with 404 and a principal with 403", async () => {
      const classId = await newClass('teacher');
      const file = studentCsv([['Not', 'Allowed']]);
      expect((await uploadStudents(t.app, freeTeacher, classId, 's.csv', file)).statusCode).toBe(404);
      expect((await uploadStudents(t.app, principal, classId, 's.csv', file)).statusCode).toBe(403);
      expect((await uploadStudents(t.app, teacher, 999_999, 's.csv', file)).statusCode).toBe(404);
    });

    it('lets a district admin import into a class of their district; others cannot read the job', async () => {
      const classId = await newClass('teacher');
      const res = await uploadStudents(
        t.app,
        districtAdmin,
        classId,
        's.csv',
        studentCsv([['By', `Admin${uniqueTag()}`]]),
      );
      expect(res.statusCode, res.body).toBe(202);
      const job = await waitForJob(t.app, districtAdmin, res.json().id);
      expect(job).toMatchObject({ status: 'done', createdCount: 1 });
      expect((await get(`/api/v1/imports/${job.id}`, freeTeacher)).statusCode).toBe(404);
      expect((await get(`/api/v1/imports/${job.id}`, teacher)).statusCode).toBe(404);
    });
  });

  describe('importing', () => {
    it('accepts a CSV with 202 and the notice, then imports it in the background', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const file = studentCsv([
        ['Ada', `Lovelace${tag}`, `ada${tag}`, 'secret42', '4'],
        ['Alan', `Turing${tag}`],
      ]);
      const res = await uploadStudents(t.app, teacher, classId, 'class.csv', file);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({
        kind: 'students_csv',
        fileName: 'class.csv',
        classId,
        status: 'queued',
        totalRows: 2,
        notice: MESSAGES.uploadInProgress,
      });
      const job = await waitForJob(t.app, teacher, res.json().id);
      expect(job).toMatchObject({ status: 'done', processedRows: 2, createdCount: 2, updatedCount: 0, problems: [] });
      const roster = await classRoster(db(), classId);
      expect(roster.map((s) => s.firstName).sort()).toEqual(['Ada', 'Alan']);
      const [ada] = await db()
        .select()
        .from(users)
        .where(eq(users.username, `ada${tag}`));
      expect(ada).toMatchObject({ role: 'Student', grade: '4', schoolId: expect.any(Number) });
      const [alan] = await db()
        .select()
        .from(users)
        .where(eq(users.lastName, `Turing${tag}`));
      expect(alan!.username).toBe(`aturing${tag}`);
      expect(alan!.grade).toBe('5'); // the class grade
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'class.students_imported'), eq(auditLog.entityId, String(classId))));
      expect(audit?.details).toMatchObject({ created: 2, updated: 0 });

      // The imported student signs in with the password from the file.
      const signin = await signIn(t.app, `ada${tag}`, 'secret42');
      expect(signin.access_token).toBeTruthy();
    });

    it('imports an XLSX (numbers in cells read as text)', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const file = writeXlsx({
        name: 'Kids',
        rows: [
          [...STUDENT_IMPORT_COLUMNS],
          ['Grace', `Hopper${tag}`, `grace${tag}`, 12345678, 3],
          [],
          ['Katherine', `Johnson${tag}`, '', '', 'K'],
        ],
      });
      const res = await uploadStudents(t.app, teacher, classId, 'kids.xlsx', Buffer.from(file));
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().kind).toBe('students_xlsx');
      const job = await waitForJob(t.app, teacher, res.json().id);
      expect(job).toMatchObject({ status: 'done', createdCount: 2 });
      const [grace] = await db()
        .select()
        .from(users)
        .where(eq(users.username, `grace${tag}`));
      expect(grace!.grade).toBe('3');
      expect((await signIn(t.app, `grace${tag}`, '12345678')).access_token).toBeTruthy();
      const [kj] = await db()
        .select()
        .from(users)
        .where(eq(users.lastName, `Johnson${tag}`));
      expect(kj!.grade).toBe('K');
    });

    it('reports every row problem with its row number and column, and imports nothing', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const file = studentCsv([
        ['Good', `Row${tag}`, `good${tag}`], // row 2
        ['', `NoFirst${tag}`], // row 3
        ['Bad', `Username${tag}`, 'Not Valid!'], // row 4
        ['Dup', `Username${tag}`, `good${tag}`], // row 5
        ['Taken', `Staff${tag}`, 'teacher'], // row 6: a teacher's username
        ['Space', `Password${tag}`, '', 'has space'], // row 7
        ['Bad', `Grade${tag}`, '', '', '13'], // row 8
        ['No', ''], // row 9
      ]);
      const res = await uploadStudents(t.app, teacher, classId, 'broken.csv', file);
      expect(res.statusCode).toBe(202);
      const job = await waitForJob(t.app, teacher, res.json().id);
      expect(job.status).toBe('failed');
      expect(job.createdCount).toBe(0);
      expect(job.problems).toEqual([
        { row: 3, column: 'First Name', message: 'First name is required' },
        { row: 4, column: 'Username', message: 'Use 3-40 letters, digits, dots, dashes or underscores' },
        { row: 5, column: 'Username', message: `Username "good${tag}" is also on row 2` },
        { row: 6, column: 'Username', message: MESSAGES.usernameTaken },
        { row: 7, column: 'Password', message: MESSAGES.noSpaceAccepted },
        { row: 8, column: 'Grade', message: 'Grade must be K or 1 to 12' },
        { row: 9, column: 'Last Name', message: 'Last name is required' },
      ]);
      expect(await classRoster(db(), classId)).toHaveLength(0);
      expect(await studentsTagged(tag)).toBe(0);
    });

    it('refuses a student of another school by username, and a username of a different student', async () => {
      const classId = await newClass();
      const other = await newClass('teacher.free'); // Pecan Grove
      const [pecanStudent] = await enrollNewStudents(db(), other, 1);
      const [pecan] = await db().select().from(users).where(eq(users.id, pecanStudent!));
      const file = studentCsv([
        [pecan!.firstName, pecan!.lastName, pecan!.username],
        ['Someone', 'Else', 'student'], // the demo student Mia Lopez, same school: not her name
      ]);
      const res = await uploadStudents(t.app, teacher, classId, 'others.csv', file);
      const job = await waitForJob(t.app, teacher, res.json().id);
      expect(job.problems).toEqual([
        { row: 2, column: 'Username', message: MESSAGES.usernameTaken },
        { row: 3, column: 'Username', message: 'Username "student" belongs to another student of this school' },
      ]);
    });

    it('re-importing the same file creates no duplicates; the second job counts them as updated', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const file = studentCsv([
        ['Same', `Name${tag}`],
        ['Same', `Name${tag}`], // two students who share a name
        ['With', `Username${tag}`, `with${tag}`, 'pw123456'],
        ['Mia', 'Lopez', 'student'], // the demo student, enrolled from the school by username
      ]);
      const first = await waitForJob(
        t.app,
        teacher,
        (await uploadStudents(t.app, teacher, classId, 'a.csv', file)).json().id,
      );
      expect(first).toMatchObject({ status: 'done', createdCount: 3, updatedCount: 1 });
      const second = await waitForJob(
        t.app,
        teacher,
        (await uploadStudents(t.app, teacher, classId, 'a.csv', file)).json().id,
      );
      expect(second).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 4 });
      expect(await studentsTagged(tag)).toBe(3);
      expect(await classRoster(db(), classId)).toHaveLength(4);
      const [a, b] = await db().select().from(importJobs).where(eq(importJobs.classId, classId));
      expect(a!.fileHash).toMatch(/^[0-9a-f]{64}$/);
      expect(a!.fileHash).toBe(b!.fileHash);
    });

    it('reactivates a removed student named in the file instead of creating them again', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const file = studentCsv([['Back', `Again${tag}`]]);
      await waitForJob(t.app, teacher, (await uploadStudents(t.app, teacher, classId, 'r.csv', file)).json().id);
      const [s] = await classRoster(db(), classId);
      const { enrollments } = await import('../../db/schema');
      await db()
        .update(enrollments)
        .set({ status: 'removed', removedAt: new Date() })
        .where(eq(enrollments.classId, classId));
      const job = await waitForJob(
        t.app,
        teacher,
        (await uploadStudents(t.app, teacher, classId, 'r.csv', file)).json().id,
      );
      expect(job).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 1 });
      expect((await classRoster(db(), classId)).map((r) => r.id)).toEqual([s!.id]);
    });
  });

  describe('the 30-student cap of a free license', () => {
    it('refuses a CSV that would take a free class past 30, naming the count, and imports nothing', async () => {
      const classId = await newClass('teacher.free');
      await enrollNewStudents(db(), classId, 28);
      const tag = uniqueTag();
      const res = await uploadStudents(
        t.app,
        freeTeacher,
        classId,
        'three.csv',
        studentCsv(manyStudents(3, tag, false)),
      );
      const job = await waitForJob(t.app, freeTeacher, res.json().id);
      expect(job.status).toBe('failed');
      expect(job.problems).toEqual([
        { message: `${MESSAGES.classFull} The class has 28 of 30 students; this file would add 3.` },
      ]);
      expect(await classRoster(db(), classId)).toHaveLength(28);
      expect(await studentsTagged(tag)).toBe(0);

      const two = await uploadStudents(t.app, freeTeacher, classId, 'two.csv', studentCsv(manyStudents(2, tag, false)));
      expect((await waitForJob(t.app, freeTeacher, two.json().id)).status).toBe('done');
      expect(await classRoster(db(), classId)).toHaveLength(30);
    });
  });

  describe('jobs', () => {
    it('lists the caller’s jobs for a class, newest first, 25 a page', async () => {
      const classId = await newClass();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await uploadStudents(
          t.app,
          teacher,
          classId,
          `f${i}.csv`,
          studentCsv([['List', `Job${uniqueTag()}`]]),
        );
        ids.push(res.json().id);
      }
      await importsIdle(t.app.ctx);
      const res = await get(`/api/v1/imports?classId=${classId}`, teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect(res.json().items.map((j: { id: number }) => j.id)).toEqual([...ids].reverse());
      expect((await get(`/api/v1/imports?classId=${classId}`, districtAdmin)).json().total).toBe(0);
      expect((await get('/api/v1/imports?kind=oneroster', teacher)).json().total).toBe(0);
    });

    it('lists a job with its first 20 problems; the job itself has them all', async () => {
      const classId = await newClass();
      const rows = Array.from({ length: 25 }, (_, i): [string, string] => [`NoLast${i}`, '']);
      const res = await uploadStudents(t.app, teacher, classId, 'bad.csv', studentCsv(rows));
      const job = await waitForJob(t.app, teacher, res.json().id);
      expect(job.problems).toHaveLength(25);
      const [listed] = (await get(`/api/v1/imports?classId=${classId}`, teacher)).json().items;
      expect(listed.problems).toHaveLength(21);
      expect(listed.problems[20]).toEqual({ message: '5 more: open the import to see them all' });
    });

    it('runs a job a previous process left unfinished, once', async () => {
      const classId = await newClass();
      const tag = uniqueTag();
      const buf = studentCsv([['Left', `Over${tag}`]]);
      const job = await insertImportJob(db(), {
        kind: 'students_csv',
        createdBy: await userIdOf(db(), 'teacher'),
        districtId: null,
        classId,
        fileName: 'left.csv',
        fileHash: 'x',
        totalRows: 1,
      });
      await db().update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, job.id));
      await saveUpload(t.app.ctx.config.dataDir, job.id, buf);
      await resumeUnfinishedImports(t.app.ctx, t.app.log);
      await resumeUnfinishedImports(t.app.ctx, t.app.log);
      const done = await waitForJob(t.app, teacher, job.id);
      expect(done).toMatchObject({ status: 'done', createdCount: 1 });
      expect(await studentsTagged(tag)).toBe(1);
    });

    it('fails a left-over job whose file is gone, saying so', async () => {
      const classId = await newClass();
      const job = await insertImportJob(db(), {
        kind: 'students_csv',
        createdBy: await userIdOf(db(), 'teacher'),
        districtId: null,
        classId,
        fileName: 'gone.csv',
        fileHash: 'x',
        totalRows: 1,
      });
      await resumeUnfinishedImports(t.app.ctx, t.app.log);
      const failed = await waitForJob(t.app, teacher, job.id);
      expect(failed.status).toBe('failed');
      expect(failed.problems[0].message).toContain('upload it again');
    });
  });

  describe('10,000 rows', () => {
    it('imports a 10,000-row CSV and enrols every student', { timeout: 180_000 }, async () => {
      // A premium class: a paid teacher's other classes hold 30 (decision 0045).
      const classId = await newClass();
      await db().update(classes).set({ isPremium: true }).where(eq(classes.id, classId));
      const tag = uniqueTag();
      const rows = [...manyStudents(5_000, tag, true), ...manyStudents(5_000, `${tag}b`, false)];
      const started = Date.now();
      const res = await uploadStudents(t.app, teacher, classId, 'district.csv', studentCsv(rows));
      expect(res.statusCode, res.body).toBe(202);
      const job = await waitForJob(t.app, teacher, res.json().id, 170_000);
      expect(job).toMatchObject({ status: 'done', totalRows: 10_000, processedRows: 10_000, createdCount: 10_000 });
      expect(await classRoster(db(), classId)).toHaveLength(10_000);
      console.info(`10,000-row CSV import on ${t.database.kind}: ${Date.now() - started} ms`);
    });
  });
});
