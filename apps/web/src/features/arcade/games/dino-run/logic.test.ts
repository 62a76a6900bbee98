import { describe, expect, it } from 'vitest';
import { createRng } from '../common/random';
import { answerMath, BOGGIE_X, boggieBox, createRun, type Obstacle, ROUND_SECONDS, stepRun } from './logic';

const idle = { jumpPressed: false, duckHeld: false };

function obstacleAtBoggie(kind: Obstacle['kind'], bottom: number, h: number): Obstacle {
  return { kind, x: BOGGIE_X - 20, bottom, w: 44, h, passed: false };
}

describe('dino run logic', () => {
  it('jumps only from the ground and lands again', () => {
    const s = createRun();
    const rng = createRng(1);
    stepRun(s, 1 / 60, { jumpPressed: true, duckHeld: false }, rng);
    expect(s.events).toContain('jump');
    expect(s.height).toBeGreaterThan(0);
    stepRun(s, 1 / 60, { jumpPressed: true, duckHeld: false }, rng);
    expect(s.events).not.toContain('jump');
    for (let i = 0; i < 120; i++) stepRun(s, 1 / 60, idle, rng);
    expect(s.height).toBe(0);
  });

  it('ducking lowers the hitbox under a bee', () => {
    const s = createRun();
    s.ducking = true;
    const [, , , top] = boggieBox(s);
    expect(top).toBeLessThan(40);
  });

  it('loses a life on a hit, then asks the math moment once at zero lives', () => {
    const s = createRun();
    const rng = createRng(2);
    for (let life = 3; life > 0; life--) {
      s.obstacles = [obstacleAtBoggie('bush', 0, 52)];
      s.invulnerable = 0;
      stepRun(s, 1 / 60, idle, rng);
      expect(s.lives).toBe(life - 1);
    }
    expect(s.waiting).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    expect(s.over).toBe(false);
    s.obstacles = [obstacleAtBoggie('bush', 0, 52)];
    s.invulnerable = 0;
    stepRun(s, 1 / 60, idle, rng);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('a wrong answer ends the run', () => {
    const s = createRun();
    s.waiting = true;
    answerMath(s, false);
    expect(s.over).toBe(true);
  });

  it('survives to the end with an honest score (under 20 points a second) when invulnerable', () => {
    const s = createRun();
    const rng = createRng(3);
    while (!s.over) {
      s.invulnerable = 1;
      stepRun(s, 1 / 60, idle, rng);
    }
    expect(s.won).toBe(true);
    expect(s.time).toBeGreaterThanOrEqual(ROUND_SECONDS);
    expect(s.score / s.time).toBeLessThan(20);
    expect(s.score).toBeGreaterThan(500);
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) => {
      const s = createRun();
      const rng = createRng(seed);
      for (let i = 0; i < 600; i++) {
        s.invulnerable = 1;
        stepRun(s, 1 / 60, idle, rng);
      }
      return s.obstacles.map((o) => `${o.kind}@${o.x.toFixed(1)}`).join();
    };
    expect(run(7)).toBe(run(7));
    expect(run(7)).not.toBe(run(8));
  });
});
