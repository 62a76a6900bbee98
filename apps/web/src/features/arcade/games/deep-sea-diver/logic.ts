import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Deep Sea Diver's rules: the diver sinks toward the sea floor (steer left and right, swim faster or slower),
// collecting coins and gems and air bubbles while oxygen runs down; jellyfish sting away oxygen. Reach the floor
// before 150 s to win.

export const GOAL_DEPTH = 6000;
export const ROUND_SECONDS = 150;
export const DIVER_SCREEN_Y = 190;
export const COIN_POINTS = 5;
export const GEM_POINTS = 10;
const ROW_GAP = 90;
const W = 960;

export type ItemKind = 'coin' | 'gem' | 'air' | 'jelly';
export interface Item {
  kind: ItemKind;
  x: number;
  y: number;
  vx: number;
  alive: boolean;
}

export interface DiverState {
  rng: Rng;
  time: number;
  score: number;
  oxygen: number;
  diver: { x: number; y: number };
  stungFor: number;
  items: Item[];
  nextRowY: number;
  events: SfxName[];
  needMath: boolean;
  mathUsed: boolean;
  over: boolean;
  won: boolean;
}

export interface DiverInput {
  dx: number;
  /** -1 slow down / rise, 0 normal sinking, 1 dive faster. */
  dy: number;
  /** A finger or mouse position in screen units: the diver swims toward its x; below the diver dives faster. */
  target: { x: number; y: number } | null;
}

/** A fresh dive from the session's seed, full of oxygen at the surface. */
export function createDiver(seed: number): DiverState {
  return {
    rng: createRng(seed),
    time: 0,
    score: 0,
    oxygen: 100,
    diver: { x: W / 2, y: 0 },
    stungFor: 0,
    items: [],
    nextRowY: 350,
    events: [],
    needMath: false,
    mathUsed: false,
    over: false,
    won: false,
  };
}

/** How fast oxygen runs down at a depth: faster the deeper you are. */
export function oxygenDrain(depth: number): number {
  return 1.5 + (depth / GOAL_DEPTH) * 1.3;
}

/** Sinking speed for the vertical input: slow, normal or fast. */
export function sinkSpeed(dy: number): number {
  return dy > 0 ? 135 : dy < 0 ? 15 : 65;
}

function spawnRows(s: DiverState): void {
  const depth = s.diver.y;
  while (s.nextRowY < Math.min(depth + 700, GOAL_DEPTH - 150)) {
    const y = s.nextRowY;
    const f = y / GOAL_DEPTH;
    const r = s.rng.next();
    const x = s.rng.range(60, W - 60);
    if (r < 0.3 + f * 0.25) s.items.push({ kind: 'jelly', x, y, vx: s.rng.range(-60, 60) * (0.5 + f), alive: true });
    const r2 = s.rng.next();
    const x2 = s.rng.range(60, W - 60);
    const kind: ItemKind | null = r2 < 0.22 ? 'air' : r2 < 0.3 ? 'gem' : r2 < 0.75 ? 'coin' : null;
    if (kind) s.items.push({ kind, x: x2, y: y + 40, vx: 0, alive: true });
    s.nextRowY += ROW_GAP;
  }
}

/** Advances the dive by dt seconds with the player's input; sounds go to s.events. */
export function stepDiver(s: DiverState, dt: number, input: DiverInput): void {
  s.events.length = 0;
  if (s.over || s.needMath) return;
  s.time += dt;
  const d = s.diver;
  let dx = input.dx;
  let dy = input.dy;
  if (input.target) {
    const off = input.target.x - d.x;
    dx = Math.abs(off) < 8 ? 0 : Math.sign(off) * Math.min(1, Math.abs(off) / 60);
    const below = input.target.y - DIVER_SCREEN_Y;
    dy = below > 80 ? 1 : below < -60 ? -1 : 0;
  }
  d.x = Math.max(30, Math.min(W - 30, d.x + dx * 280 * dt));
  d.y = Math.min(GOAL_DEPTH, d.y + sinkSpeed(dy) * dt);
  s.stungFor = Math.max(0, s.stungFor - dt);
  s.oxygen -= oxygenDrain(d.y) * dt;
  spawnRows(s);
  touchItems(s, dt);
  if (s.items.length > 40 || s.items.some((i) => !i.alive)) {
    s.items = s.items.filter((i) => i.alive && i.y > d.y - DIVER_SCREEN_Y - 80);
  }
  if (d.y >= GOAL_DEPTH) {
    finish(s, true);
    return;
  }
  if (s.oxygen <= 0) {
    s.oxygen = 0;
    if (!s.mathUsed) s.needMath = true;
    else finish(s, false);
    return;
  }
  if (s.time >= ROUND_SECONDS) finish(s, false);
}

function touchItems(s: DiverState, dt: number): void {
  const d = s.diver;
  for (const it of s.items) {
    if (!it.alive) continue;
    if (it.kind === 'jelly') {
      it.x += it.vx * dt;
      if (it.x < 40 || it.x > W - 40) it.vx = -it.vx;
    }
    const reach = it.kind === 'jelly' ? 38 : 40;
    if (Math.abs(it.x - d.x) > reach || Math.abs(it.y - d.y) > reach) continue;
    if (it.kind === 'jelly') {
      if (s.stungFor > 0) continue;
      s.stungFor = 1.2;
      s.oxygen -= 20;
      s.events.push('hit');
      continue;
    }
    it.alive = false;
    if (it.kind === 'air') {
      s.oxygen = Math.min(100, s.oxygen + 25);
      s.events.push('jump');
    } else {
      s.score += it.kind === 'gem' ? GEM_POINTS : COIN_POINTS;
      s.events.push('score');
    }
  }
}

function finish(s: DiverState, won: boolean): void {
  s.over = true;
  s.won = won;
  if (won) s.score += 50 + Math.floor(Math.max(0, s.oxygen) / 2);
  s.events.push(won ? 'win' : 'lose');
}

/** Applies the math moment's answer when the oxygen ran out: right refills it to 60, wrong ends the dive. */
export function answerMath(s: DiverState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  s.mathUsed = true;
  if (!right) {
    finish(s, false);
    return;
  }
  s.oxygen = 60;
  s.stungFor = 1.5;
  s.events.push('power');
}
