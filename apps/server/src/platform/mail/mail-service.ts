import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ClaimedMail, claimDueMail, markMailFailed, markMailSent, releaseMail } from './mail.repository';
import { createMailTransport, describeSendError, type MailTransport } from './transport';

/** The background sender of the mail outbox (ctx.mail). */
export interface MailService {
  /** Starts the poll (every MAIL_POLL_SECONDS) and a first look: mail left over from a restart goes out. */
  start(): void;
  /** Looks for due mail now: call after committing a change that queued mail. */
  wake(): void;
  /** Resolves when no due mail remains and none is being sent (tests; it looks once more first). */
  idle(): Promise<void>;
  /** Finishes the mail being sent, hands back the rest of its batch, stops polling. */
  stop(): Promise<void>;
}

const MINUTE = 60_000;
/** After the 1st, 2nd, ... failed attempt: 1 min, 5, 15, 1 h, 2, 4, 8, 8 (about 23 h in all); the 9th failure
 * is final. */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60, 120, 240, 480, 480].map((m) => m * MINUTE);

export interface MailServiceConfig {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  pollSeconds: number;
}

export interface MailServiceOptions {
  /** The sender's clock: what is due, when a retry is, lease ends (tests move it). */
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  /** How long a claimed mail is this sender's alone: longer than a batch can take to send. */
  leaseMs?: number;
  batchSize?: number;
}

export function createMailService(
  db: Db,
  config: MailServiceConfig,
  log: FastifyBaseLogger,
  opts: MailServiceOptions = {},
): MailService {
  const now = opts.now ?? (() => new Date());
  const retryDelays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const leaseMs = opts.leaseMs ?? 5 * MINUTE;
  const batchSize = opts.batchSize ?? 5;
  const transport: MailTransport = createMailTransport(config);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(m: ClaimedMail) {
    try {
      await transport.send({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        createdAt: m.createdAt,
      });
    } catch (err) {
      const error = describeSendError(err, config.smtpUrl);
      const delay = retryDelays[m.attempts - 1];
      if (delay === undefined) {
        await markMailFailed(db, m.id, m.attempts, error, null);
        log.error({ mailId: m.id, template: m.template, attempts: m.attempts, error }, 'mail not delivered: gave up');
      } else {
        await markMailFailed(db, m.id, m.attempts, error, new Date(now().getTime() + delay));
        log.warn({ mailId: m.id, attempts: m.attempts, error }, 'mail not delivered: will retry');
      }
      return;
    }
    await markMailSent(db, m.id, m.attempts, transport.kind, now());
  }

  async function sweep() {
    while (!stopped) {
      const at = now();
      const batch = await claimDueMail(db, at, new Date(at.getTime() + leaseMs), batchSize);
      if (!batch.length) return;
      for (let i = 0; i < batch.length; i++) {
        if (stopped) {
          await releaseMail(db, batch.slice(i), now());
          return;
        }
        await attempt(batch[i]!);
      }
    }
  }

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await sweep().catch((err) => log.error({ err }, 'mail sender failed'));
      } while (again && !stopped);
      running = null;
    })();
  };

  return {
    start() {
      if (stopped || timer) return;
      timer = setInterval(wake, config.pollSeconds * 1000);
      timer.unref();
      wake();
    },
    wake,
    async idle() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
      transport.close();
    },
  };
}
