import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import { answerMath, bounceScore, createBounce, maxGapAt, PLATFORM_W, ROUND_SECONDS, stepBounce } from './logic';

describe('boggie bounce logic', () => {
  it('bounces on the start platform without any input', () => {
    const rng = createRng(1);
    const s = createBounce(rng);
    for (let i = 0; i < 600; i++) stepBounce(s, 1 / 60, 0, rng);
    expect(s.lives).toBe(3);
    expect(s.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps every gap within one bounce (880^2 / 2 / 1500 = 258 units)', () => {
    for (const alt of [0, 3000, 20000]) expect(maxGapAt(alt)).toBeLessThan(258);
    const rng = createRng(5);
    const s = createBounce(rng);
    const ys = s.platforms.map((p) => p.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeLessThan(258);
  });

  it('scores one point per 20 units climbed plus 5 per berry', () => {
    const s = createBounce(createRng(2));
    s.best = 2000;
    s.berries = 3;
    expect(bounceScore(s)).toBe(115);
  });

  it('a spring launches higher than a normal bounce', () => {
    const rng = createRng(3);
    const s = createBounce(rng);
    s.platforms = [{ x: 400, y: 100, kind: 'spring', vx: 0, broken: false }];
    s.x = 400 + PLATFORM_W / 2;
    s.y = 105;
    s.vy = -300;
    stepBounce(s, 1 / 30, 0, rng);
    expect(s.events).toContain('spring');
    expect(s.vy).toBeGreaterThan(1000);
  });

  it('crumbly platforms break after one bounce', () => {
    const rng = createRng(3);
    const s = createBounce(rng);
    const p = { x: 400, y: 100, kind: 'crumble' as const, vx: 0, broken: false };
    s.platforms = [p];
    s.x = 440;
    s.y = 105;
    s.vy = -300;
    stepBounce(s, 1 / 30, 0, rng);
    expect(p.broken).toBe(true);
  });

  it('falling costs a life, the last fall asks the math moment, a wrong answer ends the round', () => {
    const rng = createRng(4);
    const s = createBounce(rng);
    for (let i = 0; i < 3; i++) {
      s.platforms = [];
      s.camera = 1000;
      s.y = 900;
      s.vy = -100;
      stepBounce(s, 1 / 60, 0, rng);
    }
    expect(s.lives).toBe(0);
    expect(s.waiting).toBe(true);
    answerMath(s, false);
    expect(s.over).toBe(true);
  });

  it('a right answer rescues Boggie with one life', () => {
    const s = createBounce(createRng(6));
    s.lives = 0;
    s.waiting = true;
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.vy).toBeGreaterThan(0);
  });

  it('ends at two minutes, at an honest pace even for a bot that always steers to the next platform', () => {
    const rng = createRng(9);
    const s = createBounce(rng);
    while (!s.over) {
      const next = s.platforms.filter((p) => p.y > s.y - 40 && !p.broken).sort((a, b) => a.y - b.y)[0];
      const steer = next ? Math.sign(next.x + PLATFORM_W / 2 - s.x) : 0;
      stepBounce(s, 1 / 60, steer, rng);
      if (s.waiting) answerMath(s, true);
    }
    expect(s.time).toBeGreaterThanOrEqual(ROUND_SECONDS);
    expect(bounceScore(s) / s.time).toBeLessThan(20);
  });
});
