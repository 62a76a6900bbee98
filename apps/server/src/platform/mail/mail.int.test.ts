import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeerApp, buildTestApp, type TestApp } from '../../../test/build-app';
import { type LoopbackSmtp, linkIn, startSmtpServer } from '../../../test/kits/mail/smtp-server';
import { mailOutbox } from '../../db/schema';
import { claimDueMail, releaseMail } from './mail.repository';
import type { MailRequest } from './mail-types';
import { queueMail } from './queue';

let n = 0;
const address = (who: string) => `${who}.${process.pid}.${++n}@example.org`;
const verify = (to: string, firstName = 'Ana'): MailRequest<'verify-email'> => ({
  to,
  language: 'en',
  template: 'verify-email',
  data: { firstName, link: `https://clearsheets.example/teacher/emailverified?token=${n}` },
});

/** The sender's clock: real time plus what a test has moved it on. */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

async function rowOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

describe('mail by SMTP (loopback server)', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  const clock = movableClock();
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { mail: { now: clock.now } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a queued mail with its subject, text and HTML', async () => {
    const to = address('ana');
    const id = await t.database.db.transaction((tx) => queueMail(tx, verify(to, 'Ana <b>')));
    t.app.ctx.mail.wake();
    await t.app.ctx.mail.idle();
    await smtp.settled();

    const [mail] = smtp.mailsTo(to);
    expect(mail).toMatchObject({
      subject: 'Confirm your email for Clearsheets',
      from: expect.stringContaining('Clearsheets'),
    });
    expect(mail!.text).toContain('Hi Ana <b>,');
    expect(linkIn(mail!)).toMatch(/^https:\/\/clearsheets\.example\/teacher\/emailverified\?token=\d+$/);
    expect(mail!.html).toContain('Hi Ana &lt;b&gt;,');
    expect(mail!.html).toContain('href="https://clearsheets.example/teacher/emailverified?token=');
    expect(await rowOf(t, id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null });
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const to = address('rolled.back');
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, verify(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    t.app.ctx.mail.wake();
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(to)).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
  });

  it('keeps a mail while the SMTP server is down and delivers it once at the retry', async () => {
    const to = address('down');
    await smtp.stop();
    const id = await queueMail(t.database.db, verify(to));
    await t.app.ctx.mail.idle();
    const failed = await rowOf(t, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.lastError).not.toContain('smtp://');
    // The first retry is a minute after the failure.
    expect(failed.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(55_000);

    await smtp.restart();
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(to)).toEqual([]);
    expect(await rowOf(t, id)).toMatchObject({ status: 'pending', attempts: 1 });

    clock.advance(61_000);
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(to)).toHaveLength(1);
    expect(await rowOf(t, id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 2 });
  });

  it('gives up after the last retry, keeping the mail marked failed', async () => {
    const to = address('never');
    await smtp.stop();
    try {
      const id = await queueMail(t.database.db, verify(to));
      for (let i = 0; i < 9; i++) {
        await t.app.ctx.mail.idle();
        clock.advance(8 * 60 * 60_000 + 1000);
      }
      const row = await rowOf(t, id);
      expect(row).toMatchObject({ status: 'failed', attempts: 9, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.restart();
    }
    await t.app.ctx.mail.idle();
    await smtp.settled();
    expect(smtp.mailsTo(to)).toEqual([]);
  });

  it('two senders on one database never send the same mail twice', async () => {
    const peer: FastifyInstance = await buildPeerApp(t, { mail: { now: clock.now } });
    try {
      const to = Array.from({ length: 24 }, (_, i) => address(`many${i}`));
      await t.database.db.transaction(async (tx) => {
        for (const a of to) await queueMail(tx, verify(a));
      });
      await Promise.all([t.app.ctx.mail.idle(), peer.ctx.mail.idle(), t.app.ctx.mail.idle(), peer.ctx.mail.idle()]);
      await smtp.settled();
      for (const a of to) expect(smtp.mailsTo(a)).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });
});

describe('mail nobody woke the sender for (queued by another process, or before a restart)', () => {
  let smtp: LoopbackSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('goes out at the next poll', async () => {
    const to = address('polled');
    await queueMail(t.database.db, verify(to));
    const mail = await smtp.waitForMail(to, { subject: 'Confirm your email for Clearsheets' });
    expect(mail.to).toEqual([to]);
  });

  it('goes out when a sender starts', async () => {
    const to = address('restarted');
    await t.app.ctx.mail.stop();
    await queueMail(t.database.db, verify(to));
    const next: FastifyInstance = await buildPeerApp(t);
    try {
      await smtp.waitForMail(to);
      await next.ctx.mail.idle();
      await smtp.settled();
      expect(smtp.mailsTo(to)).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});

describe('mail without an SMTP server (development outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes the whole message to DATA_DIR/outbox/<id>.eml', async () => {
    const to = address('outbox');
    const id = await queueMail(t.database.db, { ...verify(to), language: 'es' });
    await t.app.ctx.mail.idle();
    expect(await rowOf(t, id)).toMatchObject({ status: 'sent', deliveredVia: 'outbox', attempts: 1 });
    const eml = fs.readFileSync(path.join(t.config.dataDir, 'outbox', `${id}.eml`), 'utf8');
    expect(eml).toContain(`To: ${to}`);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?|^Subject: Confirma tu correo para Clearsheets/m);
    expect(eml).toContain('\r\n');
  });
});

describe('what is due', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No poll during the test: only this test claims mail.
    t = await buildTestApp({ MAIL_POLL_SECONDS: '3600' });
    await t.app.ctx.mail.idle();
  });
  afterAll(async () => t?.close());

  it('a mail is due the moment it is queued, even by a sender whose clock is a little behind the database’s', async () => {
    const id = await queueMail(t.database.db, verify(address('due.now')));
    const behind = new Date(Date.now() - 2_000);
    const claimed = await claimDueMail(t.database.db, behind, new Date(behind.getTime() + 60_000), 10);
    expect(claimed.map((c) => c.id)).toContain(id);
    await releaseMail(t.database.db, claimed, new Date());
  });
});
