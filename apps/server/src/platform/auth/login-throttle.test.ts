import { describe, expect, it } from 'vitest';
import { addressDelay, createLoginThrottle, createMemoryThrottleStore, MAX_ADDRESS_DELAY_MS } from './login-throttle';

describe('the login throttle in memory', () => {
  it('locks an account after maxFailures, whatever the address', async () => {
    const throttle = createLoginThrottle(createMemoryThrottleStore(), { maxFailures: 3, lockMinutes: 15 });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await throttle.recordFailure('user:7', ip);
    expect((await throttle.check('user:7', '10.0.0.9')).lockedMs).toBeGreaterThan(14 * 60_000);
    expect((await throttle.check('user:8', '10.0.0.1')).lockedMs).toBe(0);
  });

  it('never locks an address: it only slows it down, growing and capped', async () => {
    const throttle = createLoginThrottle(createMemoryThrottleStore(), {
      maxFailures: 3,
      lockMinutes: 15,
      addressAllowance: 5,
    });
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`name:n${i}`, '10.0.0.1');
    expect(await throttle.check('user:1', '10.0.0.1')).toEqual({ lockedMs: 0, delayMs: 0 });
    await throttle.recordFailure('name:n5', '10.0.0.1');
    expect(await throttle.check('user:1', '10.0.0.1')).toEqual({ lockedMs: 0, delayMs: 250 });
    expect(addressDelay(7, 5)).toBe(500);
    expect(addressDelay(1_000, 5)).toBe(MAX_ADDRESS_DELAY_MS);
  });

  it('keeps a lock through a flood of new names (the oldest counters go, never the locks)', async () => {
    const throttle = createLoginThrottle(createMemoryThrottleStore(1_000), { maxFailures: 2, lockMinutes: 15 });
    await throttle.recordFailure('user:42', '10.0.0.1');
    await throttle.recordFailure('user:42', '10.0.0.1');
    for (let i = 0; i < 5_000; i++) await throttle.recordFailure(`name:flood${i}`, `10.1.${i % 250}.${i % 7}`);
    expect((await throttle.check('user:42', '10.0.0.2')).lockedMs).toBeGreaterThan(0);
  });

  it('evicts only the oldest counters when full', async () => {
    const store = createMemoryThrottleStore(3);
    for (const key of ['a', 'b', 'c', 'd']) await store.addFailure(key, 60_000);
    expect(await store.failures('a')).toBe(0);
    expect(await Promise.all(['b', 'c', 'd'].map((k) => store.failures(k)))).toEqual([1, 1, 1]);
  });

  it('forgets an account on success', async () => {
    const throttle = createLoginThrottle(createMemoryThrottleStore(), { maxFailures: 3, lockMinutes: 15 });
    await throttle.recordFailure('user:1', '10.0.0.1');
    await throttle.recordFailure('user:1', '10.0.0.1');
    await throttle.recordSuccess('user:1');
    await throttle.recordFailure('user:1', '10.0.0.1');
    expect((await throttle.check('user:1', '10.0.0.1')).lockedMs).toBe(0);
  });
});
