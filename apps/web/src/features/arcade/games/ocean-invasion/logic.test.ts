import { describe, expect, it } from 'vitest';
import {
  answerMath,
  createInvasion,
  invaderPos,
  marchSpeed,
  ROUND_SECONDS,
  SUB_Y,
  stepInvasion,
  WAVE_BONUS,
} from './logic';

const idle = { dir: 0, targetX: null, fire: false };

describe('Ocean Invasion logic', () => {
  it('moves the sub and fires one torpedo per cooldown', () => {
    const s = createInvasion(1);
    stepInvasion(s, 0.1, { dir: 1, targetX: null, fire: true });
    expect(s.subX).toBeCloseTo(522);
    expect(s.torpedoes).toHaveLength(1);
    stepInvasion(s, 0.1, { ...idle, fire: true });
    expect(s.torpedoes).toHaveLength(1);
  });

  it('a torpedo scores by row and the march speeds up as invaders fall', () => {
    const s = createInvasion(2);
    const speed = marchSpeed(s);
    const inv = s.invaders[0]!;
    const p = invaderPos(s, inv);
    s.torpedoes.push({ x: p.x, y: p.y + 5 });
    stepInvasion(s, 0.001, idle);
    expect(inv.alive).toBe(false);
    expect(s.score).toBe(4);
    expect(marchSpeed(s)).toBeGreaterThan(speed);
  });

  it('clearing a wave gives a bonus and a bigger wave', () => {
    const s = createInvasion(3);
    const rows = s.rows;
    for (const i of s.invaders) i.alive = false;
    stepInvasion(s, 0.01, idle);
    expect(s.score).toBe(WAVE_BONUS);
    expect(s.wave).toBe(2);
    expect(s.rows).toBe(rows + 1);
  });

  it('ink costs a life; coral blocks ink; the last life asks math once', () => {
    const s = createInvasion(4);
    s.inkTimer = 99;
    s.inks.push({ x: s.subX, y: SUB_Y });
    stepInvasion(s, 0.01, idle);
    expect(s.lives).toBe(2);
    const coral = s.corals[0]!;
    s.inks.push({ x: coral.x, y: 415 });
    stepInvasion(s, 0.01, idle);
    expect(coral.hp).toBe(7);
    s.lives = 1;
    s.hurtFor = 0;
    s.inks.push({ x: s.subX, y: SUB_Y });
    stepInvasion(s, 0.01, idle);
    expect(s.needMath).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    s.hurtFor = 0;
    s.inks.push({ x: s.subX, y: SUB_Y });
    stepInvasion(s, 0.01, idle);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('invaders reaching the sea floor end the round after the math continue is spent', () => {
    const s = createInvasion(5);
    s.mathUsed = true;
    s.offsetY = 400;
    stepInvasion(s, 0.01, idle);
    expect(s.over).toBe(true);
  });

  it('surviving the clock wins; a sharp shooter stays under 20 points a second', () => {
    const s = createInvasion(6);
    let t = 0;
    while (!s.over) {
      const target = s.invaders.find((i) => i.alive);
      const x = target ? invaderPos(s, target).x : s.subX;
      stepInvasion(s, 1 / 60, { dir: 0, targetX: x, fire: true });
      if (s.needMath) answerMath(s, true);
      t += 1 / 60;
    }
    expect(t).toBeLessThanOrEqual(ROUND_SECONDS + 0.1);
    expect(s.score / t).toBeLessThan(20);
    expect(s.score).toBeGreaterThan(50);
  });
});
