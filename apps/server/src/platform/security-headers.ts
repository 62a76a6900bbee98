import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// Browser security headers on every response (docs/decisions/0016). The app ships no inline script (Vite
// emits module files only), so scripts come from this origin alone. Styles allow 'unsafe-inline': KaTeX sets
// inline style attributes on every formula and Mantine injects <style> elements; a style cannot run code.
// The realtime socket is same-origin: 'self' covers ws(s) in current browsers, the explicit origin the rest.

/** The WebSocket origin of the public address (http -> ws, https -> wss). */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin(config.publicUrl)}`,
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, as HSTS preload lists ask; sent only in production, where the app is served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'environment'>) {
  const csp = contentSecurityPolicy(config);
  const hsts = config.environment === 'production';
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route may set a stricter policy of its own (stored uploads: default-src 'none'; sandbox).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (hsts) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
