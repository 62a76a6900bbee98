import fs from 'node:fs';
import { MESSAGES, SLIDE_COMPONENT_KINDS } from '@clearsheets/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { mintToken, requester } from '../../../test/kits/attempts/test-support';
import { makeImage, multipartBody } from '../../../test/kits/images/test-images';
import { images, storedFiles } from '../../db/schema';
import { jobRunnerOf } from '../../platform/jobs';
import { LESSON_FILES_SWEEP } from './lesson-files.service';

// Lesson files on a real database (decision 0035): every stored file has an owner row with its size, the quotas per
// teacher and per school refuse an upload before anything is written, and the clean-up job removes the lesson files
// no lesson uses once they have been unused for the grace period: the job's clock is moved, nothing waits.

const KB = 1024;
const HOUR = 3_600_000;
const captions = (size: number) => Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(size - 8, 0x61)]);
const video = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size - 12)]);

describe('lesson files: owners, quotas and the clean-up of unused ones', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let now = new Date('2026-03-02T08:00:00Z');
  let teacher: string;
  let teacherId: number;
  let colleague: string;
  let schoolId: number;
  let classId: number;

  const upload = (token: string, bytes: Buffer, filename = 'clip.bin') => {
    const body = multipartBody([{ name: 'file', filename, type: 'application/octet-stream', content: bytes }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/lessons/media',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const storedNames = () => (fs.existsSync(t.config.storage.dir) ? fs.readdirSync(t.config.storage.dir).sort() : []);
  const keyOf = (url: string) => url.slice('/uploads/'.length);
  const sweepAt = async (at: Date) => {
    now = at;
    const runner = jobRunnerOf(t.app.ctx, t.app.log);
    runner.enqueue(LESSON_FILES_SWEEP, 1);
    await runner.idle();
  };
  const lessonWith = (src: string, captionsSrc: string) => ({
    title: 'A video lesson',
    content: {
      slides: [
        {
          key: 'watch',
          title: 'Watch',
          target: 1,
          components: [{ key: 'clip', kind: SLIDE_COMPONENT_KINDS.video, title: 'Arrays', src, captionsSrc }],
        },
      ],
    },
  });

  beforeAll(async () => {
    // 100 KB per teacher, 150 KB per school, a day of grace.
    t = await buildTestApp(
      { STORAGE_TEACHER_QUOTA_MB: String(100 / 1024), STORAGE_SCHOOL_QUOTA_MB: String(150 / 1024) },
      { clock: { now: () => now } },
    );
    call = requester(t.app);
    const built = await buildClassWithStudents(t.database.db, { students: 1 });
    teacherId = built.teacherId;
    classId = built.cls.id;
    schoolId = built.cls.schoolId;
    teacher = await mintToken(t.app, teacherId);
    colleague = await mintToken(
      t.app,
      (await buildUser(t.database.db, { role: 'Teacher', schoolId, license: 'CKPD' })).id,
    );
  });
  afterAll(async () => t?.close());

  it('records the owner, the school and the size of every stored file, kept in its own folder', async () => {
    const res = await upload(teacher, captions(40 * KB));
    expect(res.statusCode, res.body).toBe(201);
    const key = keyOf(res.json().url);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
    expect(row).toMatchObject({ ownerId: teacherId, schoolId, bytes: 40 * KB, purpose: 'lesson-captions' });
    expect(storedNames()).toEqual([key]);
    expect(t.config.storage.dir.startsWith(t.config.dataDir)).toBe(true);

    // A picture has its owner row too.
    const picture = multipartBody([
      { name: 'file', filename: 'page.png', type: 'image/png', content: await makeImage('png', 40, 30) },
      { name: 'purpose', value: 'slide' },
    ]);
    const pic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...picture.headers, authorization: `Bearer ${teacher}` },
      payload: picture.payload,
    });
    expect(pic.statusCode, pic.body).toBe(201);
    const [picRow] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.storageKey, keyOf(pic.json().url)));
    expect(picRow).toMatchObject({ ownerId: teacherId, schoolId, bytes: pic.json().bytes, purpose: 'slide' });
  });

  it("refuses an upload past the teacher's quota, then past the school's, before writing anything", async () => {
    const before = storedNames();
    const full = await upload(teacher, captions(70 * KB));
    expect(full.statusCode).toBe(413);
    expect(full.json().title).toBe(MESSAGES.storageTeacherFull);
    expect(storedNames()).toEqual(before);

    // A colleague has room of their own; then the school's space runs out for a third teacher.
    expect((await upload(colleague, captions(90 * KB))).statusCode).toBe(201);
    const third = await mintToken(
      t.app,
      (await buildUser(t.database.db, { role: 'Teacher', schoolId, license: 'CKPD' })).id,
    );
    const schoolFull = await upload(third, captions(30 * KB));
    expect(schoolFull.statusCode).toBe(413);
    expect(schoolFull.json().title).toBe(MESSAGES.storageSchoolFull);
    expect(storedNames()).toHaveLength(before.length + 1);
  });

  it('removes lesson files no lesson uses once the grace period has passed, and keeps the ones in use', async () => {
    await t.database.db.delete(images);
    await t.database.db.delete(storedFiles);
    for (const name of storedNames()) fs.rmSync(`${t.config.storage.dir}/${name}`);

    const used = keyOf((await upload(teacher, video(10 * KB))).json().url);
    const usedCaptions = keyOf((await upload(teacher, captions(2 * KB))).json().url);
    const unused = keyOf((await upload(teacher, video(10 * KB))).json().url);
    const saved = await call(
      teacher,
      'POST',
      '/api/v1/lessons/mine',
      lessonWith(`/uploads/${used}`, `/uploads/${usedCaptions}`),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const lessonId = saved.json().id;

    await sweepAt(new Date('2026-03-02T09:00:00Z'));
    await sweepAt(new Date('2026-03-03T08:59:00Z')); // 23 h 59 min unused: kept
    expect(storedNames()).toEqual([used, usedCaptions, unused].sort());
    await sweepAt(new Date('2026-03-03T09:00:00Z')); // a day unused: removed, file and row
    expect(storedNames()).toEqual([used, usedCaptions].sort());
    expect((await t.app.inject({ url: `/uploads/${unused}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.storageKey, unused))).toEqual([]);

    // A launched session keeps its own copy of the lesson: its files stay after the lesson is deleted.
    const launched = await call(teacher, 'POST', `/api/v1/lessons/${lessonId}/sessions`, { classIds: [classId] });
    expect(launched.statusCode, launched.body).toBe(201);
    expect((await call(teacher, 'DELETE', `/api/v1/lessons/mine/${lessonId}`)).statusCode).toBe(204);
    await sweepAt(new Date(now.getTime() + 48 * HOUR));
    expect(storedNames()).toEqual([used, usedCaptions].sort());
  });

  it('starts the grace period when a lesson stops using a file', async () => {
    const first = keyOf((await upload(colleague, video(5 * KB))).json().url);
    const caps = keyOf((await upload(colleague, captions(1 * KB))).json().url);
    const second = keyOf((await upload(colleague, video(5 * KB))).json().url);
    const saved = await call(
      colleague,
      'POST',
      '/api/v1/lessons/mine',
      lessonWith(`/uploads/${first}`, `/uploads/${caps}`),
    );
    const id = saved.json().id;
    await sweepAt(new Date(now.getTime() + HOUR));
    // The teacher swaps the video: the first one is unused from this pass on.
    expect(
      (await call(colleague, 'PUT', `/api/v1/lessons/mine/${id}`, lessonWith(`/uploads/${second}`, `/uploads/${caps}`)))
        .statusCode,
    ).toBe(200);
    const swappedAt = new Date(now.getTime() + HOUR);
    await sweepAt(swappedAt);
    await sweepAt(new Date(swappedAt.getTime() + 23 * HOUR));
    expect(storedNames()).toContain(first);
    await sweepAt(new Date(swappedAt.getTime() + 24 * HOUR));
    expect(storedNames()).not.toContain(first);
    expect(storedNames()).toEqual(expect.arrayContaining([second, caps]));
  });
});
