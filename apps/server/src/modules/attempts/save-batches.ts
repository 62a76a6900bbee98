// Group commit for answer saves. At 8:00 a school's students save faster than one statement per save can be
// run: each statement costs the server a driver round trip and the database a plan, a snapshot and a commit,
// which is most of what a save costs (docs/decisions/0045). Saves that arrive while earlier ones are being
// written wait and go together in the next statement, so under load one statement carries many saves and at
// a quiet moment a save is written at once, alone, with no added wait.
//
// A batch holds at most one save per attempt, and an attempt with a save being written has its next save wait
// for it: a student's saves reach the database one at a time in the order sent (the statement's clientSeq
// checks decide anyway), and two batches never want the same attempt row, so they cannot deadlock each other.

export interface BatchItem {
  attemptId: number;
}

/** Writes a batch and returns one outcome per item, in the items' order. */
export type WriteBatch<I extends BatchItem, O> = (items: I[]) => Promise<O[]>;

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

export interface SaveBatchOptions {
  /** Batches written at the same time (connections used): 1 on the embedded database, which runs one at a time. */
  concurrency: number;
  /** The most saves one statement carries. */
  maxBatch: number;
}

export class SaveBatches<I extends BatchItem, O> {
  private queue: Waiting<I, O>[] = [];
  private running = 0;
  private readonly writing = new Set<number>();

  constructor(
    private readonly write: WriteBatch<I, O>,
    private readonly options: SaveBatchOptions,
  ) {}

  save(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  /** Saves waiting for a statement (for tests and the bench). */
  get waiting() {
    return this.queue.length;
  }

  private pump() {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running += 1;
      for (const w of batch) this.writing.add(w.item.attemptId);
      void this.run(batch).finally(() => {
        this.running -= 1;
        for (const w of batch) this.writing.delete(w.item.attemptId);
        this.pump();
      });
    }
  }

  /** The oldest waiting saves, one per attempt, none of an attempt being written; the rest keep their order. */
  private take() {
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const inBatch = new Set<number>();
    for (const w of this.queue) {
      const id = w.item.attemptId;
      if (batch.length < this.options.maxBatch && !this.writing.has(id) && !inBatch.has(id)) {
        batch.push(w);
        inBatch.add(id);
      } else rest.push(w);
    }
    this.queue = rest;
    // Attempt rows locked in one order by every batch.
    return batch.sort((a, b) => a.item.attemptId - b.item.attemptId);
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
      // One save's trouble (a deadlock with another writer, a value the database refused) must not fail the
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
