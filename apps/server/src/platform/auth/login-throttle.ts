// Slows and then refuses repeated failed sign-ins, per username and per address. Kept in memory: each
// process counts its own, which still bounds guessing to (processes x limit) per window; see
// docs/decisions/0004-login-throttling.md.

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

export interface LoginThrottle {
  /** Milliseconds until sign-in is allowed again for this key set (0 = allowed now). */
  lockedFor(keys: string[], now?: number): number;
  /** How long to wait before answering a failure, growing after the first few. */
  recordFailure(keys: string[], now?: number): number;
  recordSuccess(key: string): void;
}

export function createLoginThrottle(opts: { maxFailures: number; lockMinutes: number; slowAfter?: number }) {
  const windowMs = opts.lockMinutes * 60_000;
  const slowAfter = opts.slowAfter ?? Math.ceil(opts.maxFailures / 2);
  const entries = new Map<string, Entry>();
  const get = (key: string, now: number) => {
    const e = entries.get(key);
    if (e && now - e.firstAt > windowMs && e.lockedUntil < now) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  // Addresses are shared by whole classrooms (one school NAT), so they get a far larger allowance.
  const limitFor = (key: string) => (key.startsWith('ip:') ? opts.maxFailures * 10 : opts.maxFailures);

  const throttle: LoginThrottle = {
    lockedFor(keys, now = Date.now()) {
      return Math.max(0, ...keys.map((k) => (get(k, now)?.lockedUntil ?? 0) - now));
    },
    recordFailure(keys, now = Date.now()) {
      let delay = 0;
      for (const key of keys) {
        const e = get(key, now) ?? { failures: 0, firstAt: now, lockedUntil: 0 };
        e.failures += 1;
        if (e.failures >= limitFor(key)) e.lockedUntil = now + windowMs;
        entries.set(key, e);
        if (!key.startsWith('ip:') && e.failures > slowAfter) delay = Math.min(2_000, 250 * (e.failures - slowAfter));
      }
      if (entries.size > 100_000) entries.clear();
      return delay;
    },
    recordSuccess(key) {
      entries.delete(key);
    },
  };
  return throttle;
}
