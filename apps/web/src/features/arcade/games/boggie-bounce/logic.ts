import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Boggie Bounce's rules: Boggie bounces by itself on every platform it falls onto; the player only steers left and
// right (walking off one side of the tower comes back on the other). Altitude is "up" here, in game units.

export const COL_LEFT = 180;
export const COL_RIGHT = 780;
export const BOGGIE_R = 22;
export const ROUND_SECONDS = 120;
export const PLATFORM_W = 96;
const GRAVITY = 1500;
const BOUNCE = 880;
const SPRING = 1350;
const MOVE_SPEED = 430;
/** Points: one per 20 units climbed, plus 5 a berry. */
const UNITS_PER_POINT = 20;
const BERRY_POINTS = 5;

export type PlatformKind = 'grass' | 'moving' | 'crumble' | 'spring';

export interface Platform {
  x: number;
  /** Altitude of the platform's top. */
  y: number;
  kind: PlatformKind;
  vx: number;
  broken: boolean;
}

export interface Berry {
  x: number;
  y: number;
  taken: boolean;
}

export type BounceEvent = 'bounce' | 'spring' | 'crumble' | 'berry' | 'fall' | 'ask';

export interface BounceState {
  time: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Altitude shown at the bottom of the screen; only rises. */
  camera: number;
  best: number;
  berries: number;
  lives: number;
  platforms: Platform[];
  berryList: Berry[];
  /** Altitude of the highest platform made so far. */
  topY: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  events: BounceEvent[];
}

/** A fresh round: a wide start platform and the first screens of platforms above it. */
export function createBounce(rng: Rng): BounceState {
  const s: BounceState = {
    time: 0,
    x: 480,
    y: 40,
    vx: 0,
    vy: BOUNCE,
    camera: 0,
    best: 0,
    berries: 0,
    lives: 3,
    platforms: [{ x: 480 - PLATFORM_W / 2, y: 30, kind: 'grass', vx: 0, broken: false }],
    berryList: [],
    topY: 30,
    mathUsed: false,
    waiting: false,
    over: false,
    events: [],
  };
  fillPlatforms(s, rng);
  return s;
}

/** The score: height climbed plus berries. */
export function bounceScore(s: BounceState): number {
  return Math.floor(s.best / UNITS_PER_POINT) + s.berries * BERRY_POINTS;
}

/** How far apart platforms are at this altitude: closer near the ground, wider higher up (still reachable). */
export function maxGapAt(altitude: number): number {
  return Math.min(215, 100 + altitude / 60);
}

function pickKind(rng: Rng, altitude: number): PlatformKind {
  const hard = Math.min(1, altitude / 9000);
  const r = rng.next();
  if (r < 0.07) return 'spring';
  if (r < 0.07 + 0.3 * hard) return 'moving';
  if (r < 0.07 + 0.5 * hard && altitude > 1500) return 'crumble';
  return 'grass';
}

/** Adds platforms (and sometimes a berry) up to a screen above the camera. */
export function fillPlatforms(s: BounceState, rng: Rng): void {
  while (s.topY < s.camera + 1200) {
    const gap = rng.range(60, maxGapAt(s.topY));
    const y = s.topY + gap;
    let kind = pickKind(rng, y);
    // a crumbly platform is never the only way up: the next one stays in reach of the one below it
    if (kind === 'crumble' && gap > 150) kind = 'grass';
    const x = rng.range(COL_LEFT, COL_RIGHT - PLATFORM_W);
    const speed = kind === 'moving' ? rng.range(60, 90 + Math.min(120, y / 80)) * (rng.chance(0.5) ? 1 : -1) : 0;
    s.platforms.push({ x, y, kind, vx: speed, broken: false });
    if (kind !== 'crumble' && rng.chance(0.18)) s.berryList.push({ x: x + PLATFORM_W / 2, y: y + 70, taken: false });
    s.topY = y;
  }
}

function wrapX(x: number): number {
  const w = COL_RIGHT - COL_LEFT;
  if (x < COL_LEFT) return x + w;
  if (x > COL_RIGHT) return x - w;
  return x;
}

/** Advances the round by dt with a left/right steer in [-1, 1]. */
export function stepBounce(s: BounceState, dt: number, steer: number, rng: Rng): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += dt;
  s.vx += (steer * MOVE_SPEED - s.vx) * Math.min(1, dt * 12);
  s.x = wrapX(s.x + s.vx * dt);
  const prevY = s.y;
  s.vy -= GRAVITY * dt;
  s.y += s.vy * dt;
  movePlatforms(s, dt);
  if (s.vy < 0) landOnPlatforms(s, prevY);
  collectBerries(s);
  s.best = Math.max(s.best, s.y);
  s.camera = Math.max(s.camera, s.y - 300);
  if (s.y < s.camera - 60) fall(s);
  prune(s);
  fillPlatforms(s, rng);
  if (s.time >= ROUND_SECONDS) s.over = true;
}

function movePlatforms(s: BounceState, dt: number): void {
  for (const p of s.platforms) {
    if (p.vx === 0) continue;
    p.x += p.vx * dt;
    if (p.x < COL_LEFT || p.x + PLATFORM_W > COL_RIGHT) {
      p.vx = -p.vx;
      p.x = Math.max(COL_LEFT, Math.min(COL_RIGHT - PLATFORM_W, p.x));
    }
  }
}

function landOnPlatforms(s: BounceState, prevY: number): void {
  for (const p of s.platforms) {
    if (p.broken || prevY < p.y || s.y > p.y) continue;
    if (s.x < p.x - BOGGIE_R * 0.6 || s.x > p.x + PLATFORM_W + BOGGIE_R * 0.6) continue;
    s.y = p.y;
    s.vy = p.kind === 'spring' ? SPRING : BOUNCE;
    s.events.push(p.kind === 'spring' ? 'spring' : 'bounce');
    if (p.kind === 'crumble') {
      p.broken = true;
      s.events.push('crumble');
    }
    return;
  }
}

function collectBerries(s: BounceState): void {
  for (const b of s.berryList) {
    if (b.taken) continue;
    const dx = b.x - s.x;
    const dy = b.y - (s.y + BOGGIE_R);
    if (dx * dx + dy * dy < (BOGGIE_R + 16) ** 2) {
      b.taken = true;
      s.berries += 1;
      s.events.push('berry');
    }
  }
}

function fall(s: BounceState): void {
  s.lives -= 1;
  s.events.push('fall');
  if (s.lives > 0) {
    rescue(s);
    return;
  }
  lastChance(s);
}

/** Puts a rescue cloud under Boggie at the bottom of the screen and bounces it back up. */
export function rescue(s: BounceState): void {
  const y = s.camera + 40;
  s.platforms.push({ x: s.x - PLATFORM_W / 2, y, kind: 'grass', vx: 0, broken: false });
  s.y = y;
  s.vy = SPRING;
}

/** The math moment's answer: right saves Boggie with one more life, wrong ends the round. */
export function answerMath(s: BounceState, correct: boolean): void {
  s.waiting = false;
  if (!correct) {
    s.over = true;
    return;
  }
  s.lives = 1;
  rescue(s);
}

function prune(s: BounceState): void {
  const floor = s.camera - 120;
  for (let i = s.platforms.length - 1; i >= 0; i--) if (s.platforms[i]!.y < floor) s.platforms.splice(i, 1);
  for (let i = s.berryList.length - 1; i >= 0; i--) {
    const b = s.berryList[i]!;
    if (b.y < floor || b.taken) s.berryList.splice(i, 1);
  }
}
