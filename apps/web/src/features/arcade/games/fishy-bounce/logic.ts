import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Fishy Bounce's rules, free of drawing: a fish bounces off a kelp raft the player slides, popping rows of bubbles
// (breakout-like). Clear a wave for a bigger, faster one; the fish falling past the raft costs a life.

export const W = 960;
export const H = 540;
export const RAFT_Y = 492;
export const FISH_R = 16;
export const TOP = 48;
export const ROUND_SECONDS = 150;
export const BUBBLE_POINTS = 5;
export const PEARL_POINTS = 10;
export const WAVE_BONUS = 20;

export interface Bubble {
  baseX: number;
  phase: number;
  x: number;
  y: number;
  r: number;
  alive: boolean;
  pearl: boolean;
}

export interface BounceState {
  rng: Rng;
  time: number;
  score: number;
  lives: number;
  wave: number;
  waveStart: number;
  raftX: number;
  raftW: number;
  fish: { x: number; y: number; vx: number; vy: number; held: boolean; heldFor: number };
  bubbles: Bubble[];
  events: SfxName[];
  needMath: boolean;
  mathUsed: boolean;
  over: boolean;
  won: boolean;
}

export interface BounceInput {
  /** -1 left, 0 still, 1 right (keys). */
  dir: number;
  /** Where a finger or mouse wants the raft, or null. */
  targetX: number | null;
  launch: boolean;
}

/** A fresh round from the session's seed. */
export function createBounce(seed: number): BounceState {
  const s: BounceState = {
    rng: createRng(seed),
    time: 0,
    score: 0,
    lives: 3,
    wave: 1,
    waveStart: 0,
    raftX: W / 2,
    raftW: 160,
    fish: { x: W / 2, y: RAFT_Y - FISH_R, vx: 0, vy: 0, held: true, heldFor: 0 },
    bubbles: [],
    events: [],
    needMath: false,
    mathUsed: false,
    over: false,
    won: false,
  };
  s.bubbles = layoutWave(s.rng, 1);
  return s;
}

/** The bubbles of a wave: more rows as waves go on, a few gaps, a few pearls worth more. */
export function layoutWave(rng: Rng, wave: number): Bubble[] {
  const rows = Math.min(2 + wave, 6);
  const out: Bubble[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < 10; col++) {
      if (rng.chance(0.15)) continue;
      const x = 88 + col * 87 + (row % 2) * 20;
      out.push({ baseX: x, phase: row + col * 0.7, x, y: 90 + row * 46, r: 19, alive: true, pearl: rng.chance(0.1) });
    }
  }
  if (out.length === 0) out.push({ baseX: W / 2, phase: 0, x: W / 2, y: 120, r: 19, alive: true, pearl: false });
  return out;
}

/** The fish's speed in a wave: it gets faster each wave, up to a cap a child can still follow. */
export function fishSpeed(wave: number): number {
  return Math.min(300 + (wave - 1) * 40, 500);
}

/** Advances the round by dt seconds with the player's input; fills s.events with the sounds to play. */
export function stepBounce(s: BounceState, dt: number, input: BounceInput): void {
  s.events.length = 0;
  if (s.over || s.needMath) return;
  s.time += dt;
  if (s.time >= ROUND_SECONDS) {
    s.over = true;
    s.won = true;
    s.events.push('win');
    return;
  }
  moveRaft(s, dt, input);
  swayBubbles(s);
  const f = s.fish;
  if (f.held) {
    f.x = s.raftX;
    f.y = RAFT_Y - FISH_R;
    f.heldFor += dt;
    if (input.launch || f.heldFor > 3) launch(s);
    return;
  }
  const steps = 3;
  for (let i = 0; i < steps && !f.held; i++) moveFish(s, dt / steps);
}

/** Bubbles sway gently, and the last few swell, so the final pops of a wave don't drag on. */
function swayBubbles(s: BounceState): void {
  let alive = 0;
  for (const b of s.bubbles) if (b.alive) alive++;
  const r = alive <= 5 ? 28 : 19;
  for (const b of s.bubbles) {
    b.x = b.baseX + Math.sin(s.time * 0.8 + b.phase) * 24;
    b.r = r;
  }
}

function moveRaft(s: BounceState, dt: number, input: BounceInput): void {
  if (input.targetX !== null) {
    const d = input.targetX - s.raftX;
    s.raftX += Math.sign(d) * Math.min(Math.abs(d), 1100 * dt);
  } else s.raftX += input.dir * 620 * dt;
  const half = s.raftW / 2;
  s.raftX = Math.max(half, Math.min(W - half, s.raftX));
}

function launch(s: BounceState): void {
  const speed = fishSpeed(s.wave);
  const angle = s.rng.range(-0.5, 0.5);
  s.fish.vx = Math.sin(angle) * speed;
  s.fish.vy = -Math.cos(angle) * speed;
  s.fish.held = false;
  s.events.push('jump');
}

function moveFish(s: BounceState, dt: number): void {
  const f = s.fish;
  f.x += f.vx * dt;
  f.y += f.vy * dt;
  if (f.x < FISH_R) f.vx = Math.abs(f.vx);
  if (f.x > W - FISH_R) f.vx = -Math.abs(f.vx);
  if (f.y < TOP + FISH_R) f.vy = Math.abs(f.vy);
  const half = s.raftW / 2;
  if (f.vy > 0 && f.y + FISH_R >= RAFT_Y && f.y < RAFT_Y + 12 && Math.abs(f.x - s.raftX) <= half + FISH_R) {
    bounceOffRaft(s);
    return;
  }
  if (f.y > H + FISH_R) {
    loseLife(s);
    return;
  }
  hitBubble(s);
}

function bounceOffRaft(s: BounceState): void {
  const f = s.fish;
  const offset = Math.max(-1, Math.min(1, (f.x - s.raftX) / (s.raftW / 2)));
  const angle = Math.max(-1.1, Math.min(1.1, offset * 1.05 + s.rng.range(-0.12, 0.12)));
  const speed = fishSpeed(s.wave);
  f.vx = Math.sin(angle) * speed;
  f.vy = -Math.cos(angle) * speed;
  f.y = RAFT_Y - FISH_R;
  s.events.push('tap');
}

function hitBubble(s: BounceState): void {
  const f = s.fish;
  for (const b of s.bubbles) {
    if (!b.alive) continue;
    const dx = f.x - b.x;
    const dy = f.y - b.y;
    const dist = Math.hypot(dx, dy);
    if (dist > b.r + FISH_R) continue;
    b.alive = false;
    s.score += b.pearl ? PEARL_POINTS : BUBBLE_POINTS;
    s.events.push('score');
    const nx = dx / (dist || 1);
    const ny = dy / (dist || 1);
    const dot = f.vx * nx + f.vy * ny;
    if (dot < 0) {
      f.vx -= 2 * dot * nx;
      f.vy -= 2 * dot * ny;
    }
    if (Math.abs(f.vy) < 80) f.vy = f.vy < 0 ? -80 : 80;
    if (s.bubbles.every((x) => !x.alive)) nextWave(s);
    return;
  }
}

function nextWave(s: BounceState): void {
  s.score += WAVE_BONUS;
  s.wave += 1;
  s.waveStart = s.time;
  s.raftW = Math.max(110, 160 - (s.wave - 1) * 10);
  s.bubbles = layoutWave(s.rng, s.wave);
  holdFish(s);
  s.events.push('power');
}

function holdFish(s: BounceState): void {
  s.fish.held = true;
  s.fish.heldFor = 0;
  s.fish.vx = 0;
  s.fish.vy = 0;
}

function loseLife(s: BounceState): void {
  s.lives -= 1;
  holdFish(s);
  s.events.push('hit');
  if (s.lives > 0) return;
  if (!s.mathUsed) s.needMath = true;
  else endLost(s);
}

function endLost(s: BounceState): void {
  s.over = true;
  s.won = false;
  s.events.push('lose');
}

/** Applies the math moment's answer after the last life: right gives one more life, wrong ends the round. */
export function answerMath(s: BounceState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  s.mathUsed = true;
  if (right) {
    s.lives = 1;
    s.events.push('power');
  } else endLost(s);
}
