import { describe, expect, it } from 'vitest';
import {
  answerMath,
  COLS,
  createLanes,
  type LaneState,
  moveCursor,
  place,
  ROUND_SECONDS,
  spawnGap,
  stepLanes,
} from './logic';

function zombieAt(s: LaneState, lane: number, x: number, hp = 6): void {
  s.zombies.push({ kind: 'zombie', lane, x, hp, maxHp: hp, biting: false });
}

describe('Fish VS Zombies logic', () => {
  it('places a fish for pearls, only on a free cell and only when affordable', () => {
    const s = createLanes(1);
    expect(place(s, 0, 0)).toBe(true);
    expect(s.pearls).toBe(25);
    expect(place(s, 0, 0)).toBe(false);
    expect(place(s, 1, 0)).toBe(false);
    moveCursor(s, -5, 9);
    expect(s.cursor).toEqual({ col: 0, lane: 4 });
  });

  it('bubble fish shoot zombies in their lane for points', () => {
    const s = createLanes(2);
    s.spawnTimer = 999;
    place(s, 0, 1);
    zombieAt(s, 1, 500, 2);
    for (let i = 0; i < 300 && s.zombies.length; i++) stepLanes(s, 1 / 30);
    expect(s.zombies).toHaveLength(0);
    expect(s.score).toBe(5);
  });

  it('zombies bite a fish in their way and eat it', () => {
    const s = createLanes(3);
    s.spawnTimer = 999;
    s.kind = 'puffer';
    place(s, 3, 2);
    zombieAt(s, 2, 90 + 3 * 88 + 44 + 30 + 20, 99);
    for (let i = 0; i < 30 * 20; i++) stepLanes(s, 1 / 30);
    expect(s.grid[2 * COLS + 3]).toBeNull();
  });

  it('a lane guard snaps once, then a zombie on the shore asks math: right saves, wrong loses', () => {
    const s = createLanes(4);
    s.spawnTimer = 999;
    zombieAt(s, 0, 75);
    stepLanes(s, 0.5);
    expect(s.guards[0]).toBe(false);
    expect(s.zombies).toHaveLength(0);
    zombieAt(s, 0, 75);
    stepLanes(s, 0.5);
    expect(s.needMath).toBe(true);
    answerMath(s, true);
    expect(s.guards[0]).toBe(true);
    s.guards[0] = false;
    zombieAt(s, 0, 75);
    stepLanes(s, 0.5);
    expect(s.over).toBe(true);
    expect(s.won).toBe(false);
  });

  it('zombies come faster later; surviving the clock wins, under 20 points a second', () => {
    expect(spawnGap(100)).toBeLessThan(spawnGap(0));
    const s = createLanes(5);
    for (let lane = 0; lane < 5; lane++)
      for (let col = 0; col < 4; col++) s.grid[lane * COLS + col] = { kind: 'shooter', hp: 99, timer: 0 };
    let t = 0;
    while (!s.over) {
      stepLanes(s, 1 / 30);
      t += 1 / 30;
    }
    expect(s.won).toBe(true);
    expect(t).toBeLessThanOrEqual(ROUND_SECONDS + 0.1);
    expect(s.score).toBeGreaterThan(30);
    expect(s.score / t).toBeLessThan(20);
  });
});
