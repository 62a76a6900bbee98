import { describe, expect, it } from 'vitest';
import { createMemoryThrottleStore } from './login-throttle';
import { createRequestLimiter } from './request-limits';

describe('request limits', () => {
  it('allows the limit, then refuses the key for a window, other keys still allowed', async () => {
    const limiter = createRequestLimiter(createMemoryThrottleStore());
    const byAddress = (ip: string) => ({ key: `a:${ip}`, limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await limiter.take([byAddress('1')])).toBe(0);
    const refused = await limiter.take([byAddress('1')]);
    expect(refused).toBeGreaterThan(59_000);
    expect(await limiter.take([byAddress('1')])).toBeGreaterThan(0);
    expect(await limiter.take([byAddress('2')])).toBe(0);
  });

  it('refuses when any of the limits is spent (per address and per email)', async () => {
    const limiter = createRequestLimiter(createMemoryThrottleStore());
    const email = { key: 'e:ana@example.org', limit: 2, windowMs: 60_000 };
    expect(await limiter.take([{ key: 'a:1', limit: 10, windowMs: 60_000 }, email])).toBe(0);
    expect(await limiter.take([{ key: 'a:2', limit: 10, windowMs: 60_000 }, email])).toBe(0);
    // A new address does not help: the email's own limit is spent.
    expect(await limiter.take([{ key: 'a:3', limit: 10, windowMs: 60_000 }, email])).toBeGreaterThan(0);
  });
});
