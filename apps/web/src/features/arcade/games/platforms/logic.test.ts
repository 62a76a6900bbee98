import { describe, expect, it } from 'vitest';
import { GROUND_Y, LEVEL_COUNT, levelAt } from './levels';
import {
  answerMath,
  createPlat,
  PLAYER_H,
  type PlatInput,
  type PlatState,
  POINTS,
  ROUND_SECONDS,
  stepPlat,
} from './logic';

const idle: PlatInput = { move: 0, jumpPressed: false, jumpHeld: false };

function steps(s: PlatState, seconds: number, input: PlatInput = idle): void {
  for (let i = 0; i < seconds * 60; i++) stepPlat(s, 1 / 60, input);
}

describe('platforms levels', () => {
  it('every level has ground at the start, stars and a flag inside it', () => {
    for (let n = 0; n < LEVEL_COUNT; n++) {
      const lvl = levelAt(n);
      expect(lvl.solids[0]).toMatchObject({ x: 0, y: GROUND_Y });
      expect(lvl.stars.length).toBeGreaterThan(5);
      expect(lvl.flagX).toBeLessThan(lvl.width);
    }
  });
});

describe('platforms logic', () => {
  it('stands on the ground and jumps, higher while the button is held', () => {
    const a = createPlat();
    steps(a, 0.2);
    expect(a.onGround).toBe(true);
    stepPlat(a, 1 / 60, { move: 0, jumpPressed: true, jumpHeld: true });
    expect(a.events).toContain('jump');
    let topHeld = a.y;
    for (let i = 0; i < 40; i++) {
      stepPlat(a, 1 / 60, { move: 0, jumpPressed: false, jumpHeld: true });
      topHeld = Math.min(topHeld, a.y);
    }
    const b = createPlat();
    stepPlat(b, 1 / 60, { move: 0, jumpPressed: true, jumpHeld: true });
    let topTap = b.y;
    for (let i = 0; i < 40; i++) {
      stepPlat(b, 1 / 60, idle);
      topTap = Math.min(topTap, b.y);
    }
    expect(topHeld).toBeLessThan(topTap - 40);
    steps(a, 1);
    expect(a.y).toBeCloseTo(GROUND_Y - PLAYER_H);
  });

  it('collects a star once', () => {
    const s = createPlat();
    const star = s.level.stars[0]!;
    s.x = star.x - 18;
    s.y = star.y - 20;
    stepPlat(s, 1 / 60, idle);
    stepPlat(s, 1 / 60, idle);
    expect(s.score).toBe(POINTS.star);
    expect(star.taken).toBe(true);
  });

  it('falling in a pit costs a life and respawns; the last life asks the math moment', () => {
    const s = createPlat();
    for (let life = 3; life > 0; life--) {
      s.x = 650;
      s.y = 560;
      steps(s, 0.2);
      expect(s.lives).toBe(life - 1);
      expect(s.x).toBe(60);
    }
    expect(s.waiting).toBe(true);
    answerMath(s, true);
    expect(s.lives).toBe(1);
    s.x = 650;
    s.y = 560;
    steps(s, 0.2);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('touching the flag scores and moves to the next level; the last flag wins', () => {
    const s = createPlat();
    for (let n = 0; n < LEVEL_COUNT; n++) {
      expect(s.levelIndex).toBe(n);
      s.x = s.level.flagX - 10;
      s.y = GROUND_Y - PLAYER_H;
      steps(s, 2);
    }
    expect(s.over).toBe(true);
    expect(s.won).toBe(true);
    expect(s.score).toBe(POINTS.flag * LEVEL_COUNT);
  });

  it('a moving ledge carries the player standing on it', () => {
    const s = createPlat();
    s.levelIndex = 1;
    s.level = levelAt(1);
    const m = s.level.movers[0]!;
    steps(s, 0.01);
    s.x = m.x + 30;
    s.y = m.y - PLAYER_H;
    steps(s, 0.1);
    const offset = s.x - m.x;
    steps(s, 0.5);
    expect(s.riding).toBe(0);
    expect(s.x - m.x).toBeCloseTo(offset, 0);
  });

  it('ends by itself at three minutes', () => {
    const s = createPlat();
    steps(s, ROUND_SECONDS + 1);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });
});
