// Two bounded caches on purpose: `Lru` keeps what is read often (hot-path look-ups; it may drop half its
// entries at once), `BoundedMap` (bounded-map.ts) evicts strictly one oldest entry at a time (security
// counters, which a flood of new keys must never clear).
/**
 * A bounded cache that keeps what was used recently: two generations, the young one taking every insert and
 * every hit promoted from the old one; when the young one is full it becomes the old one and the old one is
 * dropped. O(1) without reordering a Map on every hit (a delete and a set per read showed up in profiles).
 * Holds at most `limit` entries.
 */
export class Lru<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  constructor(private readonly limit: number) {}
  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const older = this.old.get(key);
    if (older !== undefined) {
      this.old.delete(key);
      this.insert(key, older);
    }
    return older;
  }
  set(key: K, value: V) {
    this.old.delete(key);
    this.insert(key, value);
  }
  delete(key: K) {
    this.young.delete(key);
    this.old.delete(key);
  }
  private insert(key: K, value: V) {
    this.young.set(key, value);
    if (this.young.size >= Math.max(1, this.limit / 2)) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}
