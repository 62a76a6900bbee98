import { describe, expect, it } from 'vitest';
import {
  adjacent,
  answerMath,
  arrow,
  choose,
  createJewels,
  findMove,
  type JewelState,
  MOVE_CAP,
  markMatches,
  SIZE,
  stepJewels,
  trySwap,
} from './logic';

function settle(s: JewelState): void {
  for (let i = 0; i < 200 && s.phase !== 'idle'; i++) stepJewels(s, 0.05);
}

describe('Sea Jewels logic', () => {
  it('deals a board with no lines but a possible move, the same for the same seed', () => {
    const s = createJewels(3);
    expect(markMatches(s.grid, new Array(SIZE * SIZE).fill(false))).toBe(0);
    expect(findMove(s.grid)).not.toBeNull();
    expect(createJewels(3).grid).toEqual(s.grid);
    expect(adjacent(7, 8)).toBe(false);
    expect(adjacent(0, SIZE)).toBe(true);
  });

  it('undoes a swap that makes no line', () => {
    const s = createJewels(4);
    const before = [...s.grid];
    let pair: [number, number] | null = null;
    for (let i = 0; i < SIZE * SIZE - 1 && !pair; i++) {
      const copy = [...s.grid];
      [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
      if (adjacent(i, i + 1) && markMatches(copy, new Array(SIZE * SIZE).fill(false)) === 0) pair = [i, i + 1];
    }
    expect(trySwap(s, pair![0], pair![1])).toBe(false);
    expect(s.grid).toEqual(before);
  });

  it('a good swap clears, scores 2 a jewel, refills the board and settles', () => {
    const s = createJewels(5);
    const [a, b] = findMove(s.grid)!;
    expect(trySwap(s, a, b)).toBe(true);
    settle(s);
    expect(s.score).toBeGreaterThanOrEqual(6);
    expect(s.score).toBeLessThanOrEqual(MOVE_CAP);
    expect(s.grid.every((k) => k >= 0)).toBe(true);
    expect(markMatches(s.grid, new Array(SIZE * SIZE).fill(false))).toBe(0);
  });

  it('picks with choose and swaps with an arrow or a neighbour tap', () => {
    const s = createJewels(6);
    const [a, b] = findMove(s.grid)!;
    choose(s, a);
    expect(s.selected).toBe(a);
    choose(s, a);
    expect(s.selected).toBeNull();
    choose(s, a);
    arrow(s, b - a === 1 ? 1 : 0, b - a === 1 ? 0 : 1);
    expect(s.phase).toBe('clear');
  });

  it('asks math once at 30 s left (right adds 20 s) and ends by the clock; a greedy player stays under 20/s', () => {
    const s = createJewels(7);
    let t = 0;
    let asked = 0;
    while (!s.over) {
      const move = s.phase === 'idle' ? findMove(s.grid) : null;
      if (move) trySwap(s, move[0], move[1]);
      stepJewels(s, 1 / 30);
      if (s.needMath) {
        asked++;
        answerMath(s, true);
      }
      t += 1 / 30;
    }
    expect(asked).toBe(1);
    expect(t).toBeGreaterThan(139);
    expect(t).toBeLessThan(142);
    expect(s.kinds).toBeGreaterThan(5);
    expect(s.won).toBe(true);
    expect(s.score / t).toBeLessThan(20);
  });
});
