import { UPLOAD_RATE_WINDOW_SECONDS, UPLOADS_PER_WINDOW } from '@clearsheets/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from './auth/guards';
import { BoundedMap } from './caches/bounded-map';
import type { AppContext } from './context';
import { AppError } from './errors';

// Every upload costs the server real work (a file read in a worker, an image re-encoded), so one user may
// start at most UPLOADS_PER_WINDOW of them in a sliding window; more get 429 with Retry-After. Counted per
// user, in this process (each server of a group counts its own: the limit is against accidents and
// scripts, not a quota).

const WINDOW_MS = UPLOAD_RATE_WINDOW_SECONDS * 1000;
/** Users tracked at once; the least recent drop out first. */
const TRACKED_USERS = 50_000;
const starts = new WeakMap<AppContext, BoundedMap<number, number[]>>();

/** A preHandler placed after the route's sign-in guard: `preHandler: [authenticated(...), limitUploads]`. */
export async function limitUploads(request: FastifyRequest, reply: FastifyReply) {
  const { userId } = callerOf(request);
  const ctx = request.server.ctx;
  const byUser = starts.get(ctx) ?? new BoundedMap<number, number[]>(TRACKED_USERS);
  starts.set(ctx, byUser);
  const now = Date.now();
  const recent = (byUser.get(userId) ?? []).filter((t) => t > now - WINDOW_MS);
  if (recent.length >= UPLOADS_PER_WINDOW) {
    byUser.set(userId, recent);
    const seconds = Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'too_many_uploads', 'tooManyUploads', `Try again in ${Math.ceil(seconds / 60)} min.`);
  }
  recent.push(now);
  byUser.set(userId, recent);
}
