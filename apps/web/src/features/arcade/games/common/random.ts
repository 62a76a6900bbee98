import { seededRandom } from '@clearsheets/shared';

// The games' seeded numbers (the shared mulberry32), so a round replays exactly from the session's seed.

/** A deterministic source of numbers in [0, 1), plus the helpers games need most. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/** Makes a seeded generator: the same seed always gives the same sequence, so rounds are replayable in tests. */
export function createRng(seed: number): Rng {
  const next = seededRandom(Math.floor(seed) ^ 0x9e3779b9);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
  };
}
