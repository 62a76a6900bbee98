// A student's answers on their way to the server, for the worksheet player and the live lesson alike. Every
// answer is written to localStorage before it is sent and removed only when the server confirms it, so closing
// the tab, a dropped connection or a server restart never loses one. Only the newest answer per item counts: a
// newer answer replaces an unsent older one, while the one in flight stays until it is confirmed. Each write
// carries an increasing sequence number (kept across reloads), so a late older write never replaces a newer one.
// An answer the server refuses for good (a 4xx other than 401/408/429) is not retried, but it is not dropped
// either: it stays on this device, marked with the server's message, until the student changes it (or the
// feature sends it again), while the answers after it go on.
//
// What differs between the two users is their `AnswerFormat` (how an entry is stored and named: kept exactly as
// it was stored before this queue was shared, so answers waiting on a device survive an upgrade) and the sender.

/** What every stored entry carries, whatever else it holds. */
export interface OfflineAnswer {
  clientSeq: number;
  queuedAt: number;
  /** The server refused this write for good (its message): kept, shown, never sent again as it is. */
  refused?: string;
}

/** How one feature's entries look in storage. `D` is what the feature queues; the entry is `D` with its id,
 * sequence number and time added. */
export interface AnswerFormat<E extends OfflineAnswer, D> {
  /** The item an answer is to: only the newest answer per item is sent. */
  itemOf: (answer: D) => string;
  /** Sequence numbers increase within this scope (an attempt, a lesson session), across reloads. */
  seqScopeOf: (answer: D) => string;
  /** The sequence number after `last` (undefined: none yet) at `nowMs`. */
  nextSeq: (last: number | undefined, nowMs: number) => number;
  /** The entry's own id, by the name it is stored under. */
  idOf: (entry: E) => string;
  create: (answer: D, added: { id: string; clientSeq: number; queuedAt: number }) => E;
}

/** What sending one answer came to: confirmed, worth retrying (offline, 5xx, 401, 429), or refused for good. */
export type SendOutcome<R> = { kind: 'saved'; reply: R } | { kind: 'retry' } | { kind: 'rejected'; message: string };

/**
 * What a failed send comes to. Worth retrying: offline (0), timeouts (408), rate limits (429), server errors
 * (5xx), and an expired session (401), which the student fixes by signing in again without losing the
 * answers. Any other 4xx (400, 403, 404, 409, 422) is definitive: the same write would be refused again.
 */
export function outcomeOfFailure(
  status: number,
  message: string,
): { kind: 'retry' } | { kind: 'rejected'; message: string } {
  const retry = status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
  return retry ? { kind: 'retry' } : { kind: 'rejected', message };
}

export interface QueueStatus {
  /** Answers not yet confirmed by the server, still being sent. */
  pending: number;
  /** Answers the server refused for good, kept on this device until the student changes them. */
  refused: number;
  sending: boolean;
  /** The last send failed and a retry is scheduled. */
  retrying: boolean;
  lastSavedAt: number | null;
}

/** The clock, ids, timers and storage: the browser's in the page, the test's in a test. */
export interface QueueRuntime {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  newId: () => string;
  schedule: (fn: () => void, ms: number) => () => void;
}

export interface OfflineAnswerQueueDeps<E extends OfflineAnswer, D, R> extends QueueRuntime {
  format: AnswerFormat<E, D>;
  storageKey: string;
  send: (entry: E) => Promise<SendOutcome<R>>;
  /** Called while the confirmed entry is still queued: the page shows the answer from one or the other. */
  onSaved?: (entry: E, reply: R) => void;
  onRejected?: (entry: E, message: string) => void;
}

export interface FlushOptions<E> {
  /** Only these answers are waited for (default: all). */
  match?: (entry: E) => boolean;
  /** Gives up (false) after this long. */
  timeoutMs?: number;
  /** Gives up (false) as soon as a send fails and a retry is scheduled (default: true). */
  stopOnFailure?: boolean;
}

interface StoredQueue<E> {
  v: 1;
  entries: E[];
  /** The last sequence number used per scope, so numbers keep increasing across reloads. */
  lastSeq: Record<string, number>;
}

export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

const emptyQueue = <E>(): StoredQueue<E> => ({ v: 1, entries: [], lastSeq: {} });

function parseStored<E>(raw: string | null): StoredQueue<E> {
  if (!raw) return emptyQueue();
  try {
    const value = JSON.parse(raw) as Partial<StoredQueue<E>>;
    if (value?.v !== 1 || !Array.isArray(value.entries)) return emptyQueue();
    return { v: 1, entries: value.entries, lastSeq: value.lastSeq ?? {} };
  } catch {
    return emptyQueue();
  }
}

/** Still to be sent: not refused for good by the server. */
const sendable = (e: OfflineAnswer) => e.refused === undefined;

export class OfflineAnswerQueue<E extends OfflineAnswer & D, D, R> {
  private readonly deps: OfflineAnswerQueueDeps<E, D, R>;
  private readonly listeners = new Set<() => void>();
  private sendingId: string | null = null;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private lastSavedAt: number | null = null;
  private status: QueueStatus;
  /** Kept when storage refuses writes (private mode, quota), so answers still go out from memory. */
  private memory: StoredQueue<E> | null = null;

  constructor(deps: OfflineAnswerQueueDeps<E, D, R>) {
    this.deps = deps;
    this.status = this.computeStatus();
  }

  /** Queues the student's latest answer to an item and starts sending. Returns the queued write. */
  enqueue(answer: D): E {
    const { format, now, newId } = this.deps;
    const stored = this.read();
    const scope = format.seqScopeOf(answer);
    const clientSeq = format.nextSeq(stored.lastSeq[scope], now());
    const entry = format.create(answer, { id: newId(), clientSeq, queuedAt: now() });
    const item = format.itemOf(answer);
    // An unsent older answer to the same item is replaced; one already in flight stays until confirmed.
    const entries = stored.entries.filter((e) => !(format.itemOf(e) === item && format.idOf(e) !== this.sendingId));
    entries.push(entry);
    this.write({ ...stored, entries, lastSeq: { ...stored.lastSeq, [scope]: clientSeq } });
    this.kick();
    return entry;
  }

  /** The unconfirmed answers (refused ones included), newest per item, that `match`: the page shows them over
   * the server's. */
  pending(match: (entry: E) => boolean): E[] {
    return this.newestPerItem(this.read().entries).filter(match);
  }

  /** Sends the refused answers that `match` once more (the lesson went on again after a pause). */
  retryRefused(match: (entry: E) => boolean): void {
    const stored = this.read();
    if (!stored.entries.some((e) => match(e) && !sendable(e))) return;
    const entries = stored.entries.map((e) => {
      if (sendable(e) || !match(e)) return e;
      const { refused: _refused, ...rest } = e;
      return rest as E;
    });
    this.write({ ...stored, entries });
    this.kick();
  }

  /** Sends now: on coming back online, on page show, or when the student presses "Try again". */
  kick(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    void this.drain();
  }

  /** Sends now and resolves once none of the answers that `match` is still to be sent: true when every one is
   * confirmed (none waits, none was refused), false when one was refused, or when the options give up first
   * (before submitting, signing out or turning a check in). */
  flush(options: FlushOptions<E> = {}): Promise<boolean> {
    const { match = () => true, timeoutMs, stopOnFailure = true } = options;
    return new Promise((resolve) => {
      let done = false;
      let unsubscribe: () => void = () => {};
      let cancelTimer: () => void = () => {};
      const finish = (ok: boolean) => {
        if (done) return;
        done = true;
        unsubscribe();
        cancelTimer();
        resolve(ok);
      };
      const check = () => {
        const waiting = this.read().entries.filter(match);
        if (!waiting.some(sendable)) finish(waiting.length === 0);
        else if (stopOnFailure && this.status.retrying) finish(false);
      };
      if (timeoutMs !== undefined) cancelTimer = this.deps.schedule(() => finish(false), timeoutMs);
      unsubscribe = this.subscribe(check);
      // Kicked before the first check, so a failure scheduled earlier does not count against this flush.
      this.kick();
      check();
    });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getStatus = (): QueueStatus => this.status;

  private newestPerItem(entries: E[]): E[] {
    const { itemOf } = this.deps.format;
    const newest = new Map<string, E>();
    for (const e of entries) {
      const seen = newest.get(itemOf(e));
      if (!seen || seen.clientSeq < e.clientSeq) newest.set(itemOf(e), e);
    }
    return entries.filter((e) => newest.get(itemOf(e)) === e);
  }

  private async drain(): Promise<void> {
    if (this.sendingId) return;
    const { idOf } = this.deps.format;
    const stored = this.read();
    const current = this.newestPerItem(stored.entries);
    if (current.length !== stored.entries.length) this.write({ ...stored, entries: current });
    const next = current.filter(sendable).sort((a, b) => a.queuedAt - b.queuedAt || a.clientSeq - b.clientSeq)[0];
    if (!next) {
      this.failures = 0;
      this.emit();
      return;
    }
    this.sendingId = idOf(next);
    this.emit();
    let outcome: SendOutcome<R>;
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
      this.lastSavedAt = this.deps.now();
      this.deps.onSaved?.(next, outcome.reply);
      this.write({ ...after, entries: after.entries.filter((e) => idOf(e) !== idOf(next)) });
    } else {
      const message = outcome.message;
      const entries = after.entries.map((e) => (idOf(e) === idOf(next) ? { ...e, refused: message } : e));
      this.write({ ...after, entries });
      this.deps.onRejected?.(next, message);
    }
    void this.drain();
  }

  private read(): StoredQueue<E> {
    if (this.memory) return structuredClone(this.memory);
    try {
      return parseStored(this.deps.storage.getItem(this.deps.storageKey));
    } catch {
      return emptyQueue();
    }
  }

  private write(queue: StoredQueue<E>): void {
    try {
      this.deps.storage.setItem(this.deps.storageKey, JSON.stringify(queue));
      this.memory = null;
    } catch {
      this.memory = queue;
    }
    this.emit();
  }

  private computeStatus(): QueueStatus {
    const entries = this.read().entries;
    const refused = entries.filter((e) => !sendable(e)).length;
    return {
      pending: entries.length - refused,
      refused,
      sending: this.sendingId !== null,
      retrying: this.cancelRetry !== null,
      lastSavedAt: this.lastSavedAt,
    };
  }

  /** A new status on every change, even when its counts stay the same: a replaced answer (one entry for another)
   * must re-render the page that shows it. */
  private emit(): void {
    this.status = this.computeStatus();
    for (const listener of this.listeners) listener();
  }
}
