import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';

// With Stripe's keys the browser gets the publishable key only, and the content security policy lets Stripe.js
// and its frames in; without them (the sandbox) the policy names no origin but our own.

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_not_used',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_CKPD_MONTH: 'price_pd_m',
  STRIPE_PRICE_CKPD_YEAR: 'price_pd_y',
  STRIPE_PRICE_CKPM_MONTH: 'price_pm_m',
  STRIPE_PRICE_CKPM_YEAR: 'price_pm_y',
};

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

describe('Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(STRIPE);
  });
  afterAll(() => t.close());

  it('tells the web Stripe takes payments, and gives the publishable key, never the secret one', async () => {
    const config = (await t.app.inject({ url: '/api/v1/client-config' })).json();
    expect(config.paymentProvider).toBe('stripe');
    const { access_token } = await signIn(t.app, 'teacher.free');
    const res = await t.app.inject({ url: '/api/v1/billing/plans', headers: bearer(access_token) });
    expect(res.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_abc' });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
    // The sandbox's card form does not exist with Stripe.
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/sandbox/confirm',
      headers: bearer(access_token),
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it("lets Stripe.js, its frames and its API into the page's policy", async () => {
    const res = await t.app.inject({ url: '/health' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toContain('https://api.stripe.com');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
  });

  it('verifies webhooks with the Stripe webhook secret', async () => {
    const Stripe = (await import('stripe')).default;
    const payload = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'charge.refunded',
      created: 1,
      data: { object: {} },
    });
    const post = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    expect((await post('whsec_abc')).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await post(t.config.billing.sandbox?.webhookSecret ?? 'whsec_sandbox')).statusCode).toBe(400);
  });
});

describe('the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('names no payment origin in the policy (frames: the lesson video players only), and payments stay off', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
    expect(directives(res.headers['content-security-policy']).get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(res.headers['permissions-policy']).toContain('payment=()');
    expect((await t.app.inject({ url: '/api/v1/client-config' })).json().paymentProvider).toBe('sandbox');
  });
});
