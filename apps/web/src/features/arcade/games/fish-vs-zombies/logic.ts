import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';

// Fish VS Zombies' rules (lane defence): zombie-fish swim in from the right along five lanes; the player spends
// pearls to place pearl clams (make pearls), bubble fish (shoot) and puffers (block). A lane's clam guard snaps
// once; a zombie reaching the shore after that ends the round. Survive 120 s to win.

export const LANES = 5;
export const COLS = 9;
export const GRID_X = 90;
export const GRID_Y = 44;
export const CELL = 88;
export const ROUND_SECONDS = 120;
export const SHORE_X = 70;

export type FishKind = 'clam' | 'shooter' | 'puffer';
export const FISH: Record<FishKind, { cost: number; hp: number; name: string }> = {
  clam: { cost: 50, hp: 4, name: 'Pearl clam' },
  shooter: { cost: 75, hp: 4, name: 'Bubble fish' },
  puffer: { cost: 50, hp: 16, name: 'Puffer wall' },
};
export const KIND_ORDER: FishKind[] = ['shooter', 'clam', 'puffer'];

type ZombieKind = 'zombie' | 'bucket' | 'fast';
const ZOMBIES: Record<ZombieKind, { hp: number; speed: number; points: number }> = {
  zombie: { hp: 6, speed: 17, points: 5 },
  bucket: { hp: 14, speed: 14, points: 8 },
  fast: { hp: 4, speed: 30, points: 5 },
};

export interface Defender {
  kind: FishKind;
  hp: number;
  timer: number;
}
export interface Zombie {
  kind: ZombieKind;
  lane: number;
  x: number;
  hp: number;
  maxHp: number;
  biting: boolean;
}
export interface Shot {
  lane: number;
  x: number;
}

export interface LaneState {
  rng: Rng;
  time: number;
  score: number;
  pearls: number;
  pearlTimer: number;
  spawnTimer: number;
  finalWave: number;
  grid: (Defender | null)[];
  zombies: Zombie[];
  shots: Shot[];
  guards: boolean[];
  cursor: { col: number; lane: number };
  kind: FishKind;
  events: SfxName[];
  needMath: boolean;
  mathLane: number;
  mathUsed: boolean;
  over: boolean;
  won: boolean;
}

/** A fresh round from the session's seed: 100 pearls, all clam guards ready. */
export function createLanes(seed: number): LaneState {
  return {
    rng: createRng(seed),
    time: 0,
    score: 0,
    pearls: 100,
    pearlTimer: 0,
    spawnTimer: 10,
    finalWave: 8,
    grid: new Array(LANES * COLS).fill(null),
    zombies: [],
    shots: [],
    guards: new Array(LANES).fill(true),
    cursor: { col: 1, lane: 2 },
    kind: 'shooter',
    events: [],
    needMath: false,
    mathLane: -1,
    mathUsed: false,
    over: false,
    won: false,
  };
}

/** The centre of a lane on screen (y) and of a column (x). */
export const laneY = (lane: number): number => GRID_Y + lane * CELL + CELL / 2;
export const colX = (col: number): number => GRID_X + col * CELL + CELL / 2;

/** Moves the keyboard cursor by one cell, staying on the grid. */
export function moveCursor(s: LaneState, dCol: number, dLane: number): void {
  s.cursor.col = Math.max(0, Math.min(COLS - 1, s.cursor.col + dCol));
  s.cursor.lane = Math.max(0, Math.min(LANES - 1, s.cursor.lane + dLane));
}

/** Places the chosen fish on a free cell if the pearls allow; true when placed. */
export function place(s: LaneState, col = s.cursor.col, lane = s.cursor.lane): boolean {
  if (s.over || s.needMath) return false;
  s.cursor.col = col;
  s.cursor.lane = lane;
  const i = lane * COLS + col;
  const spec = FISH[s.kind];
  if (s.grid[i] || s.pearls < spec.cost) {
    s.events.push('tap');
    return false;
  }
  s.pearls -= spec.cost;
  s.grid[i] = { kind: s.kind, hp: spec.hp, timer: s.kind === 'clam' ? 6 : 0.5 };
  s.events.push('jump');
  return true;
}

/** The zombies' spawn gap: long at first, shorter as the round goes on. */
export function spawnGap(time: number): number {
  return Math.max(2.6, 9 - time * 0.06);
}

/** Advances the round by dt seconds; sounds go to s.events. */
export function stepLanes(s: LaneState, dt: number): void {
  s.events.length = 0;
  if (s.over || s.needMath) return;
  s.time += dt;
  s.pearlTimer += dt;
  if (s.pearlTimer >= 6) {
    s.pearlTimer -= 6;
    s.pearls += 15;
  }
  spawnZombies(s, dt);
  actDefenders(s, dt);
  moveShots(s, dt);
  moveZombies(s, dt);
  s.zombies = s.zombies.filter((z) => z.hp > 0);
  if (!s.over && s.time >= ROUND_SECONDS) {
    s.over = true;
    s.won = true;
    s.score += 30;
    s.events.push('win');
  }
}

function spawnZombies(s: LaneState, dt: number): void {
  s.spawnTimer -= dt;
  if (s.spawnTimer > 0) return;
  const late = s.time > ROUND_SECONDS - 20 && s.finalWave > 0;
  if (late) s.finalWave -= 1;
  s.spawnTimer = late ? 1.2 : spawnGap(s.time);
  const r = s.rng.next();
  const kind: ZombieKind = s.time > 70 && r < 0.25 ? 'fast' : s.time > 40 && r < 0.5 ? 'bucket' : 'zombie';
  const hp = ZOMBIES[kind].hp;
  s.zombies.push({ kind, lane: s.rng.int(0, LANES - 1), x: 990, hp, maxHp: hp, biting: false });
}

function zombieAhead(s: LaneState, lane: number, x: number): boolean {
  return s.zombies.some((z) => z.lane === lane && z.x > x && z.x < 960 && z.hp > 0);
}

function actDefenders(s: LaneState, dt: number): void {
  s.grid.forEach((d, i) => {
    if (!d) return;
    const lane = Math.floor(i / COLS);
    const x = colX(i % COLS);
    d.timer -= dt;
    if (d.timer > 0) return;
    if (d.kind === 'clam') {
      s.pearls += 25;
      d.timer = 9;
      s.events.push('score');
    } else if (d.kind === 'shooter' && zombieAhead(s, lane, x)) {
      s.shots.push({ lane, x: x + 30 });
      d.timer = 1.4;
    }
  });
}

function moveShots(s: LaneState, dt: number): void {
  s.shots = s.shots.filter((shot) => {
    shot.x += 320 * dt;
    if (shot.x > 980) return false;
    const z = s.zombies.find((zz) => zz.lane === shot.lane && zz.hp > 0 && Math.abs(zz.x - shot.x) < 26);
    if (!z) return true;
    z.hp -= 1;
    if (z.hp <= 0) {
      s.score += ZOMBIES[z.kind].points;
      s.events.push('score');
    } else s.events.push('tap');
    return false;
  });
}

function moveZombies(s: LaneState, dt: number): void {
  for (const z of s.zombies) {
    if (z.hp <= 0) continue;
    const col = Math.floor((z.x - 30 - GRID_X) / CELL);
    const target = col >= 0 && col < COLS ? s.grid[z.lane * COLS + col] : null;
    z.biting = !!target && Math.abs(colX(col) - (z.x - 30)) < CELL / 2;
    if (z.biting && target) {
      target.hp -= dt;
      if (target.hp <= 0) {
        s.grid[z.lane * COLS + col] = null;
        s.events.push('hit');
      }
    } else z.x -= ZOMBIES[z.kind].speed * dt;
    if (z.x < SHORE_X) reachShore(s, z.lane);
    if (s.over || s.needMath) return;
  }
}

function clearLane(s: LaneState, lane: number): void {
  for (const z of s.zombies) {
    if (z.lane !== lane || z.hp <= 0 || z.x > 960) continue;
    z.hp = 0;
  }
}

function reachShore(s: LaneState, lane: number): void {
  if (s.guards[lane]) {
    s.guards[lane] = false;
    clearLane(s, lane);
    s.events.push('power');
  } else if (!s.mathUsed) {
    s.needMath = true;
    s.mathLane = lane;
    s.events.push('hit');
  } else {
    s.over = true;
    s.won = false;
    s.events.push('lose');
  }
}

/** Applies the math moment's answer: right clears the lane and gives its clam guard back; wrong loses the round. */
export function answerMath(s: LaneState, right: boolean): void {
  if (!s.needMath) return;
  s.needMath = false;
  s.mathUsed = true;
  if (right) {
    clearLane(s, s.mathLane);
    s.guards[s.mathLane] = true;
    s.events.push('power');
  } else {
    s.over = true;
    s.won = false;
    s.events.push('lose');
  }
}
