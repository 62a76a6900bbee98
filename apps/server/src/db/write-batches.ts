// Group commit for the hot writes (answer saves, live-lesson answers). At 8:00 a school's students save faster
// than one statement per save can be run: each statement costs the server a driver round trip and the database a
// plan, a snapshot and a commit, which is most of what a save costs (docs/decisions/0045). Writes that arrive
// while earlier ones are being written wait and go together in the next statement, so under load one statement
// carries many and at a quiet moment a write goes at once, alone, with no added wait.
//
// A batch holds at most one write per key (the row it locks first: an attempt, a student's place in a lesson),
// and a key with a write in flight has its next write wait for it: one person's writes reach the database one at
// a time in the order sent, an upsert never meets its own row twice in one statement, and two batches never want
// the same row, so they cannot deadlock each other.

/** Writes a batch and returns one outcome per item, in the items' order. */
export type WriteBatch<I, O> = (items: I[]) => Promise<O[]>;

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

export interface WriteBatchOptions<I> {
  /** Batches written at the same time (connections used): 1 on the embedded database, which runs one at a time. */
  concurrency: number;
  /** The most writes one statement carries. */
  maxBatch: number;
  /** The row a write locks first; writes with the same key never share a batch and keep their order. */
  keyOf: (item: I) => string | number;
}

export class WriteBatches<I, O> {
  private queue: Waiting<I, O>[] = [];
  private running = 0;
  private readonly writing = new Set<string | number>();

  constructor(
    private readonly write: WriteBatch<I, O>,
    private readonly options: WriteBatchOptions<I>,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  /** Writes waiting for a statement. */
  get waiting() {
    return this.queue.length;
  }

  private pump() {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running += 1;
      for (const w of batch) this.writing.add(this.options.keyOf(w.item));
      void this.run(batch).finally(() => {
        this.running -= 1;
        for (const w of batch) this.writing.delete(this.options.keyOf(w.item));
        this.pump();
      });
    }
  }

  /** The oldest waiting writes, one per key, none of a key being written; the rest keep their order. */
  private take() {
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const inBatch = new Set<string | number>();
    for (const w of this.queue) {
      const id = this.options.keyOf(w.item);
      if (batch.length < this.options.maxBatch && !this.writing.has(id) && !inBatch.has(id)) {
        batch.push(w);
        inBatch.add(id);
      } else rest.push(w);
    }
    this.queue = rest;
    // Rows locked in one order by every batch.
    return batch.sort((a, b) => {
      const [x, y] = [this.options.keyOf(a.item), this.options.keyOf(b.item)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }

  private async run(batch: Waiting<I, O>[]) {
    try {
      const outcomes = await this.write(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(outcomes[i]!);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One write's trouble (a deadlock with another writer, a value the database refused) must not fail the
      // others: each is written again on its own and settles with its own outcome.
      await Promise.all(
        batch.map((w) =>
          this.write([w.item]).then(
            ([outcome]) => w.resolve(outcome!),
            (e: unknown) => w.reject(e),
          ),
        ),
      );
    }
  }
}
