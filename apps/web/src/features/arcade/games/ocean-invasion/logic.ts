import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Ocean Invasion's rules (Space-Invaders-like): rows of crabs, jellyfish and angry fish march side to side and
// down; the player's submarine slides along the bottom firing torpedoes, sheltering behind coral. Survive 120 s.

export const W = 960;
export const SUB_Y = 492;
export const ROUND_SECONDS = 120;
export const COLS = 8;
export const WAVE_BONUS = 15;
export const ROW_POINTS = [4, 3, 3, 2, 2];
const FLOOR_LINE = 430;
const CORAL_Y = 420;

export interface Invader {
  row: number;
  col: number;
  alive: boolean;
}
export interface Bolt {
  x: number;
  y: number;
}
export interface Coral {
  x: number;
  hp: number;
}

export interface InvasionState {
  rng: Rng;
  time: number;
  score: number;
  lives: number;
  hurtFor: number;
  subX: number;
  cooldown: number;
  wave: number;
  waveStart: number;
  rows: number;
  invaders: Invader[];
  offsetX: number;
  offsetY: number;
  dir: number;
  torpedoes: Bolt[];
  inks: Bolt[];
  inkTimer: number;
  corals: Coral[];
  events: SfxName[];
  needMath: boolean;
  mathUsed: boolean;
  over: boolean;
  won: boolean;
}

export interface InvasionInput {
  dir: number;
  targetX: number | null;
  fire: boolean;
}

/** A fresh round from the session's seed: three lives, wave 1 at the top. */
export function createInvasion(seed: number): InvasionState {
  const s: InvasionState = {
    rng: createRng(seed),
    time: 0,
    score: 0,
    lives: 3,
    hurtFor: 0,
    subX: W / 2,
    cooldown: 0,
    wave: 0,
    waveStart: 0,
    rows: 0,
    invaders: [],
    offsetX: 0,
    offsetY: 0,
    dir: 1,
    torpedoes: [],
    inks: [],
    inkTimer: 2,
    corals: [160, 380, 580, 800].map((x) => ({ x, hp: 8 })),
    events: [],
    needMath: false,
    mathUsed: false,
    over: false,
    won: false,
  };
  startWave(s);
  return s;
}

function startWave(s: InvasionState): void {
  s.wave += 1;
  s.waveStart = s.time;
  s.rows = Math.min(2 + s.wave, 5);
  s.invaders = [];
  for (let row = 0; row < s.rows; row++)
    for (let col = 0; col < COLS; col++) s.invaders.push({ row, col, alive: true });
  s.offsetX = 0;
  s.offsetY = 0;
  s.dir = 1;
}

/** Where an invader is on screen now. */
export function invaderPos(s: InvasionState, inv: Invader): { x: number; y: number } {
  return { x: 170 + inv.col * 80 + s.offsetX, y: 90 + inv.row * 54 + s.offsetY };
}

/** The march speed: faster each wave and as the invaders thin out. */
export function marchSpeed(s: InvasionState): number {
  const alive = s.invaders.filter((i) => i.alive).length;
  const total = Math.max(1, s.invaders.length);
  return (32 + s.wave * 12) * (1 + (1 - alive / total) * 1.5);
}

/** Advances the round by dt seconds with the player's input; sounds go to s.events. */
export function stepInvasion(s: InvasionState, dt: number, input: InvasionInput): void {
  s.events.length = 0;
  if (s.over || s.needMath) return;
  s.time += dt;
  moveSub(s, dt, input);
  march(s, dt);
  moveTorpedoes(s, dt);
  dropInk(s, dt);
  if (s.over || s.needMath) return;
  if (s.invaders.every((i) => !i.alive)) {
    s.score += WAVE_BONUS;
    s.events.push('power');
    startWave(s);
  }
  if (s.time >= ROUND_SECONDS) {
    s.over = true;
    s.won = true;
    s.events.push('win');
  }
}

function moveSub(s: InvasionState, dt: number, input: InvasionInput): void {
  if (input.targetX !== null) {
    const d = input.targetX - s.subX;
    s.subX += Math.sign(d) * Math.min(Math.abs(d), 520 * dt);
  } else s.subX += input.dir * 420 * dt;
  s.subX = Math.max(40, Math.min(W - 40, s.subX));
  s.cooldown -= dt;
  s.hurtFor = Math.max(0, s.hurtFor - dt);
  if (input.fire && s.cooldown <= 0 && s.torpedoes.length < 2) {
    s.torpedoes.push({ x: s.subX, y: SUB_Y - 30 });
    s.cooldown = 0.35;
    s.events.push('jump');
  }
}

function march(s: InvasionState, dt: number): void {
  s.offsetX += s.dir * marchSpeed(s) * dt;
  let minX = W;
  let maxX = 0;
  let maxY = 0;
  for (const inv of s.invaders) {
    if (!inv.alive) continue;
    const p = invaderPos(s, inv);
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  if ((s.dir > 0 && maxX > W - 40) || (s.dir < 0 && minX < 40)) {
    s.dir = -s.dir;
    s.offsetY += 22;
  }
  if (maxY > FLOOR_LINE) {
    s.lives = 0;
    s.offsetY -= 160;
    loseLife(s, false);
  }
}

function coralAt(s: InvasionState, x: number, y: number): Coral | undefined {
  return s.corals.find((c) => c.hp > 0 && Math.abs(c.x - x) < 44 && Math.abs(CORAL_Y - y) < 22);
}

function moveTorpedoes(s: InvasionState, dt: number): void {
  s.torpedoes = s.torpedoes.filter((t) => {
    t.y -= 600 * dt;
    if (t.y < 40) return false;
    const coral = coralAt(s, t.x, t.y);
    if (coral) {
      coral.hp -= 1;
      return false;
    }
    const hit = s.invaders.find((inv) => {
      if (!inv.alive) return false;
      const p = invaderPos(s, inv);
      return Math.abs(p.x - t.x) < 28 && Math.abs(p.y - t.y) < 24;
    });
    if (!hit) return true;
    hit.alive = false;
    s.score += ROW_POINTS[hit.row] ?? 2;
    s.events.push('score');
    return false;
  });
}

function dropInk(s: InvasionState, dt: number): void {
  s.inkTimer -= dt;
  if (s.inkTimer <= 0) {
    s.inkTimer = Math.max(0.5, 1.9 - s.wave * 0.2);
    const shooters = s.invaders.filter(
      (i) => i.alive && !s.invaders.some((j) => j.alive && j.col === i.col && j.row > i.row),
    );
    if (shooters.length > 0) {
      const p = invaderPos(s, s.rng.pick(shooters));
      s.inks.push({ x: p.x, y: p.y + 20 });
    }
  }
  const speed = 190 + s.wave * 20;
  s.inks = s.inks.filter((ink) => {
    ink.y += speed * dt;
    if (ink.y > 560) return false;
    const coral = coralAt(s, ink.x, ink.y);
    if (coral) {
      coral.hp -= 1;
      return false;
    }
    if (s.hurtFor <= 0 && Math.abs(ink.x - s.subX) < 34 && Math.abs(ink.y - SUB_Y) < 22) {
      loseLife(s, true);
      return false;
    }
    return true;
  });
}

function loseLife(s: InvasionState, hit: boolean): void {
  if (hit) s.lives -= 1;
  s.hurtFor = 1.5;
  s.events.push('hit');
  if (s.lives > 0) return;
  if (!s.mathUsed) s.needMath = true;
  else {
    s.over = true;
    s.won = false;
    s.events.push('lose');
  }
}

/** Applies the math moment's answer after the last life: right gives one life back, wrong ends the round. */
export function answerMath(s: InvasionState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  s.mathUsed = true;
  if (right) {
    s.lives = 1;
    s.inks.length = 0;
    s.events.push('power');
  } else {
    s.over = true;
    s.won = false;
    s.events.push('lose');
  }
}
