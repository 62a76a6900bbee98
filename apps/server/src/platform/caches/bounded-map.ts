/**
 * A Map that keeps at most `limit` entries, dropping the least recently written one when full (never all of
 * them: a flood of new keys can only push out the oldest, one at a time).
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly limit: number) {}
  get size() {
    return this.entries.size;
  }
  get(key: K): V | undefined {
    return this.entries.get(key);
  }
  set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
  delete(key: K) {
    this.entries.delete(key);
  }
  /** Removes every entry the predicate picks (rare events only: it walks the whole map). */
  deleteWhere(pick: (value: V, key: K) => boolean) {
    for (const [key, value] of this.entries) if (pick(value, key)) this.entries.delete(key);
  }
}
