import { describe, expect, it } from 'vitest';
import { WriteBatches } from './write-batches';

interface Item {
  attemptId: number;
  seq: number;
}
const keyOf = (i: Item) => i.attemptId;

/** A writer that holds each batch until released, recording what each statement would carry. */
function heldWriter(fail?: (items: Item[]) => boolean) {
  const batches: Item[][] = [];
  const releases: (() => void)[] = [];
  const write = (items: Item[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() =>
        fail?.(items) ? reject(new Error('refused')) : resolve(items.map((i) => `${i.attemptId}:${i.seq}`)),
      );
    });
  };
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { batches, write, releaseAll };
}

describe('answer saves written in batches', () => {
  it('writes a save at once when nothing else is being written, and gathers the ones that arrive meanwhile', async () => {
    const w = heldWriter();
    const batches = new WriteBatches(w.write, { concurrency: 1, maxBatch: 100, keyOf });
    const first = batches.add({ attemptId: 1, seq: 1 });
    expect(w.batches).toEqual([[{ attemptId: 1, seq: 1 }]]);
    const later = [2, 3, 4].map((attemptId) => batches.add({ attemptId, seq: 1 }));
    expect(batches.waiting).toBe(3);
    await w.releaseAll();
    expect(await first).toBe('1:1');
    expect(await Promise.all(later)).toEqual(['2:1', '3:1', '4:1']);
    expect(w.batches[1]).toHaveLength(3);
  });

  it("keeps one save per attempt in a batch and a student's saves in the order sent", async () => {
    const w = heldWriter();
    const batches = new WriteBatches(w.write, { concurrency: 2, maxBatch: 100, keyOf });
    const saves = [
      batches.add({ attemptId: 7, seq: 1 }),
      batches.add({ attemptId: 7, seq: 2 }),
      batches.add({ attemptId: 5, seq: 1 }),
      batches.add({ attemptId: 7, seq: 3 }),
    ];
    await w.releaseAll();
    expect(await Promise.all(saves)).toEqual(['7:1', '7:2', '5:1', '7:3']);
    for (const batch of w.batches) expect(new Set(batch.map((i) => i.attemptId)).size).toBe(batch.length);
    const sevens = w.batches.flat().filter((i) => i.attemptId === 7);
    expect(sevens.map((i) => i.seq)).toEqual([1, 2, 3]);
  });

  it('writes no more than maxBatch saves in one statement', async () => {
    const w = heldWriter();
    const batches = new WriteBatches(w.write, { concurrency: 1, maxBatch: 3, keyOf });
    const saves = Array.from({ length: 8 }, (_, i) => batches.add({ attemptId: i + 1, seq: 1 }));
    await w.releaseAll();
    await Promise.all(saves);
    expect(w.batches.map((b) => b.length)).toEqual([1, 3, 3, 1]);
  });

  it("writes each save of a refused batch on its own, so one save's trouble fails only that save", async () => {
    const w = heldWriter((items) => items.some((i) => i.attemptId === 3));
    const batches = new WriteBatches(w.write, { concurrency: 1, maxBatch: 100, keyOf });
    const first = batches.add({ attemptId: 9, seq: 1 });
    const rest = [2, 3, 4].map((attemptId) => batches.add({ attemptId, seq: 1 }).catch((e: Error) => e.message));
    await w.releaseAll();
    await first;
    expect(await Promise.all(rest)).toEqual(['2:1', 'refused', '4:1']);
  });
});
