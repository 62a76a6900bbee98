import type { TResponse, TSaveResponseReply } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { AnswerQueue, outcomeOfFailure, type QueuedAnswer, type SendOutcome } from './answer-queue';

// A Map-backed Storage (the queue's only state), a server that answers as told, and a manual clock.
function setup(opts: { storage?: Map<string, string>; failWrites?: boolean } = {}) {
  const storage = opts.storage ?? new Map<string, string>();
  let clock = 1_700_000_000_000;
  let ids = 0;
  const sent: QueuedAnswer[] = [];
  const saved: QueuedAnswer[] = [];
  const rejected: string[] = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  let answer: (entry: QueuedAnswer) => SendOutcome | Promise<SendOutcome> = (entry) => ({
    kind: 'saved',
    reply: reply(entry),
  });
  const queue = new AnswerQueue({
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
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    schedule: (fn, ms) => {
      timers.push(fn);
      delays.push(ms);
      return () => timers.splice(timers.indexOf(fn), 1);
    },
    onSaved: (entry) => saved.push(entry),
    onRejected: (_entry, message) => rejected.push(message),
  });
  return {
    queue,
    storage,
    sent,
    saved,
    rejected,
    timers,
    delays,
    tick: (ms: number) => {
      clock += ms;
    },
    serverAnswers: (fn: typeof answer) => {
      answer = fn;
    },
  };
}

const reply = (entry: QueuedAnswer): TSaveResponseReply => ({
  questionId: entry.questionId,
  clientSeq: entry.clientSeq,
  applied: true,
  savedAt: new Date().toISOString(),
});
/** The server's answer as an HTTP status, classified as the browser queue does. */
const httpAnswer = (status: number, entry: QueuedAnswer): SendOutcome =>
  status === 200 ? { kind: 'saved', reply: reply(entry) } : outcomeOfFailure(status, `refused with ${status}`);
const text = (value: string): TResponse => ({ answerType: 3, text: value });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerQueue', () => {
  it('sends an answer and forgets it once the server confirms', async () => {
    const t = setup();
    t.queue.enqueue(7, 1, text('12'));
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved.map((e) => e.answer)).toEqual([text('12')]);
    expect(t.queue.getStatus().pending).toBe(0);
    expect(t.queue.getStatus().lastSavedAt).not.toBeNull();
  });

  it('keeps an answer in storage while offline, so a new page (after closing the tab) still sends it', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    t.queue.enqueue(7, 1, text('12'));
    await settle();
    expect(t.queue.getStatus()).toMatchObject({ pending: 1, retrying: true });

    const reopened = setup({ storage: t.storage });
    expect(reopened.queue.pendingFor(7).get(1)?.answer).toEqual(text('12'));
    expect(await reopened.queue.flush()).toBe(true);
    expect(reopened.saved).toHaveLength(1);
    expect(reopened.saved[0]?.clientId).toBe(t.sent[0]?.clientId);
  });

  it('retries the same write (same client id and sequence) until the server confirms', async () => {
    const t = setup();
    let calls = 0;
    t.serverAnswers((entry) => (++calls < 3 ? { kind: 'retry' } : { kind: 'saved', reply: reply(entry) }));
    t.queue.enqueue(7, 1, text('12'));
    await settle();
    t.timers.shift()?.();
    await settle();
    t.timers.shift()?.();
    await settle();
    expect(t.sent).toHaveLength(3);
    expect(new Set(t.sent.map((e) => `${e.clientId}/${e.clientSeq}`)).size).toBe(1);
    expect(t.queue.getStatus().pending).toBe(0);
  });

  it('a thrown send (fetch failed) counts as offline, not as a loss', async () => {
    const t = setup();
    t.serverAnswers(() => {
      throw new TypeError('Failed to fetch');
    });
    t.queue.enqueue(7, 1, text('12'));
    await settle();
    expect(t.queue.getStatus()).toMatchObject({ pending: 1, retrying: true });
  });

  it('sequence numbers increase for every write of an attempt, also within one millisecond and after a reload', () => {
    const t = setup();
    t.serverAnswers(() => new Promise<SendOutcome>(() => {}));
    const a = t.queue.enqueue(7, 1, text('1'));
    const b = t.queue.enqueue(7, 2, text('2'));
    const reopened = setup({ storage: t.storage });
    reopened.serverAnswers(() => new Promise<SendOutcome>(() => {}));
    const c = reopened.queue.enqueue(7, 3, text('3'));
    expect(b.clientSeq).toBeGreaterThan(a.clientSeq);
    expect(c.clientSeq).toBeGreaterThan(b.clientSeq);
  });

  it('while offline, older answers to a question are superseded: only the newest is sent when back online', async () => {
    const t = setup();
    t.serverAnswers(() => ({ kind: 'retry' }));
    for (const value of ['1', '2', '3']) {
      t.queue.enqueue(7, 1, text(value));
      await settle();
    }
    expect(t.queue.getStatus().pending).toBe(1);
    t.serverAnswers((entry) => ({ kind: 'saved', reply: reply(entry) }));
    await t.queue.flush();
    expect(t.saved.map((e) => e.answer)).toEqual([text('3')]);
  });

  it('an answer changed while the previous one is in flight is sent after it', async () => {
    const t = setup();
    let release: (() => void) | undefined;
    t.serverAnswers(
      (entry) =>
        new Promise<SendOutcome>((resolve) => {
          release = () => resolve({ kind: 'saved', reply: reply(entry) });
        }),
    );
    t.queue.enqueue(7, 1, text('first'));
    await settle();
    t.queue.enqueue(7, 1, text('second'));
    expect(t.queue.getStatus().pending).toBe(2);
    release?.();
    await settle();
    release?.();
    await settle();
    expect(t.sent.map((e) => e.answer)).toEqual([text('first'), text('second')]);
    expect(t.sent[1]?.clientSeq).toBeGreaterThan(t.sent[0]?.clientSeq ?? Infinity);
    expect(t.queue.getStatus().pending).toBe(0);
  });

  it('a write the server refuses for good (submitted, not found) is reported and does not block the others', async () => {
    const t = setup();
    t.serverAnswers((entry) =>
      entry.questionId === 1
        ? { kind: 'rejected', message: 'This assignment has already been submitted' }
        : { kind: 'saved', reply: reply(entry) },
    );
    t.queue.enqueue(7, 1, text('1'));
    t.queue.enqueue(7, 2, text('2'));
    // Not every answer reached the server: flush says so (the player does not submit on it).
    expect(await t.queue.flush()).toBe(false);
    expect(t.rejected).toEqual(['This assignment has already been submitted']);
    expect(t.saved.map((e) => e.questionId)).toEqual([2]);
  });

  it.each([400, 403, 404, 409, 422])(
    'stops sending a write refused with %i, keeps it, and lets later answers go',
    async (status) => {
      const t = setup();
      t.serverAnswers((entry) => httpAnswer(entry.questionId === 1 ? status : 200, entry));
      t.queue.enqueue(7, 1, text('bad\u0000'));
      t.queue.enqueue(7, 2, text('2'));
      t.queue.enqueue(7, 3, text('3'));
      await t.queue.flush();
      await settle();
      // Sent once, never again: no retry is scheduled and the later answers were confirmed.
      expect(t.sent.filter((e) => e.questionId === 1)).toHaveLength(1);
      expect(t.timers).toHaveLength(0);
      expect(t.saved.map((e) => e.questionId)).toEqual([2, 3]);
      expect(t.rejected).toEqual([`refused with ${status}`]);
      expect(t.queue.getStatus()).toMatchObject({ pending: 0, refused: 1, retrying: false });
      // Kept, with the server's message, also for a page opened later (after a reload).
      const reopened = setup({ storage: t.storage });
      expect(reopened.queue.pendingFor(7).get(1)?.answer).toEqual(text('bad\u0000'));
      expect(reopened.queue.refusedFor(7)).toEqual(new Map([[1, `refused with ${status}`]]));
      reopened.queue.kick();
      await settle();
      expect(reopened.sent).toEqual([]);
    },
  );

  it('keeps a refused answer until the student changes it; the changed answer is sent', async () => {
    const t = setup();
    t.serverAnswers((entry) =>
      httpAnswer(entry.answer.answerType === 3 && entry.answer.text === 'bad' ? 400 : 200, entry),
    );
    t.queue.enqueue(7, 1, text('bad'));
    await t.queue.flush();
    expect(t.queue.refusedFor(7).size).toBe(1);
    t.queue.enqueue(7, 1, text('good'));
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved.map((e) => e.answer)).toEqual([text('good')]);
    expect(t.queue.refusedFor(7).size).toBe(0);
    expect(t.queue.pendingFor(7).size).toBe(0);
    expect(t.queue.getStatus()).toMatchObject({ pending: 0, refused: 0 });
  });

  it.each([0, 401, 429, 500, 503])(
    'retries a write that failed with %i (same write) until the server takes it',
    async (status) => {
      const t = setup();
      let calls = 0;
      t.serverAnswers((entry) => httpAnswer(entry.questionId === 1 && ++calls < 3 ? status : 200, entry));
      t.queue.enqueue(7, 1, text('1'));
      await settle();
      expect(t.queue.getStatus()).toMatchObject({ pending: 1, refused: 0, retrying: true });
      t.timers.shift()?.();
      await settle();
      t.timers.shift()?.();
      await settle();
      expect(t.sent).toHaveLength(3);
      expect(new Set(t.sent.map((e) => e.clientId)).size).toBe(1);
      expect(t.saved).toHaveLength(1);
      expect(t.rejected).toEqual([]);
    },
  );

  it('backs off between retries', async () => {
    const t = setup();
    t.serverAnswers(() => outcomeOfFailure(503, 'busy'));
    t.queue.enqueue(7, 1, text('1'));
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
    t.queue.enqueue(7, 1, text('1'));
    expect(await t.queue.flush()).toBe(false);
    expect(t.queue.getStatus().pending).toBe(1);
  });

  it('still sends from memory when storage refuses writes (private mode, quota)', async () => {
    const t = setup({ failWrites: true });
    t.queue.enqueue(7, 1, text('1'));
    expect(await t.queue.flush()).toBe(true);
    expect(t.saved).toHaveLength(1);
  });

  it('ignores unreadable stored data instead of failing', () => {
    const storage = new Map([['answers', '{not json']]);
    const t = setup({ storage });
    expect(t.queue.getStatus().pending).toBe(0);
  });
});
