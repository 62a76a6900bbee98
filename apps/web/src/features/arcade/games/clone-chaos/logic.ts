import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Clone Chaos's rules: Boggie runs around the arena grabbing stars while every 10 seconds a clone appears that
// replays Boggie's own moves from the start of the round, 10 s (20 s, 30 s...) behind. Touching a clone costs a
// life, so the player must keep moving and not walk back across their own trail when a clone comes along it.

export const TICK = 1 / 60;
export const ARENA = { left: 40, right: 920, top: 76, bottom: 524 } as const;
export const R = 20;
export const ROUND_SECONDS = 120;
export const CLONE_EVERY = 10;
export const MAX_CLONES = 8;
export const WARN_SECONDS = 1.5;
const SPEED = 270;
const TICKS_PER_CLONE = CLONE_EVERY / TICK;
const MAX_TICKS = Math.ceil(ROUND_SECONDS / TICK) + 2;
export const POINTS = { star: 10, second: 1 } as const;

export type ChaosEvent = 'star' | 'clone' | 'hit' | 'ask';

export interface ChaosState {
  tick: number;
  x: number;
  y: number;
  facing: number;
  /** Every tick's position since the start: x0, y0, x1, y1, ... */
  path: Float32Array;
  /** Clones that a right answer removed. */
  removed: boolean[];
  starX: number;
  starY: number;
  stars: number;
  score: number;
  lives: number;
  invulnerable: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: ChaosEvent[];
}

/** A fresh round: Boggie in the middle, the first star placed. */
export function createChaos(rng: Rng): ChaosState {
  const s: ChaosState = {
    tick: 0,
    x: 480,
    y: 300,
    facing: 1,
    path: new Float32Array(MAX_TICKS * 2),
    removed: new Array(MAX_CLONES).fill(false),
    starX: 0,
    starY: 0,
    stars: 0,
    score: 0,
    lives: 3,
    invulnerable: 0,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
  s.path[0] = s.x;
  s.path[1] = s.y;
  placeStar(s, rng);
  return s;
}

/** Seconds played. */
export function elapsed(s: ChaosState): number {
  return s.tick * TICK;
}

/** Clone i (0-based) is active from this tick on. */
export function cloneStart(i: number): number {
  return (i + 1) * TICKS_PER_CLONE;
}

/** How many clones have appeared by now (active or warning excluded). */
export function activeClones(s: ChaosState): number {
  return Math.min(MAX_CLONES, Math.floor(s.tick / TICKS_PER_CLONE));
}

/** Where clone i stands `ahead` ticks from now, replaying the recorded path; null before it starts. */
export function clonePos(s: ChaosState, i: number, ahead = 0): { x: number; y: number } | null {
  const n = Math.min(s.tick, s.tick + ahead - cloneStart(i));
  if (n < 0) return null;
  return { x: s.path[n * 2]!, y: s.path[n * 2 + 1]! };
}

function placeStar(s: ChaosState, rng: Rng): void {
  for (let tries = 0; tries < 20; tries++) {
    const x = rng.range(ARENA.left + 40, ARENA.right - 40);
    const y = rng.range(ARENA.top + 40, ARENA.bottom - 40);
    if ((x - s.x) ** 2 + (y - s.y) ** 2 > 200 ** 2) {
      s.starX = x;
      s.starY = y;
      return;
    }
  }
  s.starX = s.x > 480 ? ARENA.left + 80 : ARENA.right - 80;
  s.starY = (ARENA.top + ARENA.bottom) / 2;
}

/** One fixed tick: move by (dx, dy) (each -1..1), record the spot, spawn and check clones, grab stars. */
export function stepChaos(s: ChaosState, dx: number, dy: number, rng: Rng): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  const len = Math.hypot(dx, dy);
  if (len > 1) {
    dx /= len;
    dy /= len;
  }
  if (dx !== 0) s.facing = Math.sign(dx);
  s.x = Math.max(ARENA.left + R, Math.min(ARENA.right - R, s.x + dx * SPEED * TICK));
  s.y = Math.max(ARENA.top + R, Math.min(ARENA.bottom - R, s.y + dy * SPEED * TICK));
  s.tick += 1;
  s.path[s.tick * 2] = s.x;
  s.path[s.tick * 2 + 1] = s.y;
  if (s.tick % TICKS_PER_CLONE === 0 && s.tick / TICKS_PER_CLONE <= MAX_CLONES) s.events.push('clone');
  if (s.tick % 60 === 0) s.score += POINTS.second;
  s.invulnerable = Math.max(0, s.invulnerable - TICK);
  if ((s.starX - s.x) ** 2 + (s.starY - s.y) ** 2 < (R + 18) ** 2) {
    s.stars += 1;
    s.score += POINTS.star;
    s.events.push('star');
    placeStar(s, rng);
  }
  if (s.invulnerable === 0 && touchingClone(s)) hit(s);
  if (elapsed(s) >= ROUND_SECONDS && !s.over) {
    s.over = true;
    s.won = true;
  }
}

function touchingClone(s: ChaosState): boolean {
  const n = activeClones(s);
  for (let i = 0; i < n; i++) {
    if (s.removed[i]) continue;
    const p = clonePos(s, i);
    if (p && (p.x - s.x) ** 2 + (p.y - s.y) ** 2 < (R * 1.6) ** 2) return true;
  }
  return false;
}

function hit(s: ChaosState): void {
  s.lives -= 1;
  s.invulnerable = 2;
  s.events.push('hit');
  if (s.lives > 0) return;
  lastChance(s);
}

/** The math moment's answer: right gives a life back and pops the two oldest clones still around; wrong ends it. */
export function answerMath(s: ChaosState, correct: boolean): void {
  s.waiting = false;
  if (!correct) {
    s.over = true;
    return;
  }
  s.lives = 1;
  s.invulnerable = 2;
  let popped = 0;
  for (let i = 0; i < activeClones(s) && popped < 2; i++) {
    if (s.removed[i]) continue;
    s.removed[i] = true;
    popped += 1;
  }
}
