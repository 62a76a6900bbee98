import type { FastifyReply } from 'fastify';
import type { RequestLimit } from '../../platform/auth/request-limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

// How often the public account requests may be made (docs/decisions/0028). A client address shares one
// allowance for sign-up, forgot password and resending a link, so none of them lists accounts faster than
// the others; each email address has its own, so nobody floods one inbox from many addresses.

const MINUTE = 60_000;
/** Per client address: generous for a school's teachers behind one address, slow for a script. */
export const ADDRESS_LIMIT = { limit: 30, windowMs: 15 * MINUTE };
/** Per email address, per kind of mail. */
export const EMAIL_LIMIT = { limit: 5, windowMs: 60 * MINUTE };

export type LimitedRequest = 'signup' | 'forgot' | 'resend';

/** The limits one request counts against: its client address, and the email it names. */
export function limitsOf(kind: LimitedRequest, address: string, email: string | null): RequestLimit[] {
  const limits: RequestLimit[] = [{ key: `account:addr:${address}`, ...ADDRESS_LIMIT }];
  if (email) limits.push({ key: `account:${kind}:${email.toLowerCase()}`, ...EMAIL_LIMIT });
  return limits;
}

/** Counts the request; past a limit, 429 with Retry-After (the same answer whether or not the account exists). */
export async function takeAccountRequest(ctx: AppContext, reply: FastifyReply, limits: RequestLimit[]) {
  const waitMs = await ctx.requestLimits.take(limits);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError(429, 'too_many_requests', 'tooManyRequests', `Try again in ${Math.ceil(seconds / 60)} min.`);
}
