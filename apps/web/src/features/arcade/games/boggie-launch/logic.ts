import { type Block, GROUND, LEVEL_COUNT, levelAt, type Target } from './levels';
import { BALL_R, type Ball, hitBlock, settlePieces } from './physics';

export { BALL_R, type Ball } from './physics';

// Boggie Launch's rules: aim (angle and power), launch Boggie on a gravity arc, smash blocks and pop zap-bugs.
// Blocks and bugs fall when what holds them up is gone; a bug that tumbles down pops too.

export const SLING = { x: 150, y: 400 } as const;
export const SHOTS_PER_LEVEL = 3;
export const ROUND_SECONDS = 175;
export const MIN_ANGLE = 5;
export const MAX_ANGLE = 80;
const GRAVITY = 900;
const MAX_SPEED = 980;
export const POINTS = { bug: 10, block: 2, clear: 15, spareShot: 5 } as const;

export type Phase = 'aim' | 'fly' | 'settle' | 'cleared' | 'ask';
export type LaunchEvent = 'launch' | 'smash' | 'thud' | 'pop' | 'cleared' | 'missed' | 'ask';

export interface LaunchState {
  time: number;
  level: number;
  cleared: number;
  shotsLeft: number;
  /** Degrees above the horizon, and 0..1 of the top speed. */
  angle: number;
  power: number;
  phase: Phase;
  phaseT: number;
  ball: Ball;
  blocks: Block[];
  targets: Target[];
  score: number;
  mathAsks: number;
  /** How the last level ended, for the banner. */
  result: 'cleared' | 'missed' | null;
  over: boolean;
  events: LaunchEvent[];
}

export interface AimInput {
  /** -1..1: lower or raise the angle. */
  turn: number;
  /** -1..1: less or more power. */
  charge: number;
  /** A pointer pull-back sets angle and power at once. */
  setAim: { angle: number; power: number } | null;
  launch: boolean;
}

/** A fresh round at level 1. */
export function createLaunch(): LaunchState {
  const s: LaunchState = {
    time: 0,
    level: 0,
    cleared: 0,
    shotsLeft: SHOTS_PER_LEVEL,
    angle: 30,
    power: 0.45,
    phase: 'aim',
    phaseT: 0,
    ball: { x: SLING.x, y: SLING.y, vx: 0, vy: 0, t: 0 },
    blocks: [],
    targets: [],
    score: 0,
    mathAsks: 0,
    result: null,
    over: false,
    events: [],
  };
  loadLevel(s, 0);
  return s;
}

function loadLevel(s: LaunchState, n: number): void {
  const lvl = levelAt(n);
  s.level = n;
  s.blocks = lvl.blocks;
  s.targets = lvl.targets;
  s.shotsLeft = SHOTS_PER_LEVEL;
  s.result = null;
  resetBall(s);
}

function resetBall(s: LaunchState): void {
  s.phase = 'aim';
  s.phaseT = 0;
  s.ball.x = SLING.x;
  s.ball.y = SLING.y;
  s.ball.vx = 0;
  s.ball.vy = 0;
  s.ball.t = 0;
}

/** The launch velocity for an angle (degrees) and power (0..1). */
export function launchVelocity(angle: number, power: number): { vx: number; vy: number } {
  const a = (angle * Math.PI) / 180;
  const speed = MAX_SPEED * (0.3 + 0.7 * power);
  return { vx: Math.cos(a) * speed, vy: -Math.sin(a) * speed };
}

/** Where the ball would be after t seconds of free flight from the sling (for the aiming dots). */
export function previewPoint(angle: number, power: number, t: number): { x: number; y: number } {
  const v = launchVelocity(angle, power);
  return { x: SLING.x + v.vx * t, y: SLING.y + v.vy * t + 0.5 * GRAVITY * t * t };
}

/** Advances the round by dt seconds. */
export function stepLaunch(s: LaunchState, dt: number, input: AimInput): void {
  s.events.length = 0;
  if (s.over || s.phase === 'ask') return;
  s.time += dt;
  s.phaseT += dt;
  if (s.phase === 'aim') aim(s, dt, input);
  else if (s.phase === 'fly') fly(s, dt);
  const moving = settlePieces(s.blocks, s.targets, dt, (t) => popTarget(s, t));
  if (s.phase === 'settle' && s.phaseT > 0.9 && !moving) judgeShot(s);
  if (s.phase === 'cleared' && s.phaseT > 1.6) {
    if (s.level + 1 >= LEVEL_COUNT) s.over = true;
    else loadLevel(s, s.level + 1);
  }
  if (s.time >= ROUND_SECONDS) s.over = true;
}

function aim(s: LaunchState, dt: number, input: AimInput): void {
  if (input.setAim) {
    s.angle = input.setAim.angle;
    s.power = input.setAim.power;
  }
  s.angle = Math.max(MIN_ANGLE, Math.min(MAX_ANGLE, s.angle + input.turn * 45 * dt));
  s.power = Math.max(0, Math.min(1, s.power + input.charge * 0.6 * dt));
  if (!input.launch || s.shotsLeft <= 0) return;
  const v = launchVelocity(s.angle, s.power);
  s.ball.vx = v.vx;
  s.ball.vy = v.vy;
  s.shotsLeft -= 1;
  s.phase = 'fly';
  s.phaseT = 0;
  s.events.push('launch');
}

function fly(s: LaunchState, dt: number): void {
  const b = s.ball;
  b.t += dt;
  b.vy += GRAVITY * dt;
  b.x += b.vx * dt;
  b.y += b.vy * dt;
  for (const block of s.blocks) {
    if (!block.alive) continue;
    const contact = hitBlock(b, block);
    if (contact === 'smash') s.score += POINTS.block;
    if (contact) s.events.push(contact);
  }
  for (const t of s.targets) {
    if (t.alive && (t.x - b.x) ** 2 + (t.y - b.y) ** 2 < (t.r + BALL_R) ** 2) popTarget(s, t);
  }
  if (b.y + BALL_R > GROUND) {
    b.y = GROUND - BALL_R;
    b.vy = Math.abs(b.vy) < 120 ? 0 : -b.vy * 0.35;
    b.vx *= 0.75;
  }
  if (b.vy === 0 && b.y >= GROUND - BALL_R - 0.5) b.vx *= Math.max(0, 1 - 3 * dt);
  const stopped = Math.hypot(b.vx, b.vy) < 35 && b.t > 0.4;
  if (stopped || b.x > 1010 || b.x < -60 || b.t > 6) {
    s.phase = 'settle';
    s.phaseT = 0;
  }
}

function popTarget(s: LaunchState, t: Target): void {
  t.alive = false;
  s.score += POINTS.bug;
  s.events.push('pop');
}

function judgeShot(s: LaunchState): void {
  if (s.targets.every((t) => !t.alive)) {
    s.cleared += 1;
    s.score += POINTS.clear + POINTS.spareShot * s.shotsLeft;
    s.phase = 'cleared';
    s.phaseT = 0;
    s.result = 'cleared';
    s.events.push('cleared');
    return;
  }
  if (s.shotsLeft > 0) {
    resetBall(s);
    return;
  }
  if (s.mathAsks < 2) {
    s.mathAsks += 1;
    s.phase = 'ask';
    s.events.push('ask');
    return;
  }
  missLevel(s);
}

function missLevel(s: LaunchState): void {
  s.events.push('missed');
  s.result = 'missed';
  s.phase = 'cleared';
  s.phaseT = 0;
}

/** The math moment's answer: right gives one more shot at this level, wrong moves on to the next level. */
export function answerMath(s: LaunchState, correct: boolean): void {
  if (s.phase !== 'ask') return;
  if (correct) {
    s.shotsLeft = 1;
    resetBall(s);
  } else missLevel(s);
}
