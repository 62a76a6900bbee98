// The student's lesson answers on their way to the server, the worksheet player's approach (its answer queue):
// every answer is written to localStorage before it is sent and removed only when the server confirms it, so a
// reload, a dropped Wi-Fi or a server restart never loses one. One entry per item (session, component, item):
// a newer answer replaces an unsent older one. Each write carries an increasing sequence number (kept across
// reloads), so a late older write never replaces a newer one. A refusal (409: the lesson is paused or ended)
// keeps the answer on the device, marked, until the lesson goes on (`retryRefused`) or the student changes it.

export interface QueuedLessonAnswer {
  sessionId: number;
  componentKey: string;
  itemKey: string;
  value: unknown;
  clientSeq: number;
  /** This write's own id: the one in flight is recognised when a newer answer arrives meanwhile. */
  id: string;
  queuedAt: number;
  refused?: string;
}

export type LessonSendOutcome<R> =
  | { kind: 'saved'; reply: R }
  | { kind: 'retry' }
  | { kind: 'rejected'; message: string };

/** Offline (0), 401, 408, 429 and 5xx are worth retrying; any other 4xx would be refused again. */
export function lessonOutcomeOfFailure(
  status: number,
  message: string,
): { kind: 'retry' } | { kind: 'rejected'; message: string } {
  const retry = status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
  return retry ? { kind: 'retry' } : { kind: 'rejected', message };
}

export interface LessonQueueStatus {
  pending: number;
  refused: number;
  sending: boolean;
  retrying: boolean;
}

export interface LessonQueueDeps<R> {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  storageKey: string;
  send: (entry: QueuedLessonAnswer) => Promise<LessonSendOutcome<R>>;
  now: () => number;
  newId: () => string;
  schedule: (fn: () => void, ms: number) => () => void;
  onSaved?: (entry: QueuedLessonAnswer, reply: R) => void;
  onRejected?: (entry: QueuedLessonAnswer, message: string) => void;
}

interface StoredQueue {
  v: 1;
  entries: QueuedLessonAnswer[];
  /** The last sequence number used per session. */
  lastSeq: Record<string, number>;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** Sequence numbers are seconds since 2025 (the contract caps them at 2^31-1: 68 years), one more than the
 * last within a second: they keep increasing on a device whose storage was cleared. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);
const SEQ_MAX = 2_147_483_647;

export const itemKeyOf = (e: Pick<QueuedLessonAnswer, 'sessionId' | 'componentKey' | 'itemKey'>) =>
  `${e.sessionId}|${e.componentKey}|${e.itemKey}`;

/** The next sequence number of a session after `last`, at `nowMs`. */
export function nextClientSeq(last: number | undefined, nowMs: number): number {
  const clock = Math.max(0, Math.floor((nowMs - SEQ_EPOCH_MS) / 1000));
  return Math.min(SEQ_MAX, Math.max((last ?? 0) + 1, clock));
}

const empty = (): StoredQueue => ({ v: 1, entries: [], lastSeq: {} });

function parseStored(raw: string | null): StoredQueue {
  if (!raw) return empty();
  try {
    const value = JSON.parse(raw) as Partial<StoredQueue>;
    if (value?.v !== 1 || !Array.isArray(value.entries)) return empty();
    return { v: 1, entries: value.entries, lastSeq: value.lastSeq ?? {} };
  } catch {
    return empty();
  }
}

const sendable = (e: QueuedLessonAnswer) => e.refused === undefined;

/** Only the newest write per item counts (the server would ignore older ones anyway). */
function newestPerItem(entries: QueuedLessonAnswer[]): QueuedLessonAnswer[] {
  const newest = new Map<string, QueuedLessonAnswer>();
  for (const e of entries) {
    const seen = newest.get(itemKeyOf(e));
    if (!seen || seen.clientSeq < e.clientSeq) newest.set(itemKeyOf(e), e);
  }
  return entries.filter((e) => newest.get(itemKeyOf(e)) === e);
}

export class LessonAnswerQueue<R> {
  private readonly deps: LessonQueueDeps<R>;
  private readonly listeners = new Set<() => void>();
  private sendingId: string | null = null;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private memory: StoredQueue | null = null;
  private status: LessonQueueStatus;

  constructor(deps: LessonQueueDeps<R>) {
    this.deps = deps;
    this.status = this.computeStatus();
  }

  /** Queues the student's latest answer to one item and starts sending. */
  enqueue(sessionId: number, componentKey: string, itemKey: string, value: unknown): QueuedLessonAnswer {
    const stored = this.read();
    const seqKey = String(sessionId);
    const clientSeq = nextClientSeq(stored.lastSeq[seqKey], this.deps.now());
    const entry: QueuedLessonAnswer = {
      sessionId,
      componentKey,
      itemKey,
      value,
      clientSeq,
      id: this.deps.newId(),
      queuedAt: this.deps.now(),
    };
    const key = itemKeyOf(entry);
    // An unsent older answer to the same item is replaced; one in flight stays until it is confirmed.
    const entries = stored.entries.filter((e) => !(itemKeyOf(e) === key && e.id !== this.sendingId));
    entries.push(entry);
    this.write({ ...stored, entries, lastSeq: { ...stored.lastSeq, [seqKey]: clientSeq } });
    this.kick();
    return entry;
  }

  /** The unconfirmed answers of one session (refused ones too), newest per item, by `componentKey|itemKey`. */
  pendingFor(sessionId: number): Map<string, QueuedLessonAnswer> {
    const found = new Map<string, QueuedLessonAnswer>();
    for (const e of newestPerItem(this.read().entries))
      if (e.sessionId === sessionId) found.set(`${e.componentKey}|${e.itemKey}`, e);
    return found;
  }

  /** The lesson goes on again: the answers it refused while paused are sent once more. */
  retryRefused(sessionId: number): void {
    const stored = this.read();
    if (!stored.entries.some((e) => e.sessionId === sessionId && e.refused !== undefined)) return;
    const entries = stored.entries.map((e) => {
      if (e.sessionId !== sessionId || e.refused === undefined) return e;
      const { refused: _r, ...rest } = e;
      return rest;
    });
    this.write({ ...stored, entries });
    this.kick();
  }

  /** Sends now and resolves true once no answer to the component waits on the device; false when one was refused
   * or `timeoutMs` passed first (offline). Turning a check in waits for this, so the server scores every answer. */
  flush(sessionId: number, componentKey: string, timeoutMs = 8_000): Promise<boolean> {
    const waiting = () => [...this.pendingFor(sessionId).values()].filter((e) => e.componentKey === componentKey);
    return new Promise((resolve) => {
      let done = false;
      let stop: () => void = () => {};
      const finish = (ok: boolean) => {
        if (done) return;
        done = true;
        stop();
        cancelTimer();
        resolve(ok);
      };
      const check = () => {
        const left = waiting();
        if (left.length === 0) finish(true);
        else if (left.some((e) => e.refused !== undefined)) finish(false);
      };
      const cancelTimer = this.deps.schedule(() => finish(false), timeoutMs);
      stop = this.subscribe(check);
      check();
      if (!done) this.kick();
    });
  }

  /** Sends now (back online, the page shown again, the room live again). */
  kick(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    void this.drain();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getStatus = (): LessonQueueStatus => this.status;

  private async drain(): Promise<void> {
    if (this.sendingId) return;
    const stored = this.read();
    const current = newestPerItem(stored.entries);
    if (current.length !== stored.entries.length) this.write({ ...stored, entries: current });
    const next = current.filter(sendable).sort((a, b) => a.queuedAt - b.queuedAt || a.clientSeq - b.clientSeq)[0];
    if (!next) {
      this.failures = 0;
      this.emit();
      return;
    }
    this.sendingId = next.id;
    this.emit();
    let outcome: LessonSendOutcome<R>;
    try {
      outcome = await this.deps.send(next);
    } catch {
      outcome = { kind: 'retry' };
    }
    this.sendingId = null;
    if (outcome.kind === 'retry') {
      const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)] as number;
      this.failures += 1;
      this.cancelRetry = this.deps.schedule(() => this.kick(), delay);
      this.emit();
      return;
    }
    this.failures = 0;
    const after = this.read();
    if (outcome.kind === 'saved') {
      // The page learns the saved answer before the entry leaves the queue: shown from one or the other at every
      // moment, a chosen answer never blinks back to empty while the server confirms it.
      this.deps.onSaved?.(next, outcome.reply);
      this.write({ ...after, entries: after.entries.filter((e) => e.id !== next.id) });
    } else {
      const message = outcome.message;
      this.write({ ...after, entries: after.entries.map((e) => (e.id === next.id ? { ...e, refused: message } : e)) });
      this.deps.onRejected?.(next, message);
    }
    void this.drain();
  }

  private read(): StoredQueue {
    if (this.memory) return structuredClone(this.memory);
    try {
      return parseStored(this.deps.storage.getItem(this.deps.storageKey));
    } catch {
      return empty();
    }
  }

  private write(queue: StoredQueue): void {
    try {
      this.deps.storage.setItem(this.deps.storageKey, JSON.stringify(queue));
      this.memory = null;
    } catch {
      this.memory = queue;
    }
    this.emit();
  }

  private computeStatus(): LessonQueueStatus {
    const entries = this.read().entries;
    const refused = entries.filter((e) => !sendable(e)).length;
    return {
      pending: entries.length - refused,
      refused,
      sending: this.sendingId !== null,
      retrying: this.cancelRetry !== null,
    };
  }

  /** A new status on every change, even when its counts stay the same: a replaced answer (one entry for another)
   * must re-render the page that shows it. */
  private emit(): void {
    this.status = this.computeStatus();
    for (const listener of this.listeners) listener();
  }
}
