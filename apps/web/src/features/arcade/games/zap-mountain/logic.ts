import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Escape From Zap Mountain's rules: Boggie climbs the cliff (altitude grows upward) to the summit while lightning
// zaps strike columns of the cliff after a flashing warning, and an electric storm cloud rises from below.

export const WALL_LEFT = 130;
export const WALL_RIGHT = 830;
export const SUMMIT = 5000;
export const ROUND_SECONDS = 150;
export const ZAP_HALF = 48;
export const WARN_TIME = 1.1;
export const STRIKE_TIME = 0.35;
const CLIMB = 175;
const SIDE = 260;
export const POINTS = { per: 25, crystal: 5, summit: 50 } as const;

export interface Zap {
  x: number;
  /** Counts down the warning, then the strike. */
  t: number;
  struck: boolean;
}

export interface Crystal {
  x: number;
  y: number;
  taken: boolean;
}

export type ZapEvent = 'crystal' | 'warn' | 'strike' | 'zapped' | 'fog' | 'summit' | 'ask';

export interface ZapState {
  time: number;
  x: number;
  y: number;
  best: number;
  fog: number;
  zaps: Zap[];
  zapIn: number;
  crystals: Crystal[];
  nextCrystal: number;
  gems: number;
  lives: number;
  invulnerable: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: ZapEvent[];
}

/** A fresh round at the foot of the mountain. */
export function createZap(): ZapState {
  return {
    time: 0,
    x: 480,
    y: 0,
    best: 0,
    fog: -320,
    zaps: [],
    zapIn: 3,
    crystals: [],
    nextCrystal: 150,
    gems: 0,
    lives: 3,
    invulnerable: 0,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
}

/** The score: height climbed, crystals, and the summit bonus. */
export function zapScore(s: ZapState): number {
  return Math.floor(Math.min(s.best, SUMMIT) / POINTS.per) + s.gems * POINTS.crystal + (s.won ? POINTS.summit : 0);
}

/** How fast the storm cloud rises (units a second): faster as time goes on. */
export function fogSpeed(time: number): number {
  return Math.min(120, 40 + time * 0.8);
}

/** Seconds between zaps: they come more often higher up. */
export function zapGap(altitude: number): number {
  return Math.max(0.8, 2.6 - altitude / 2800);
}

/** Advances the round with a climbing direction (dx, dy each -1..1; dy > 0 is up). */
export function stepZap(s: ZapState, dt: number, dx: number, dy: number, rng: Rng): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += dt;
  s.invulnerable = Math.max(0, s.invulnerable - dt);
  s.x = Math.max(WALL_LEFT + 20, Math.min(WALL_RIGHT - 20, s.x + dx * SIDE * dt));
  s.y = Math.max(s.fog - 40, s.y + dy * (dy > 0 ? CLIMB : 150) * dt);
  s.best = Math.max(s.best, s.y);
  s.fog += fogSpeed(s.time) * dt;
  updateZaps(s, dt, rng);
  updateCrystals(s, rng);
  if (s.invulnerable === 0 && s.y < s.fog + 10) hurt(s, 'fog');
  if (s.y >= SUMMIT) {
    s.over = true;
    s.won = true;
    s.events.push('summit');
  } else if (s.time >= ROUND_SECONDS) s.over = true;
}

function updateZaps(s: ZapState, dt: number, rng: Rng): void {
  s.zapIn -= dt;
  if (s.zapIn <= 0) {
    const aimed = rng.chance(0.3 + Math.min(0.3, s.time / 200));
    const x = aimed ? s.x + rng.range(-30, 30) : rng.range(WALL_LEFT + ZAP_HALF, WALL_RIGHT - ZAP_HALF);
    s.zaps.push({
      x: Math.max(WALL_LEFT + ZAP_HALF, Math.min(WALL_RIGHT - ZAP_HALF, x)),
      t: WARN_TIME + STRIKE_TIME,
      struck: false,
    });
    s.zapIn = zapGap(s.y);
    s.events.push('warn');
  }
  for (let i = s.zaps.length - 1; i >= 0; i--) {
    const z = s.zaps[i]!;
    z.t -= dt;
    if (!z.struck && z.t <= STRIKE_TIME) {
      z.struck = true;
      s.events.push('strike');
    }
    if (z.struck && z.t > 0 && s.invulnerable === 0 && Math.abs(s.x - z.x) < ZAP_HALF + 12) hurt(s, 'zapped');
    if (z.t <= 0) s.zaps.splice(i, 1);
  }
}

function updateCrystals(s: ZapState, rng: Rng): void {
  while (s.nextCrystal < Math.min(SUMMIT - 100, s.best + 700)) {
    s.crystals.push({ x: rng.range(WALL_LEFT + 40, WALL_RIGHT - 40), y: s.nextCrystal, taken: false });
    s.nextCrystal += rng.range(150, 260);
  }
  for (let i = s.crystals.length - 1; i >= 0; i--) {
    const c = s.crystals[i]!;
    if (!c.taken && (c.x - s.x) ** 2 + (c.y - s.y) ** 2 < 40 ** 2) {
      c.taken = true;
      s.gems += 1;
      s.events.push('crystal');
    }
    if (c.taken || c.y < s.fog - 100) s.crystals.splice(i, 1);
  }
}

function hurt(s: ZapState, why: 'fog' | 'zapped'): void {
  s.lives -= 1;
  s.invulnerable = 2;
  s.events.push(why);
  if (why === 'fog') s.fog = s.y - 320;
  if (s.lives > 0) return;
  lastChance(s);
}

/** The math moment's answer: right gives a life and pushes the storm far down; wrong ends the climb. */
export function answerMath(s: ZapState, correct: boolean): void {
  s.waiting = false;
  if (!correct) {
    s.over = true;
    return;
  }
  s.lives = 1;
  s.invulnerable = 2;
  s.fog = s.y - 450;
  s.zaps.length = 0;
}
