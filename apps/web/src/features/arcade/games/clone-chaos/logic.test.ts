import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import {
  activeClones,
  answerMath,
  type ChaosState,
  CLONE_EVERY,
  clonePos,
  createChaos,
  elapsed,
  POINTS,
  ROUND_SECONDS,
  stepChaos,
  TICK,
} from './logic';

function run(s: ChaosState, seconds: number, dx: number, dy: number, seed = 1): void {
  const rng = createRng(seed);
  for (let i = 0; i < Math.round(seconds / TICK); i++) stepChaos(s, dx, dy, rng);
}

describe('clone chaos logic', () => {
  it('a clone appears every 10 s and replays the path from the start, 10 s behind', () => {
    const s = createChaos(createRng(1));
    s.starX = -999;
    run(s, 2, 1, 0);
    run(s, CLONE_EVERY - 2, 0, 1);
    expect(activeClones(s)).toBe(1);
    const start = clonePos(s, 0)!;
    expect(start).toEqual({ x: 480, y: 300 });
    s.invulnerable = 99;
    run(s, 1, 0, 0);
    const later = clonePos(s, 0)!;
    expect(later.x).toBeGreaterThan(480);
    expect(later.y).toBe(300);
  });

  it('standing still lets the clone catch up and costs a life', () => {
    const s = createChaos(createRng(2));
    s.starX = -999;
    run(s, CLONE_EVERY + 0.1, 0, 0);
    expect(s.lives).toBe(2);
  });

  it('grabbing a star scores and places a new one away from Boggie', () => {
    const s = createChaos(createRng(3));
    s.starX = s.x + 5;
    s.starY = s.y;
    run(s, TICK, 0, 0);
    expect(s.score).toBe(POINTS.star);
    expect(Math.hypot(s.starX - s.x, s.starY - s.y)).toBeGreaterThan(150);
  });

  it('losing the last life asks the math moment; right pops the two oldest clones', () => {
    const s = createChaos(createRng(4));
    s.starX = -999;
    s.invulnerable = 99;
    run(s, 2 * CLONE_EVERY + 0.5, 0, 0);
    s.invulnerable = 0;
    s.lives = 1;
    run(s, 5, 0, 0);
    expect(s.waiting).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.removed.slice(0, 3)).toEqual([true, true, false]);
    s.waiting = true;
    answerMath(s, false);
    expect(s.over).toBe(true);
  });

  it('ends at two minutes, won, when Boggie keeps dodging, under 20 points a second', () => {
    const s = createChaos(createRng(5));
    const rng = createRng(5);
    while (!s.over) {
      s.invulnerable = 1;
      const dx = s.starX - s.x;
      const dy = s.starY - s.y;
      stepChaos(s, Math.sign(dx), Math.sign(dy), rng);
    }
    expect(s.won).toBe(true);
    expect(elapsed(s)).toBeCloseTo(ROUND_SECONDS, 1);
    expect(s.score / elapsed(s)).toBeLessThan(20);
  });
});
