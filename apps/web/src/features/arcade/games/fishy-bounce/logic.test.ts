import { describe, expect, it } from 'vitest';
import {
  answerMath,
  BUBBLE_POINTS,
  createBounce,
  FISH_R,
  H,
  layoutWave,
  PEARL_POINTS,
  RAFT_Y,
  ROUND_SECONDS,
  stepBounce,
  WAVE_BONUS,
} from './logic';

const still = { dir: 0, targetX: null, launch: false };

describe('Fishy Bounce logic', () => {
  it('lays out the same wave for the same seed, with more rows later', () => {
    expect(createBounce(7).bubbles).toEqual(createBounce(7).bubbles);
    const rowsOf = (wave: number) => new Set(layoutWave(createBounce(1).rng, wave).map((b) => b.y)).size;
    expect(rowsOf(3)).toBeGreaterThan(rowsOf(1));
  });

  it('holds the fish on the raft until launched, then sends it upward', () => {
    const s = createBounce(3);
    stepBounce(s, 0.1, still);
    expect(s.fish.held).toBe(true);
    stepBounce(s, 0.016, { ...still, launch: true });
    expect(s.fish.held).toBe(false);
    expect(s.fish.vy).toBeLessThan(0);
    expect(s.events).toContain('jump');
  });

  it('pops a bubble for points and bounces the fish', () => {
    const s = createBounce(3);
    const b = { ...s.bubbles[0]!, phase: 0 };
    s.bubbles = [b, { ...b, baseX: 900, y: 300 }];
    s.fish = { x: b.x, y: b.y + b.r + FISH_R + 2, vx: 0, vy: -300, held: false, heldFor: 0 };
    stepBounce(s, 0.02, still);
    expect(b.alive).toBe(false);
    expect(s.score).toBe(b.pearl ? PEARL_POINTS : BUBBLE_POINTS);
    expect(s.fish.vy).toBeGreaterThan(0);
  });

  it('starts a new wave with a bonus when the last bubble pops', () => {
    const s = createBounce(3);
    const b = { ...s.bubbles[0]!, pearl: false, phase: 0 };
    s.bubbles = [b];
    s.fish = { x: b.x, y: b.y + b.r + FISH_R + 2, vx: 0, vy: -300, held: false, heldFor: 0 };
    stepBounce(s, 0.02, still);
    expect(s.wave).toBe(2);
    expect(s.score).toBe(BUBBLE_POINTS + WAVE_BONUS);
    expect(s.fish.held).toBe(true);
  });

  it('bounces off the raft and loses a life when the fish falls past it', () => {
    const s = createBounce(3);
    s.fish = { x: s.raftX, y: RAFT_Y - FISH_R - 1, vx: 0, vy: 300, held: false, heldFor: 0 };
    stepBounce(s, 0.02, still);
    expect(s.fish.vy).toBeLessThan(0);
    s.fish = { x: s.raftX + 400, y: H + FISH_R - 1, vx: 0, vy: 300, held: false, heldFor: 0 };
    s.raftX = 100;
    stepBounce(s, 0.05, still);
    expect(s.lives).toBe(2);
  });

  it('asks for math on the last life once: right continues, wrong ends the round lost', () => {
    const s = createBounce(3);
    s.lives = 1;
    s.raftX = 100;
    s.fish = { x: 800, y: H + FISH_R - 1, vx: 0, vy: 300, held: false, heldFor: 0 };
    stepBounce(s, 0.05, still);
    expect(s.needMath).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.over).toBe(false);
    s.fish = { x: 800, y: H + FISH_R - 1, vx: 0, vy: 300, held: false, heldFor: 0 };
    stepBounce(s, 0.05, still);
    expect(s.needMath).toBe(false);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('ends won when the clock runs out, and a perfect player stays under 20 points a second', () => {
    const s = createBounce(11);
    let t = 0;
    while (!s.over) {
      stepBounce(s, 1 / 60, { dir: 0, targetX: s.fish.x, launch: true });
      t += 1 / 60;
    }
    expect(s.won).toBe(true);
    expect(t).toBeLessThanOrEqual(ROUND_SECONDS + 0.1);
    expect(s.score / ROUND_SECONDS).toBeLessThan(20);
    expect(s.score).toBeGreaterThan(0);
  });
});
