import { describe, expect, it } from 'vitest';
import {
  LessonAnswerQueue,
  type LessonSendOutcome,
  lessonOutcomeOfFailure,
  nextClientSeq,
  type QueuedLessonAnswer,
} from './lesson-answer-queue';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function setup(outcomes: LessonSendOutcome<string>[] = []) {
  const storage = memoryStorage();
  const sent: QueuedLessonAnswer[] = [];
  const saved: QueuedLessonAnswer[] = [];
  const timers: (() => void)[] = [];
  let id = 0;
  let now = Date.UTC(2025, 5, 1);
  const make = () =>
    new LessonAnswerQueue<string>({
      storage,
      storageKey: 'q',
      send: async (entry) => {
        sent.push(entry);
        return outcomes.shift() ?? { kind: 'saved', reply: 'ok' };
      },
      now: () => now,
      newId: () => `id${++id}`,
      schedule: (fn) => {
        timers.push(fn);
        return () => {};
      },
      onSaved: (entry) => saved.push(entry),
    });
  return { storage, sent, saved, timers, make, tick: (ms: number) => (now += ms) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the lesson answer queue', () => {
  it('keys answers by session, component and item, and sends them with increasing sequence numbers', async () => {
    const s = setup();
    const queue = s.make();
    queue.enqueue(7, 'yn', 'cfu', 'yes');
    queue.enqueue(7, 'mood', 'mood', '1');
    await settle();
    expect(s.sent.map((e) => `${e.sessionId}|${e.componentKey}|${e.itemKey}`)).toEqual(['7|yn|cfu', '7|mood|mood']);
    expect(s.sent[1]!.clientSeq).toBeGreaterThan(s.sent[0]!.clientSeq);
    expect(queue.pendingFor(7).size).toBe(0);
  });

  it('tells the page an answer is saved while the answer is still in the queue, so it is shown at every moment', async () => {
    const storage = memoryStorage();
    const seenAtSave: number[] = [];
    const queue: LessonAnswerQueue<string> = new LessonAnswerQueue<string>({
      storage,
      storageKey: 'q',
      send: async () => ({ kind: 'saved', reply: 'ok' }),
      now: () => Date.UTC(2025, 5, 1),
      newId: () => 'only',
      schedule: () => () => {},
      onSaved: () => seenAtSave.push(queue.pendingFor(7).size),
    });
    queue.enqueue(7, 'check', 'q1', 'a');
    await settle();
    expect(seenAtSave).toEqual([1]);
    expect(queue.pendingFor(7).size).toBe(0);
  });

  it('gives a new status when an unsent answer is replaced by another, so the page shows the new one', async () => {
    const s = setup([{ kind: 'retry' }]);
    const queue = s.make();
    queue.enqueue(7, 'check', 'q1', 'a');
    await settle();
    const before = queue.getStatus();
    queue.enqueue(7, 'check', 'q1', 'b');
    expect(queue.getStatus()).not.toBe(before);
    expect(queue.getStatus().pending).toBe(before.pending);
    expect(queue.pendingFor(7).get('check|q1')?.value).toBe('b');
  });

  it('keeps answers in storage until confirmed, and a new queue (a reload) sends them', async () => {
    const s = setup([{ kind: 'retry' }]);
    const queue = s.make();
    queue.enqueue(7, 'yn', 'cfu', 'no');
    await settle();
    expect(queue.pendingFor(7).get('yn|cfu')?.value).toBe('no');
    expect(queue.getStatus().retrying).toBe(true);
    const reloaded = s.make();
    reloaded.kick();
    await settle();
    expect(s.sent.map((e) => e.value)).toEqual(['no', 'no']);
    expect(reloaded.pendingFor(7).size).toBe(0);
  });

  it('a newer answer to the same item replaces the unsent older one', async () => {
    const s = setup([{ kind: 'retry' }]);
    const queue = s.make();
    queue.enqueue(7, 'yn', 'cfu', 'no');
    await settle();
    queue.enqueue(7, 'yn', 'cfu', 'yes');
    await settle();
    expect(s.sent.map((e) => e.value)).toEqual(['no', 'yes']);
    expect(queue.pendingFor(7).size).toBe(0);
  });

  it('keeps sequence numbers increasing across reloads, under the contract’s 32-bit cap', () => {
    const s = setup([{ kind: 'retry' }, { kind: 'retry' }]);
    const first = s.make().enqueue(7, 'yn', 'cfu', 'no');
    const second = s.make().enqueue(7, 'yn', 'cfu', 'yes');
    expect(second.clientSeq).toBeGreaterThan(first.clientSeq);
    expect(first.clientSeq).toBeLessThanOrEqual(2_147_483_647);
    expect(nextClientSeq(undefined, Date.UTC(2025, 0, 1, 0, 0, 10))).toBe(10);
    expect(nextClientSeq(50, Date.UTC(2025, 0, 1, 0, 0, 10))).toBe(51);
    expect(nextClientSeq(undefined, Date.UTC(2200, 0, 1))).toBe(2_147_483_647);
  });

  it('keeps a refused answer (the lesson paused) and sends it again when the lesson goes on', async () => {
    const s = setup([{ kind: 'rejected', message: 'The lesson is paused' }]);
    const queue = s.make();
    queue.enqueue(7, 'yn', 'cfu', 'yes');
    await settle();
    expect(queue.getStatus()).toMatchObject({ pending: 0, refused: 1 });
    expect(queue.pendingFor(7).get('yn|cfu')?.refused).toBe('The lesson is paused');
    queue.retryRefused(7);
    await settle();
    expect(s.sent).toHaveLength(2);
    expect(queue.getStatus()).toMatchObject({ pending: 0, refused: 0 });
  });

  it('retries offline, 401, 429 and 5xx; any other 4xx is refused for good', () => {
    expect(lessonOutcomeOfFailure(0, '')).toEqual({ kind: 'retry' });
    expect(lessonOutcomeOfFailure(503, '')).toEqual({ kind: 'retry' });
    expect(lessonOutcomeOfFailure(409, 'ended')).toEqual({ kind: 'rejected', message: 'ended' });
  });
});
