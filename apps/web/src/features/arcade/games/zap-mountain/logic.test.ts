import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import {
  answerMath,
  createZap,
  POINTS,
  ROUND_SECONDS,
  STRIKE_TIME,
  SUMMIT,
  stepZap,
  WARN_TIME,
  type ZapState,
  zapScore,
} from './logic';

function run(s: ZapState, seconds: number, dx: number, dy: number, seed = 1): void {
  const rng = createRng(seed);
  for (let i = 0; i < seconds * 60 && !s.over && !s.waiting; i++) stepZap(s, 1 / 60, dx, dy, rng);
}

describe('zap mountain logic', () => {
  it('climbs up and scores one point per 25 units', () => {
    const s = createZap();
    s.zapIn = 99;
    run(s, 2, 0, 1);
    expect(s.y).toBeCloseTo(350, 0);
    expect(zapScore(s)).toBe(14);
  });

  it('a zap warns first, then strikes its column: standing in it costs a life, beside it is safe', () => {
    const s = createZap();
    s.zapIn = 99;
    s.zaps.push(
      { x: s.x, t: WARN_TIME + STRIKE_TIME, struck: false },
      { x: s.x + 300, t: WARN_TIME + STRIKE_TIME, struck: false },
    );
    run(s, WARN_TIME - 0.1, 0, 0);
    expect(s.lives).toBe(3);
    run(s, 0.3, 0, 0);
    expect(s.lives).toBe(2);
  });

  it('the rising storm catches a Boggie that stays still, then gets pushed back', () => {
    const s = createZap();
    s.zapIn = 99;
    for (let i = 0; i < 12 * 60 && s.lives === 3; i++) run(s, 1 / 60, 0, 0);
    expect(s.time).toBeGreaterThan(5);
    expect(s.lives).toBe(2);
    expect(s.fog).toBeLessThan(s.y - 200);
  });

  it('the last life asks the math moment once; right saves, wrong ends it', () => {
    const s = createZap();
    s.lives = 1;
    s.fog = s.y;
    run(s, 0.1, 0, 0);
    expect(s.waiting).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.fog).toBeLessThan(s.y - 400);
    s.waiting = true;
    answerMath(s, false);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('reaching the summit wins with the bonus, at an honest rate', () => {
    const s = createZap();
    while (!s.over) {
      s.invulnerable = 5;
      run(s, 1, 0, 1);
    }
    expect(s.won).toBe(true);
    expect(s.y).toBeGreaterThanOrEqual(SUMMIT);
    expect(zapScore(s)).toBeGreaterThanOrEqual(SUMMIT / POINTS.per + POINTS.summit);
    expect(zapScore(s) / s.time).toBeLessThan(20);
  });

  it('ends by itself at the time limit', () => {
    const s = createZap();
    while (!s.over) {
      s.invulnerable = 5;
      s.fog = -1000;
      run(s, 1, 0, 0);
    }
    expect(s.time).toBeGreaterThanOrEqual(ROUND_SECONDS);
    expect(s.won).toBe(false);
  });
});
