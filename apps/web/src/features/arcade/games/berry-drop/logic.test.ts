import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import { answerMath, BASKET_Y, createDrop, type Item, POINTS, ROUND_SECONDS, STREAK, stepDrop } from './logic';

const rng = createRng(1);

function fallingOnBasket(kind: Item['kind'], x: number): Item {
  return { kind, x, y: BASKET_Y - 12, vy: 300, r: 18, spin: 0 };
}

describe('berry drop logic', () => {
  it('catching a berry scores by kind', () => {
    const s = createDrop();
    s.spawnIn = 99;
    s.items = [fallingOnBasket('straw', s.x), fallingOnBasket('gold', s.x + 20)];
    stepDrop(s, 1 / 60, 0, null, rng);
    expect(s.score).toBe(POINTS.straw + POINTS.gold);
    expect(s.items).toHaveLength(0);
  });

  it('a berry that misses the basket falls past and breaks the streak', () => {
    const s = createDrop();
    s.spawnIn = 99;
    s.streak = 4;
    s.items = [{ ...fallingOnBasket('straw', s.x + 300), y: 575 }];
    stepDrop(s, 1 / 30, 0, null, rng);
    expect(s.items).toHaveLength(0);
    expect(s.streak).toBe(0);
    expect(s.score).toBe(0);
  });

  it('every streak of catches adds a bonus', () => {
    const s = createDrop();
    s.spawnIn = 99;
    for (let i = 0; i < STREAK; i++) {
      s.items = [fallingOnBasket('straw', s.x)];
      stepDrop(s, 1 / 60, 0, null, rng);
    }
    expect(s.score).toBe(STREAK * POINTS.straw + POINTS.streak);
  });

  it('rocks cost lives; the last one asks the math moment; a right answer clears the rocks', () => {
    const s = createDrop();
    s.spawnIn = 99;
    for (let i = 0; i < 3; i++) {
      s.items = [fallingOnBasket('rock', s.x)];
      stepDrop(s, 1 / 60, 0, null, rng);
    }
    expect(s.lives).toBe(0);
    expect(s.waiting).toBe(true);
    s.items = [fallingOnBasket('rock', 100), fallingOnBasket('blue', 200)];
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.items.map((i) => i.kind)).toEqual(['blue']);
  });

  it('a wrong answer ends the round, lost', () => {
    const s = createDrop();
    s.waiting = true;
    answerMath(s, false);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('the basket stays on screen and follows a finger', () => {
    const s = createDrop();
    for (let i = 0; i < 120; i++) stepDrop(s, 1 / 60, -1, null, rng);
    expect(s.x).toBeGreaterThanOrEqual(56);
    for (let i = 0; i < 120; i++) stepDrop(s, 1 / 60, 0, 700, rng);
    expect(Math.abs(s.x - 700)).toBeLessThan(2);
  });

  it('a perfect catcher ends at 90 s, won, under 20 points a second', () => {
    const r = createRng(8);
    const s = createDrop();
    while (!s.over) {
      const berry = s.items.filter((i) => i.kind !== 'rock').sort((a, b) => b.y - a.y)[0];
      stepDrop(s, 1 / 60, 0, berry ? berry.x : s.x, r);
      s.lives = 3;
    }
    expect(s.won).toBe(true);
    expect(s.time).toBeGreaterThanOrEqual(ROUND_SECONDS);
    expect(s.score / s.time).toBeLessThan(20);
  });
});
