import { describe, expect, it } from 'vitest';
import {
  type AnswerFormat,
  OfflineAnswerQueue,
  type OfflineAnswerQueueDeps,
  outcomeOfFailure,
  type SendOutcome,
} from './offline-answer-queue';

// The queue as both the worksheet player and the live lesson use it, with a format of its own: an answer
// (`value`) to an item of a scope (an attempt, a lesson session). Each feature's test checks its own format and
// the answers stored on devices before the queue was shared.

interface TestAnswer {
  scope: number;
  item: number;
  value: string;
}
interface TestEntry extends TestAnswer {
  id: string;
  clientSeq: number;
  queuedAt: number;
  refused?: string;
}
interface Reply {
  item: number;
  clientSeq: number;
}

const format: AnswerFormat<TestEntry, TestAnswer> = {
  itemOf: (a) => `${a.scope}:${a.item}`,
  seqScopeOf: (a) => String(a.scope),
  nextSeq: (last, nowMs) => Math.max((last ?? 0) + 1, nowMs),
  idOf: (e) => e.id,
  create: (a, added) => ({ ...a, ...added }),
};

type Deps = OfflineAnswerQueueDeps<TestEntry, TestAnswer, Reply>;

// A Map-backed Storage (the queue's only state), a server that answers as told, and a manual clock.
function setup(opts: { storage?: Map<string, string>; failWrites?: boolean; onSaved?: Deps['onSaved'] } = {}) {
  const storage = opts.storage ?? new Map<string, string>();
  let clock = 1_700_000_000_000;
  let ids = 0;
  const sent: TestEntry[] = [];
  const saved: TestEntry[] = [];
  const rejected: string[] = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  /** Each waiting timer's delay. */
  const limits = new Map<() => void, number>();
  let answer: (entry: TestEntry) => SendOutcome<Reply> | Promise<SendOutcome<Reply>> = (entry) => ({
    kind: 'saved',
    reply: reply(entry),
  });
  const queue = new OfflineAnswerQueue<TestEntry, TestAnswer, Reply>({
    format,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => {
        if (opts.failWrites) throw new Error('QuotaExceededError');
        storage.set(k, v);
      },
    },
    storageKey: 'answers',
    send: async (entry) => {
      sent.push(entry);
      return answer(entry);
    },
    now: () => clock,
    newId: () => `id-${++ids}`,
    schedule: (fn, ms) => {
      timers.push(fn);
      delays.push(ms);
      limits.set(fn, ms);
      return () => {
        const at = timers.indexOf(fn);
        if (at >= 0) timers.splice(at, 1);
      };
    },
    onSaved: (entry, r) => {
      saved.push(entry);
      opts.onSaved?.(entry, r);
    },
    onRejected: (_entry, message) => rejected.push(message),
  });
  const enqueue = (scope: number, item: number, value: string) => queue.enqueue({ scope, item, value });
  const pendingOf = (scope: number) => new Map(queue.pending((e) => e.scope === scope).map((e) => [e.item, e]));
  return {
    queue,
    enqueue,
    pendingOf,
    storage,
    sent,
    saved,
    rejected,
    timers,
    delays,
    /** Runs the waiting timer of `ms` (a retry, a time limit). */
    fire: (ms: number) => timers.find((fn) => limits.get(fn) === ms)?.(),
    /** Runs the next retry. */
    retry: () => timers.find((fn) => limits.get(fn) !== 8_000)?.(),
    tick: (ms: number) => {
      clock += ms;
    },
    serverAnswers: (fn: typeof answer) => {
      answer = fn;
    },
  };
}

const reply = (entry: TestEntry): Reply => ({ item: entry.item, clientSeq: entry.clientSeq });
/** The server's answer as an HTTP status, classified as the browser queues do. */
const httpAnswer = (status: number, entry: TestEntry): SendOutcome<Reply> =>
  status === 200 ? { kind: 'saved', reply: reply(entry) } : outcomeOfFailure(status, `refused with ${status}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline answer queue', () => {
  it('sends an answer and forgets it once the server confirms', async () => {
    const t = setup();
    t.enqueue(7, 1, '12');
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved.map((e) => e.value)).toEqual(['12']);
    expect(t.queue.getStatus().pending).toBe(0);
    expect(t.queue.getStatus().lastSavedAt).not.toBeNull();
  });

  it('keeps an answer in storage while offline, so a new page (after closing the tab) still sends it', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    t.enqueue(7, 1, '12');
    await settle();
    expect(t.queue.getStatus()).toMatchObject({ pending: 1, retrying: true });

    const reopened = setup({ storage: t.storage });
    expect(reopened.pendingOf(7).get(1)?.value).toEqual('12');
    expect(await reopened.queue.flush()).toBe(true);
    expect(reopened.saved).toHaveLength(1);
    expect(reopened.saved[0]?.id).toBe(t.sent[0]?.id);
  });

  it('retries the same write (same client id and sequence) until the server confirms', async () => {
    const t = setup();
    let calls = 0;
    t.serverAnswers((entry) => (++calls < 3 ? { kind: 'retry' } : { kind: 'saved', reply: reply(entry) }));
    t.enqueue(7, 1, '12');
    await settle();
    t.timers.shift()?.();
    await settle();
    t.timers.shift()?.();
    await settle();
    expect(t.sent).toHaveLength(3);
    expect(new Set(t.sent.map((e) => `${e.id}/${e.clientSeq}`)).size).toBe(1);
    expect(t.queue.getStatus().pending).toBe(0);
  });

  it('a thrown send (fetch failed) counts as offline, not as a loss', async () => {
    const t = setup();
    t.serverAnswers(() => {
      throw new TypeError('Failed to fetch');
    });
    t.enqueue(7, 1, '12');
    await settle();
    expect(t.queue.getStatus()).toMatchObject({ pending: 1, retrying: true });
  });

  it('sequence numbers increase for every write of an attempt, also within one millisecond and after a reload', () => {
    const t = setup();
    t.serverAnswers(() => new Promise<SendOutcome<Reply>>(() => {}));
    const a = t.enqueue(7, 1, '1');
    const b = t.enqueue(7, 2, '2');
    const reopened = setup({ storage: t.storage });
    reopened.serverAnswers(() => new Promise<SendOutcome<Reply>>(() => {}));
    const c = reopened.enqueue(7, 3, '3');
    expect(b.clientSeq).toBeGreaterThan(a.clientSeq);
    expect(c.clientSeq).toBeGreaterThan(b.clientSeq);
  });

  it('while offline, older answers to a question are superseded: only the newest is sent when back online', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    for (const value of ['1', '2', '3']) {
      t.enqueue(7, 1, value);
      await settle();
    }
    expect(t.queue.getStatus().pending).toBe(1);
    t.serverAnswers((entry) => ({ kind: 'saved', reply: reply(entry) }));
    await t.queue.flush();
    expect(t.saved.map((e) => e.value)).toEqual(['3']);
  });

  it('an answer changed while the previous one is in flight is sent after it', async () => {
    const t = setup();
    let release: (() => void) | undefined;
    t.serverAnswers(
      (entry) =>
        new Promise<SendOutcome<Reply>>((resolve) => {
          release = () => resolve({ kind: 'saved', reply: reply(entry) });
        }),
    );
    t.enqueue(7, 1, 'first');
    await settle();
    t.enqueue(7, 1, 'second');
    expect(t.queue.getStatus().pending).toBe(2);
    release?.();
    await settle();
    release?.();
    await settle();
    expect(t.sent.map((e) => e.value)).toEqual(['first', 'second']);
    expect(t.sent[1]?.clientSeq).toBeGreaterThan(t.sent[0]?.clientSeq ?? Infinity);
    expect(t.queue.getStatus().pending).toBe(0);
  });

  it('a write the server refuses for good (submitted, not found) is reported and does not block the others', async () => {
    const t = setup();
    t.serverAnswers((entry) =>
      entry.item === 1
        ? { kind: 'rejected', message: 'This assignment has already been submitted' }
        : { kind: 'saved', reply: reply(entry) },
    );
    t.enqueue(7, 1, '1');
    t.enqueue(7, 2, '2');
    // Not every answer reached the server: flush says so (the player does not submit on it).
    expect(await t.queue.flush()).toBe(false);
    expect(t.rejected).toEqual(['This assignment has already been submitted']);
    expect(t.saved.map((e) => e.item)).toEqual([2]);
  });

  it.each([400, 403, 404, 409, 422])(
    'stops sending a write refused with %i, keeps it, and lets later answers go',
    async (status) => {
      const t = setup();
      t.serverAnswers((entry) => httpAnswer(entry.item === 1 ? status : 200, entry));
      t.enqueue(7, 1, 'bad\u0000');
      t.enqueue(7, 2, '2');
      t.enqueue(7, 3, '3');
      await t.queue.flush();
      await settle();
      // Sent once, never again: no retry is scheduled and the later answers were confirmed.
      expect(t.sent.filter((e) => e.item === 1)).toHaveLength(1);
      expect(t.timers).toHaveLength(0);
      expect(t.saved.map((e) => e.item)).toEqual([2, 3]);
      expect(t.rejected).toEqual([`refused with ${status}`]);
      expect(t.queue.getStatus()).toMatchObject({ pending: 0, refused: 1, retrying: false });
      // Kept, with the server's message, also for a page opened later (after a reload).
      const reopened = setup({ storage: t.storage });
      expect(reopened.pendingOf(7).get(1)?.value).toEqual('bad\u0000');
      expect(reopened.pendingOf(7).get(1)?.refused).toBe(`refused with ${status}`);
      reopened.queue.kick();
      await settle();
      expect(reopened.sent).toEqual([]);
    },
  );

  it('keeps a refused answer until the student changes it; the changed answer is sent', async () => {
    const t = setup();
    t.serverAnswers((entry) => httpAnswer(entry.value === 'bad' ? 400 : 200, entry));
    t.enqueue(7, 1, 'bad');
    await t.queue.flush();
    expect(t.pendingOf(7).get(1)?.refused).toBe('refused with 400');
    t.enqueue(7, 1, 'good');
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved.map((e) => e.value)).toEqual(['good']);
    expect(t.pendingOf(7).size).toBe(0);
    expect(t.queue.getStatus()).toMatchObject({ pending: 0, refused: 0 });
  });

  it.each([0, 401, 429, 500, 503])(
    'retries a write that failed with %i (same write) until the server takes it',
    async (status) => {
      const t = setup();
      let calls = 0;
      t.serverAnswers((entry) => httpAnswer(entry.item === 1 && ++calls < 3 ? status : 200, entry));
      t.enqueue(7, 1, '1');
      await settle();
      expect(t.queue.getStatus()).toMatchObject({ pending: 1, refused: 0, retrying: true });
      t.timers.shift()?.();
      await settle();
      t.timers.shift()?.();
      await settle();
      expect(t.sent).toHaveLength(3);
      expect(new Set(t.sent.map((e) => e.id)).size).toBe(1);
      expect(t.saved).toHaveLength(1);
      expect(t.rejected).toEqual([]);
    },
  );

  it('backs off between retries', async () => {
    const t = setup();
    t.serverAnswers(() => outcomeOfFailure(503, 'busy'));
    t.enqueue(7, 1, '1');
    for (let i = 0; i < 4; i++) {
      await settle();
      t.timers.shift()?.();
    }
    await settle();
    expect(t.delays.slice(0, 4)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('flush reports false while the server cannot be reached', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    t.enqueue(7, 1, '1');
    expect(await t.queue.flush()).toBe(false);
    expect(t.queue.getStatus().pending).toBe(1);
  });

  it('still sends from memory when storage refuses writes (private mode, quota)', async () => {
    const t = setup({ failWrites: true });
    t.enqueue(7, 1, '1');
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved).toHaveLength(1);
  });

  it('ignores unreadable stored data instead of failing', () => {
    const storage = new Map([['answers', '{not json']]);
    const t = setup({ storage });
    expect(t.queue.getStatus().pending).toBe(0);
  });

  it('tells the page an answer is saved while it is still queued, so the page shows it at every moment', async () => {
    const seenAtSave: number[] = [];
    const t = setup({ onSaved: () => seenAtSave.push(t.pendingOf(7).size) });
    t.enqueue(7, 1, 'a');
    await settle();
    expect(seenAtSave).toEqual([1]);
    expect(t.pendingOf(7).size).toBe(0);
  });

  it('gives a new status when an unsent answer is replaced by another, so the page shows the new one', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    t.enqueue(7, 1, 'a');
    await settle();
    const before = t.queue.getStatus();
    t.enqueue(7, 1, 'b');
    expect(t.queue.getStatus()).not.toBe(before);
    expect(t.queue.getStatus().pending).toBe(before.pending);
    expect(t.pendingOf(7).get(1)?.value).toBe('b');
  });

  it('sends the refused answers of a scope again when asked (a paused lesson goes on), and only those', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'rejected', message: 'paused' }));
    t.enqueue(7, 1, 'a');
    t.enqueue(8, 1, 'b');
    await t.queue.flush();
    expect(t.queue.getStatus()).toMatchObject({ pending: 0, refused: 2 });
    t.serverAnswers((entry) => ({ kind: 'saved', reply: reply(entry) }));
    t.queue.retryRefused((e) => e.scope === 7);
    await settle();
    expect(t.saved.map((e) => e.value)).toEqual(['a']);
    expect(t.pendingOf(8).get(1)?.refused).toBe('paused');
  });

  it('a flush of some answers waits through retries until they are confirmed, or gives up after its time', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    t.enqueue(7, 1, 'a');
    t.enqueue(7, 2, 'b');
    await settle();
    let result: boolean | undefined;
    const flushed = t.queue.flush({ match: (e) => e.item === 1, timeoutMs: 8_000, stopOnFailure: false });
    void flushed.then((ok) => {
      result = ok;
    });
    await settle();
    expect(result).toBeUndefined();
    t.serverAnswers((entry) => (entry.item === 1 ? { kind: 'saved', reply: reply(entry) } : { kind: 'retry' }));
    // The next retry is due (not the flush's time limit).
    t.retry();
    for (let i = 0; i < 4; i++) await settle();
    // The answer to item 1 was confirmed; item 2 still waits, which this flush does not wait for.
    expect(await flushed).toBe(true);
    expect([...t.pendingOf(7).keys()]).toEqual([2]);

    const offline = setup();
    offline.serverAnswers(() => ({ kind: 'retry' }));
    offline.enqueue(7, 1, 'a');
    const gaveUp = offline.queue.flush({ timeoutMs: 8_000, stopOnFailure: false });
    await settle();
    expect(offline.delays).toContain(8_000);
    offline.fire(8_000);
    expect(await gaveUp).toBe(false);
  });

  it('retries offline, 401, 408, 429 and 5xx; any other 4xx is refused for good with its message', () => {
    for (const status of [0, 401, 408, 429, 500, 503]) expect(outcomeOfFailure(status, 'x')).toEqual({ kind: 'retry' });
    for (const status of [400, 403, 404, 409, 422])
      expect(outcomeOfFailure(status, 'ended')).toEqual({ kind: 'rejected', message: 'ended' });
  });
});
