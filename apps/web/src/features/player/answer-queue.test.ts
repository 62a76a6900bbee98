import type { TResponse, TSaveResponseReply } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { SendOutcome } from '../../lib/offline-answer-queue';
import { AnswerQueue, type QueuedAnswer } from './answer-queue';
import { answersStorageKey } from './unsent-answers';

// The player's use of the shared offline answer queue (tested in lib/offline-answer-queue.test.ts): its entries
// are the ones students' devices stored before the queue was shared, and are still read and sent.

const text = (value: string): TResponse => ({ answerType: 3, text: value });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(storage: Map<string, string>, answer: (entry: QueuedAnswer) => SendOutcome<TSaveResponseReply>) {
  const sent: QueuedAnswer[] = [];
  let ids = 0;
  const queue = new AnswerQueue({
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    storageKey: answersStorageKey('42'),
    send: async (entry) => {
      sent.push(entry);
      return answer(entry);
    },
    now: () => 1_700_000_100_000,
    newId: () => `new-${++ids}`,
    schedule: () => () => {},
  });
  return { queue, sent };
}

const saved = (entry: QueuedAnswer): SendOutcome<TSaveResponseReply> => ({
  kind: 'saved',
  reply: { questionId: entry.questionId, clientSeq: entry.clientSeq, applied: true, savedAt: '2026-12-07T08:00:00Z' },
});

/** A queue as the player stored it before the queue was shared: one answer waiting, one refused, and the last
 * sequence number of the attempt. */
const storedBeforeUpgrade = JSON.stringify({
  v: 1,
  entries: [
    {
      attemptId: 7,
      questionId: 1,
      clientId: '00000000-0000-4000-8000-000000000001',
      clientSeq: 1_700_000_000_001,
      answer: { answerType: 3, text: '12' },
      queuedAt: 1_700_000_000_000,
    },
    {
      attemptId: 7,
      questionId: 2,
      clientId: '00000000-0000-4000-8000-000000000002',
      clientSeq: 1_700_000_000_002,
      answer: { answerType: 3, text: 'bad' },
      queuedAt: 1_700_000_000_000,
      refused: 'This assignment has already been submitted',
    },
  ],
  lastSeq: { '7': 1_700_000_000_002 },
});

describe("the player's answer queue", () => {
  it('reads and sends the answers a device stored before the upgrade, as they were written', async () => {
    const storage = new Map([['cs.answers.42', storedBeforeUpgrade]]);
    const { queue, sent } = setup(storage, saved);
    expect(queue.pendingFor(7).get(1)?.answer).toEqual(text('12'));
    expect(queue.refusedFor(7)).toEqual(new Map([[2, 'This assignment has already been submitted']]));
    // Not every answer reached the server (one stays refused): flush says so.
    expect(await queue.flush()).toBe(false);
    expect(sent.map((e) => [e.questionId, e.clientId, e.clientSeq])).toEqual([
      [1, '00000000-0000-4000-8000-000000000001', 1_700_000_000_001],
    ]);
    expect([...queue.pendingFor(7).keys()]).toEqual([2]);
  });

  it('keeps storing entries under the names devices already hold, with increasing sequence numbers', async () => {
    const storage = new Map([['cs.answers.42', storedBeforeUpgrade]]);
    const { queue } = setup(storage, () => ({ kind: 'retry' }));
    const entry = queue.enqueue({ attemptId: 7, questionId: 3, answer: text('4') });
    await settle();
    expect(entry.clientSeq).toBeGreaterThan(1_700_000_000_002);
    const stored = JSON.parse(storage.get('cs.answers.42') ?? '{}');
    expect(stored.v).toBe(1);
    expect(stored.lastSeq['7']).toBe(entry.clientSeq);
    expect(stored.entries.at(-1)).toEqual({
      attemptId: 7,
      questionId: 3,
      clientId: 'new-1',
      clientSeq: entry.clientSeq,
      answer: text('4'),
      queuedAt: 1_700_000_100_000,
    });
  });

  it('a changed answer replaces a refused one by question, and only the attempt asked for is shown', async () => {
    const storage = new Map([['cs.answers.42', storedBeforeUpgrade]]);
    const { queue } = setup(storage, () => ({ kind: 'retry' }));
    queue.enqueue({ attemptId: 7, questionId: 2, answer: text('good') });
    queue.enqueue({ attemptId: 8, questionId: 2, answer: text('other attempt') });
    await settle();
    expect(queue.refusedFor(7).size).toBe(0);
    expect(queue.pendingFor(7).get(2)?.answer).toEqual(text('good'));
    expect([...queue.pendingFor(8).values()].map((e) => e.answer)).toEqual([text('other attempt')]);
  });
});
