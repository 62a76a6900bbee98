import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the loopback server received and parsed it. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The whole RFC 822 message as received. */
  raw: string;
}

export interface WaitOptions {
  subject?: string | RegExp;
  /** How long to wait before failing with what did arrive (default 10 s). */
  timeoutMs?: number;
}

export interface LoopbackSmtp {
  /** smtp://127.0.0.1:<port>, for buildTestApp({ SMTP_URL }). */
  url: string;
  port: number;
  /** Everything received since start (or clear()), in order of arrival. */
  readonly mails: readonly ReceivedMail[];
  /** Mails to one address (any case), optionally with a subject. */
  mailsTo(to: string, opts?: Pick<WaitOptions, 'subject'>): ReceivedMail[];
  /** The first mail to `to` (matching the subject) received so far or from now on. */
  waitForMail(to: string, opts?: WaitOptions): Promise<ReceivedMail>;
  /** Resolves when every message received so far is parsed into `mails`. */
  settled(): Promise<void>;
  clear(): void;
  /** Stops listening (connections are refused, as with a server that is down); restart() listens again on the
   * same port. */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

const matches = (subject: string, want: string | RegExp | undefined) =>
  want === undefined || (typeof want === 'string' ? subject === want : want.test(subject));

function addressesOf(field: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.map((a) => a.text).join(', ');
}

/** The first http(s) link in a mail's text (or in the given text). */
export function linkIn(mail: ReceivedMail | string): string {
  const text = typeof mail === 'string' ? mail : mail.text;
  const found = /https?:\/\/[^\s<>"')\]]+/.exec(text);
  if (!found) throw new Error(`no link in mail: ${text.slice(0, 200)}`);
  return found[0];
}

/** A real SMTP server on 127.0.0.1 (a free port), for the app's SMTP transport to deliver to. No TLS and no
 * authentication: it is loopback only. */
export async function startSmtpServer(): Promise<LoopbackSmtp> {
  const mails: ReceivedMail[] = [];
  const parsing = new Set<Promise<void>>();
  const waiters = new Set<() => void>();
  let port = 0;

  function createServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const parse = simpleParser(raw).then((parsed) => {
            mails.push({
              to,
              from: addressesOf(parsed.from) || from,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              raw,
            });
            for (const w of waiters) w();
          });
          const tracked = parse.finally(() => parsing.delete(tracked));
          parsing.add(tracked);
          callback();
        });
      },
    });
  }

  let server = createServer();
  const listen = (s: SMTPServer, p: number) =>
    new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(p, '127.0.0.1', () => {
        s.off('error', reject);
        resolve();
      });
    });
  let listening = false;
  await listen(server, 0);
  listening = true;
  port = (server.server.address() as AddressInfo).port;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  const mailsTo = (to: string, opts: Pick<WaitOptions, 'subject'> = {}) =>
    mails.filter((m) => m.to.includes(to.toLowerCase()) && matches(m.subject, opts.subject));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    mailsTo,
    waitForMail(to, opts = {}) {
      const found = () => mailsTo(to, opts)[0];
      const now = found();
      if (now) return Promise.resolve(now);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const m = found();
          if (!m) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'nothing';
          reject(new Error(`no mail to ${to}${opts.subject ? ` with subject ${opts.subject}` : ''}; received ${seen}`));
        }, opts.timeoutMs ?? 10_000);
        waiters.add(check);
      });
    },
    async settled() {
      while (parsing.size) await Promise.all([...parsing]);
    },
    clear() {
      mails.length = 0;
    },
    stop,
    async restart() {
      if (listening) return;
      server = createServer();
      await listen(server, port);
      listening = true;
    },
    async close() {
      await stop();
      for (const w of [...waiters]) waiters.delete(w);
    },
  };
}
