import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type { Db } from '../../../src/db/client';
import { classes, classTeachers, enrollments, schools, users } from '../../../src/db/schema';
import { writeXlsx } from '../../../src/modules/imports/xlsx-write';
import { bearer } from '../../factories';

// Test fixtures made in code: student files (CSV, XLSX, broken ones), multipart bodies, classes with
// students, and a bounded wait for a background job.

export type StudentCells = [string, string, string?, string?, string?];
export const HEADER = [...STUDENT_IMPORT_COLUMNS];

/** A CSV with the sample's header (or another one) and these rows. */
export const studentCsv = (rows: StudentCells[], header: string[] = HEADER) =>
  Buffer.from(`${Papa.unparse([header, ...rows.map((r) => HEADER.map((_, i) => r[i] ?? ''))])}\r\n`);

/** An XLSX workbook, first sheet holding the header and rows. */
export function studentXlsx(rows: StudentCells[], header: string[] = HEADER): Buffer {
  return Buffer.from(
    writeXlsx({ name: 'Students', rows: [header, ...rows.map((r) => HEADER.map((_, i) => r[i] ?? ''))] }),
  );
}

/** A zip (deflate, made here with zlib: fast on hundreds of MB) whose file `big` inflates to
 * `inflatedBytes` of one repeated byte, beside small files: the zip itself stays about 1000 times smaller. */
function bomb(small: Record<string, string>, big: string, inflatedBytes: number, fill = 0x20): Buffer {
  const entries = [
    ...Object.entries(small).map(([name, text]) => ({ name, data: Buffer.from(text) })),
    { name: big, data: Buffer.alloc(inflatedBytes, fill) },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = zlib.deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name);
    const fields = (h: Buffer, at: number) => {
      h.writeUInt16LE(20, at); // version needed
      h.writeUInt16LE(0, at + 2); // flags
      h.writeUInt16LE(8, at + 4); // deflate
      h.writeUInt32LE(0, at + 6); // time and date
      h.writeUInt32LE(zlib.crc32(data), at + 10);
      h.writeUInt32LE(packed.length, at + 14);
      h.writeUInt32LE(data.length, at + 18);
      h.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, nameBytes, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An "XLSX" with the parts that make it look like a workbook and a first sheet of `inflatedBytes`. */
export const xlsxBomb = (inflatedBytes: number) =>
  bomb(
    { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' },
    'xl/worksheets/sheet1.xml',
    inflatedBytes,
  );

/** A OneRoster zip whose users.csv inflates to `inflatedBytes` of blank lines. */
export const oneRosterBomb = (inflatedBytes: number) =>
  bomb({ 'manifest.csv': 'propertyName,value\noneroster.version,1.2\n' }, 'users.csv', inflatedBytes, 0x0a);

/** Unique, valid usernames for a run (the database outlives a test on PostgreSQL only per file). */
export const uniqueTag = () => randomBytes(3).toString('hex');

/** `n` generated students; `withUsernames` fills the Username and Password columns. */
export function manyStudents(n: number, tag = uniqueTag(), withUsernames = true): StudentCells[] {
  return Array.from({ length: n }, (_, i) =>
    withUsernames
      ? [`Kid${i}`, `Tester${tag}`, `k${tag}.${i}`, `pass${i}word`, '']
      : [`Kid${i}`, `Tester${tag}`, '', '', ''],
  );
}

// The first bytes of files that are not spreadsheets, padded so they look like real files.
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  randomBytes(64),
]);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A header that is fine, then a row in Windows-1252 ("José" with é as 0xE9): not UTF-8. */
export const LATIN1_CSV = Buffer.concat([
  Buffer.from(`${HEADER.join(',')}\r\nJos`),
  Buffer.from([0xe9]),
  Buffer.from(',Perez,,,\r\n'),
]);

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----clearsheets${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

export async function uploadStudents(
  app: FastifyInstance,
  token: string,
  classId: number,
  fileName: string,
  content: Buffer,
) {
  const body = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: `/api/v1/classes/${classId}/imports`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Polls GET /api/v1/imports/:id until the job is done or failed (bounded). */
export async function waitForJob(app: FastifyInstance, token: string, id: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`GET /api/v1/imports/${id}: ${res.statusCode} ${res.body}`);
    const job = res.json();
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`import ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A class taught by `teacherId` (primary) at the teacher's school. */
export async function buildClassFor(db: Db, teacherId: number, opts: { grade?: string; name?: string } = {}) {
  const [teacher] = await db.select().from(users).where(eq(users.id, teacherId));
  const [cls] = await db
    .insert(classes)
    .values({
      schoolId: teacher!.schoolId!,
      name: opts.name ?? `Class ${uniqueTag()}`,
      grade: opts.grade ?? '5',
      subject: 'Math',
    })
    .returning();
  await db.insert(classTeachers).values({ classId: cls!.id, teacherId, isPrimary: true });
  return cls!;
}

/** `n` students enrolled (active) in a class, in one multi-row insert. */
export async function enrollNewStudents(db: Db, classId: number, n: number) {
  const [cls] = await db
    .select({ schoolId: classes.schoolId, districtId: schools.districtId })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, classId));
  const tag = uniqueTag();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        role: 'Student',
        username: `seed${tag}.${i}`,
        firstName: `Seed${i}`,
        lastName: `Student${tag}`,
        schoolId: cls!.schoolId,
        districtId: cls!.districtId,
      })),
    )
    .returning({ id: users.id });
  await db.insert(enrollments).values(rows.map((r) => ({ classId, studentId: r.id })));
  return rows.map((r) => r.id);
}

export async function userIdOf(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** Students of a class, by enrolment status. */
export async function classRoster(db: Db, classId: number, status: 'active' | 'removed' = 'active') {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(and(eq(enrollments.classId, classId), eq(enrollments.status, status)));
}
