import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Dino Run's rules, free of drawing: Boggie runs in place while obstacles scroll in from the right; jump over
// bushes and logs, duck under bees, and the speed rises until the two-minute round ends.

export const GROUND_Y = 440;
export const BOGGIE_X = 180;
export const BOGGIE_R = 28;
export const ROUND_SECONDS = 120;
export const START_LIVES = 3;
const GRAVITY = 2600;
const JUMP_SPEED = 980;
const START_SPEED = 360;
const MAX_SPEED = 900;
const ACCEL = 4.5;

export type ObstacleKind = 'bush' | 'log' | 'bee' | 'highbee';

export interface Obstacle {
  kind: ObstacleKind;
  x: number;
  /** Height of the obstacle's bottom above the ground. */
  bottom: number;
  w: number;
  h: number;
  passed: boolean;
}

export type RunEvent = 'jump' | 'hit' | 'pass' | 'ask' | 'over';

export interface RunState {
  time: number;
  speed: number;
  score: number;
  lives: number;
  /** Height of Boggie's feet above the ground, and upward speed. */
  height: number;
  vy: number;
  ducking: boolean;
  invulnerable: number;
  jumpBuffer: number;
  obstacles: Obstacle[];
  spawnIn: number;
  mathUsed: boolean;
  /** Waiting for the math moment's answer: the world stands still. */
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: RunEvent[];
}

export interface RunInput {
  jumpPressed: boolean;
  duckHeld: boolean;
}

/** A fresh round. */
export function createRun(): RunState {
  return {
    time: 0,
    speed: START_SPEED,
    score: 0,
    lives: START_LIVES,
    height: 0,
    vy: 0,
    ducking: false,
    invulnerable: 0,
    jumpBuffer: 0,
    obstacles: [],
    spawnIn: 1.5,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
}

const SHAPES: Record<ObstacleKind, { w: number; h: number; bottom: number }> = {
  bush: { w: 46, h: 52, bottom: 0 },
  log: { w: 90, h: 38, bottom: 0 },
  bee: { w: 44, h: 36, bottom: 40 },
  highbee: { w: 44, h: 36, bottom: 120 },
};

/** Picks the next obstacle: only ground ones at first, bees once the run is going. */
export function spawnObstacle(s: RunState, rng: Rng): Obstacle {
  const kinds: ObstacleKind[] =
    s.time < 12 ? ['bush', 'log'] : s.time < 30 ? ['bush', 'log', 'bee'] : ['bush', 'log', 'bee', 'highbee'];
  const kind = rng.pick(kinds);
  return { kind, x: 1010, passed: false, ...SHAPES[kind] };
}

/** Boggie's hitbox as [left, bottom-height, right, top-height]: ducking makes it low and wide. */
export function boggieBox(s: RunState): [number, number, number, number] {
  const h = s.ducking && s.height === 0 ? 30 : BOGGIE_R * 2;
  return [BOGGIE_X - BOGGIE_R * 0.75, s.height, BOGGIE_X + BOGGIE_R * 0.75, s.height + h - 4];
}

function overlaps(s: RunState, o: Obstacle): boolean {
  const [l, b, r, t] = boggieBox(s);
  return r > o.x + 6 && l < o.x + o.w - 6 && t > o.bottom + 4 && b < o.bottom + o.h - 4;
}

/** Advances the run by dt seconds with this frame's input; events tell the page which sounds to play. */
export function stepRun(s: RunState, dt: number, input: RunInput, rng: Rng): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += dt;
  s.speed = Math.min(MAX_SPEED, START_SPEED + ACCEL * s.time);
  s.score += (s.speed / 60) * dt;
  s.invulnerable = Math.max(0, s.invulnerable - dt);
  moveBoggie(s, dt, input);
  s.spawnIn -= dt;
  if (s.spawnIn <= 0) {
    s.obstacles.push(spawnObstacle(s, rng));
    const gapPx = s.speed * rng.range(0.95, 1.7) + 140;
    s.spawnIn = gapPx / s.speed;
  }
  for (let i = s.obstacles.length - 1; i >= 0; i--) {
    const o = s.obstacles[i]!;
    o.x -= s.speed * dt;
    if (!o.passed && o.x + o.w < BOGGIE_X - BOGGIE_R) {
      o.passed = true;
      s.score += 2;
      s.events.push('pass');
    }
    if (o.x + o.w < -20) s.obstacles.splice(i, 1);
    else if (s.invulnerable === 0 && overlaps(s, o)) hit(s, i);
  }
  if (s.time >= ROUND_SECONDS && !s.over) {
    s.over = true;
    s.won = true;
    s.events.push('over');
  }
}

function moveBoggie(s: RunState, dt: number, input: RunInput): void {
  s.jumpBuffer = input.jumpPressed ? 0.12 : Math.max(0, s.jumpBuffer - dt);
  s.ducking = input.duckHeld;
  if (s.height === 0 && s.jumpBuffer > 0) {
    s.vy = JUMP_SPEED;
    s.jumpBuffer = 0;
    s.events.push('jump');
  }
  if (s.height > 0 || s.vy > 0) {
    s.vy -= GRAVITY * (input.duckHeld ? 2.2 : 1) * dt;
    s.height = Math.max(0, s.height + s.vy * dt);
    if (s.height === 0) s.vy = 0;
  }
}

function hit(s: RunState, index: number): void {
  s.obstacles.splice(index, 1);
  s.lives -= 1;
  s.invulnerable = 1.5;
  s.events.push('hit');
  if (s.lives > 0) return;
  lastChance(s);
  if (s.over) s.events.push('over');
}

/** The math moment's answer: right gives one more life and a clear track, wrong ends the run. */
export function answerMath(s: RunState, correct: boolean): void {
  s.waiting = false;
  if (correct) {
    s.lives = 1;
    s.invulnerable = 2;
    s.obstacles.length = 0;
    s.spawnIn = 1;
  } else {
    s.over = true;
  }
}
