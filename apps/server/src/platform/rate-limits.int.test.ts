import type { AddressInfo } from 'node:net';
import { UPLOADS_PER_WINDOW } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signIn } from '../../test/factories';
import { WRONG_CODES_PER_WINDOW } from './rate-limits';

// The product's request limits on one limiter (decision 0036), on a listening server with a real HTTP client:
// a refused upload is answered with a 429 the client can read, not a connection closed while it still sends.

describe('request limits', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A multipart image upload of `size` bytes (not a real picture: refused as one when it is let through). */
  const upload = (token: string, size: number) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'big.png');
    return fetch(`${base}/api/v1/images`, { method: 'POST', headers: bearer(token), body: form });
  };

  it('answers an upload past the limit with a readable 429 while the client is still sending a large body', async () => {
    const { access_token } = await signIn(t.app, 'teacher');
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) expect((await upload(access_token, 10)).status).not.toBe(429);
    const refused = await upload(access_token, 8 * 1024 * 1024);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('too_many_uploads');
    // Another teacher is not held back.
    expect((await upload((await signIn(t.app, 'coach')).access_token, 10)).status).not.toBe(429);
  });

  it('limits wrong live-lesson codes like assignment codes: then every try is refused for a while', async () => {
    const { access_token } = await signIn(t.app, 'student');
    const tryCode = (code: string) =>
      fetch(`${base}/api/v1/student/lessons/join`, {
        method: 'POST',
        headers: { ...bearer(access_token), 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    for (let i = 0; i < WRONG_CODES_PER_WINDOW; i++) expect((await tryCode(`QQ${i}X`)).status).toBe(404);
    const refused = await tryCode('QQQQX');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { title: string }).title).toBe(
      'Too many wrong codes. Please wait a few minutes and try again.',
    );
  });
});
