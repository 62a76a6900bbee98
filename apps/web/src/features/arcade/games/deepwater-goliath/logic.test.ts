import { describe, expect, it } from 'vitest';
import { answerMath, BOSS_HP, BOSS_X, createBoss, phaseFor, ROUND_SECONDS, stepBoss, tentacleTip } from './logic';

const still = { dx: 0, dy: 0, target: null };

describe('Deepwater Goliath logic', () => {
  it('moves the sub by keys and toward a finger, inside its half of the sea', () => {
    const s = createBoss(1);
    stepBoss(s, 0.1, { dx: 1, dy: 0, target: null });
    expect(s.player.x).toBeCloseTo(172);
    for (let i = 0; i < 100; i++) stepBoss(s, 0.03, { dx: 0, dy: 0, target: { x: 900, y: 0 } });
    expect(s.player.x).toBe(540);
    expect(s.player.y).toBe(70);
  });

  it('fires torpedoes on its own that score on the boss', () => {
    const s = createBoss(2);
    s.player.y = s.boss.y;
    for (let i = 0; i < 60; i++) stepBoss(s, 1 / 30, { dx: 0, dy: 0, target: { x: 140, y: s.boss.y } });
    expect(s.boss.hp).toBeLessThan(BOSS_HP);
    expect(s.score).toBe((BOSS_HP - s.boss.hp) * 2);
  });

  it('changes phase by health, with a bonus and a chest at phase 2', () => {
    expect([phaseFor(150), phaseFor(100), phaseFor(50)]).toEqual([1, 2, 3]);
    const s = createBoss(3);
    s.boss.hp = 101;
    s.torpedoes.push({ x: BOSS_X, y: s.boss.y, vy: 0 });
    stepBoss(s, 0.01, still);
    expect(s.boss.phase).toBe(2);
    expect(s.score).toBe(2 + 25);
    expect(s.chest).not.toBeNull();
    s.chest!.x = 400;
    s.player = { x: 400, y: s.chest!.y };
    stepBoss(s, 0.01, { dx: 0, dy: 0, target: null });
    expect(s.math).toBe('chest');
    answerMath(s, true);
    expect(s.tripleFor).toBe(12);
  });

  it('ink and a striking tentacle cost hearts; none lost while blinking', () => {
    const s = createBoss(4);
    s.inks.push({ x: s.player.x, y: s.player.y, vx: 0, vy: 0 });
    stepBoss(s, 0.01, still);
    expect(s.hearts).toBe(4);
    s.inks.push({ x: s.player.x, y: s.player.y, vx: 0, vy: 0 });
    stepBoss(s, 0.01, still);
    expect(s.hearts).toBe(4);
    s.hurtFor = 0;
    s.tentacle = { y: s.player.y, age: 1.6 };
    expect(tentacleTip(s.tentacle)).toBeLessThan(s.player.x);
    stepBoss(s, 0.01, still);
    expect(s.hearts).toBe(3);
  });

  it('asks math at zero hearts once: right revives with 3, then losing all ends it', () => {
    const s = createBoss(5);
    s.hearts = 1;
    s.inks.push({ x: s.player.x, y: s.player.y, vx: 0, vy: 0 });
    stepBoss(s, 0.01, still);
    expect(s.math).toBe('revive');
    answerMath(s, true);
    expect(s.hearts).toBe(3);
    s.hearts = 1;
    s.hurtFor = 0;
    s.inks.push({ x: s.player.x, y: s.player.y, vx: 0, vy: 0 });
    stepBoss(s, 0.01, still);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('a player who tracks the boss wins in time, under 20 points a second', () => {
    const s = createBoss(6);
    let t = 0;
    while (!s.over) {
      stepBoss(s, 1 / 60, { dx: 0, dy: 0, target: { x: 300, y: s.boss.y } });
      if (s.math !== 'none') answerMath(s, true);
      t += 1 / 60;
    }
    expect(t).toBeLessThanOrEqual(ROUND_SECONDS + 0.1);
    expect(s.score / t).toBeLessThan(20);
    expect(s.score).toBeGreaterThan(100);
  });
});
