import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import {
  addCreature,
  answerMath,
  createOcean,
  drop,
  MAX_TIER,
  mergePoints,
  moveDropper,
  RADII,
  ROUND_SECONDS,
  stepOcean,
  TANK,
} from './logic';

function settle(s: ReturnType<typeof createOcean>, seconds: number): void {
  for (let i = 0; i < seconds * 60; i++) stepOcean(s);
}

describe('merge ocean logic', () => {
  it('two creatures of the same kind merge into the next one and score', () => {
    const s = createOcean(createRng(1));
    addCreature(s, 2, 450, 400);
    addCreature(s, 2, 460, 300);
    settle(s, 1);
    expect(s.creatures).toHaveLength(1);
    expect(s.creatures[0]!.tier).toBe(3);
    expect(s.score).toBe(mergePoints(3));
    expect(s.biggest).toBe(3);
  });

  it('different creatures stack without merging and stay inside the tank', () => {
    const s = createOcean(createRng(2));
    addCreature(s, 0, 480, 400);
    addCreature(s, 4, 480, 200);
    settle(s, 2);
    expect(s.creatures).toHaveLength(2);
    for (const c of s.creatures) {
      const r = RADII[c.tier]!;
      expect(c.x).toBeGreaterThanOrEqual(TANK.left + r - 0.01);
      expect(c.x).toBeLessThanOrEqual(TANK.right - r + 0.01);
      expect(c.y).toBeLessThanOrEqual(TANK.bottom - r + 0.01);
    }
  });

  it('two whales splash away for the top bonus', () => {
    const s = createOcean(createRng(3));
    addCreature(s, MAX_TIER, 400, 420);
    addCreature(s, MAX_TIER, 560, 420);
    settle(s, 1);
    expect(s.creatures).toHaveLength(0);
    expect(s.score).toBe(30);
  });

  it('drops wait for the cooldown and the dropper stays inside the walls', () => {
    const rng = createRng(4);
    const s = createOcean(rng);
    moveDropper(s, -500);
    expect(s.dropX).toBeGreaterThan(TANK.left);
    expect(drop(s, rng)).toBe(true);
    expect(drop(s, rng)).toBe(false);
    settle(s, 1);
    expect(drop(s, rng)).toBe(true);
  });

  it('filling above the red line asks the math moment once; right clears room, the next overflow ends it', () => {
    const rng = createRng(5);
    const s = createOcean(rng);
    addCreature(s, 4, 480, 400);
    const stuck = addCreature(s, 0, 480, 100);
    for (let i = 0; i < 5 * 60 && !s.waiting; i++) {
      stuck.y = stuck.py = 100;
      stepOcean(s);
    }
    expect(s.waiting).toBe(true);
    answerMath(s, true);
    expect(s.over).toBe(false);
    expect(s.creatures.every((c) => c.tier > 2)).toBe(true);
    s.waiting = true;
    answerMath(s, false);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('ends by itself when time is up, at an honest rate with drops as fast as allowed', () => {
    const rng = createRng(6);
    const s = createOcean(rng);
    let i = 0;
    while (!s.over) {
      moveDropper(s, 320 + ((i++ * 37) % 320));
      drop(s, rng);
      stepOcean(s);
      if (s.waiting) answerMath(s, true);
    }
    expect(s.time).toBeLessThanOrEqual(ROUND_SECONDS + 0.02);
    expect(s.score / s.time).toBeLessThan(20);
  });
});
