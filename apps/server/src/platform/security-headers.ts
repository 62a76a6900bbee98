import { LESSON_VIDEO_FRAME_ORIGINS } from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// Browser security headers on every response (docs/decisions/0016). The app ships no inline script (Vite
// emits module files only), so scripts come from this origin alone. Styles allow 'unsafe-inline': KaTeX sets
// inline style attributes on every formula and Mantine injects <style> elements; a style cannot run code.
// The realtime socket is same-origin: 'self' covers ws(s) in current browsers, the explicit origin the rest.
// With Stripe configured (docs/decisions/0029), Stripe.js and its frames (card fields, the bank's check) come
// from Stripe's hosts, as Stripe's CSP guide lists them; without Stripe the policy names no other origin.

/** The origins Stripe.js needs, per directive (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
  img: 'https://*.stripe.com',
};

/** The WebSocket origin of the public address (http -> ws, https -> wss). */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'> & { stripe?: boolean }): string {
  const stripe = (origins: string) => (config.stripe ? ` ${origins}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${stripe(STRIPE.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${stripe(STRIPE.img)}`,
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin(config.publicUrl)}${stripe(STRIPE.connect)}`,
    // A lesson's video plays from an upload or in YouTube's or Vimeo's embedded player, nothing else (0035).
    `frame-src ${LESSON_VIDEO_FRAME_ORIGINS.join(' ')}${stripe(STRIPE.frame)}`,
    // Videos, captions and pictures come from this install alone (0016, 0035).
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

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'environment'> & { billing?: Pick<Config['billing'], 'stripe'> },
) {
  const stripe = !!config.billing?.stripe;
  const csp = contentSecurityPolicy({ publicUrl: config.publicUrl, stripe });
  // Stripe's frames may offer wallet payments (Payment Request API); nothing else may.
  const permissions = `camera=(), microphone=(), geolocation=(), payment=(${stripe ? 'self "https://js.stripe.com"' : ''})`;
  const hsts = config.environment === 'production';
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route may set a stricter policy of its own (stored uploads: default-src 'none'; sandbox).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', permissions);
    if (hsts) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
