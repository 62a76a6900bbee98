// Sign-in throttling (docs/decisions/0013-sign-in-sessions.md, superseding parts of 0004):
// - per account: failures are counted per user id whatever login name was used (username or email), and
//   per normalised name for names that match no account, so the answer never depends on whether a name
//   exists; `maxFailures` within the window lock the account for `lockMinutes`;
// - per address: never locked (a whole school signs in from one NAT address); past a generous allowance
//   every further failure from the address adds a growing delay before the answer;
// - counters live in Redis when REDIS_URL is set (shared by every process), otherwise in a bounded map in
//   memory; locks are kept apart from plain counters so a flood of new names can never evict a lock.
import type { Redis } from 'ioredis';
import { BoundedMap } from '../caches/bounded-map';

/** Where counters live: one process's memory, or Redis for all processes. */
export interface ThrottleStore {
  /** Adds one failure to the key's window and returns the count within the window. */
  addFailure(key: string, windowMs: number): Promise<number>;
  failures(key: string): Promise<number>;
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds until the key's lock ends (0 = not locked). */
  lockedFor(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

export interface ThrottleDecision {
  /** Milliseconds until the account may try again; > 0 means refuse with 429 without checking the password. */
  lockedMs: number;
  /** Milliseconds to wait before answering (the address has failed often). */
  delayMs: number;
}

export interface LoginThrottle {
  check(account: string, address: string): Promise<ThrottleDecision>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  lockMinutes: number;
  /** Failures an address may have in the window before its answers slow down (default maxFailures x 10). */
  addressAllowance?: number;
}

export const MAX_ADDRESS_DELAY_MS = 5_000;

/** Failures past the allowance: 250 ms, 500 ms, 1 s, ... up to 5 s per answer. */
export function addressDelay(failures: number, allowance: number): number {
  const over = failures - allowance;
  return over <= 0 ? 0 : Math.min(MAX_ADDRESS_DELAY_MS, 250 * 2 ** Math.min(over - 1, 10));
}

export function createLoginThrottle(store: ThrottleStore, opts: LoginThrottleOptions): LoginThrottle {
  const windowMs = opts.lockMinutes * 60_000;
  const allowance = opts.addressAllowance ?? opts.maxFailures * 10;
  const acct = (account: string) => `acct:${account}`;
  const addr = (address: string) => `ip:${address}`;
  return {
    async check(account, address) {
      const [lockedMs, failures] = await Promise.all([store.lockedFor(acct(account)), store.failures(addr(address))]);
      return { lockedMs, delayMs: addressDelay(failures, allowance) };
    },
    async recordFailure(account, address) {
      const [count] = await Promise.all([
        store.addFailure(acct(account), windowMs),
        store.addFailure(addr(address), windowMs),
      ]);
      if (count >= opts.maxFailures) {
        await store.lock(acct(account), windowMs);
        await store.clear(acct(account));
      }
    },
    async recordSuccess(account) {
      await store.clear(acct(account));
    },
  };
}

/** One process's counters: at most `limit` counters and `limit` locks, the oldest dropped first. */
export function createMemoryThrottleStore(limit = 100_000): ThrottleStore {
  const counters = new BoundedMap<string, { count: number; until: number }>(limit);
  const locks = new BoundedMap<string, number>(limit);
  const live = (key: string, now: number) => {
    const c = counters.get(key);
    return c && c.until > now ? c : undefined;
  };
  return {
    async addFailure(key, windowMs) {
      const now = Date.now();
      const c = live(key, now) ?? { count: 0, until: now + windowMs };
      c.count += 1;
      counters.set(key, c);
      return c.count;
    },
    async failures(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async lock(key, ms) {
      locks.set(key, Date.now() + ms);
    },
    async lockedFor(key) {
      const until = locks.get(key) ?? 0;
      return Math.max(0, until - Date.now());
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}

/** Counters shared by every process: INCR with the window as expiry; Redis expires them, never all at once. */
export function createRedisThrottleStore(redis: Redis, prefix = 'cs:login:'): ThrottleStore {
  return {
    async addFailure(key, windowMs) {
      const k = prefix + key;
      // INCR keeps the expiry the first SET gave the key: the window starts at the first failure.
      const replies = await redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).exec();
      return Number(replies?.[1]?.[1] ?? 0);
    },
    async failures(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async lock(key, ms) {
      await redis.set(`${prefix}lock:${key}`, '1', 'PX', ms);
    },
    async lockedFor(key) {
      return Math.max(0, await redis.pttl(`${prefix}lock:${key}`));
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
