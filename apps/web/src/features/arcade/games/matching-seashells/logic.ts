import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Matching Seashells' rules (memory match): flip two cards at a time to find pairs of sea treasures, on three
// boards of growing size, against a 150-second clock. Matching the pearl pair opens a math question (+15 s).

export const BOARDS: readonly { cols: number; rows: number }[] = [
  { cols: 4, rows: 3 },
  { cols: 4, rows: 4 },
  { cols: 5, rows: 4 },
];
export const ROUND_SECONDS = 150;
export const PAIR_POINTS = 10;
export const BOARD_BONUS = 20;
export const PEARL = 0;
export const KINDS = 10;
const MATCH_LOCK = 0.8;
const MISS_LOCK = 1;

export interface Card {
  kind: number;
  up: boolean;
  matched: boolean;
  /** 0 face down .. 1 face up, eased toward `up` for the flip animation. */
  shown: number;
}

export interface MemoryState {
  rng: Rng;
  time: number;
  limit: number;
  score: number;
  board: number;
  cols: number;
  rows: number;
  cards: Card[];
  picked: number[];
  lock: number;
  nextBoardIn: number;
  streak: number;
  cursor: number;
  events: SfxName[];
  needMath: boolean;
  mathCount: number;
  over: boolean;
  won: boolean;
}

/** A fresh round from the session's seed, on the first board. */
export function createMemory(seed: number): MemoryState {
  const s: MemoryState = {
    rng: createRng(seed),
    time: 0,
    limit: ROUND_SECONDS,
    score: 0,
    board: 0,
    cols: 0,
    rows: 0,
    cards: [],
    picked: [],
    lock: 0,
    nextBoardIn: 0,
    streak: 0,
    cursor: 0,
    events: [],
    needMath: false,
    mathCount: 0,
    over: false,
    won: false,
  };
  dealBoard(s, 0);
  return s;
}

/** Deals board b: its pairs (always including the pearl pair), shuffled with the round's seed. */
export function dealBoard(s: MemoryState, b: number): void {
  const size = BOARDS[b] ?? BOARDS[0]!;
  const pairs = (size.cols * size.rows) / 2;
  const kinds = [PEARL];
  const others = Array.from({ length: KINDS - 1 }, (_, i) => i + 1);
  shuffle(s.rng, others);
  kinds.push(...others.slice(0, pairs - 1));
  const deck = [...kinds, ...kinds];
  shuffle(s.rng, deck);
  s.board = b;
  s.cols = size.cols;
  s.rows = size.rows;
  s.cards = deck.map((kind) => ({ kind, up: false, matched: false, shown: 0 }));
  s.picked = [];
  s.cursor = Math.min(s.cursor, s.cards.length - 1);
}

function shuffle<T>(rng: Rng, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}

/** Moves the keyboard cursor across the grid, staying on it. */
export function moveCursor(s: MemoryState, dx: number, dy: number): void {
  const col = Math.max(0, Math.min(s.cols - 1, (s.cursor % s.cols) + dx));
  const row = Math.max(0, Math.min(s.rows - 1, Math.floor(s.cursor / s.cols) + dy));
  s.cursor = row * s.cols + col;
}

/** Flips a card face up (the cursor's by default); the second flip of a turn decides match or miss. */
export function flip(s: MemoryState, index = s.cursor): boolean {
  const card = s.cards[index];
  if (!card || s.over || s.needMath || s.lock > 0 || s.nextBoardIn > 0 || card.up || card.matched) return false;
  s.cursor = index;
  card.up = true;
  s.picked.push(index);
  s.events.push('tap');
  if (s.picked.length === 2) judge(s);
  return true;
}

function judge(s: MemoryState): void {
  const [a, b] = s.picked.map((i) => s.cards[i] as Card) as [Card, Card];
  if (a.kind !== b.kind) {
    s.streak = 0;
    s.lock = MISS_LOCK;
    return;
  }
  a.matched = true;
  b.matched = true;
  s.picked = [];
  s.score += PAIR_POINTS + Math.min(s.streak, 1) * 2;
  s.streak += 1;
  s.lock = MATCH_LOCK;
  s.events.push('score');
  if (s.cards.every((c) => c.matched)) {
    s.score += BOARD_BONUS;
    s.events.push('power');
    if (s.board + 1 >= BOARDS.length) {
      finish(s, true);
      return;
    }
    s.nextBoardIn = 1.4;
  }
  if (a.kind === PEARL && s.mathCount < 2) s.needMath = true;
}

/** Advances the clock, the locks and the flip animations by dt seconds. */
export function stepMemory(s: MemoryState, dt: number): void {
  s.events.length = 0;
  for (const c of s.cards) {
    const target = c.up || c.matched ? 1 : 0;
    c.shown += Math.sign(target - c.shown) * Math.min(Math.abs(target - c.shown), dt * 6);
  }
  if (s.over || s.needMath) return;
  s.time += dt;
  if (s.lock > 0) {
    s.lock -= dt;
    if (s.lock <= 0 && s.picked.length === 2) {
      for (const i of s.picked) (s.cards[i] as Card).up = false;
      s.picked = [];
    }
  }
  if (s.nextBoardIn > 0) {
    s.nextBoardIn -= dt;
    if (s.nextBoardIn <= 0) dealBoard(s, s.board + 1);
  }
  if (s.time >= s.limit) finish(s, false);
}

function finish(s: MemoryState, won: boolean): void {
  s.over = true;
  s.won = won;
  if (won) s.score += Math.min(40, Math.floor((s.limit - s.time) / 2));
  s.events.push(won ? 'win' : 'lose');
}

/** Applies the math moment's answer (after the pearl pair): right adds 15 seconds to the clock. */
export function answerMath(s: MemoryState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  s.mathCount += 1;
  if (right) {
    s.limit += 15;
    s.events.push('power');
  }
}
