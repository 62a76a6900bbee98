import { createRng, type Rng } from '../common/random';
import type { SfxName } from '../types';
import { PADS, PATH_LENGTH, placeOnPath } from './map';

// Guardians of the Ocean's rules (tower defence): litter and crabs walk a winding path toward the reef; the player
// spends coins to place and upgrade bubble-blowing guardians on fixed pads beside the path. Eight waves, 180 s.

export const ROUND_SECONDS = 180;
export const WAVES = 8;
export const BUILD_COST = 40;
export const REEF_HEALTH = 10;
export type EnemyKind = 'bag' | 'can' | 'crab' | 'barrel';
const KINDS: Record<EnemyKind, { hp: number; speed: number; harm: number; points: number; coins: number }> = {
  bag: { hp: 2, speed: 80, harm: 1, points: 4, coins: 5 },
  can: { hp: 4, speed: 60, harm: 1, points: 4, coins: 5 },
  crab: { hp: 7, speed: 48, harm: 2, points: 6, coins: 8 },
  barrel: { hp: 18, speed: 36, harm: 3, points: 10, coins: 15 },
};

export interface Enemy {
  kind: EnemyKind;
  d: number;
  hp: number;
  maxHp: number;
  x: number;
  y: number;
}

export interface Shot {
  x: number;
  y: number;
  target: Enemy;
  damage: number;
}

export interface Guardian {
  level: number;
  cooldown: number;
}

export interface TowerState {
  rng: Rng;
  time: number;
  score: number;
  coins: number;
  reef: number;
  wave: number;
  toSpawn: number;
  spawnTimer: number;
  waveBreak: number;
  enemies: Enemy[];
  shots: Shot[];
  towers: (Guardian | null)[];
  selected: number;
  events: SfxName[];
  math: 'none' | 'reef' | 'chest';
  reefAsked: boolean;
  chestAsked: boolean;
  over: boolean;
  won: boolean;
}

/** A fresh round from the session's seed: 100 coins, a whole reef, wave 1 about to start. */
export function createTowers(seed: number): TowerState {
  return {
    rng: createRng(seed),
    time: 0,
    score: 0,
    coins: 100,
    reef: REEF_HEALTH,
    wave: 0,
    toSpawn: 0,
    spawnTimer: 0,
    waveBreak: 4,
    enemies: [],
    shots: [],
    towers: PADS.map(() => null),
    selected: 0,
    events: [],
    math: 'none',
    reefAsked: false,
    chestAsked: false,
    over: false,
    won: false,
  };
}

/** How many enemies a wave sends and how fast they come: both grow each wave. */
export function waveSize(wave: number): number {
  return 6 + wave * 2;
}

function spawnGap(wave: number): number {
  return Math.max(0.55, 1.25 - wave * 0.08);
}

/** The cost to build on a pad (level 0) or upgrade a guardian to the next level; Infinity at the top level. */
export function upgradeCost(level: number): number {
  if (level >= 3) return Number.POSITIVE_INFINITY;
  return level === 0 ? BUILD_COST : 50 * level;
}

/** A guardian's reach and fire rate by level. */
export function guardianStats(level: number): { range: number; reload: number; damage: number } {
  return { range: 130 + level * 20, reload: 1 - level * 0.15, damage: level };
}

/** Builds on the selected pad, or upgrades its guardian, if the coins allow; true when it did. */
export function buildOrUpgrade(s: TowerState, pad = s.selected): boolean {
  if (s.over || s.math !== 'none') return false;
  s.selected = pad;
  const level = s.towers[pad]?.level ?? 0;
  const cost = upgradeCost(level);
  if (s.coins < cost) {
    s.events.push('tap');
    return false;
  }
  s.coins -= cost;
  s.towers[pad] = { level: level + 1, cooldown: 0 };
  s.events.push('power');
  return true;
}

/** Moves the pad selection by steps (keyboard), wrapping around. */
export function selectPad(s: TowerState, steps: number): void {
  s.selected = (s.selected + steps + PADS.length) % PADS.length;
}

function pickKind(s: TowerState): EnemyKind {
  const r = s.rng.next();
  if (s.wave >= 5 && r < 0.08 + s.wave * 0.01) return 'barrel';
  if (s.wave >= 2 && r < 0.35) return 'crab';
  return r < 0.7 ? 'bag' : 'can';
}

function spawn(s: TowerState): void {
  const kind = pickKind(s);
  const hp = Math.round(KINDS[kind].hp * (1 + (s.wave - 1) * 0.18));
  const e: Enemy = { kind, d: 0, hp, maxHp: hp, x: 0, y: 0 };
  placeOnPath(e);
  s.enemies.push(e);
}

/** Advances the round by dt seconds: waves, walkers, guardians' shots, the reef; sounds go to s.events. */
export function stepTowers(s: TowerState, dt: number): void {
  s.events.length = 0;
  if (s.over || s.math !== 'none') return;
  s.time += dt;
  runWaves(s, dt);
  moveEnemies(s, dt);
  fireGuardians(s, dt);
  moveShots(s, dt);
  s.enemies = s.enemies.filter((e) => e.hp > 0 && e.d < PATH_LENGTH);
  if (s.reef <= 0) finish(s, false);
  else if (s.wave >= WAVES && s.toSpawn === 0 && s.enemies.length === 0) finish(s, true);
  else if (s.time >= ROUND_SECONDS) finish(s, true);
}

function runWaves(s: TowerState, dt: number): void {
  if (s.toSpawn > 0) {
    s.spawnTimer -= dt;
    if (s.spawnTimer <= 0) {
      spawn(s);
      s.toSpawn -= 1;
      s.spawnTimer = spawnGap(s.wave);
    }
    return;
  }
  if (s.wave >= WAVES) return;
  s.waveBreak -= dt;
  if (s.waveBreak > 0) return;
  if (s.wave > 0) s.score += 15;
  if (s.wave === 4 && !s.chestAsked) {
    s.chestAsked = true;
    s.math = 'chest';
  }
  s.wave += 1;
  s.toSpawn = waveSize(s.wave);
  s.spawnTimer = 0;
  s.waveBreak = 5;
  s.coins += s.wave > 1 ? 20 : 0;
}

function moveEnemies(s: TowerState, dt: number): void {
  for (const e of s.enemies) {
    e.d += KINDS[e.kind].speed * dt;
    placeOnPath(e);
    if (e.d >= PATH_LENGTH && e.hp > 0) {
      s.reef -= KINDS[e.kind].harm;
      s.events.push('hit');
      if (s.reef <= 4 && s.reef > 0 && !s.reefAsked) {
        s.reefAsked = true;
        s.math = 'reef';
      }
    }
  }
}

function fireGuardians(s: TowerState, dt: number): void {
  s.towers.forEach((g, i) => {
    if (!g) return;
    g.cooldown -= dt;
    if (g.cooldown > 0) return;
    const [px, py] = PADS[i] as [number, number];
    const stats = guardianStats(g.level);
    let best: Enemy | null = null;
    for (const e of s.enemies) {
      if (e.hp > 0 && Math.hypot(e.x - px, e.y - py) <= stats.range && (!best || e.d > best.d)) best = e;
    }
    if (!best) return;
    g.cooldown = stats.reload;
    s.shots.push({ x: px, y: py, target: best, damage: stats.damage });
  });
}

function moveShots(s: TowerState, dt: number): void {
  const step = 520 * dt;
  s.shots = s.shots.filter((shot) => {
    const t = shot.target;
    if (t.hp <= 0 || t.d >= PATH_LENGTH) return false;
    const dist = Math.hypot(t.x - shot.x, t.y - shot.y);
    if (dist > step + 10) {
      shot.x += ((t.x - shot.x) / dist) * step;
      shot.y += ((t.y - shot.y) / dist) * step;
      return true;
    }
    t.hp -= shot.damage;
    if (t.hp <= 0) {
      s.score += KINDS[t.kind].points;
      s.coins += KINDS[t.kind].coins;
      s.events.push('score');
    }
    return false;
  });
}

function finish(s: TowerState, won: boolean): void {
  s.over = true;
  s.won = won;
  if (won) s.score += Math.max(0, s.reef) * 5;
  s.events.push(won ? 'win' : 'lose');
}

/** Applies the math moment's answer: the reef question mends 4 reef, the chest question gives 80 coins. */
export function answerMath(s: TowerState, right: boolean): void {
  if (s.math === 'none') return;
  if (right && s.math === 'reef') s.reef = Math.min(REEF_HEALTH, s.reef + 4);
  if (right && s.math === 'chest') s.coins += 80;
  if (right) s.events.push('power');
  s.math = 'none';
}
