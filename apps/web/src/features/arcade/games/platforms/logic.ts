import { lastChance } from '../common/last-chance';
import { GROUND_Y, LEVEL_COUNT, type Level, levelAt, type Rect } from './levels';

// Platforms' rules: run and jump (higher while the button is held), stand on ledges (moving ones carry you), collect
// stars, avoid spikes and pits, and touch the flag to finish each of the four levels within three minutes.

export const PLAYER_W = 36;
export const PLAYER_H = 40;
export const ROUND_SECONDS = 180;
const GRAVITY = 2000;
const JUMP_SPEED = 760;
const RUN_SPEED = 300;
export const POINTS = { star: 10, flag: 30 } as const;

export type PlatEvent = 'jump' | 'star' | 'flag' | 'ouch' | 'ask' | 'won';

export interface PlatInput {
  move: number;
  jumpPressed: boolean;
  jumpHeld: boolean;
}

export interface PlatState {
  time: number;
  levelIndex: number;
  level: Level;
  x: number;
  y: number;
  vx: number;
  vy: number;
  onGround: boolean;
  /** The ledge underfoot, if it moves, so it can carry the player. */
  riding: number;
  coyote: number;
  jumpBuffer: number;
  facing: number;
  score: number;
  lives: number;
  stars: number;
  hurt: number;
  /** Seconds of the "level complete" pause. */
  pause: number;
  mathUsed: boolean;
  waiting: boolean;
  over: boolean;
  won: boolean;
  events: PlatEvent[];
}

/** A fresh round at level 1. */
export function createPlat(): PlatState {
  return {
    time: 0,
    levelIndex: 0,
    level: levelAt(0),
    x: 60,
    y: GROUND_Y - PLAYER_H,
    vx: 0,
    vy: 0,
    onGround: true,
    riding: -1,
    coyote: 0,
    jumpBuffer: 0,
    facing: 1,
    score: 0,
    lives: 3,
    stars: 0,
    hurt: 0,
    pause: 0,
    mathUsed: false,
    waiting: false,
    over: false,
    won: false,
    events: [],
  };
}

function overlaps(ax: number, ay: number, aw: number, ah: number, b: Rect): boolean {
  return ax < b.x + b.w && ax + aw > b.x && ay < b.y + b.h && ay + ah > b.y;
}

function respawn(s: PlatState): void {
  s.x = 60;
  s.y = GROUND_Y - PLAYER_H;
  s.vx = 0;
  s.vy = 0;
  s.hurt = 1.2;
}

/** Advances the round by dt seconds. */
export function stepPlat(s: PlatState, dt: number, input: PlatInput): void {
  s.events.length = 0;
  if (s.over || s.waiting) return;
  s.time += dt;
  if (s.time >= ROUND_SECONDS) {
    s.over = true;
    return;
  }
  if (s.pause > 0) {
    s.pause -= dt;
    if (s.pause <= 0) nextLevel(s);
    return;
  }
  s.hurt = Math.max(0, s.hurt - dt);
  moveLedges(s);
  run(s, dt, input);
  collect(s);
  if (s.y > 600) loseLife(s);
  else if (s.hurt === 0 && s.level.spikes.some((k) => overlaps(s.x + 6, s.y + 6, PLAYER_W - 12, PLAYER_H - 6, k)))
    loseLife(s);
}

function moveLedges(s: PlatState): void {
  const t = s.time;
  s.level.movers.forEach((m, i) => {
    const nx = m.bx + Math.sin(t * m.speed) * m.dx;
    const ny = m.by + Math.sin(t * m.speed) * m.dy;
    if (s.riding === i) {
      s.x += nx - m.x;
      s.y = ny - PLAYER_H;
    }
    m.x = nx;
    m.y = ny;
  });
}

function run(s: PlatState, dt: number, input: PlatInput): void {
  s.vx += (input.move * RUN_SPEED - s.vx) * Math.min(1, dt * (s.onGround ? 18 : 8));
  if (input.move !== 0) s.facing = input.move;
  s.jumpBuffer = input.jumpPressed ? 0.12 : Math.max(0, s.jumpBuffer - dt);
  s.coyote = s.onGround ? 0.1 : Math.max(0, s.coyote - dt);
  if (s.jumpBuffer > 0 && s.coyote > 0) {
    s.vy = -JUMP_SPEED;
    s.jumpBuffer = 0;
    s.coyote = 0;
    s.events.push('jump');
  }
  if (!input.jumpHeld && s.vy < -300) s.vy = -300;
  s.vy = Math.min(1000, s.vy + GRAVITY * dt);
  const blocks = s.level.solids;
  const movers = s.level.movers;
  const all = blocks.length + movers.length;
  s.x = Math.max(0, Math.min(s.level.width - PLAYER_W, s.x + s.vx * dt));
  for (let i = 0; i < all; i++) {
    const b = i < blocks.length ? blocks[i]! : movers[i - blocks.length]!;
    if (!overlaps(s.x, s.y, PLAYER_W, PLAYER_H, b)) continue;
    s.x = s.vx > 0 ? b.x - PLAYER_W : b.x + b.w;
    s.vx = 0;
  }
  const prevBottom = s.y + PLAYER_H;
  s.y += s.vy * dt;
  s.onGround = false;
  s.riding = -1;
  for (let i = 0; i < all; i++) {
    const b = i < blocks.length ? blocks[i]! : movers[i - blocks.length]!;
    if (!overlaps(s.x, s.y, PLAYER_W, PLAYER_H, b)) continue;
    if (s.vy >= 0 && prevBottom <= b.y + 8) {
      s.y = b.y - PLAYER_H;
      s.vy = 0;
      s.onGround = true;
      if (i >= blocks.length) s.riding = i - blocks.length;
    } else if (s.vy < 0) {
      s.y = b.y + b.h;
      s.vy = 0;
    }
  }
}

function collect(s: PlatState): void {
  for (const st of s.level.stars) {
    if (st.taken || Math.abs(st.x - (s.x + PLAYER_W / 2)) > 30 || Math.abs(st.y - (s.y + PLAYER_H / 2)) > 32) continue;
    st.taken = true;
    s.stars += 1;
    s.score += POINTS.star;
    s.events.push('star');
  }
  if (s.x + PLAYER_W > s.level.flagX && s.x < s.level.flagX + 20) {
    s.score += POINTS.flag;
    s.events.push('flag');
    s.pause = 1.5;
  }
}

function nextLevel(s: PlatState): void {
  if (s.levelIndex + 1 >= LEVEL_COUNT) {
    s.over = true;
    s.won = true;
    s.events.push('won');
    return;
  }
  s.levelIndex += 1;
  s.level = levelAt(s.levelIndex);
  respawn(s);
  s.hurt = 0;
}

function loseLife(s: PlatState): void {
  s.lives -= 1;
  s.events.push('ouch');
  respawn(s);
  if (s.lives > 0) return;
  lastChance(s);
}

/** The math moment's answer: right gives one more life, wrong ends the round. */
export function answerMath(s: PlatState, correct: boolean): void {
  s.waiting = false;
  if (correct) s.lives = 1;
  else s.over = true;
}
