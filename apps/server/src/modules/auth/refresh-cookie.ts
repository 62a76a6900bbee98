// The browser's refresh token lives in an httpOnly cookie scoped to /connect (docs/decisions/0013): script
// can never read it, and it travels only to the token and revocation endpoints. A request that carries an
// Origin header (every browser fetch that POSTs) is a browser: it gets the cookie and no refresh_token in
// the body. Other clients (no Origin) keep the plain OAuth form-post interface with the token in the body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const REFRESH_COOKIE = 'cs_refresh';
export const REFRESH_COOKIE_PATH = '/connect';

export const isBrowserRequest = (request: FastifyRequest) => typeof request.headers.origin === 'string';

/** The cookie only counts for a request from our own pages: SameSite=Strict already keeps other sites'
 * requests from carrying it; the Origin must also be this server (or the configured public address). */
export function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return url.host === request.headers.host || url.origin === new URL(config.publicUrl).origin;
  } catch {
    return false;
  }
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{1,512}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number, config: Config) {
  const secure = config.isDevelopment ? '' : '; Secure';
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(reply: FastifyReply, token: string, config: Config) {
  reply.header('set-cookie', cookie(token, config.refreshTokenTtlDays * 86_400, config));
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  reply.header('set-cookie', cookie('', 0, config));
}
