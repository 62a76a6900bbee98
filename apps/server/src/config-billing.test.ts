import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_CKPD_MONTH: 'price_pd_m',
  STRIPE_PRICE_CKPD_YEAR: 'price_pd_y',
  STRIPE_PRICE_CKPM_MONTH: 'price_pm_m',
  STRIPE_PRICE_CKPM_YEAR: 'price_pm_y',
};

describe('billing configuration', () => {
  it('has plans with default prices in cents and the sandbox outside production', () => {
    const { billing } = loadConfig({});
    expect(billing.currency).toBe('usd');
    expect(billing.plans).toEqual({
      CKPD: { month: { amountCents: 999, stripePriceId: null }, year: { amountCents: 8900, stripePriceId: null } },
      CKPM: { month: { amountCents: 1499, stripePriceId: null }, year: { amountCents: 12900, stripePriceId: null } },
    });
    expect(billing.stripe).toBeNull();
    expect(billing.sandbox?.webhookSecret).toMatch(/^whsec_sandbox_[0-9a-f]{48}$/);
  });

  it('takes prices, currency and the sandbox secret from the environment', () => {
    const { billing } = loadConfig({
      PLAN_CKPM_YEAR_CENTS: '11900',
      BILLING_CURRENCY: 'EUR',
      SANDBOX_WEBHOOK_SECRET: 'whsec_fixed',
    });
    expect(billing.plans.CKPM.year.amountCents).toBe(11900);
    expect(billing.currency).toBe('eur');
    expect(billing.sandbox).toEqual({ webhookSecret: 'whsec_fixed' });
    expect(() => loadConfig({ PLAN_CKPD_MONTH_CENTS: '-5' })).toThrow(/PLAN_CKPD_MONTH_CENTS/);
  });

  it('uses Stripe when all three keys and the four prices are set', () => {
    const { billing } = loadConfig(STRIPE);
    expect(billing.stripe).toEqual({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' });
    expect(billing.plans.CKPM.month.stripePriceId).toBe('price_pm_m');
    expect(billing.sandbox).toBeNull();
  });

  it('refuses to start with only some Stripe keys, or keys without prices', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: Stripe needs all of/,
    );
    const { STRIPE_PRICE_CKPM_YEAR: _, ...noPrice } = STRIPE;
    expect(() => loadConfig(noPrice)).toThrow(/STRIPE_PRICE_CKPM_YEAR: required with Stripe keys/);
  });

  it('never runs the sandbox in production unless asked for', () => {
    const production = { APP_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(loadConfig(production).billing.sandbox).toBeNull();
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).billing.sandbox).not.toBeNull();
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).billing.sandbox).toBeNull();
  });
});
