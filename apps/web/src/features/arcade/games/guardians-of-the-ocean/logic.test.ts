import { describe, expect, it } from 'vitest';
import {
  answerMath,
  BUILD_COST,
  buildOrUpgrade,
  createTowers,
  type Enemy,
  ROUND_SECONDS,
  selectPad,
  stepTowers,
  upgradeCost,
  WAVES,
  waveSize,
} from './logic';
import { PATH_LENGTH, placeOnPath } from './map';

function run(seed: number, build: boolean): { s: ReturnType<typeof createTowers>; t: number } {
  const s = createTowers(seed);
  let t = 0;
  while (!s.over && t < 400) {
    if (build) for (let p = 0; p < 8; p++) buildOrUpgrade(s, p);
    stepTowers(s, 1 / 30);
    if (s.math !== 'none') answerMath(s, true);
    t += 1 / 30;
  }
  return { s, t };
}

describe('Guardians of the Ocean logic', () => {
  it('follows the path from start to reef', () => {
    const e = { d: 0, x: 0, y: 0 };
    placeOnPath(e);
    expect([e.x, e.y]).toEqual([-30, 140]);
    e.d = PATH_LENGTH;
    placeOnPath(e);
    expect([e.x, e.y]).toEqual([990, 330]);
  });

  it('builds for 40 coins, upgrades to level 3, and refuses without coins', () => {
    const s = createTowers(1);
    expect(buildOrUpgrade(s, 2)).toBe(true);
    expect(s.coins).toBe(100 - BUILD_COST);
    expect(buildOrUpgrade(s, 2)).toBe(true);
    expect(s.towers[2]?.level).toBe(2);
    expect(buildOrUpgrade(s, 2)).toBe(false);
    expect(upgradeCost(3)).toBe(Number.POSITIVE_INFINITY);
    selectPad(s, -3);
    expect(s.selected).toBe(7);
  });

  it('grows waves and stops litter with guardians for points and coins', () => {
    expect(waveSize(5)).toBeGreaterThan(waveSize(1));
    const s = createTowers(2);
    buildOrUpgrade(s, 0);
    const e: Enemy = { kind: 'bag', d: 150, hp: 1, maxHp: 1, x: 0, y: 0 };
    placeOnPath(e);
    s.enemies.push(e);
    for (let i = 0; i < 60; i++) stepTowers(s, 1 / 30);
    expect(e.hp).toBeLessThanOrEqual(0);
    expect(s.score).toBe(4);
  });

  it('hurts the reef when litter gets through, asks math once when it is low, and can be lost', () => {
    const s = createTowers(3);
    s.reef = 5;
    s.enemies.push({ kind: 'bag', d: PATH_LENGTH - 1, hp: 2, maxHp: 2, x: 0, y: 0 });
    stepTowers(s, 0.1);
    expect(s.reef).toBe(4);
    expect(s.math).toBe('reef');
    stepTowers(s, 1);
    expect(s.time).toBeCloseTo(0.1);
    answerMath(s, true);
    expect(s.reef).toBe(8);
    const lost = run(4, false).s;
    expect(lost.over).toBe(true);
    expect(lost.won).toBe(false);
  });

  it('a well-defended reef survives all waves within the time, under 20 points a second', () => {
    const { s, t } = run(5, true);
    expect(s.won).toBe(true);
    expect(s.wave).toBe(WAVES);
    expect(t).toBeLessThanOrEqual(ROUND_SECONDS + 0.1);
    expect(s.score / t).toBeLessThan(20);
  });
});
