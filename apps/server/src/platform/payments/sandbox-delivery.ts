import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { signStripePayload } from './provider';
import { claimEvent, dueEvents, markDelivered, markFailed, nextDueAt } from './sandbox-store.repository';

// Sends the sandbox's events to the app's webhook, as Stripe would: each attempt signed afresh (Stripe's
// signature carries its time), in the order they happened, retried with a growing wait until the webhook
// acknowledges it. The events are rows, so a restart loses none; a claimed row is left alone by other
// processes for a minute, and a second delivery is harmless anyway (the webhook applies each event once).

/** Sends a signed body to the webhook; resolves with the HTTP status it answered. */
export type DeliverWebhook = (payload: string, signature: string) => Promise<number>;

export interface SandboxDelivery {
  /** Sends what is due now (after a change queued events). */
  wake(): void;
  /** Resolves when no event is due now and nothing is being sent. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 100;
const CLAIM_MS = 60_000;
/** Looks for events queued by other processes (or due for a retry) at least this often. */
const POLL_MS = 5_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** The wait before the next attempt: 1 s, 2 s, 4 s ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.min(attempts, 22), MAX_BACKOFF_MS);

export function createSandboxDelivery(opts: {
  db: Db;
  secret: string;
  deliver: DeliverWebhook;
  log: FastifyBaseLogger;
}): SandboxDelivery {
  const { db, secret, deliver, log } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  async function sendOne(seq: number) {
    const now = new Date();
    const claimed = await claimEvent(db, seq, now, new Date(now.getTime() + CLAIM_MS));
    if (!claimed) return;
    let problem: string | null = null;
    try {
      const status = await deliver(claimed.payload, signStripePayload(claimed.payload, secret));
      if (status < 200 || status >= 300) problem = `webhook answered ${status}`;
    } catch (error) {
      problem = (error as Error).message || 'delivery failed';
    }
    if (!problem) return markDelivered(db, seq);
    log.warn({ seq, attempts: claimed.attempts + 1 }, `sandbox webhook delivery failed: ${problem}`);
    await markFailed(db, seq, new Date(Date.now() + retryDelayMs(claimed.attempts)), problem);
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const due = await dueEvents(db, new Date(), BATCH);
        if (!due.length) break;
        for (const { seq } of due) {
          if (stopped) return;
          await sendOne(seq);
        }
        if (due.length < BATCH) break;
      }
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    const next = await nextDueAt(db).catch(() => null);
    const wait = next ? Math.max(0, Math.min(next.getTime() - Date.now(), POLL_MS)) : POLL_MS;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, wait + 10);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => log.error({ err }, 'sandbox webhook delivery'))
      .then(schedule)
      .finally(() => {
        running = null;
      });
  }

  return {
    wake,
    async idle() {
      for (let round = 0; round < 50; round += 1) {
        while (running) await running;
        const due = await dueEvents(db, new Date(), 1);
        if (!due.length || stopped) return;
        wake();
      }
    },
    start() {
      stopped = false;
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
}
