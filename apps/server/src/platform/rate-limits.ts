import type { MessageKey } from '@clearsheets/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

// Every request limit of the product on one mechanism (docs/decisions/0036): @fastify/rate-limit, whose
// counters live in Redis when REDIS_URL is set (one count for every process) and in a bounded in-memory
// store otherwise. A limit counts uses of a key (a user, an email address, a client address) in a fixed
// window. Sign-in failures keep their own throttle (platform/auth/login-throttle.ts): it locks an account
// until a success clears it, which a request counter cannot express.

/** Keys tracked at once by the in-memory store; the least recent drop out first. */
const MEMORY_KEYS = 100_000;

export interface RateLimitOptions {
  /** Counters shared by every process; without it each process counts in its own memory. */
  redis?: Redis;
  /** Key prefix in Redis (tests use one of their own). */
  prefix?: string;
}

/** Where a key stands in its window after a use (or a look). */
export interface LimitState {
  /** Uses counted in the window, this one included. */
  count: number;
  /** True once the count is past the limit. */
  exceeded: boolean;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimit {
  /** Counts one use of the key. */
  take(request: FastifyRequest, key: string): Promise<LimitState>;
  /** Where the key stands, counting nothing (for limits on failures only, e.g. wrong codes). */
  peek(request: FastifyRequest, key: string): Promise<LimitState>;
}

/** Registers the limiter's store on the app; `define` then makes each named limit. */
export async function registerRateLimits(app: FastifyInstance, opts: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis,
    nameSpace: opts.prefix ?? 'cs:limit:',
    cache: MEMORY_KEYS,
    // A store that cannot be reached lets requests through (logged) rather than refusing every school.
    skipOnError: true,
  });
  const keys = new WeakMap<FastifyRequest, string>();
  const defined = new Map<string, RateLimit>();
  return {
    /** A limit of `max` uses per `windowMs` for each key, under its own name (the same name gives the same
     * limit, so a route may define it where it is used). */
    define(name: string, max: number, windowMs: number): RateLimit {
      const known = defined.get(name);
      if (known) return known;
      const check = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:${keys.get(request)}`,
      });
      const run = async (request: FastifyRequest, key: string, increment: boolean): Promise<LimitState> => {
        keys.set(request, key);
        const r = await check(request, { increment });
        if (r.isAllowed) return { count: 0, exceeded: false, resetMs: 0 };
        const count = max - r.remaining;
        return { count, exceeded: increment ? r.isExceeded : count >= max, resetMs: r.ttl };
      };
      const limit: RateLimit = {
        take: (request, key) => run(request, key, true),
        peek: (request, key) => run(request, key, false),
      };
      defined.set(name, limit);
      return limit;
    },
  };
}

export type RateLimits = Awaited<ReturnType<typeof registerRateLimits>>;

/** The 429 a person reads past a limit, with Retry-After in seconds and the wait in minutes. */
export function tooMany(reply: FastifyReply, state: LimitState, code: string, messageKey: MessageKey) {
  const seconds = Math.max(1, Math.ceil(state.resetMs / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(429, code, messageKey, `Try again in ${Math.ceil(seconds / 60)} min.`);
}

/** Wrong codes (an assignment's, a live lesson's) one student may type in the window; then every try is
 * refused until the window ends, right codes included, so guessing costs the guesser time. */
export const WRONG_CODES_PER_WINDOW = 10;
const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/** Runs a code look-up for the signed-in student under the wrong-code limit named `name`: a 404 counts as a
 * wrong code, anything else counts nothing. */
export async function limitWrongCodes<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  studentId: number,
  lookUp: () => Promise<T>,
): Promise<T> {
  const limit = request.server.ctx.rateLimits.define(name, WRONG_CODES_PER_WINDOW, WRONG_CODE_WINDOW_MS);
  const key = String(studentId);
  const state = await limit.peek(request, key);
  if (state.exceeded) throw tooMany(reply, state, 'too_many_codes', 'tooManyJoinCodes');
  try {
    return await lookUp();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) await limit.take(request, key);
    throw err;
  }
}
