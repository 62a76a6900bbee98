import { describe, expect, it } from 'vitest';
import { buildLevel, GROUND, LEVEL_COUNT } from './levels';
import {
  type AimInput,
  answerMath,
  createLaunch,
  type LaunchState,
  POINTS,
  SHOTS_PER_LEVEL,
  stepLaunch,
} from './logic';

const idle: AimInput = { turn: 0, charge: 0, setAim: null, launch: false };

function runUntil(s: LaunchState, done: () => boolean, maxSeconds = 20): void {
  for (let i = 0; i < maxSeconds * 60 && !done(); i++) stepLaunch(s, 1 / 60, idle);
}

function shoot(s: LaunchState, angle: number, power: number): void {
  stepLaunch(s, 1 / 60, { ...idle, setAim: { angle, power }, launch: true });
  runUntil(s, () => s.phase !== 'fly' && s.phase !== 'settle');
}

describe('boggie launch levels', () => {
  it('stacks pieces on what is below them', () => {
    const lvl = buildLevel(['wood@700', 'wood@700', 'bug@700']);
    expect(lvl.blocks[0]!.y).toBe(GROUND - 40);
    expect(lvl.blocks[1]!.y).toBe(GROUND - 80);
    expect(lvl.targets[0]!.y).toBe(GROUND - 80 - 18);
  });
});

describe('boggie launch logic', () => {
  it('a weak shot into the ground uses a shot and reloads', () => {
    const s = createLaunch();
    shoot(s, 10, 0);
    expect(s.shotsLeft).toBe(SHOTS_PER_LEVEL - 1);
    expect(s.phase).toBe('aim');
  });

  it('knocking out the tower under a bug makes it tumble and pop', () => {
    const s = createLaunch();
    s.blocks = buildLevel(['wood@700', 'wood@700']).blocks;
    s.targets = buildLevel(['wood@700', 'wood@700', 'bug@700']).targets;
    s.blocks[0]!.alive = false;
    s.blocks[1]!.alive = false;
    runUntil(s, () => !s.targets[0]!.alive, 3);
    expect(s.targets[0]!.alive).toBe(false);
    expect(s.score).toBe(POINTS.bug);
  });

  it('clearing a level scores the bugs, the clear bonus and the spare shots, then loads the next level', () => {
    const s = createLaunch();
    for (const t of s.targets) t.alive = false;
    shoot(s, 10, 0);
    expect(s.phase).toBe('cleared');
    expect(s.score).toBe(POINTS.clear + POINTS.spareShot * (SHOTS_PER_LEVEL - 1));
    runUntil(s, () => s.level === 1, 3);
    expect(s.level).toBe(1);
    expect(s.shotsLeft).toBe(SHOTS_PER_LEVEL);
  });

  it('out of shots asks the math moment (twice a round at most); right gives one more shot', () => {
    const s = createLaunch();
    for (let i = 0; i < SHOTS_PER_LEVEL; i++) shoot(s, 10, 0);
    expect(s.phase).toBe('ask');
    answerMath(s, true);
    expect(s.shotsLeft).toBe(1);
    shoot(s, 10, 0);
    expect(s.phase).toBe('ask');
    answerMath(s, false);
    expect(s.result).toBe('missed');
    runUntil(s, () => s.level === 1, 3);
    for (let i = 0; i < SHOTS_PER_LEVEL; i++) shoot(s, 10, 0);
    expect(s.phase).toBe('cleared');
    expect(s.mathAsks).toBe(2);
  });

  it('a good shot pops the first bug (level 1 is beatable)', () => {
    let best = 0;
    for (let angle = 10; angle <= 70 && best === 0; angle += 5) {
      for (let power = 0.3; power <= 1 && best === 0; power += 0.05) {
        const s = createLaunch();
        shoot(s, angle, power);
        best = s.score;
      }
    }
    expect(best).toBeGreaterThan(0);
  });

  it('ends after the last level, within the time limit, at an honest rate', () => {
    const s = createLaunch();
    let guard = 0;
    while (!s.over && guard++ < 100) {
      for (const t of s.targets) t.alive = false;
      shoot(s, 10, 0);
      runUntil(s, () => s.phase === 'aim' || s.over, 3);
    }
    expect(s.over).toBe(true);
    expect(s.level).toBe(LEVEL_COUNT - 1);
    expect(s.score / s.time).toBeLessThan(20);
  });
});
