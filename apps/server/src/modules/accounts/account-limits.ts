import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressDelay } from '../../platform/auth/login-throttle';
import type { AppContext } from '../../platform/context';
import { tooMany } from '../../platform/rate-limits';

// How often the public account requests may be made (docs/decisions/0028, 0036), on the product's rate
// limiter. Each email address has its own limit per kind of request, so nobody floods one inbox or probes
// one account from many addresses. A client address is never refused: a whole school (teachers and
// students) shares one NAT address, and one pupil must not use up everybody's sign-up and forgotten
// password. Past a generous allowance its answers are slowed down instead, as sign-in does.

const MINUTE = 60_000;
/** Per email address, per kind of request. */
export const EMAIL_LIMIT = { limit: 5, windowMs: 60 * MINUTE };
/** Per client address: requests in the window before each answer waits (250 ms, doubling, at most 5 s). */
export const ADDRESS_ALLOWANCE = { allowance: 30, windowMs: 15 * MINUTE };
/** The address counter only counts; it never refuses. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

export type LimitedRequest = 'signup' | 'forgot' | 'resend';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts the request against its email (429 with Retry-After past the limit, the same answer whether or not
 * the account exists) and its client address (slower answers past the allowance). */
export async function takeAccountRequest(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: LimitedRequest,
  email: string | null,
) {
  const byEmail = ctx.rateLimits.define('account-email', EMAIL_LIMIT.limit, EMAIL_LIMIT.windowMs);
  const byAddress = ctx.rateLimits.define('account-address', UNCAPPED, ADDRESS_ALLOWANCE.windowMs);
  const address = await byAddress.take(request, request.ip);
  const delayMs = addressDelay(address.count, ADDRESS_ALLOWANCE.allowance);
  if (delayMs > 0) await sleep(delayMs);
  if (!email) return;
  const state = await byEmail.take(request, `${kind}:${email.toLowerCase()}`);
  if (state.exceeded) throw tooMany(reply, state, 'too_many_requests', 'tooManyRequests');
}
