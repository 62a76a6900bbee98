import { lastChance } from '../common/last-chance';
import type { Rng } from '../common/random';

// Berry Drop's rules: berries and rocks fall from the trees; Boggie moves its basket to catch berries and must let
// the rocks fall past. Things fall faster and more often, with more rocks, as the 90-second round goes on.

export const BASKET_Y = 420;
export const BASKET_HALF = 56;
export const ROUND_SECONDS = 90;
export const START_LIVES = 3;
const MOVE_SPEED = 620;
export const POINTS = { straw: 2, blue: 3, gold: 8, streak: 5 } as const;
/** Every this many catches in a row adds the streak bonus. */
export const STREAK = 10;

export type ItemKind = 'straw' | 'blue' | 'gold' | 'rock';

export interface Item {
  kind: ItemKind;
  x: number;
  y: number;
  vy: number;
  r: number;
  spin: number;
}

export type DropEvent = 'catch' | 'gold' | 'streak' | 'rock' | 'ask';

export interface DropState {
  time: number;
  x: number;
  score: number;
  lives: number;
  streak: number;
  caught: number;
  items: Item[];
  spawnIn: number;
  hurt: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: DropEvent[];
}

/** A fresh round with the basket in the middle. */
export function createDrop(): DropState {
  return {
    time: 0,
    x: 480,
    score: 0,
    lives: START_LIVES,
    streak: 0,
    caught: 0,
    items: [],
    spawnIn: 0.8,
    hurt: 0,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
}

/** 0 at the start of the round, 1 at 80 s: how hard things are. */
export function difficulty(time: number): number {
  return Math.min(1, time / 80);
}

/** Makes the next falling thing: rocks get likelier and everything faster as the round goes on. */
export function spawnItem(s: DropState, rng: Rng): Item {
  const d = difficulty(s.time);
  const r = rng.next();
  const rockChance = 0.14 + 0.2 * d;
  const kind: ItemKind =
    r < rockChance ? 'rock' : r < rockChance + 0.05 ? 'gold' : r < rockChance + 0.35 ? 'blue' : 'straw';
  const radius = kind === 'rock' ? 24 : kind === 'blue' ? 15 : 18;
  return {
    kind,
    x: rng.range(40, 920),
    y: -30,
    vy: 140 + 220 * d + rng.range(0, 60),
    r: radius,
    spin: rng.range(-3, 3),
  };
}

/** Advances the round: `steer` moves the basket (-1..1), or `targetX` pulls it toward a finger. */
export function stepDrop(s: DropState, dt: number, steer: number, targetX: number | null, rng: Rng): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += dt;
  s.hurt = Math.max(0, s.hurt - dt);
  const move = targetX === null ? steer * MOVE_SPEED : Math.max(-900, Math.min(900, (targetX - s.x) * 12));
  s.x = Math.max(BASKET_HALF, Math.min(960 - BASKET_HALF, s.x + move * dt));
  s.spawnIn -= dt;
  if (s.spawnIn <= 0) {
    s.items.push(spawnItem(s, rng));
    s.spawnIn = 0.9 - 0.55 * difficulty(s.time);
  }
  for (let i = s.items.length - 1; i >= 0; i--) {
    const it = s.items[i]!;
    const prevY = it.y;
    it.y += it.vy * dt;
    if (prevY < BASKET_Y - 10 && it.y >= BASKET_Y - 10 && Math.abs(it.x - s.x) < BASKET_HALF + it.r * 0.4) {
      s.items.splice(i, 1);
      if (it.kind === 'rock') hitByRock(s);
      else catchBerry(s, it.kind);
      continue;
    }
    if (it.y > 580) {
      if (it.kind !== 'rock') s.streak = 0;
      s.items.splice(i, 1);
    }
  }
  if (s.time >= ROUND_SECONDS && !s.over) {
    s.over = true;
    s.won = true;
  }
}

function catchBerry(s: DropState, kind: Exclude<ItemKind, 'rock'>): void {
  s.score += POINTS[kind];
  s.caught += 1;
  s.streak += 1;
  s.events.push(kind === 'gold' ? 'gold' : 'catch');
  if (s.streak % STREAK === 0) {
    s.score += POINTS.streak;
    s.events.push('streak');
  }
}

function hitByRock(s: DropState): void {
  s.lives -= 1;
  s.streak = 0;
  s.hurt = 1;
  s.events.push('rock');
  if (s.lives > 0) return;
  lastChance(s);
}

/** The math moment's answer: right gives one more life and clears the sky of rocks, wrong ends the round. */
export function answerMath(s: DropState, correct: boolean): void {
  s.waiting = false;
  if (!correct) {
    s.over = true;
    return;
  }
  s.lives = 1;
  s.items = s.items.filter((it) => it.kind !== 'rock');
}
