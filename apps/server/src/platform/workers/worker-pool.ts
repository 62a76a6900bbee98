import { Worker } from 'node:worker_threads';
import type { MessageKey } from '@clearsheets/shared';
import { AppError } from '../errors';

// A few worker threads for CPU-heavy work on untrusted input (reading uploaded files), so the request thread
// keeps answering while it runs. Each task has a time budget and each thread a heap budget: a task that
// passes either loses its thread (terminated, replaced by a fresh one on the next task) and fails with
// WorkerBudgetError. Tasks beyond the pool's size wait in order.
// A task may also answer in parts (`send(part)` in the thread): each part is handed to the caller's `onPart`,
// and the thread waits for that to finish (its result goes back to the thread) before it sends the next one.
// So a large answer never sits whole on the caller's side, and the caller takes it at its own pace.

const ENTRY = new URL('./ts-worker.mjs', import.meta.url);

export interface WorkerPoolOptions {
  /** The task module (a file URL); it exports `handle(task)`, sync or async. */
  module: URL;
  size: number;
  /** Longest a task may run. */
  timeoutMs: number;
  /** Heap of each thread (V8 old generation); a task that needs more fails. */
  maxMemoryMb: number;
}

/** A task passed its time or memory budget; its thread was ended. */
export class WorkerBudgetError extends Error {
  constructor(readonly reason: 'time' | 'memory') {
    super(reason === 'time' ? 'the task took too long' : 'the task needed too much memory');
  }
}

/** Takes one part of a task's answer; what it returns goes back to the thread as `send`'s result. */
export type PartHandler = (part: unknown) => Promise<unknown>;

interface Job {
  task: unknown;
  transfer: ArrayBuffer[];
  onPart?: PartHandler;
  /** Why the caller refused a part: the task then fails with this error, not the thread's echo of it. */
  partError?: unknown;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}
interface Slot {
  worker: Worker;
  /** Set once the thread has loaded its task module (start-up does not count against a task's time). */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}
interface Reply {
  ok: boolean;
  value?: unknown;
  error?: { message: string; fields: Record<string, unknown> };
}

/** An AppError thrown in the thread becomes the same AppError here; anything else a plain Error. */
function rebuild(error: NonNullable<Reply['error']>): Error {
  const f = error.fields;
  if (typeof f.status === 'number' && typeof f.code === 'string' && typeof f.messageKey === 'string')
    return new AppError(
      f.status,
      f.code,
      f.messageKey as MessageKey,
      f.detail as string | undefined,
      f.errors as AppError['errors'],
    );
  return new Error(error.message);
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs one task in a thread; `transfer` buffers move to the thread (unusable here afterwards). `onPart`
   * takes the parts the task sends before its answer, one at a time. */
  run<T>(task: unknown, transfer: ArrayBuffer[] = [], onPart?: PartHandler): Promise<T> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, transfer, onPart, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; queued tasks fail. */
  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('worker pool closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length) {
      const slot = this.slots.find((s) => s.ready && !s.job);
      if (!slot) {
        if (this.slots.length < this.options.size) this.spawn();
        return;
      }
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref(); // a task in flight keeps the process alive; an idle thread does not
      this.startClock(slot);
      slot.worker.postMessage({ id: 0, task: job.task }, job.transfer);
    }
  }

  private spawn() {
    const worker = new Worker(ENTRY, {
      workerData: { module: this.options.module.href },
      // Not the parent's flags (an inspector port, say): the entry sets up TypeScript itself.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (reply: Reply | 'ready' | { part: unknown }) => {
      if (reply === 'ready') {
        slot.ready = true;
        this.dispatch();
        return;
      }
      if ('part' in reply) {
        void this.takePart(slot, reply.part);
        return;
      }
      const job = this.finish(slot);
      if (!job) return;
      if (job.partError !== undefined) job.reject(job.partError);
      else if (reply.ok) job.resolve(reply.value);
      else job.reject(rebuild(reply.error!));
      this.dispatch();
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.fail(slot, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerBudgetError('memory') : err),
    );
    worker.on('exit', () => this.fail(slot, new Error('worker thread stopped')));
    this.slots.push(slot);
  }

  private startClock(slot: Slot) {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.fail(slot, new WorkerBudgetError('time')), this.options.timeoutMs);
  }

  /** The thread's time budget pauses while the caller takes a part (the thread only waits then). */
  private async takePart(slot: Slot, part: unknown) {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    let ack: { ack: unknown } | { refused: string };
    try {
      if (!job.onPart) throw new Error('this task may not answer in parts');
      ack = { ack: await job.onPart(part) };
    } catch (err) {
      job.partError = err;
      ack = { refused: err instanceof Error ? err.message : String(err) };
    }
    if (slot.job !== job) return; // the thread ended meanwhile: its task has failed already
    this.startClock(slot);
    slot.worker.postMessage(ack);
  }

  private finish(slot: Slot) {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    return job;
  }

  /** The thread is done for: its task fails and a fresh thread takes its place when needed. A thread that
   * could not even start fails the waiting tasks instead (starting another would fail the same way, forever). */
  private fail(slot: Slot, err: Error) {
    const at = this.slots.indexOf(slot);
    if (at === -1) return;
    this.slots.splice(at, 1);
    this.finish(slot)?.reject(err);
    void slot.worker.terminate();
    if (!slot.ready && !this.slots.some((s) => s.ready)) for (const job of this.queue.splice(0)) job.reject(err);
    if (!this.closed) this.dispatch();
  }
}
