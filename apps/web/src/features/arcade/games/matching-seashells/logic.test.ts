import { describe, expect, it } from 'vitest';
import {
  answerMath,
  BOARDS,
  createMemory,
  flip,
  type MemoryState,
  moveCursor,
  PEARL,
  ROUND_SECONDS,
  stepMemory,
} from './logic';

function pairOf(s: MemoryState, kindNot?: number): [number, number] {
  const first = s.cards.findIndex((c) => !c.matched && c.kind !== kindNot);
  const second = s.cards.findIndex((c, i) => i !== first && c.kind === s.cards[first]?.kind);
  return [first, second];
}

function wait(s: MemoryState, seconds: number): void {
  for (let t = 0; t < seconds; t += 1 / 30) stepMemory(s, 1 / 30);
}

describe('Matching Seashells logic', () => {
  it('deals pairs, always with the pearl pair, the same for the same seed', () => {
    const s = createMemory(9);
    expect(s.cards).toHaveLength(12);
    expect(s.cards.filter((c) => c.kind === PEARL)).toHaveLength(2);
    for (const c of s.cards) expect(s.cards.filter((d) => d.kind === c.kind)).toHaveLength(2);
    expect(createMemory(9).cards.map((c) => c.kind)).toEqual(s.cards.map((c) => c.kind));
  });

  it('scores a pair with a growing streak bonus and flips a miss back after a moment', () => {
    const s = createMemory(1);
    const [a, b] = pairOf(s, PEARL);
    flip(s, a);
    flip(s, b);
    expect(s.score).toBe(10);
    wait(s, 1);
    const [c, d] = pairOf(s, PEARL);
    flip(s, c);
    flip(s, d);
    expect(s.score).toBe(22);
    wait(s, 1);
    const [e] = pairOf(s, PEARL);
    const other = s.cards.findIndex((x, i) => !x.matched && i !== e && x.kind !== s.cards[e]?.kind);
    flip(s, e);
    flip(s, other);
    expect(flip(s, pairOf(s)[0])).toBe(false);
    wait(s, 1.1);
    expect(s.cards[e]?.up).toBe(false);
    expect(s.streak).toBe(0);
  });

  it('moves the cursor within the grid', () => {
    const s = createMemory(2);
    moveCursor(s, -1, -1);
    expect(s.cursor).toBe(0);
    moveCursor(s, 9, 9);
    expect(s.cursor).toBe(11);
  });

  it('asks math for the pearl pair: right adds 15 seconds', () => {
    const s = createMemory(3);
    const p = s.cards.findIndex((c) => c.kind === PEARL);
    const q = s.cards.findIndex((c, i) => i !== p && c.kind === PEARL);
    flip(s, p);
    flip(s, q);
    expect(s.needMath).toBe(true);
    answerMath(s, true);
    expect(s.limit).toBe(ROUND_SECONDS + 15);
  });

  it('runs out of time lost; clearing every board wins, and a perfect memory stays under 20 points a second', () => {
    const lost = createMemory(4);
    wait(lost, ROUND_SECONDS + 1);
    expect(lost.over).toBe(true);
    expect(lost.won).toBe(false);
    const s = createMemory(5);
    let t = 0;
    while (!s.over) {
      const [a, b] = pairOf(s);
      if (a >= 0 && flip(s, a)) flip(s, b);
      if (s.needMath) answerMath(s, true);
      stepMemory(s, 1 / 60);
      t += 1 / 60;
    }
    expect(s.won).toBe(true);
    expect(s.board).toBe(BOARDS.length - 1);
    expect(s.score / t).toBeLessThan(20);
  });
});
