import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveQueue } from './autosave-queue';

type Call = { key: number; payload: string };

function setup(options: { fail?: (call: Call, n: number) => unknown } = {}) {
  const calls: Call[] = [];
  const resolvers: (() => void)[] = [];
  const save = vi.fn((key: number, payload: string) => {
    const call = { key, payload };
    calls.push(call);
    const error = options.fail?.(call, calls.length);
    return error ? Promise.reject(error) : Promise.resolve();
  });
  const queue = new AutosaveQueue<string>(save, {
    delayMs: 800,
    retryDelaysMs: [1000, 2000],
    isPermanent: (e) => e === 'permanent',
  });
  return { queue, calls, save, resolvers };
}

describe('AutosaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the latest version once the teacher pauses for 800 ms', async () => {
    const { queue, calls } = setup();
    queue.schedule(1, 'a');
    await vi.advanceTimersByTimeAsync(500);
    queue.schedule(1, 'ab');
    expect(queue.getStatus()).toBe('pending');
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ key: 1, payload: 'ab' }]);
    expect(queue.getStatus()).toBe('saved');
  });

  it('saves several questions one after another', async () => {
    const { queue, calls } = setup();
    queue.schedule(1, 'one');
    queue.schedule(2, 'two');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.key)).toEqual([1, 2]);
    expect(queue.getStatus()).toBe('saved');
  });

  it('retries a failed save with growing pauses, sending the newest version', async () => {
    const { queue, calls } = setup({ fail: (_call, n) => (n <= 2 ? new Error('offline') : null) });
    queue.schedule(1, 'v1');
    await vi.advanceTimersByTimeAsync(800);
    expect(queue.getStatus()).toBe('retrying');
    queue.schedule(1, 'v2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.payload)).toEqual(['v1', 'v2']);
    expect(queue.getStatus()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.payload)).toEqual(['v1', 'v2', 'v2']);
    expect(queue.getStatus()).toBe('saved');
  });

  it('stops on a refusal that retrying cannot fix, until the next edit', async () => {
    const { queue, calls } = setup({ fail: (call) => (call.payload === 'bad' ? 'permanent' : null) });
    queue.schedule(1, 'bad');
    await vi.advanceTimersByTimeAsync(800);
    expect(queue.getStatus()).toBe('failed');
    expect(queue.getError()).toBe('permanent');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    queue.schedule(1, 'good');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.payload)).toEqual(['bad', 'good']);
    expect(queue.getStatus()).toBe('saved');
  });

  it('flush saves at once and tells whether everything went through', async () => {
    const { queue, calls } = setup({ fail: (call) => (call.key === 2 ? new Error('down') : null) });
    queue.schedule(1, 'x');
    await expect(queue.flush()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    queue.schedule(2, 'y');
    await expect(queue.flush()).resolves.toBe(false);
    await expect(new AutosaveQueue(async () => {}).flush()).resolves.toBe(true);
  });

  it('never sends two saves at once; edits made meanwhile follow', async () => {
    let release: () => void = () => {};
    const calls: string[] = [];
    const queue = new AutosaveQueue<string>((_k, p) => {
      calls.push(p);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    queue.schedule(1, 'first');
    await vi.advanceTimersByTimeAsync(800);
    queue.schedule(1, 'second');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toEqual(['first']);
    expect(queue.getStatus()).toBe('saving');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['first', 'second']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getStatus()).toBe('saved');
  });

  it('forgets the edits of a deleted question', async () => {
    const { queue, calls } = setup();
    queue.schedule(3, 'gone');
    queue.cancel(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual([]);
    expect(queue.getStatus()).toBe('saved');
  });
});
