// One hot write as a batched statement (write-batches.ts): per database, what arrives together is sent as one
// prepared statement whose $1 is a JSON array of the writes, each tagged with its place in the batch (`ord`); the
// statement returns rows carrying that `ord`, and each write settles with the outcome read from its own row.
import type { Db } from './client';
import { isEmbedded, preparedRunner } from './prepared';
import { WriteBatches } from './write-batches';

export interface BatchedStatement<I, R, O> {
  /** The statement: $1 is the JSON array, its rows name their write by `ord`. */
  sql: string;
  /** The row a write locks first: one write per key in a batch, a key's writes in the order sent. */
  keyOf: (item: I) => string | number;
  /** A write's values as the statement reads them from the JSON array (snake_case columns). */
  valuesOf: (item: I) => Record<string, unknown>;
  /** A write's outcome from its row (undefined: the statement returned none for it). */
  outcomeOf: (item: I, row: R | undefined) => O;
}

/** The most writes one statement carries. */
const MAX_BATCH = 200;

export function batchedStatement<I, R extends { ord: number | string }, O>(spec: BatchedStatement<I, R, O>) {
  const batchesByDb = new WeakMap<Db, WriteBatches<I, O>>();
  const writerFor = (db: Db) => {
    const run = preparedRunner(db);
    return async (items: I[]) => {
      const batch = items.map((item, ord) => ({ ord, ...spec.valuesOf(item) }));
      const rows = await run<R>(spec.sql, [JSON.stringify(batch)]);
      const byOrd = new Map(rows.map((r) => [Number(r.ord), r]));
      return items.map((item, ord) => spec.outcomeOf(item, byOrd.get(ord)));
    };
  };
  /** Writes one item with the others arriving at the same moment; resolves with its own outcome. */
  return (db: Db, item: I): Promise<O> => {
    let batches = batchesByDb.get(db);
    if (!batches) {
      // Two batches at once on PostgreSQL (two connections); the embedded database runs one at a time.
      batches = new WriteBatches(writerFor(db), {
        concurrency: isEmbedded(db) ? 1 : 2,
        maxBatch: MAX_BATCH,
        keyOf: spec.keyOf,
      });
      batchesByDb.set(db, batches);
    }
    return batches.add(item);
  };
}
