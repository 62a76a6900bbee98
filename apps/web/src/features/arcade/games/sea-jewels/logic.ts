import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Sea Jewels' rules (match-three): swap two neighbouring jewels to line up three or more of a kind; they clear,
// the jewels above fall and new ones drop in, and cascades score more. A new kind joins every 150 points, making
// matches rarer. Reach the goal before the 120-second clock runs out.

export const SIZE = 8;
export const ROUND_SECONDS = 120;
export const GOAL = 250;
export const JEWEL_POINTS = 2;
export const MOVE_CAP = 30;
const CLEAR_TIME = 0.25;
const FALL_TIME = 0.28;

export type Phase = 'idle' | 'clear' | 'fall';

export interface JewelState {
  rng: Rng;
  time: number;
  limit: number;
  score: number;
  kinds: number;
  grid: number[];
  /** How many rows each cell's jewel fell in the last collapse, for the drop animation. */
  drop: number[];
  clearing: boolean[];
  phase: Phase;
  phaseTime: number;
  chain: number;
  moveScore: number;
  cursor: number;
  selected: number | null;
  idleFor: number;
  events: SfxName[];
  needMath: boolean;
  mathUsed: boolean;
  over: boolean;
  won: boolean;
}

/** A fresh board from the session's seed, with no ready-made matches and at least one possible move. */
export function createJewels(seed: number): JewelState {
  const s: JewelState = {
    rng: createRng(seed),
    time: 0,
    limit: ROUND_SECONDS,
    score: 0,
    kinds: 5,
    grid: new Array(SIZE * SIZE).fill(-1),
    drop: new Array(SIZE * SIZE).fill(0),
    clearing: new Array(SIZE * SIZE).fill(false),
    phase: 'idle',
    phaseTime: 0,
    chain: 0,
    moveScore: 0,
    cursor: 27,
    selected: null,
    idleFor: 0,
    events: [],
    needMath: false,
    mathUsed: false,
    over: false,
    won: false,
  };
  deal(s);
  return s;
}

/** Fills the board afresh, avoiding ready-made lines, until a move exists. */
export function deal(s: JewelState): void {
  do {
    for (let i = 0; i < SIZE * SIZE; i++) {
      let kind = s.rng.int(0, s.kinds - 1);
      while (makesLine(s.grid, i, kind)) kind = (kind + 1) % s.kinds;
      s.grid[i] = kind;
    }
  } while (!findMove(s.grid));
}

function makesLine(grid: number[], i: number, kind: number): boolean {
  const col = i % SIZE;
  const left = col >= 2 && grid[i - 1] === kind && grid[i - 2] === kind;
  const up = i >= 2 * SIZE && grid[i - SIZE] === kind && grid[i - 2 * SIZE] === kind;
  return left || up;
}

/** Marks every jewel in a line of three or more; returns how many. */
export function markMatches(grid: number[], marks: boolean[]): number {
  marks.fill(false);
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const i = r * SIZE + c;
      const kind = grid[i];
      if (kind === undefined || kind < 0) continue;
      if (c <= SIZE - 3 && grid[i + 1] === kind && grid[i + 2] === kind) marks[i] = marks[i + 1] = marks[i + 2] = true;
      if (r <= SIZE - 3 && grid[i + SIZE] === kind && grid[i + 2 * SIZE] === kind) {
        marks[i] = marks[i + SIZE] = marks[i + 2 * SIZE] = true;
      }
    }
  }
  return marks.filter(Boolean).length;
}

function swapCells(grid: number[], a: number, b: number): void {
  const t = grid[a] as number;
  grid[a] = grid[b] as number;
  grid[b] = t;
}

/** True when a and b are side by side on the board. */
export function adjacent(a: number, b: number): boolean {
  const sameRow = Math.floor(a / SIZE) === Math.floor(b / SIZE);
  return (Math.abs(a - b) === 1 && sameRow) || Math.abs(a - b) === SIZE;
}

const scratch: boolean[] = new Array(SIZE * SIZE).fill(false);

/** A swap that would make a line, or null when the board is stuck (used for hints and reshuffles). */
export function findMove(grid: number[]): [number, number] | null {
  for (let i = 0; i < SIZE * SIZE; i++) {
    for (const j of [i + 1, i + SIZE]) {
      if (j >= SIZE * SIZE || !adjacent(i, j)) continue;
      swapCells(grid, i, j);
      const found = markMatches(grid, scratch) > 0;
      swapCells(grid, i, j);
      if (found) return [i, j];
    }
  }
  return null;
}

/** Tries to swap two neighbouring jewels; a swap that makes no line is undone. True when it made a line. */
export function trySwap(s: JewelState, a: number, b: number): boolean {
  if (s.over || s.needMath || s.phase !== 'idle' || !adjacent(a, b)) return false;
  s.selected = null;
  s.idleFor = 0;
  swapCells(s.grid, a, b);
  if (markMatches(s.grid, s.clearing) === 0) {
    swapCells(s.grid, a, b);
    s.events.push('tap');
    return false;
  }
  s.cursor = b;
  s.chain = 1;
  s.moveScore = 0;
  s.phase = 'clear';
  s.phaseTime = 0;
  s.events.push('score');
  return true;
}

/** Keyboard/touch selection: picks a jewel, or swaps with the picked one when they are neighbours. */
export function choose(s: JewelState, i: number): void {
  if (s.over || s.phase !== 'idle') return;
  s.cursor = i;
  if (s.selected === null || s.selected === i) s.selected = s.selected === i ? null : i;
  else if (adjacent(s.selected, i)) trySwap(s, s.selected, i);
  else s.selected = i;
}

/** Moves the cursor; with a jewel picked, the arrow swaps it that way instead. */
export function arrow(s: JewelState, dx: number, dy: number): void {
  const col = (s.cursor % SIZE) + dx;
  const row = Math.floor(s.cursor / SIZE) + dy;
  if (col < 0 || col >= SIZE || row < 0 || row >= SIZE) return;
  const next = row * SIZE + col;
  if (s.selected !== null) trySwap(s, s.selected, next);
  else s.cursor = next;
}

/** Advances the clock and the clear/fall animations by dt seconds; sounds go to s.events. */
export function stepJewels(s: JewelState, dt: number): void {
  s.events.length = 0;
  if (s.over || s.needMath) return;
  s.time += dt;
  s.phaseTime += dt;
  if (s.phase === 'idle') s.idleFor += dt;
  if (s.phase === 'clear' && s.phaseTime >= CLEAR_TIME) collapse(s);
  else if (s.phase === 'fall' && s.phaseTime >= FALL_TIME) settle(s);
  if (!s.mathUsed && s.limit - s.time <= 30) {
    s.mathUsed = true;
    s.needMath = true;
  } else if (s.time >= s.limit && s.phase === 'idle') {
    s.over = true;
    s.won = s.score >= GOAL;
    s.events.push(s.won ? 'win' : 'lose');
  }
}

function collapse(s: JewelState): void {
  const cleared = s.clearing.filter(Boolean).length;
  const points = Math.min(cleared * JEWEL_POINTS * Math.min(s.chain, 3), MOVE_CAP - s.moveScore);
  s.moveScore += points;
  s.score += points;
  s.drop.fill(0);
  for (let c = 0; c < SIZE; c++) {
    let write = SIZE - 1;
    for (let r = SIZE - 1; r >= 0; r--) {
      const i = r * SIZE + c;
      if (s.clearing[i]) continue;
      const to = write * SIZE + c;
      s.grid[to] = s.grid[i] as number;
      s.drop[to] = write - r;
      write--;
    }
    for (let r = write; r >= 0; r--) {
      s.grid[r * SIZE + c] = s.rng.int(0, s.kinds - 1);
      s.drop[r * SIZE + c] = write + 1;
    }
  }
  s.clearing.fill(false);
  s.phase = 'fall';
  s.phaseTime = 0;
}

function settle(s: JewelState): void {
  s.drop.fill(0);
  if (markMatches(s.grid, s.clearing) > 0) {
    s.chain += 1;
    s.phase = 'clear';
    s.phaseTime = 0;
    s.events.push('power');
    return;
  }
  s.phase = 'idle';
  s.phaseTime = 0;
  s.idleFor = 0;
  s.kinds = Math.min(7, 5 + Math.floor(s.score / 150));
  if (!findMove(s.grid)) deal(s);
}

/** Applies the math moment's answer (at 30 s left): right adds 20 seconds. */
export function answerMath(s: JewelState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  if (right) {
    s.limit += 20;
    s.events.push('power');
  }
}
