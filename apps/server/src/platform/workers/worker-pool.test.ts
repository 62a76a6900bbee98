import { MESSAGES } from '@clearsheets/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { TestTask } from './pool-test-tasks';
import { WorkerBudgetError, WorkerPool } from './worker-pool';

describe('worker pool', () => {
  const poolOf = (timeoutMs: number) =>
    new WorkerPool({ module: new URL('./pool-test-tasks.ts', import.meta.url), size: 1, timeoutMs, maxMemoryMb: 64 });
  const pool = poolOf(1000);
  // Running out of memory takes V8 a few seconds of collecting first: a time budget that does not cut in.
  const roomy = poolOf(30_000);
  const run = (task: TestTask) => pool.run(task);
  afterAll(() => Promise.all([pool.close(), roomy.close()]));

  it('answers in order, one thread taking queued tasks in turn', async () => {
    expect(await Promise.all([1, 2, 3].map((value) => run({ op: 'echo', value })))).toEqual([1, 2, 3]);
  });

  it('brings an AppError thrown in the thread back as the same AppError', async () => {
    const err = await run({ op: 'refuse' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, message: MESSAGES.importNoData, detail: 'empty sheet' });
  });

  it('hands an answer over in parts, the next part only once the caller has taken the previous one', async () => {
    const taken: number[] = [];
    let inHand = 0;
    let most = 0;
    const acks = await pool.run<unknown[]>({ op: 'parts', count: 4 }, [], async (part) => {
      inHand++;
      most = Math.max(most, inHand);
      const { index } = part as { index: number };
      taken.push(index);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a write that takes a while
      inHand--;
      return `took ${index}`;
    });
    expect(taken).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
    expect(acks).toEqual(['took 0', 'took 1', 'took 2', 'took 3']);
  });

  it('fails a task in parts with the error of the part the caller refused, and stops sending', async () => {
    const taken: number[] = [];
    const refusal = new AppError(400, 'invalid_request', 'importNoData', 'part 1 refused');
    const err = await pool
      .run({ op: 'parts', count: 4 }, [], async (part) => {
        const { index } = part as { index: number };
        taken.push(index);
        if (index === 1) throw refusal;
      })
      .catch((e: unknown) => e);
    expect(err).toBe(refusal);
    expect(taken).toEqual([0, 1]);
    expect(await run({ op: 'echo', value: 'next' })).toBe('next');
  });

  it('fails the waiting tasks when a thread cannot start, instead of starting threads forever', async () => {
    const broken = new WorkerPool({
      module: new URL('./no-such-module.ts', import.meta.url),
      size: 1,
      timeoutMs: 1000,
      maxMemoryMb: 64,
    });
    await expect(broken.run({ op: 'echo', value: 1 })).rejects.toThrow();
    await broken.close();
  });

  it('ends a task past its time, and a fresh thread takes the next task', async () => {
    const [spun, next] = await Promise.allSettled([run({ op: 'spin' }), run({ op: 'echo', value: 'after' })]);
    expect(spun).toMatchObject({ status: 'rejected', reason: new WorkerBudgetError('time') });
    expect(next).toEqual({ status: 'fulfilled', value: 'after' });
  });

  it('ends a task past its memory, and a fresh thread takes the next task', async () => {
    const err = await roomy.run({ op: 'hog' }).catch((e: unknown) => e);
    expect(err).toEqual(new WorkerBudgetError('memory'));
    expect(await roomy.run({ op: 'echo', value: 'still here' })).toBe('still here');
  }, 40_000);
});
