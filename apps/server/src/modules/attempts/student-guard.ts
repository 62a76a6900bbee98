// The students-only guard of the player's routes, with verified tokens remembered until they expire.
// Verifying an ES256 signature costs more CPU than everything else an answer save does in Node (profiled in
// the eight-oclock bench), and the player sends the same access token with every save. A token that verified
// once stays valid until its `exp` whatever we do (access tokens are stateless and the signing key is fixed
// for the life of the process), so remembering the verified caller until then accepts exactly the same tokens
// as `authenticated()` does. Only exact token strings match: nothing can be forged into the cache. Whether
// the token's sign-in is still open is asked on every hit (an in-memory lookup, see platform/auth/sessions.ts).
// (This belongs in platform/auth/guards.ts for every route; it lives here until that file's owner takes it.)
import type { FastifyRequest } from 'fastify';
import type { AccessTokenService, Caller } from '../../platform/auth/access-tokens';
import { AppError, forbidden } from '../../platform/errors';
import { Lru } from './attempt-caches';

const TOKENS_MAX = 20_000;
const verified = new WeakMap<AccessTokenService, Lru<string, { caller: Caller; expiresAt: number }>>();

function cacheOf(service: AccessTokenService) {
  let cache = verified.get(service);
  if (!cache) {
    cache = new Lru(TOKENS_MAX);
    verified.set(service, cache);
  }
  return cache;
}

// The payload of a token whose signature was just verified: only its expiry is read.
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
}

async function verifyRemembered(service: AccessTokenService, token: string): Promise<Caller> {
  const cache = cacheOf(service);
  const hit = cache.get(token);
  if (hit && hit.expiresAt > Date.now()) {
    // The signature is remembered, never the sign-in: an ended one (sign-out, reset) is refused at once.
    try {
      await service.assertOpen(hit.caller);
    } catch {
      cache.delete(token);
      throw new AppError(401, 'invalid_token', 'tokenExpired');
    }
    return hit.caller;
  }
  if (hit) cache.delete(token);
  let caller: Caller;
  try {
    caller = await service.verify(token);
  } catch {
    throw new AppError(401, 'invalid_token', 'tokenExpired');
  }
  cache.set(token, { caller, expiresAt: expiryOf(token) });
  return caller;
}

/** Signed-in students only: 401 without a valid token, 403 for any other role (as `authenticated(['Student'])`). */
export async function studentOnly(request: FastifyRequest) {
  if (!request.caller) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError(401, 'unauthorized', 'tokenExpired', 'Sign in to continue');
    request.caller = await verifyRemembered(request.server.ctx.accessTokens, token);
  }
  if (request.caller.role !== 'Student') throw forbidden();
}
