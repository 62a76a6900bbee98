import type { PermissionFlag, PermissionName, Role } from '@clearsheets/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, forbidden } from '../errors';
import type { Caller } from './access-tokens';

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

async function authenticate(request: FastifyRequest) {
  if (request.caller) return;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError(401, 'unauthorized', 'tokenExpired', 'Sign in to continue');
  try {
    request.caller = await request.server.ctx.accessTokens.verify(token);
  } catch {
    throw new AppError(401, 'invalid_token', 'tokenExpired');
  }
}

/** Any signed-in caller, optionally only of some roles. */
export function authenticated(roles?: readonly Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request);
    if (roles && !roles.includes(callerOf(request).role)) throw forbidden();
  };
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
  return async (request: FastifyRequest) => {
    await authenticate(request);
    assertPermission(request, permission, flag);
  };
}
