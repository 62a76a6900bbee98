import type { PermissionFlag, PermissionName, Role } from '@clearsheets/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import { BoundedMap } from '../caches/bounded-map';
import { AppError, forbidden } from '../errors';
import type { AccessTokenService, Caller } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The verified caller of a route guarded by `authenticated` or `requires`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(401, 'unauthorized', 'tokenExpired');
  return request.caller;
}

// The one check of an access token, for every route guard and the realtime gateway. Verifying an ES256
// signature costs more CPU than everything else an answer save does (profiled in the eight-oclock bench), and
// a client sends the same token with every request. A token that verified once keeps a valid signature and
// claims until its `exp` (tokens are stateless; the signing key is fixed for the life of the process), so
// each process remembers verified tokens, by their exact text, until then: nothing can be forged into the
// cache, and it accepts exactly the tokens a fresh verification would. Whether the token's sign-in is still
// open is asked on every use, remembered or not (a Map lookup, see sessions.ts): a sign-out, password reset
// or deactivation takes effect on the next request, on a route or a socket alike.

/** A verified access token: who it speaks for and when it expires (epoch milliseconds). */
export interface VerifiedToken {
  caller: Caller;
  expiresAt: number;
}

const VERIFIED_MAX = 20_000;
// Per token service, so each app (and each test's app) has its own; tokens expire in the order they were
// verified, so dropping the oldest entries when full drops the ones nearest their end.
const verifiedTokens = new WeakMap<AccessTokenService, BoundedMap<string, VerifiedToken>>();

const invalidToken = () => new AppError(401, 'invalid_token', 'tokenExpired');

function rememberedBy(tokens: AccessTokenService) {
  let remembered = verifiedTokens.get(tokens);
  if (!remembered) {
    remembered = new BoundedMap(VERIFIED_MAX);
    verifiedTokens.set(tokens, remembered);
  }
  return remembered;
}

/** Verifies an access token and that its sign-in is still open; a 401 AppError when either fails. */
export async function verifyAccessToken(tokens: AccessTokenService, token: string): Promise<VerifiedToken> {
  const remembered = rememberedBy(tokens);
  const hit = remembered.get(token);
  if (hit && hit.expiresAt > Date.now()) {
    try {
      await tokens.assertOpen(hit.caller);
    } catch {
      remembered.delete(token);
      throw invalidToken();
    }
    return hit;
  }
  if (hit) remembered.delete(token);
  let verified: VerifiedToken;
  try {
    const caller = await tokens.verify(token);
    verified = { caller, expiresAt: (decodeJwt(token).exp ?? 0) * 1000 };
  } catch {
    throw invalidToken();
  }
  remembered.set(token, verified);
  return verified;
}

async function authenticate(request: FastifyRequest) {
  if (request.caller) return;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError(401, 'unauthorized', 'tokenExpired', 'Sign in to continue');
  request.caller = (await verifyAccessToken(request.server.ctx.accessTokens, token)).caller;
}

/** Who a guard admits: some roles, any signed-in caller, or whoever holds a permission flag. */
export type RouteAccess = { roles: readonly Role[] | 'any' } | { permission: PermissionName; flag: PermissionFlag };

const accessOfGuard = new WeakMap<object, RouteAccess>();

/** The access a route's guard admits (undefined for a route without one): published in the OpenAPI document as
 * `x-access`, so tools and tests know, for example, every route a student can call. */
export function routeAccessOf(preHandler: unknown): RouteAccess | undefined {
  for (const h of ([] as unknown[]).concat(preHandler ?? []))
    if (typeof h === 'function' && accessOfGuard.has(h)) return accessOfGuard.get(h);
  return undefined;
}

/** Whether a route hook is one of the guards, each of which requires a bearer token (the OpenAPI security). */
export const isBearerGuard = (hook: unknown) => typeof hook === 'function' && accessOfGuard.has(hook);

/** Any signed-in caller, optionally only of some roles. */
export function authenticated(roles?: readonly Role[]): preHandlerAsyncHookHandler {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request);
    if (roles && !roles.includes(callerOf(request).role)) throw forbidden();
  };
  accessOfGuard.set(guard, { roles: roles ?? 'any' });
  return guard;
}

/** Refuses a caller without the flag; a refusal that a license would lift says how to upgrade. */
export function assertPermission(request: FastifyRequest, permission: PermissionName, flag: PermissionFlag) {
  const caller = callerOf(request);
  const index = request.server.ctx.permissions;
  if (index.effective(caller.role, caller.licenses)[permission]?.[flag]) return;
  if (index.licenseCouldGrant(caller.role, permission, flag))
    throw new AppError(403, 'license_required', 'upgradeRequired', `Needs ${permission} (${flag})`);
  throw forbidden(`Needs ${permission} (${flag})`);
}

/** Guards a route with one permission flag from the matrix (e.g. requires('cs_clear_monitor', 'V')). */
export function requires(permission: PermissionName, flag: PermissionFlag): preHandlerAsyncHookHandler {
  const guard = async (request: FastifyRequest) => {
    await authenticate(request);
    assertPermission(request, permission, flag);
  };
  accessOfGuard.set(guard, { permission, flag });
  return guard;
}
