import { MESSAGES, STUDENT_IMPORT_COLUMNS, UPLOADS_PER_WINDOW } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import {
  buildClassFor,
  manyStudents,
  multipart,
  oneRosterBomb,
  studentXlsx,
  uploadStudents,
  userIdOf,
  waitForJob,
  xlsxBomb,
} from '../../../test/kits/imports/test-files';
import { importJobs } from '../../db/schema';

// Uploads that would have frozen the server read in full on the request thread: files far past the row
// limit, zip bombs, and a flood of uploads from one user.

describe('import reading safety', () => {
  let t: TestApp;
  let teacher: string;
  let admin: string;
  let classId: number;
  const db = () => t.database.db;
  const jobsOfClass = async () => db().select().from(importJobs).where(eq(importJobs.classId, classId));

  beforeAll(async () => {
    t = await buildTestApp();
    teacher = (await signIn(t.app, 'teacher')).access_token;
    admin = (await signIn(t.app, 'district.admin')).access_token;
    classId = (await buildClassFor(db(), await userIdOf(db(), 'teacher'))).id;
  });
  afterAll(() => t.close());

  it('refuses a CSV past the row limit without reading the rest of it', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `A${i},B,,,`).join('\n');
    // Past the limit, a quote that is never closed: reading it would refuse the file for that instead.
    const csv = `${STUDENT_IMPORT_COLUMNS.join(',')}\n${rows}\n"never closed,x,,,\nC,D,,,\n`;
    const res = await uploadStudents(t.app, teacher, classId, 'many.csv', Buffer.from(csv));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('import_too_many_rows');
    expect(res.json().detail).toBe(
      'A file may hold at most 20,000 students; this one has more. Split it into smaller files.',
    );
    expect(await jobsOfClass()).toEqual([]);
  });

  it('refuses an XLSX bomb (a small zip with a huge sheet) and records nothing', async () => {
    const file = xlsxBomb(64 * 1024 * 1024);
    expect(file.length).toBeLessThan(1024 * 1024);
    const res = await uploadStudents(t.app, teacher, classId, 'bomb.xlsx', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import_too_large',
      title: MESSAGES.importInvalidFormat,
      detail: 'The file inflates to more than 40 MB (xl/worksheets/sheet1.xml): it cannot be imported.',
    });
    expect(await jobsOfClass()).toEqual([]);
  });

  it('caps each upload at what its kind needs, saying the limit', async () => {
    const student = await uploadStudents(t.app, teacher, classId, 'big.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 65));
    expect(student.statusCode).toBe(413);
    expect(student.json().detail).toBe('Upload one file of at most 5 MB');
    const body = multipart('big.zip', Buffer.alloc(30 * 1024 * 1024 + 1, 65), 'application/zip');
    const roster = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oneroster/imports',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(roster.statusCode).toBe(413);
    expect(roster.json().detail).toBe('Upload one file of at most 30 MB');
  });

  it('fails a OneRoster zip bomb with a clear problem', async () => {
    const body = multipart('bomb.zip', oneRosterBomb(130 * 1024 * 1024), 'application/zip');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oneroster/imports',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t.app, admin, res.json().id);
    expect(job.status).toBe('failed');
    expect(job.problems).toEqual([
      {
        message: `${MESSAGES.importInvalidFormat} The file inflates to more than 120 MB (users.csv): it cannot be imported.`,
      },
    ]);
  });

  it('keeps answering /health while a big workbook is read', async () => {
    // 20,001 rows: read up to the row past the limit, then refused for it.
    const file = studentXlsx(manyStudents(20_001));
    let uploading = true;
    const upload = uploadStudents(t.app, teacher, classId, 'big.xlsx', file).finally(() => {
      uploading = false;
    });
    let answeredMeanwhile = 0;
    while (uploading) {
      // A pause between requests lets the server take in the worker's reply (as between real requests).
      await new Promise((r) => setTimeout(r, 5));
      const health = await t.app.inject('/health');
      expect(health.statusCode).toBe(200);
      if (uploading) answeredMeanwhile++;
    }
    const res = await upload;
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('import_too_many_rows');
    expect(answeredMeanwhile).toBeGreaterThan(0);
  });

  it(`refuses a user's upload past ${UPLOADS_PER_WINDOW} in the window with 429 and Retry-After`, async () => {
    const principal = (await signIn(t.app, 'principal')).access_token;
    const notCsv = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++)
      expect((await uploadStudents(t.app, principal, classId, 'x.csv', notCsv)).statusCode).not.toBe(429);
    const res = await uploadStudents(t.app, principal, classId, 'x.csv', notCsv);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'too_many_uploads', title: MESSAGES.tooManyUploads });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per user: another user's upload still goes through.
    expect((await uploadStudents(t.app, teacher, classId, 'x.csv', notCsv)).statusCode).toBe(400);
  });
});
