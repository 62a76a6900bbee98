import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, buildUser, signIn } from '../../../test/factories';
import { makeImage, multipartBody, type Part, pngClaiming } from '../../../test/kits/images/test-images';
import { images } from '../../db/schema';

describe('image uploads', () => {
  let t: TestApp;
  let token: string;
  let teacherId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const teacher = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    teacherId = teacher.id;
    token = (await signIn(t.app, teacher.username)).access_token;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, opts: { filename?: string; type?: string; purpose?: string; as?: string } = {}) => {
    const parts: Part[] = [
      { name: 'file', filename: opts.filename ?? 'picture.png', type: opts.type ?? 'image/png', content },
    ];
    if (opts.purpose) parts.unshift({ name: 'purpose', value: opts.purpose });
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...bearer(opts.as ?? token), ...body.headers },
      payload: body.payload,
    });
  };
  const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a PNG re-encoded, records it, and serves it with its type, nosniff and a long cache', async () => {
    const png = await makeImage('png', 64, 48);
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const served = await fetchUpload(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.length).toBe(body.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const [row] = await t.database.db.select().from(images).where(eq(images.id, body.id));
    expect(row).toMatchObject({ ownerId: teacherId, contentType: 'image/png', bytes: body.bytes, width: 64 });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.url).toBe(`/uploads/${row!.storageKey}`);
  });

  it('resizes a large JPEG to 400 px on its long side and at most 0.3 MB', async () => {
    const jpeg = await makeImage('jpeg', 900, 600, true);
    expect(jpeg.length).toBeGreaterThan(300 * 1024);
    const res = await upload(jpeg, { filename: 'photo.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 267 });
    expect(res.json().url).toMatch(/\.jpg$/);
    expect(res.json().bytes).toBeLessThanOrEqual(0.3 * 1024 * 1024);
    const served = await fetchUpload(res.json().url);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('compresses an incompressible PNG until it fits 0.3 MB', async () => {
    const png = await makeImage('png', 800, 800, true);
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/png', width: 400, height: 400 });
    expect(res.json().bytes).toBeLessThanOrEqual(0.3 * 1024 * 1024);
    const served = await fetchUpload(res.json().url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400, height: 400 });
  });

  it('keeps transparency, and reads 16-bit and grayscale PNGs and rotated JPEGs', async () => {
    const clear = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(clear);
    const served = await sharp((await fetchUpload(res.json().url)).rawPayload).stats();
    expect(served.channels).toHaveLength(4);
    expect(served.channels[3]!.max).toBe(0);
    const deep = await sharp({ create: { width: 12, height: 12, channels: 3, background: 'teal' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect((await upload(deep)).json()).toMatchObject({ width: 12, height: 12, contentType: 'image/png' });
    const gray = await sharp({ create: { width: 9, height: 9, channels: 3, background: 'gray' } })
      .greyscale()
      .png()
      .toBuffer();
    expect((await upload(gray)).statusCode).toBe(201);
    // A phone photo stored sideways (EXIF orientation 6) is stored upright, without the EXIF.
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await upload(sideways, { type: 'image/jpeg' });
    expect(upright.json()).toMatchObject({ width: 20, height: 40 });
    const meta = await sharp((await fetchUpload(upright.json().url)).rawPayload).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('judges by content: a renamed text file or another format is refused', async () => {
    const text = await upload(Buffer.from('just some notes, not a picture\n'), { filename: 'notes.png' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ title: 'Add image of png,jpeg,jpg', errors: [{ field: 'file' }] });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, { filename: 'a.jpg', type: 'image/jpeg' })).json().title).toBe(
      'Add image of png,jpeg,jpg',
    );
    // A PNG signature followed by garbage is not a PNG.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    expect((await upload(fake)).json().title).toBe('Add image of png,jpeg,jpg');
    // A small file claiming 20,000 x 20,000 pixels is refused before it is decoded.
    const bomb = await upload(pngClaiming(20_000, 20_000));
    expect(bomb.json()).toMatchObject({ status: 400, title: expect.stringContaining('too large to process') });
    // A truncated JPEG: its header reads fine, its pixels do not.
    const cut = (await makeImage('jpeg', 300, 300, true)).subarray(0, 2000);
    expect((await upload(cut, { type: 'image/jpeg' })).json().title).toBe('Add image of png,jpeg,jpg');
  });

  it('strips anything appended after the image, such as a PHP script', async () => {
    const png = await makeImage('png', 32, 32);
    const payload = Buffer.concat([png, Buffer.from('<?php system($_GET["cmd"]); ?>')]);
    const res = await upload(payload, { filename: 'shell.php.png' });
    expect(res.statusCode).toBe(201);
    const served = await fetchUpload(res.json().url);
    expect(served.rawPayload.includes('<?php')).toBe(false);
    const stored = fs.readFileSync(path.join(t.config.dataDir, 'uploads', res.json().url.split('/').pop()));
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.equals(served.rawPayload)).toBe(true);
  });

  it('needs a file, refuses one over 2 MB, and keeps icons under 150 pixels', async () => {
    const none = multipartBody([{ name: 'purpose', value: 'icon' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...bearer(token), ...none.headers },
      payload: none.payload,
    });
    expect(missing.json()).toMatchObject({ status: 400, title: 'Please upload image' });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/images', headers: bearer(token), payload: {} });
    expect(json.json()).toMatchObject({ status: 400, title: 'Please upload image' });
    expect((await upload(Buffer.alloc(0))).json().title).toBe('Please upload image');

    const huge = await makeImage('png', 1000, 1000, true);
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(huge)).json()).toMatchObject({ status: 400, title: 'Upload an image of at most 2 MB' });

    const wide = await upload(await makeImage('png', 200, 100), { purpose: 'icon' });
    expect(wide.json()).toMatchObject({ status: 400, title: 'Image should be under 150 pixels' });
    const icon = await upload(await makeImage('png', 150, 120), { purpose: 'icon' });
    expect(icon.statusCode).toBe(201);
    expect(icon.json()).toMatchObject({ width: 150, height: 120 });
    expect((await upload(await makeImage('png', 10, 10), { purpose: 'banner' })).statusCode).toBe(400);
  });

  it('keeps a slide page (a presentation page for a lesson) at up to 1600 px and 1 MB, a question image at 400 px', async () => {
    const page = await makeImage('png', 2000, 1125);
    const slide = await upload(page, { purpose: 'slide' });
    expect(slide.statusCode, slide.body).toBe(201);
    expect(slide.json()).toMatchObject({ width: 1600, height: 900 });
    expect(slide.json().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect((await upload(page)).json()).toMatchObject({ width: 400, height: 225 });
  });

  it('answers a malformed upload with 400, never a 500', async () => {
    const send = (contentType: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/images',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
    const bodies = [
      send('multipart/form-data', 'no boundary at all'),
      send(
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
      ),
      send('multipart/form-data; boundary=abc', 'garbage without any parts'),
      send('text/plain', 'hello'),
    ];
    for (const res of await Promise.all(bodies)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const two = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', content: await makeImage('png', 8, 8) },
      { name: 'file', filename: 'b.png', type: 'image/png', content: await makeImage('png', 8, 8) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...bearer(token), ...two.headers },
      payload: two.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets teachers (free included) and studio authors upload; students and readers are refused', async () => {
    const png = await makeImage('png', 16, 16);
    const tokenOf = async (username: string) => (await signIn(t.app, username)).access_token;
    expect((await upload(png, { as: await tokenOf('teacher.free') })).statusCode).toBe(201);
    expect((await upload(png, { as: await tokenOf('coach') })).statusCode).toBe(201);
    expect((await upload(png, { as: await tokenOf('student') })).statusCode).toBe(403);
    expect((await upload(png, { as: await tokenOf('principal') })).statusCode).toBe(403);
    const anonymous = multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', content: png }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/images', ...anonymous })).statusCode).toBe(401);
  });

  it('serves only stored keys: unknown keys and path tricks are 404', async () => {
    const secret = path.join(t.config.dataDir, 'secret.png');
    fs.writeFileSync(secret, await makeImage('png', 4, 4));
    for (const url of [
      '/uploads/00000000-0000-0000-0000-000000000000.png',
      '/uploads/..%2Fsecret.png',
      '/uploads/..%2f..%2fsecret.png',
      '/uploads/%2e%2e%2fsecret.png',
      '/uploads/../secret.png',
      '/uploads/sub/secret.png',
      '/uploads/..',
      '/uploads/.%2e',
      '/uploads/',
    ]) {
      const res = await fetchUpload(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
    // NUL is refused in every path parameter before any route runs (docs/decisions/0018).
    const nul = await fetchUpload('/uploads/secret.png%00.png');
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).toContain('application/problem+json');
  });
});
