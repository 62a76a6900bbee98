import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStripeProvider } from './stripe-provider';

// What the Stripe provider asks of Stripe's API, through the official SDK. Stripe cannot be reached from a test,
// so the SDK talks to a small server on loopback that records each request and answers with Stripe's shapes.

interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

describe('the Stripe provider', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let port = 0;
  const answers: Record<string, object> = {
    'POST /v1/customers': { id: 'cus_1', object: 'customer' },
    'POST /v1/subscriptions': {
      id: 'sub_1',
      object: 'subscription',
      status: 'incomplete',
      latest_invoice: {
        id: 'in_1',
        object: 'invoice',
        confirmation_secret: { client_secret: 'pi_1_secret_abc', type: 'payment_intent' },
      },
    },
    'POST /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription', cancel_at_period_end: true },
    'DELETE /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription', status: 'canceled' },
    'GET /v1/invoices/in_1': {
      id: 'in_1',
      object: 'invoice',
      payments: {
        object: 'list',
        data: [
          {
            object: 'invoice_payment',
            payment: {
              type: 'payment_intent',
              payment_intent: {
                id: 'pi_1',
                object: 'payment_intent',
                last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
              },
            },
          },
        ],
      },
    },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://local');
        const key = `${req.method} ${url.pathname}`;
        seen.push({
          method: req.method ?? '',
          path: `${url.pathname}${url.search}`,
          body: new URLSearchParams(raw),
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        });
        const answer = answers[key];
        res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(answer ?? { error: { type: 'invalid_request_error', message: `no ${key}` } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => {
    const { billing } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_CKPD_MONTH: 'price_pd_m',
      STRIPE_PRICE_CKPD_YEAR: 'price_pd_y',
      STRIPE_PRICE_CKPM_MONTH: 'price_pm_m',
      STRIPE_PRICE_CKPM_YEAR: 'price_pm_y',
    });
    return createStripeProvider({ ...billing, stripe: billing.stripe! }, { host: '127.0.0.1', port, protocol: 'http' });
  };

  it('creates a customer and an incomplete subscription, and returns the first invoice payment’s client secret', async () => {
    seen.length = 0;
    const created = await provider().createSubscription({
      userId: 42,
      email: 'ana@example.org',
      name: 'Ana Garcia',
      customerId: null,
      plan: 'CKPM',
      interval: 'year',
      idempotencyKey: 'key-1',
    });
    expect(created).toEqual({ customerId: 'cus_1', subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_abc' });
    const [customer, subscription] = seen;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: 'key-1:customer' });
    expect(Object.fromEntries(customer!.body)).toEqual({
      email: 'ana@example.org',
      name: 'Ana Garcia',
      'metadata[userId]': '42',
    });
    expect(subscription).toMatchObject({ method: 'POST', path: '/v1/subscriptions', idempotencyKey: 'key-1' });
    expect(Object.fromEntries(subscription!.body)).toEqual({
      customer: 'cus_1',
      'items[0][price]': 'price_pm_y',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[userId]': '42',
      'metadata[plan]': 'CKPM',
      'metadata[interval]': 'year',
    });
  });

  it('reuses a known customer', async () => {
    seen.length = 0;
    await provider().createSubscription({
      userId: 42,
      email: null,
      name: 'Ana Garcia',
      customerId: 'cus_known',
      plan: 'CKPD',
      interval: 'month',
      idempotencyKey: 'key-2',
    });
    expect(seen.map((s) => s.path)).toEqual(['/v1/subscriptions']);
    expect(seen[0]!.body.get('customer')).toBe('cus_known');
    expect(seen[0]!.body.get('items[0][price]')).toBe('price_pd_m');
  });

  it('cancels at period end, takes it back, cancels at once, and reads why a payment failed', async () => {
    seen.length = 0;
    const p = provider();
    await p.setCancelAtPeriodEnd('sub_1', true);
    await p.setCancelAtPeriodEnd('sub_1', false);
    await p.cancelNow('sub_1');
    expect(await p.invoiceFailureCode('in_1')).toBe('insufficient_funds');
    expect(seen.map((s) => `${s.method} ${s.path.split('?')[0]} ${s.body.toString()}`)).toEqual([
      'POST /v1/subscriptions/sub_1 cancel_at_period_end=true',
      'POST /v1/subscriptions/sub_1 cancel_at_period_end=false',
      'DELETE /v1/subscriptions/sub_1 ',
      'GET /v1/invoices/in_1 ',
    ]);
    expect(decodeURIComponent(seen[3]!.path)).toContain('expand[0]=payments.data.payment.payment_intent');
    expect(p.publishableKey).toBe('pk_test_x');
    expect(p.sandbox).toBeNull();
  });
});
