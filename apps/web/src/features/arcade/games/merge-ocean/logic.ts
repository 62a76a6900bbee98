import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Merge Ocean's rules: drop sea creatures into a tank; two of the same kind that touch merge into the next bigger
// one (shrimp -> clownfish -> ... -> whale). Circles move with Verlet steps at a fixed 1/60 s. If the tank stays
// filled above the red line, the round is over.

export const TANK = { left: 300, right: 660, bottom: 512, line: 150, dropY: 96 } as const;
export const STEP = 1 / 60;
export const ROUND_SECONDS = 150;
export const DROP_COOLDOWN = 0.6;
/** Radius of each tier, smallest to biggest. */
export const RADII = [16, 22, 29, 36, 44, 53, 63, 74, 86] as const;
export const NAMES = [
  'Shrimp',
  'Clownfish',
  'Pufferfish',
  'Crab',
  'Jellyfish',
  'Octopus',
  'Turtle',
  'Dolphin',
  'Whale',
] as const;
export const MAX_TIER = RADII.length - 1;
const GRAVITY = 1400;
const OVERFLOW_SECONDS = 2;

export interface Creature {
  id: number;
  tier: number;
  x: number;
  y: number;
  px: number;
  py: number;
  age: number;
  gone: boolean;
}

export type OceanEvent = 'drop' | 'merge' | 'bigmerge' | 'whales' | 'ask';

export interface OceanState {
  time: number;
  creatures: Creature[];
  nextId: number;
  dropX: number;
  current: number;
  next: number;
  cooldown: number;
  score: number;
  biggest: number;
  overflowT: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: OceanEvent[];
}

/** Points for making a creature of this tier; two whales meeting splash away for 30. */
export function mergePoints(tier: number): number {
  return tier > MAX_TIER ? 30 : tier * 2;
}

function randomTier(rng: Rng): number {
  const r = rng.next();
  return r < 0.4 ? 0 : r < 0.7 ? 1 : r < 0.9 ? 2 : 3;
}

/** A fresh round with an empty tank. */
export function createOcean(rng: Rng): OceanState {
  return {
    time: 0,
    creatures: [],
    nextId: 1,
    dropX: (TANK.left + TANK.right) / 2,
    current: randomTier(rng),
    next: randomTier(rng),
    cooldown: 0,
    score: 0,
    biggest: 0,
    overflowT: 0,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
}

/** Adds a creature of this tier at (x, y), at rest. */
export function addCreature(s: OceanState, tier: number, x: number, y: number): Creature {
  const c: Creature = { id: s.nextId++, tier, x, y, px: x, py: y, age: 0, gone: false };
  s.creatures.push(c);
  return c;
}

/** Moves the dropper to x, kept inside the tank for the current creature's size. */
export function moveDropper(s: OceanState, x: number): void {
  const r = RADII[s.current] ?? 16;
  s.dropX = Math.max(TANK.left + r, Math.min(TANK.right - r, x));
}

/** Drops the current creature if the dropper is ready; the next one comes up. */
export function drop(s: OceanState, rng: Rng): boolean {
  if (s.cooldown > 0 || s.over || s.waiting) return false;
  // a hair of sideways wobble, so a straight tower topples the way a real one would
  addCreature(s, s.current, s.dropX + rng.range(-2, 2), TANK.dropY);
  s.score += 1;
  s.current = s.next;
  s.next = randomTier(rng);
  s.cooldown = DROP_COOLDOWN;
  moveDropper(s, s.dropX);
  s.events.push('drop');
  return true;
}

/** One fixed physics step: gravity, pushing apart, walls, merges, and the overflow check. */
export function stepOcean(s: OceanState): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += STEP;
  s.cooldown = Math.max(0, s.cooldown - STEP);
  for (const c of s.creatures) {
    const vx = (c.x - c.px) * 0.99;
    const vy = (c.y - c.py) * 0.99;
    c.px = c.x;
    c.py = c.y;
    c.x += vx;
    c.y += vy + GRAVITY * STEP * STEP;
    c.age += STEP;
  }
  for (let iter = 0; iter < 4; iter++) {
    separate(s);
    for (const c of s.creatures) keepInTank(c);
  }
  if (s.creatures.some((c) => c.gone)) s.creatures = s.creatures.filter((c) => !c.gone);
  checkOverflow(s);
  if (s.time >= ROUND_SECONDS && !s.over) {
    s.over = true;
    s.won = true;
  }
}

function separate(s: OceanState): void {
  const list = s.creatures;
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    if (a.gone) continue;
    for (let j = i + 1; j < list.length; j++) {
      const b = list[j]!;
      if (b.gone) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const ra = RADII[a.tier]!;
      const rb = RADII[b.tier]!;
      const d2 = dx * dx + dy * dy;
      if (d2 >= (ra + rb) ** 2) continue;
      if (a.tier === b.tier) {
        merge(s, a, b);
        break;
      }
      const d = Math.sqrt(d2) || 0.01;
      const overlap = ra + rb - d;
      const ma = ra * ra;
      const mb = rb * rb;
      const ux = dx / d;
      const uy = dy / d;
      a.x -= ux * overlap * (mb / (ma + mb));
      a.y -= uy * overlap * (mb / (ma + mb));
      b.x += ux * overlap * (ma / (ma + mb));
      b.y += uy * overlap * (ma / (ma + mb));
    }
  }
}

function merge(s: OceanState, a: Creature, b: Creature): void {
  a.gone = true;
  b.gone = true;
  const tier = a.tier + 1;
  s.score += mergePoints(tier);
  if (tier > MAX_TIER) {
    s.events.push('whales');
    return;
  }
  const c = addCreature(s, tier, (a.x + b.x) / 2, (a.y + b.y) / 2);
  keepInTank(c);
  c.px = c.x;
  c.py = c.y;
  s.biggest = Math.max(s.biggest, tier);
  s.events.push(tier >= 5 ? 'bigmerge' : 'merge');
}

function keepInTank(c: Creature): void {
  const r = RADII[c.tier]!;
  if (c.x < TANK.left + r) c.x = TANK.left + r;
  if (c.x > TANK.right - r) c.x = TANK.right - r;
  if (c.y > TANK.bottom - r) {
    c.y = TANK.bottom - r;
    c.px += (c.x - c.px) * 0.3;
  }
}

/** True when a settled creature pokes above the red line. */
export function aboveLine(s: OceanState): boolean {
  return s.creatures.some((c) => c.age > 1.5 && c.y - RADII[c.tier]! < TANK.line);
}

function checkOverflow(s: OceanState): void {
  s.overflowT = aboveLine(s) ? s.overflowT + STEP : 0;
  if (s.overflowT < OVERFLOW_SECONDS) return;
  s.overflowT = 0;
  lastChance(s);
}

/** The math moment's answer: right clears the small creatures (tiers 0-2) to make room, wrong ends the round. */
export function answerMath(s: OceanState, correct: boolean): void {
  s.waiting = false;
  if (!correct) {
    s.over = true;
    return;
  }
  s.creatures = s.creatures.filter((c) => c.tier > 2 && c.y - RADII[c.tier]! > TANK.line + 20);
}
