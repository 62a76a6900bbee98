// The one seeded generator (mulberry32): the worksheet library's number variations, the games' rounds and their
// math moments each replay exactly from a seed.

/** Numbers in [0, 1) from a seed: the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
