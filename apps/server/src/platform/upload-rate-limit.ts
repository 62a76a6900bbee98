import { UPLOAD_RATE_WINDOW_SECONDS, UPLOADS_PER_WINDOW } from '@clearsheets/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from './auth/guards';
import { tooMany } from './rate-limits';

// Every upload costs the server real work (a file read in a worker, an image re-encoded), so one user may
// start at most UPLOADS_PER_WINDOW of them in the window; more get 429 with Retry-After. Counted per user on
// the product's rate limiter (platform/rate-limits.ts): one count for every process when Redis is configured.

const WINDOW_MS = UPLOAD_RATE_WINDOW_SECONDS * 1000;
/** The most of a refused upload's body read before the connection is closed anyway (the largest upload). */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/** Reads and drops the rest of a refused request's body, so the client finishes sending and reads the
 * refusal; answering while it still sends would close the connection under it (a reset, not a 429). */
export function discardBody(request: FastifyRequest, maxBytes = MAX_DISCARDED_BYTES): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    raw.on('data', onData);
    raw.on('end', done);
    raw.on('error', done);
    raw.on('close', done);
  });
}

/** A preHandler placed after the route's sign-in guard: `preHandler: [authenticated(...), limitUploads]`. */
export async function limitUploads(request: FastifyRequest, reply: FastifyReply) {
  const { userId } = callerOf(request);
  const uploads = request.server.ctx.rateLimits.define('upload', UPLOADS_PER_WINDOW, WINDOW_MS);
  const state = await uploads.take(request, String(userId));
  if (!state.exceeded) return;
  await discardBody(request);
  throw tooMany(reply, state, 'too_many_uploads', 'tooManyUploads');
}
