import fs from 'node:fs';
import path from 'node:path';
import type { TDevOutboxItem, TDevOutboxList, TDevOutboxMail } from '@clearsheets/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { queueMail } from '../../platform/mail/queue';

const tag = `${process.pid}x${Date.now().toString(36)}`;

describe('development outbox (no SMTP server configured)', () => {
  let t: TestApp;
  let first: number;
  let second: number;
  const ana = `ana.${tag}@example.org`;
  const ben = `Ben.${tag}@School.example.org`;
  beforeAll(async () => {
    t = await buildTestApp();
    first = await queueMail(t.database.db, {
      to: ana,
      language: 'en',
      template: 'verify-email',
      data: { firstName: 'Ana', link: 'https://clearsheets.example/teacher/emailverified?token=abc' },
    });
    second = await queueMail(t.database.db, {
      to: ben,
      language: 'es',
      template: 'reset-password',
      data: { firstName: 'Ben', link: 'https://clearsheets.example/reset?token=def', expiresInMinutes: 60 },
    });
    t.app.ctx.mail.wake();
    await t.app.ctx.mail.idle();
  });
  afterAll(() => t.close());

  it('delivers into DATA_DIR/outbox as whole messages', () => {
    const eml = fs.readFileSync(path.join(t.config.dataDir, 'outbox', `${second}.eml`), 'utf8');
    // Domains are case-insensitive: nodemailer writes them in lower case.
    expect(eml.toLowerCase()).toContain(`to: ${ben.toLowerCase()}`);
    expect(eml).toContain('From: Clearsheets <no-reply@clearsheets.local>');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox', `${first}.eml`))).toBe(true);
  });

  it('lists the mail newest first without signing in', async () => {
    const res = await t.app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(tag)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<TDevOutboxList>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.items.map((m) => m.id)).toEqual([second, first]);
    expect(body.items[0]).toMatchObject<Partial<TDevOutboxItem>>({
      to: ben,
      subject: 'Restablece tu contraseña de Clearsheets',
      template: 'reset-password',
      language: 'es',
      status: 'sent',
      deliveredVia: 'outbox',
    });
    expect(Date.parse(body.items[0]!.sentAt!)).not.toBeNaN();
  });

  it('filters by address, in any case and by any part, with % and _ taken literally', async () => {
    const list = async (to: string) =>
      (await t.app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json<TDevOutboxList>();
    expect((await list(`ben.${tag}@school`)).items.map((m) => m.id)).toEqual([second]);
    expect((await list(`ANA.${tag}`)).items.map((m) => m.id)).toEqual([first]);
    expect((await list(`%${tag}`)).total).toBe(0);
    expect((await list(`a_a.${tag}`)).total).toBe(0);
  });

  it('pages the list', async () => {
    const page2 = (await t.app.inject(`/api/v1/dev/outbox?to=${tag}&page=2&pageSize=1`)).json<TDevOutboxList>();
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((m) => m.id)).toEqual([first]);
    expect((await t.app.inject('/api/v1/dev/outbox?pageSize=500')).statusCode).toBe(400);
  });

  it('shows one mail with its text and HTML', async () => {
    const res = await t.app.inject(`/api/v1/dev/outbox/${first}`);
    expect(res.statusCode).toBe(200);
    const mail = res.json<TDevOutboxMail>();
    expect(mail).toMatchObject({ id: first, to: ana, subject: 'Confirm your email for Clearsheets', status: 'sent' });
    expect(mail.text).toContain('https://clearsheets.example/teacher/emailverified?token=abc');
    expect(mail.html).toContain('href="https://clearsheets.example/teacher/emailverified?token=abc"');
    expect(mail).toMatchObject({ attempts: 1, lastError: null });
  });

  it('answers an unknown mail with 404 and a malformed id with 400', async () => {
    const missing = await t.app.inject('/api/v1/dev/outbox/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect((await t.app.inject('/api/v1/dev/outbox/abc')).statusCode).toBe(400);
  });
});

describe('development outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    for (const url of ['/api/v1/dev/outbox', '/api/v1/dev/outbox/1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
