// Limits on public account requests that could be used to list accounts or to send mail at speed (forgotten
// password, resending a verification link, sign-up): so many per window per client address and per email
// address, on the same counters as sign-in throttling (Redis when REDIS_URL is set, else bounded memory), so
// every process shares them. Past a limit, the key is refused until its window ends (docs/decisions/0028).
import type { ThrottleStore } from './login-throttle';

export interface RequestLimit {
  /** What is counted, e.g. `forgot:addr:<ip>`. */
  key: string;
  /** Requests allowed within the window. */
  limit: number;
  windowMs: number;
}

export interface RequestLimiter {
  /** Counts one request against every limit; 0 when allowed, else milliseconds until it may be tried again. */
  take(limits: RequestLimit[]): Promise<number>;
}

export function createRequestLimiter(store: ThrottleStore): RequestLimiter {
  const lockKey = (key: string) => `limit:${key}`;
  return {
    async take(limits) {
      const locked = await Promise.all(limits.map((l) => store.lockedFor(lockKey(l.key))));
      const wait = Math.max(0, ...locked);
      if (wait > 0) return wait;
      let refused = 0;
      for (const l of limits) {
        const count = await store.addFailure(`count:${l.key}`, l.windowMs);
        if (count > l.limit) {
          // Refused for a whole window from now: a script that keeps trying gains nothing by it.
          await store.lock(lockKey(l.key), l.windowMs);
          await store.clear(`count:${l.key}`);
          refused = Math.max(refused, l.windowMs);
        }
      }
      return refused;
    },
  };
}
