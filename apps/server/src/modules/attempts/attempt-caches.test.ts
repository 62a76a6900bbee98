import { describe, expect, it } from 'vitest';
import { SAMPLE_QUESTIONS } from '../../../test/kits/attempts/test-support';
import { Lru, parseSnapshot } from './attempt-caches';

describe('the recently-used cache', () => {
  it('keeps what is read often, forgets what is not, and never holds more than its limit', () => {
    const lru = new Lru<number, string>(4);
    lru.set(0, 'hot');
    for (let i = 1; i <= 20; i++) {
      lru.set(i, `v${i}`);
      expect(lru.get(0)).toBe('hot');
      const held = Array.from({ length: 21 }, (_, k) => k).filter((k) => lru.get(k) !== undefined);
      expect(held.length).toBeLessThanOrEqual(4);
    }
    expect(lru.get(1)).toBeUndefined();
    expect(lru.get(20)).toBe('v20');
    lru.delete(0);
    expect(lru.get(0)).toBeUndefined();
  });
});

describe('parsing a snapshot', () => {
  it('keeps every valid question with its passage and skips what does not parse', () => {
    const raw = [
      { ...SAMPLE_QUESTIONS[0], id: 11 },
      { ...SAMPLE_QUESTIONS[2], id: 12, passageId: 5, passage: { id: 5, title: 'T', body: 'B' } },
      { id: 13, answerType: 1, prompt: 'broken' },
    ];
    const snapshot = parseSnapshot(7, raw);
    expect(snapshot.questions.map((q) => q.id)).toEqual([11, 12]);
    expect(snapshot.byId.get(12)?.passage).toEqual({ id: 5, title: 'T', body: 'B' });
    expect(parseSnapshot(7, null).questions).toEqual([]);
  });
});
