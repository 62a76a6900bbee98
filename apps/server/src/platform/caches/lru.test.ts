import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

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
