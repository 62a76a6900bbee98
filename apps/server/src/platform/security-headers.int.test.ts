import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, buildUser, signIn } from '../../test/factories';
import { makeImage, multipartBody } from '../../test/kits/images/test-images';

// A built web app as apps/web's build leaves it: the shell, a fingerprinted script with its .br and .gz.
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-dist-'));
  const shell =
    '<!doctype html><html><head><title>Clearsheets</title><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  return dir;
}

const policyOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

describe('browser security headers and the web shell', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeDist();
    t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'http://school.example:3000' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app at / to a client that accepts no encoding, and compressed to one that does', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body).toContain('<div id="root">');

    const identity = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(identity.statusCode).toBe(200);
    expect(identity.body).toContain('<div id="root">');

    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);

    const route = await t.app.inject({ method: 'GET', url: '/teacher/classes' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
  });

  it('sends an asset precompressed when accepted and as the plain file otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('the shell carries a strict policy: own scripts only, never framed, no sniffing, a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // KaTeX's inline style attributes, uploaded and drawn images, the same-origin realtime socket.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://school.example:3000']);
    // Lesson videos: uploads from this install, or YouTube's and Vimeo's players; no other host (decision 0035).
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'data:']);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Not production: no HSTS (a local install on plain http must not be pinned to https).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers, problems and static files carry the headers too; an upload keeps its own sandbox', async () => {
    for (const url of ['/health', '/api/v1/nothing-here', '/assets/app-1a2b.js', '/api/v1/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const teacher = await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' });
    const { access_token } = await signIn(t.app, teacher.username);
    const body = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', content: await makeImage('png', 40, 30) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...bearer(access_token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const image = await t.app.inject({ method: 'GET', url: uploaded.json().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://clearsheets.example',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
  });
  afterAll(() => t.close());

  it('adds HSTS and lets the socket connect over wss', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(policyOf(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'wss://clearsheets.example',
    ]);
  });
});
