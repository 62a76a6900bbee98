import { describe, expect, it } from 'vitest';
import type { SendOutcome } from '../../../lib/offline-answer-queue';
import { lessonAnswersStorageKey } from '../api/browser-lesson-queue';
import { LessonAnswerQueue, nextClientSeq, type QueuedLessonAnswer } from './lesson-answer-queue';

// The live lesson's use of the shared offline answer queue (tested in lib/offline-answer-queue.test.ts): its
// entries are the ones students' devices stored before the queue was shared, and are still read and sent.

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(storage: Map<string, string>, answer: (entry: QueuedLessonAnswer) => SendOutcome<string>) {
  const sent: QueuedLessonAnswer[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let ids = 0;
  const queue = new LessonAnswerQueue<string>({
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    storageKey: lessonAnswersStorageKey('42'),
    send: async (entry) => {
      sent.push(entry);
      return answer(entry);
    },
    now: () => Date.UTC(2026, 11, 7, 8),
    newId: () => `new-${++ids}`,
    schedule: (fn, ms) => {
      timers.push({ fn, ms });
      return () => {};
    },
  });
  return { queue, sent, timers };
}

/** A queue as the live lesson stored it before the queue was shared: a thumbs answer and a check's answer refused
 * while the lesson was paused, and the session's last sequence number. */
const storedBeforeUpgrade = JSON.stringify({
  v: 1,
  entries: [
    { sessionId: 7, componentKey: 'yn', itemKey: 'cfu', value: 'yes', clientSeq: 61_000_000, id: 'a1', queuedAt: 1 },
    {
      sessionId: 7,
      componentKey: 'check',
      itemKey: 'q1',
      value: { answerType: 1, choiceIds: [2] },
      clientSeq: 61_000_001,
      id: 'a2',
      queuedAt: 2,
      refused: 'The lesson is paused',
    },
  ],
  lastSeq: { '7': 61_000_001 },
});

describe("the live lesson's answer queue", () => {
  it('reads and sends the answers a device stored before the upgrade, and the refused one when the lesson goes on', async () => {
    const storage = new Map([['cs.lessonAnswers.42', storedBeforeUpgrade]]);
    const { queue, sent } = setup(storage, () => ({ kind: 'saved', reply: 'ok' }));
    expect(queue.pendingFor(7).get('yn|cfu')?.value).toBe('yes');
    expect(queue.pendingFor(7).get('check|q1')?.refused).toBe('The lesson is paused');
    queue.kick();
    await settle();
    expect(sent.map((e) => [e.itemKey, e.id, e.clientSeq])).toEqual([['cfu', 'a1', 61_000_000]]);
    queue.retryRefused((e) => e.sessionId === 7);
    await settle();
    expect(sent.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(sent[1]?.value).toEqual({ answerType: 1, choiceIds: [2] });
    expect(queue.pendingFor(7).size).toBe(0);
  });

  it('keeps storing entries under the names devices already hold, with increasing sequence numbers', async () => {
    const storage = new Map([['cs.lessonAnswers.42', storedBeforeUpgrade]]);
    const { queue } = setup(storage, () => ({ kind: 'retry' }));
    const entry = queue.enqueue({ sessionId: 7, componentKey: 'mood', itemKey: 'mood', value: '3' });
    await settle();
    expect(entry.clientSeq).toBe(nextClientSeq(61_000_001, Date.UTC(2026, 11, 7, 8)));
    const stored = JSON.parse(storage.get('cs.lessonAnswers.42') ?? '{}');
    expect(stored.lastSeq['7']).toBe(entry.clientSeq);
    expect(stored.entries.at(-1)).toEqual({
      sessionId: 7,
      componentKey: 'mood',
      itemKey: 'mood',
      value: '3',
      clientSeq: entry.clientSeq,
      id: 'new-1',
      queuedAt: Date.UTC(2026, 11, 7, 8),
    });
  });

  it('sequence numbers are seconds since 2025, one more than the last, under the contract’s 32-bit cap', () => {
    expect(nextClientSeq(undefined, Date.UTC(2025, 0, 1, 0, 0, 10))).toBe(10);
    expect(nextClientSeq(50, Date.UTC(2025, 0, 1, 0, 0, 10))).toBe(51);
    expect(nextClientSeq(undefined, Date.UTC(2200, 0, 1))).toBe(2_147_483_647);
  });

  it('turning a check in waits for its own answers only, and says false when the time runs out offline', async () => {
    const { queue, timers } = setup(new Map(), (e) =>
      e.componentKey === 'check' ? { kind: 'saved', reply: 'ok' } : { kind: 'retry' },
    );
    queue.enqueue({ sessionId: 7, componentKey: 'check', itemKey: 'q1', value: 'a' });
    queue.enqueue({ sessionId: 7, componentKey: 'yn', itemKey: 'cfu', value: 'no' });
    expect(await queue.flushComponent(7, 'check')).toBe(true);
    const waiting = queue.flushComponent(7, 'yn');
    await settle();
    timers
      .filter((t) => t.ms === 8_000)
      .at(-1)
      ?.fn();
    expect(await waiting).toBe(false);
    expect(queue.pendingFor(7).get('yn|cfu')?.value).toBe('no');
  });
});
