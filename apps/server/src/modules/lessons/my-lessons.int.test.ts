import { MESSAGES, type TLessonDetail, type TMyLessonList } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { mintToken, requester } from '../../../test/kits/attempts/test-support';
import { KIT_CONTENT } from '../../../test/kits/lessons/lesson-test-kit';

// My Clear Lessons on a real database: a paid teacher builds a lesson from pages, changes it, shares it with the
// school, copies and deletes; the content is checked beyond its shape; nobody else changes it; a PowerPoint gets
// the export-as-PDF message on a server without LibreOffice.

const pages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    key: `page-${i + 1}`,
    title: `Page ${i + 1}`,
    target: 1,
    background: { url: `/uploads/page-${i + 1}.png`, alt: `Page ${i + 1} of fractions.pdf` },
    components: [],
  }));

describe('My Clear Lessons', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let owner: string;
  let colleague: string;
  let stranger: string;
  let free: string;
  let lessonId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
    const built = await buildClassWithStudents(t.database.db, { students: 1 });
    owner = await mintToken(t.app, built.teacherId);
    const schoolId = (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, built.teacherId) }))!
      .schoolId!;
    colleague = await mintToken(
      t.app,
      (await buildUser(t.database.db, { role: 'Teacher', schoolId, license: 'CKPD' })).id,
    );
    stranger = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id);
    free = await mintToken(t.app, (await buildUser(t.database.db, { role: 'Teacher', license: 'CKF' })).id);
  });
  afterAll(async () => t.close());

  /** Saves the lesson as one slide playing a video from `src` with captions from `captionsSrc`. */
  const withVideo = (src: string, captionsSrc: string) =>
    call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Fractions on a line',
      content: {
        slides: [
          {
            key: 'watch',
            title: 'Watch',
            target: 1,
            components: [{ key: 'clip', kind: 9, title: 'Arrays', src, captionsSrc }],
          },
        ],
      },
    });

  it('builds a lesson from two pages; it reads back whole and lists as mine', async () => {
    const res = await call(owner, 'POST', '/api/v1/lessons/mine', {
      title: 'Fractions on a line',
      description: 'From my slides',
      grade: '4',
      content: { slides: pages(2) },
    });
    expect(res.statusCode, res.body).toBe(201);
    lessonId = res.json().id;
    const detail = (await call(owner, 'GET', `/api/v1/lessons/${lessonId}`)).json() as TLessonDetail;
    expect(detail).toMatchObject({
      kind: 'my',
      title: 'Fractions on a line',
      grade: '4',
      canEdit: true,
      shared: false,
      slideCount: 2,
    });
    expect(detail.content.slides.map((s) => s.background?.url)).toEqual(['/uploads/page-1.png', '/uploads/page-2.png']);
    const mine = (await call(owner, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList;
    expect(mine.items.map((l) => [l.id, l.mine])).toEqual([[lessonId, true]]);
    // Not in the Clear Lessons library.
    const library = (await call(owner, 'GET', '/api/v1/lessons?q=Fractions on a line')).json() as { total: number };
    expect(library.total).toBe(0);
  });

  it('adds checks to a slide and keeps the standards they name; refuses content that does not hold together', async () => {
    const res = await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Fractions on a line',
      content: { slides: [...pages(1), ...KIT_CONTENT.slides] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(owner, 'GET', `/api/v1/lessons/${lessonId}`)).json() as TLessonDetail;
    expect(detail.checkCount).toBe(2);

    const twice = await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Broken',
      content: { slides: [...pages(1), ...pages(1)] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'content.slides.1.key', message: 'Each slide needs its own key' }]);
    const missing = structuredClone(KIT_CONTENT);
    missing.slides = missing.slides.filter((s) => s.key !== 'reteach');
    const noFollowUp = await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Broken',
      content: missing,
    });
    expect(noFollowUp.json().errors[0].message).toBe('No follow-up slide has the key reteach');
    const stranger_standard = structuredClone(KIT_CONTENT);
    const cp = stranger_standard.slides[2]!.components[0]! as { standardId: number | null };
    cp.standardId = 999_999;
    const unknown = await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Broken',
      content: stranger_standard,
    });
    expect(unknown.json().errors[0].message).toBe('No standard has the id 999999');
    const outside = await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}`, {
      title: 'Broken',
      content: { slides: [{ ...pages(1)[0], background: { url: 'https://example.com/x.png', alt: '' } }] },
    });
    expect(outside.statusCode).toBe(400);
    // Nothing changed.
    expect(((await call(owner, 'GET', `/api/v1/lessons/${lessonId}`)).json() as TLessonDetail).title).toBe(
      'Fractions on a line',
    );
  });

  it('shares with the school: a colleague reads, launches and copies it, never changes it; another school sees nothing', async () => {
    expect((await call(colleague, 'GET', `/api/v1/lessons/${lessonId}`)).statusCode).toBe(404);
    expect((await call(owner, 'PUT', `/api/v1/lessons/mine/${lessonId}/share`, { shared: true })).json()).toEqual({
      shared: true,
    });
    const seen = (await call(colleague, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList;
    expect(seen.items.find((l) => l.id === lessonId)).toMatchObject({
      mine: false,
      shared: true,
      owner: expect.any(String),
    });
    const detail = (await call(colleague, 'GET', `/api/v1/lessons/${lessonId}`)).json() as TLessonDetail;
    expect(detail.canEdit).toBe(false);
    for (const [method, url, body] of [
      ['PUT', `/api/v1/lessons/mine/${lessonId}`, { title: 'Mine now', content: { slides: pages(1) } }],
      ['PUT', `/api/v1/lessons/mine/${lessonId}/share`, { shared: false }],
      ['DELETE', `/api/v1/lessons/mine/${lessonId}`],
    ] as const)
      expect((await call(colleague, method, url, body as Record<string, unknown> | undefined)).statusCode, url).toBe(
        404,
      );
    const copy = await call(colleague, 'POST', `/api/v1/lessons/${lessonId}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const copied = (await call(colleague, 'GET', `/api/v1/lessons/${copy.json().id}`)).json() as TLessonDetail;
    expect(copied).toMatchObject({ title: 'Fractions on a line (copy)', canEdit: true, shared: false });

    expect((await call(stranger, 'GET', `/api/v1/lessons/${lessonId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/v1/lessons/${lessonId}/duplicate`)).statusCode).toBe(404);
    expect(((await call(stranger, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList).total).toBe(0);
  });

  it('tells a free teacher to upgrade before building or copying', async () => {
    const res = await call(free, 'POST', '/api/v1/lessons/mine', { title: 'Free', content: { slides: pages(1) } });
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(MESSAGES.upgradeRequired);
    expect((await call(free, 'POST', `/api/v1/lessons/1/duplicate`)).statusCode).toBe(403);
  });

  it('deletes it for good from lists while sessions keep their copy', async () => {
    const cls = await buildClassWithStudents(t.database.db, { students: 1 });
    const token = await mintToken(t.app, cls.teacherId);
    const made = await call(token, 'POST', '/api/v1/lessons/mine', { title: 'Short-lived', content: KIT_CONTENT });
    const id = made.json().id;
    const session = await call(token, 'POST', `/api/v1/lessons/${id}/sessions`, { classIds: [cls.cls.id] });
    expect(session.statusCode).toBe(201);
    expect(session.json()).toMatchObject({ kind: 'my' });
    expect((await call(token, 'DELETE', `/api/v1/lessons/mine/${id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', `/api/v1/lessons/${id}`)).statusCode).toBe(404);
    expect(((await call(token, 'GET', '/api/v1/lessons/mine')).json() as TMyLessonList).total).toBe(0);
    const state = await call(token, 'GET', `/api/v1/lessons/sessions/${session.json().id}`);
    expect(state.json().content.slides.length).toBe(KIT_CONTENT.slides.length);
  });

  it('asks for a PDF when a PowerPoint arrives and this server cannot convert it; refuses other files', async () => {
    const form = (bytes: Buffer, filename: string) => {
      const boundary = 'lessonboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/lessons/convert',
        headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....ppt/presentation.xml....')]);
    const res = await form(pptx, 'slides.pptx');
    // This bare zip is no real presentation: a server with LibreOffice fails to convert it and says the same.
    expect(res.statusCode).toBe(415);
    expect(res.json().title).toBe(MESSAGES.presentationExportAsPdf);
    const other = await form(Buffer.from('%PDF-1.7 not a presentation'), 'slides.pptx');
    expect(other.statusCode).toBe(400);
    expect(other.json().title).toBe(MESSAGES.presentationFileInvalid);
  });

  it('takes a video and its captions by their content, and a lesson plays them; other addresses are refused', async () => {
    const upload = (bytes: Buffer) => {
      const boundary = 'mediaboundary';
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/lessons/media',
        headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.bin"\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const video = await upload(
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]),
    );
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({ kind: 'video', url: expect.stringMatching(/^\/uploads\/[\w-]+\.mp4$/) });
    const captions = await upload(Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nThree rows of four.\n'));
    expect(captions.json()).toMatchObject({ kind: 'captions', url: expect.stringMatching(/\.vtt$/) });
    const served = await t.app.inject({ method: 'GET', url: captions.json().url });
    expect(served.headers['content-type']).toContain('text/vtt');
    const notMedia = await upload(Buffer.from('<script>alert(1)</script>'));
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json().title).toBe(MESSAGES.lessonMediaInvalid);

    expect((await withVideo(video.json().url, captions.json().url)).statusCode).toBe(200);
    expect((await withVideo('javascript:alert(1)', captions.json().url)).statusCode).toBe(400);
    expect((await withVideo(video.json().url, '')).statusCode).toBe(400);
  });

  it('takes a video only from an upload, YouTube or Vimeo, and captions only from an upload (decision 0035)', async () => {
    const field = 'content.slides.0.components.0';
    for (const host of [
      'https://videos.example.org/arrays.mp4',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://vimeo.com.evil.example/123',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      const refused = await withVideo(host, '');
      expect(refused.statusCode, host).toBe(400);
      expect(refused.json().title).toBe(MESSAGES.lessonMediaHost);
      // The shape refuses what is not https at all (body.content...), the save rule the other hosts (content...).
      expect(refused.json().errors).toEqual([
        {
          field: expect.stringMatching(new RegExp(`(^|\\.)${field.replaceAll('.', '\\.')}\\.src$`)),
          message: MESSAGES.lessonMediaHost,
        },
      ]);
    }
    const upload = '/uploads/0b7f3c1e-2d4a-4c4e-9b1a-5f2e6d7c8a9b.mp4';
    const farCaptions = await withVideo(upload, 'https://videos.example.org/arrays.vtt');
    expect(farCaptions.statusCode).toBe(400);
    expect(farCaptions.json().title).toBe(MESSAGES.lessonCaptionsUploaded);

    for (const embed of [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    ]) {
      const saved = await withVideo(embed, '');
      expect(saved.statusCode, `${embed}: ${saved.body}`).toBe(200);
      const detail = (await call(owner, 'GET', `/api/v1/lessons/${lessonId}`)).json() as TLessonDetail;
      expect(detail.content.slides[0]!.components[0]).toMatchObject({ src: embed, captionsSrc: '' });
    }
  });
});
