import type { TResponse, TSaveResponseReply } from '@clearsheets/shared';

// The student's answers on their way to the server. Every answer is written to localStorage before it is
// sent and removed only when the server confirms it, so closing the tab, a dropped connection or a
// server restart never loses one. An answer the server refuses for good (a 4xx other than 401/408/429) is not
// retried, but it is not dropped either: it stays on this device, marked with the server's message, until
// the student changes that answer, while the answers after it go on. Writes carry a client id (a retry is recognised) and an increasing
// sequence number (a late older write never replaces a newer one), so nothing is counted twice.

export interface QueuedAnswer {
  attemptId: number;
  questionId: number;
  clientId: string;
  clientSeq: number;
  answer: TResponse;
  queuedAt: number;
  /** The server refused this write for good (its message): kept, shown, never sent again as it is. */
  refused?: string;
}

/** What sending one answer came to: confirmed, worth retrying (offline, 5xx, 401, 429), or refused for good. */
export type SendOutcome =
  | { kind: 'saved'; reply: TSaveResponseReply }
  | { kind: 'retry' }
  | { kind: 'rejected'; message: string };

/**
 * What a failed send comes to. Worth retrying: offline (0), timeouts (408), rate limits (429), server errors
 * (5xx), and an expired session (401), which the student fixes by signing in again without losing the
 * answers. Any other 4xx (400, 403, 404, 409, 422) is definitive: the same write would be refused again.
 */
export function outcomeOfFailure(status: number, message: string): SendOutcome {
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

export interface AnswerQueueDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  storageKey: string;
  send: (entry: QueuedAnswer) => Promise<SendOutcome>;
  now: () => number;
  newId: () => string;
  schedule: (fn: () => void, ms: number) => () => void;
  onSaved?: (entry: QueuedAnswer, reply: TSaveResponseReply) => void;
  onRejected?: (entry: QueuedAnswer, message: string) => void;
}

interface StoredQueue {
  v: 1;
  entries: QueuedAnswer[];
  /** The last sequence number used per attempt, so numbers keep increasing across reloads. */
  lastSeq: Record<string, number>;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

const emptyQueue = (): StoredQueue => ({ v: 1, entries: [], lastSeq: {} });

function parseStored(raw: string | null): StoredQueue {
  if (!raw) return emptyQueue();
  try {
    const value = JSON.parse(raw) as Partial<StoredQueue>;
    if (value?.v !== 1 || !Array.isArray(value.entries)) return emptyQueue();
    return { v: 1, entries: value.entries, lastSeq: value.lastSeq ?? {} };
  } catch {
    return emptyQueue();
  }
}

/** Still to be sent: not refused for good by the server. */
const sendable = (e: QueuedAnswer) => e.refused === undefined;

/** Drops writes a newer write to the same question supersedes (the server would ignore them anyway). */
function newestPerQuestion(entries: QueuedAnswer[]): QueuedAnswer[] {
  const newest = new Map<string, QueuedAnswer>();
  for (const e of entries) {
    const key = `${e.attemptId}:${e.questionId}`;
    const seen = newest.get(key);
    if (!seen || seen.clientSeq < e.clientSeq) newest.set(key, e);
  }
  return entries.filter((e) => newest.get(`${e.attemptId}:${e.questionId}`) === e);
}

export class AnswerQueue {
  private readonly deps: AnswerQueueDeps;
  private readonly listeners = new Set<() => void>();
  private sendingId: string | null = null;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private lastSavedAt: number | null = null;
  private status: QueueStatus;
  /** Kept when storage refuses writes (private mode, quota), so answers still go out from memory. */
  private memory: StoredQueue | null = null;

  constructor(deps: AnswerQueueDeps) {
    this.deps = deps;
    this.status = this.computeStatus();
  }

  /** Queues the student's latest answer to a question and starts sending. Returns the queued write. */
  enqueue(attemptId: number, questionId: number, answer: TResponse): QueuedAnswer {
    const stored = this.read();
    const key = String(attemptId);
    // Milliseconds since 1970 keep the order across reloads and devices with sane clocks; +1 within a millisecond.
    const clientSeq = Math.max((stored.lastSeq[key] ?? 0) + 1, this.deps.now());
    const entry: QueuedAnswer = {
      attemptId,
      questionId,
      clientId: this.deps.newId(),
      clientSeq,
      answer,
      queuedAt: this.deps.now(),
    };
    // An unsent older answer to the same question is superseded; one already in flight stays until confirmed.
    const entries = stored.entries.filter(
      (e) => !(e.attemptId === attemptId && e.questionId === questionId && e.clientId !== this.sendingId),
    );
    entries.push(entry);
    this.write({ ...stored, entries, lastSeq: { ...stored.lastSeq, [key]: clientSeq } });
    this.kick();
    return entry;
  }

  /** The unconfirmed answers of one attempt (refused ones included), newest per question: the player shows
   * them over the server's. */
  pendingFor(attemptId: number): Map<number, QueuedAnswer> {
    const entries = newestPerQuestion(this.read().entries).filter((e) => e.attemptId === attemptId);
    return new Map(entries.map((e) => [e.questionId, e]));
  }

  /** Sends now: on coming back online, on page show, or when the student presses "Try again". */
  kick(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    void this.drain();
  }

  /** The refused answers of one attempt by question, with the server's message. */
  refusedFor(attemptId: number): Map<number, string> {
    const refused = new Map<number, string>();
    for (const e of newestPerQuestion(this.read().entries))
      if (e.attemptId === attemptId && e.refused !== undefined) refused.set(e.questionId, e.refused);
    return refused;
  }

  /** Resolves once nothing is left to send (true when every answer is confirmed: none waits, none was
   * refused) or a send fails (before submitting or signing out). */
  async flush(): Promise<boolean> {
    this.kick();
    for (;;) {
      const entries = this.read().entries;
      if (!entries.some(sendable)) return entries.length === 0;
      if (this.status.retrying) return false;
      await new Promise<void>((resolve) => {
        const off = this.subscribe(() => {
          off();
          resolve();
        });
      });
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getStatus = (): QueueStatus => this.status;

  private async drain(): Promise<void> {
    if (this.sendingId) return;
    const stored = this.read();
    const current = newestPerQuestion(stored.entries);
    if (current.length !== stored.entries.length) this.write({ ...stored, entries: current });
    const next = current.filter(sendable).sort((a, b) => a.queuedAt - b.queuedAt || a.clientSeq - b.clientSeq)[0];
    if (!next) {
      this.failures = 0;
      this.emit();
      return;
    }
    this.sendingId = next.clientId;
    this.emit();
    let outcome: SendOutcome;
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
    if (outcome.kind === 'saved') {
      this.remove(next.clientId);
      this.lastSavedAt = this.deps.now();
      this.deps.onSaved?.(next, outcome.reply);
    } else {
      this.markRefused(next.clientId, outcome.message);
      this.deps.onRejected?.(next, outcome.message);
    }
    void this.drain();
  }

  private remove(clientId: string): void {
    const stored = this.read();
    this.write({ ...stored, entries: stored.entries.filter((e) => e.clientId !== clientId) });
  }

  /** Keeps a refused write (gone only when a newer answer to its question replaces it) and skips it from now. */
  private markRefused(clientId: string, message: string): void {
    const stored = this.read();
    const entries = stored.entries.map((e) => (e.clientId === clientId ? { ...e, refused: message } : e));
    this.write({ ...stored, entries });
  }

  private read(): StoredQueue {
    if (this.memory) return structuredClone(this.memory);
    try {
      return parseStored(this.deps.storage.getItem(this.deps.storageKey));
    } catch {
      return emptyQueue();
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

  private emit(): void {
    const next = this.computeStatus();
    const prev = this.status;
    if (
      prev.pending !== next.pending ||
      prev.refused !== next.refused ||
      prev.sending !== next.sending ||
      prev.retrying !== next.retrying ||
      prev.lastSavedAt !== next.lastSavedAt
    ) {
      this.status = next;
    }
    for (const listener of this.listeners) listener();
  }
}
