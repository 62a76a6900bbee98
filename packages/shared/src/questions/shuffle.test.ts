import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordering } from '../../test/samples';
import { initialOrderingResponse, presentationOrder, presentationSeed } from './shuffle';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('presentationOrder', () => {
  it('is the same for the same attempt and question, so a reload shows the same order', () => {
    const seed = presentationSeed(812, 44);
    expect(seed).toBe('812:44');
    expect(presentationOrder(ids, seed)).toEqual(presentationOrder(ids, seed));
    expect(presentationOrder(ids, 7)).toEqual(presentationOrder(ids, '7'));
  });

  it('differs between students (seeds), across many seeds', () => {
    const orders = new Set(
      Array.from({ length: 50 }, (_, i) => presentationOrder(ids, presentationSeed(i, 1)).join('')),
    );
    expect(orders.size).toBeGreaterThan(20);
  });

  it('puts each id first about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const first = presentationOrder(ids, `s${i}`)[0] as string;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const id of ids) expect(counts.get(id)).toBeGreaterThan(800);
  });

  it('is always a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.oneof(fc.string(), fc.integer()), (list, seed) => {
        const copy = [...list];
        const out = presentationOrder(list, seed);
        expect(list).toEqual(copy);
        expect([...out].sort()).toEqual([...list].sort());
      }),
    );
  });

  it('never shows ordering items already in order when asked to avoid it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 8 }), fc.string(), (list, seed) => {
        expect(presentationOrder(list, seed, { avoidOriginal: true })).not.toEqual(list);
      }),
    );
    expect(presentationOrder(['x', 'y'], 'any', { avoidOriginal: true })).toEqual(['y', 'x']);
    expect(presentationOrder(['x'], 'any', { avoidOriginal: true })).toEqual(['x']);
  });
});

describe('initialOrderingResponse', () => {
  it('is the shuffled items as an ordering response, stable per seed', () => {
    const first = initialOrderingResponse(ordering, 'attempt-1:4');
    expect(first.answerType).toBe(4);
    expect([...first.order].sort()).toEqual(['w', 'x', 'y', 'z']);
    expect(first.order).not.toEqual(['w', 'x', 'y', 'z']);
    expect(initialOrderingResponse(ordering, 'attempt-1:4')).toEqual(first);
  });
});
