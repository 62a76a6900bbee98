import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as it leaves: the outbox row's rendered parts. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export interface MailTransport {
  /** Recorded as the row's delivered_via. */
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface TransportConfig {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** The same Message-ID on every attempt of one mail, so a receiving server that saw it once can tell. */
function messageId(mail: OutgoingMail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'clearsheets.local';
  return `<outbox-${mail.id}.${mail.createdAt.getTime()}@${domain}>`;
}

const message = (mail: OutgoingMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: messageId(mail, from),
  date: mail.createdAt,
});

/** SMTP with nodemailer; a server that does not answer fails the attempt in seconds, not minutes (the
 * sender's lease must outlast a batch). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail, from));
    },
    close: () => transporter.close(),
  };
}

/** Development without an SMTP server: the whole RFC 822 message, as a server would receive it, written to
 * DATA_DIR/outbox/<id>.eml (and listed at /dev/outbox from the outbox table). */
export function createOutboxTransport(dataDir: string, from: string): MailTransport {
  const dir = path.join(dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transporter.sendMail(message(mail, from));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.from)
    : createOutboxTransport(config.dataDir, config.from);
}

/** What an attempt's failure says in the outbox row and the log: the error's code and message, with the SMTP
 * address's user name and password taken out wherever they appear, cut to a readable length. */
export function describeSendError(err: unknown, smtpUrl: string | undefined): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof e?.code === 'string' ? e.code : null,
    typeof e?.responseCode === 'number' ? String(e.responseCode) : null,
    typeof e?.message === 'string' ? e.message : String(err),
  ].filter(Boolean) as string[];
  let text = parts.join(' ');
  for (const secret of secretsOf(smtpUrl)) text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function secretsOf(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    return [smtpUrl, url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)]
      .filter((s) => s.length >= 3)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [smtpUrl];
  }
}
