import { randomBytes } from 'node:crypto';
import { BILLING_INTERVALS, type BillingInterval, PLAN_CODES, type PlanCode } from '@clearsheets/shared';
import { z } from 'zod';

// The billing part of the configuration (config.ts reads it with the rest): teacher plans and their prices,
// Stripe's keys and price ids, and the built-in sandbox provider (docs/decisions/0029).

const cents = (fallback: number) => z.coerce.number().int().min(50).max(10_000_000).default(fallback);
const optional = z.string().trim().optional();

/** Environment variables of billing, merged into config.ts's ZEnv. */
export const BILLING_ENV = {
  BILLING_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'a three-letter ISO currency code')
    .default('usd'),
  PLAN_CKPD_MONTH_CENTS: cents(999),
  PLAN_CKPD_YEAR_CENTS: cents(8900),
  PLAN_CKPM_MONTH_CENTS: cents(1499),
  PLAN_CKPM_YEAR_CENTS: cents(12900),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_CKPD_MONTH: optional,
  STRIPE_PRICE_CKPD_YEAR: optional,
  STRIPE_PRICE_CKPM_MONTH: optional,
  STRIPE_PRICE_CKPM_YEAR: optional,
  /** The sandbox provider without Stripe keys: on by default outside production, off in production. */
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  /** The sandbox's webhook signing secret; a new random one per start when unset. */
  SANDBOX_WEBHOOK_SECRET: optional,
};

type BillingEnv = z.infer<z.ZodObject<typeof BILLING_ENV>>;

export interface PlanPrice {
  amountCents: number;
  /** Stripe's price id (price_...) when Stripe takes the payments. */
  stripePriceId: string | null;
}

export interface BillingConfig {
  currency: string;
  plans: Record<PlanCode, Record<BillingInterval, PlanPrice>>;
  /** Set when all three Stripe keys are (the app refuses to start with only some). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** The built-in sandbox: test cards only, its events signed with this secret and sent to our own webhook. */
  sandbox: { webhookSecret: string } | null;
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Billing settings from the parsed environment; throws (with every problem) when Stripe is half set up. */
export function billingConfigOf(e: BillingEnv, isDevelopment: boolean): BillingConfig {
  const problems: string[] = [];
  const given = STRIPE_KEYS.filter((k) => e[k]);
  if (given.length > 0 && given.length < STRIPE_KEYS.length)
    problems.push(
      `${STRIPE_KEYS.filter((k) => !e[k]).join(', ')}: Stripe needs all of ${STRIPE_KEYS.join(', ')} (or none, for the sandbox)`,
    );
  const stripe =
    given.length === STRIPE_KEYS.length
      ? {
          secretKey: e.STRIPE_SECRET_KEY as string,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
        }
      : null;
  const plans = {} as BillingConfig['plans'];
  for (const code of PLAN_CODES) {
    plans[code] = {} as Record<BillingInterval, PlanPrice>;
    for (const interval of BILLING_INTERVALS) {
      const key = `${code}_${interval.toUpperCase()}` as 'CKPD_MONTH';
      const priceId = e[`STRIPE_PRICE_${key}`] || null;
      if (stripe && !priceId) problems.push(`STRIPE_PRICE_${key}: required with Stripe keys (a price_... id)`);
      plans[code][interval] = { amountCents: e[`PLAN_${key}_CENTS`], stripePriceId: priceId };
    }
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const sandboxOn = !stripe && (e.PAYMENTS_SANDBOX ? e.PAYMENTS_SANDBOX === 'true' : isDevelopment);
  return {
    currency: e.BILLING_CURRENCY,
    plans,
    stripe,
    sandbox: sandboxOn
      ? { webhookSecret: e.SANDBOX_WEBHOOK_SECRET || `whsec_sandbox_${randomBytes(24).toString('hex')}` }
      : null,
  };
}
