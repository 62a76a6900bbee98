import type { FastifyBaseLogger } from 'fastify';

/** Runs one job: it must be idempotent, since a job left half-done by a crash is run again at start-up. */
export type JobHandler = (id: number) => Promise<void>;

export interface JobRunner {
  /** Names the handler for a kind of job (several kinds may share one handler). */
  handle(kind: string, handler: JobHandler): void;
  /** Queues a job; a job already queued or running is not queued twice. */
  enqueue(kind: string, id: number): void;
  /** Resolves when the queue is empty and nothing runs (tests, shutdown). */
  idle(): Promise<void>;
  /** Finishes the running job and starts no other; the rest stay queued in the database for next time. */
  stop(): void;
}

/** A small in-process runner: jobs run one at a time, in order, off the request path. The database row
 * is the durable record; this queue only holds ids, so losing it (a restart) loses nothing. */
export function createJobRunner(log: FastifyBaseLogger): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const queue: { kind: string; id: number }[] = [];
  const known = new Set<string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drain() {
    for (let next = queue.shift(); next && !stopped; next = queue.shift()) {
      const key = `${next.kind}:${next.id}`;
      const handler = handlers.get(next.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind ${next.kind}`);
        await handler(next.id);
      } catch (err) {
        log.error({ err, job: key }, 'background job failed');
      } finally {
        known.delete(key);
      }
    }
  }

  function start() {
    if (running || stopped || !queue.length) return;
    // setImmediate: the request that queued the job replies before the job starts.
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
      running = null;
      start();
    });
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    enqueue(kind, id) {
      const key = `${kind}:${id}`;
      if (stopped || known.has(key)) return;
      known.add(key);
      queue.push({ kind, id });
      start();
    },
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
    },
  };
}

const runners = new WeakMap<object, JobRunner>();

/** The one runner of an app: every module that owns an app-wide object (the app context) shares it. */
export function jobRunnerOf(owner: object, log: FastifyBaseLogger): JobRunner {
  let runner = runners.get(owner);
  if (!runner) {
    runner = createJobRunner(log);
    runners.set(owner, runner);
  }
  return runner;
}
