import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Deepwater Goliath's rules (boss fight): the player's little sub fires bubble torpedoes on its own while the
// player dodges ink balls and tentacle sweeps from a giant sea monster with three phases. Win by emptying its
// health bar before 150 s; five hearts.

export const ROUND_SECONDS = 150;
export const BOSS_HP = 150;
export const HIT_POINTS = 2;
export const PHASE_BONUS = 25;
export const PLAYER_R = 22;
export const BOSS_X = 790;
export const BOSS_R = 105;
const MIN_X = 40;
const MAX_X = 540;
const MIN_Y = 70;
const MAX_Y = 500;

export interface Ink {
  x: number;
  y: number;
  vx: number;
  vy: number;
}
export interface Tentacle {
  y: number;
  /** Seconds since the warning appeared: warning 0-1.2, strike 1.2-1.8, hold to 2.2, then gone. */
  age: number;
}

export interface BossState {
  rng: Rng;
  time: number;
  score: number;
  hearts: number;
  hurtFor: number;
  player: { x: number; y: number };
  fireTimer: number;
  tripleFor: number;
  torpedoes: { x: number; y: number; vy: number }[];
  boss: { y: number; hp: number; phase: number; inkTimer: number; armTimer: number; flash: number };
  inks: Ink[];
  tentacle: Tentacle | null;
  chest: { x: number; y: number } | null;
  chestDone: boolean;
  events: SfxName[];
  math: 'none' | 'revive' | 'chest';
  reviveUsed: boolean;
  over: boolean;
  won: boolean;
}

export interface BossInput {
  dx: number;
  dy: number;
  /** A finger or mouse the sub swims toward, or null. */
  target: { x: number; y: number } | null;
}

/** A fresh fight from the session's seed. */
export function createBoss(seed: number): BossState {
  return {
    rng: createRng(seed),
    time: 0,
    score: 0,
    hearts: 5,
    hurtFor: 0,
    player: { x: 140, y: 280 },
    fireTimer: 0.5,
    tripleFor: 0,
    torpedoes: [],
    boss: { y: 280, hp: BOSS_HP, phase: 1, inkTimer: 2.5, armTimer: 4, flash: 0 },
    inks: [],
    tentacle: null,
    chest: null,
    chestDone: false,
    events: [],
    math: 'none',
    reviveUsed: false,
    over: false,
    won: false,
  };
}

/** The boss's phase from its health: 1 above two thirds, 2 above one third, then 3. */
export function phaseFor(hp: number): number {
  return hp > (BOSS_HP * 2) / 3 ? 1 : hp > BOSS_HP / 3 ? 2 : 3;
}

/** Whether a tentacle is striking (dangerous) now, rather than only warning. */
export function tentacleStriking(t: Tentacle): boolean {
  return t.age >= 1.2 && t.age < 2.2;
}

/** How far left a striking tentacle's tip has reached (x), so drawing and hits agree. */
export function tentacleTip(t: Tentacle): number {
  const reach = Math.max(0, Math.min(1, (t.age - 1.2) / 0.3));
  return BOSS_X - 100 - reach * (BOSS_X - 60);
}

/** Advances the fight by dt seconds with the player's input; sounds go to s.events. */
export function stepBoss(s: BossState, dt: number, input: BossInput): void {
  s.events.length = 0;
  if (s.over || s.math !== 'none') return;
  s.time += dt;
  movePlayer(s, dt, input);
  fire(s, dt);
  moveBoss(s, dt);
  attack(s, dt);
  moveChest(s, dt);
  checkHurt(s, dt);
  if (!s.over && s.time >= ROUND_SECONDS) end(s, false);
}

function movePlayer(s: BossState, dt: number, input: BossInput): void {
  const p = s.player;
  if (input.target) {
    const dx = input.target.x - p.x;
    const dy = input.target.y - p.y;
    const dist = Math.hypot(dx, dy);
    const step = Math.min(dist, 340 * dt);
    if (dist > 1) {
      p.x += (dx / dist) * step;
      p.y += (dy / dist) * step;
    }
  } else {
    p.x += input.dx * 320 * dt;
    p.y += input.dy * 320 * dt;
  }
  p.x = Math.max(MIN_X, Math.min(MAX_X, p.x));
  p.y = Math.max(MIN_Y, Math.min(MAX_Y, p.y));
}

function fire(s: BossState, dt: number): void {
  s.fireTimer -= dt;
  s.tripleFor = Math.max(0, s.tripleFor - dt);
  if (s.fireTimer <= 0) {
    s.fireTimer = 0.3;
    s.torpedoes.push({ x: s.player.x + 30, y: s.player.y, vy: 0 });
    if (s.tripleFor > 0) {
      s.torpedoes.push({ x: s.player.x + 30, y: s.player.y, vy: -90 }, { x: s.player.x + 30, y: s.player.y, vy: 90 });
    }
  }
  const b = s.boss;
  s.torpedoes = s.torpedoes.filter((t) => {
    t.x += 520 * dt;
    t.y += t.vy * dt;
    if (Math.hypot(t.x - BOSS_X, t.y - b.y) < BOSS_R) {
      hitBoss(s);
      return false;
    }
    return t.x < 1000;
  });
}

function hitBoss(s: BossState): void {
  const b = s.boss;
  if (b.hp <= 0) return;
  b.hp -= 1;
  b.flash = 0.1;
  s.score += HIT_POINTS;
  const phase = phaseFor(b.hp);
  if (b.hp <= 0) {
    end(s, true);
    return;
  }
  if (phase !== b.phase) {
    b.phase = phase;
    s.score += PHASE_BONUS;
    s.events.push('power');
    if (phase === 2 && !s.chestDone) s.chest = { x: 600, y: s.rng.range(120, 440) };
  } else if (b.hp % 5 === 0) s.events.push('tap');
}

function moveBoss(s: BossState, dt: number): void {
  const b = s.boss;
  const speed = 0.5 + b.phase * 0.25;
  b.y = 290 + Math.sin(s.time * speed) * 170;
  b.flash = Math.max(0, b.flash - dt);
}

function attack(s: BossState, dt: number): void {
  const b = s.boss;
  b.inkTimer -= dt;
  if (b.inkTimer <= 0) {
    b.inkTimer = [1.7, 1.3, 1.1][b.phase - 1] ?? 1.1;
    const angles = b.phase === 3 ? [-0.25, 0, 0.25] : [0];
    const aim = Math.atan2(s.player.y - b.y, s.player.x - (BOSS_X - 90));
    const speed = 200 + b.phase * 30;
    for (const a of angles)
      s.inks.push({ x: BOSS_X - 90, y: b.y, vx: Math.cos(aim + a) * speed, vy: Math.sin(aim + a) * speed });
  }
  s.inks = s.inks.filter((ink) => {
    ink.x += ink.vx * dt;
    ink.y += ink.vy * dt;
    return ink.x > -30 && ink.y > 20 && ink.y < 560;
  });
  if (b.phase >= 2) {
    b.armTimer -= dt;
    if (!s.tentacle && b.armTimer <= 0) {
      s.tentacle = { y: s.player.y, age: 0 };
      b.armTimer = b.phase === 3 ? 4 : 5.5;
    }
  }
  if (s.tentacle) {
    s.tentacle.age += dt;
    if (s.tentacle.age > 2.4) s.tentacle = null;
  }
}

function moveChest(s: BossState, dt: number): void {
  const c = s.chest;
  if (!c) return;
  c.x -= 70 * dt;
  if (c.x < -40) {
    s.chest = null;
    s.chestDone = true;
  } else if (Math.hypot(c.x - s.player.x, c.y - s.player.y) < 50) {
    s.chest = null;
    s.chestDone = true;
    s.math = 'chest';
    s.events.push('power');
  }
}

function checkHurt(s: BossState, dt: number): void {
  s.hurtFor = Math.max(0, s.hurtFor - dt);
  if (s.hurtFor > 0 || s.over) return;
  const p = s.player;
  const inkHit = s.inks.findIndex((ink) => Math.hypot(ink.x - p.x, ink.y - p.y) < PLAYER_R + 14);
  const t = s.tentacle;
  const armHit = !!t && tentacleStriking(t) && p.x > tentacleTip(t) && Math.abs(t.y - p.y) < 30 + PLAYER_R;
  if (inkHit < 0 && !armHit) return;
  if (inkHit >= 0) s.inks.splice(inkHit, 1);
  s.hearts -= 1;
  s.hurtFor = 1.5;
  s.events.push('hit');
  if (s.hearts > 0) return;
  if (!s.reviveUsed) s.math = 'revive';
  else end(s, false);
}

function end(s: BossState, won: boolean): void {
  s.over = true;
  s.won = won;
  if (won) s.score += Math.min(100, s.hearts * 10 + Math.floor((ROUND_SECONDS - s.time) / 2));
  s.events.push(won ? 'win' : 'lose');
}

/** Applies the math moment's answer: the revive question gives 3 hearts back (wrong ends the fight); the chest
 * question gives triple torpedoes for 12 s. */
export function answerMath(s: BossState, right: boolean): void {
  const which = s.math;
  if (which === 'none') return;
  s.math = 'none';
  if (which === 'revive') {
    s.reviveUsed = true;
    if (!right) {
      end(s, false);
      return;
    }
    s.hearts = 3;
    s.hurtFor = 2;
    s.inks.length = 0;
  } else if (right) s.tripleFor = 12;
  if (right) s.events.push('power');
}
