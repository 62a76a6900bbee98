import { z } from 'zod';
import { LICENSE_SCOPES } from '../enums';
import { MESSAGES, type MessageKey } from '../messages';
import { PERMISSION_NAMES } from '../permissions';
import { ZId, ZIdParam } from './ids';

// Teacher card subscriptions (docs/decisions/0029): plans, the card step, the subscription and its invoices.

/** The plans a teacher may buy: paid and premium clearsheets licenses. */
export const PLAN_CODES = ['CKPD', 'CKPM'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/** Stripe when its keys are configured; otherwise the built-in sandbox (test cards only). */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;

export const ZPlan = z.object({
  code: z.enum(PLAN_CODES),
  name: z.string(),
  tier: z.enum(['paid', 'premium']),
  /** Prices in cents of the currency, per interval. */
  prices: z.object({ month: z.number().int(), year: z.number().int() }),
  /** The permissions the plan gives a teacher, from the permission matrix. */
  features: z.array(z.enum(PERMISSION_NAMES)),
});
export type TPlan = z.infer<typeof ZPlan>;

/** Why a teacher is not offered a plan: they already pay, a license already covers them, the site takes no
 * card payments, or their role does not buy licenses (leaders' licenses come with the school or district). */
export const NOT_ELIGIBLE_REASONS = ['subscribed', 'licensed', 'unavailable', 'notTeacher'] as const;

export const ZBillingPlans = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** Stripe's publishable key (Stripe Elements in the browser); null for the sandbox. */
  publishableKey: z.string().nullable(),
  currency: z.string(),
  plans: z.array(ZPlan),
  eligibility: z.object({
    canSubscribe: z.boolean(),
    reason: z.enum(NOT_ELIGIBLE_REASONS).nullable(),
    /** The license already in force that includes the plans' features, when reason is 'licensed'. */
    coveredBy: z
      .object({ name: z.string(), scope: z.enum(LICENSE_SCOPES), holder: z.string().nullable(), endsOn: z.string() })
      .nullable(),
  }),
});
export type TBillingPlans = z.infer<typeof ZBillingPlans>;

export const ZCreateSubscriptionRequest = z.object({
  plan: z.enum(PLAN_CODES, { error: 'Choose a plan' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' }),
});
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/** The card step's start: the client secret of the first invoice's payment, confirmed in the browser. */
export const ZCreatedSubscription = z.object({
  subscriptionId: ZId,
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type TCreatedSubscription = z.infer<typeof ZCreatedSubscription>;

const ZClientSecret = z.string().trim().min(1).max(200);

/** The sandbox's card form. Only Stripe's test card numbers are accepted; nothing is charged. */
export const ZSandboxCardRequest = z.object({
  clientSecret: ZClientSecret,
  number: z
    .string({ error: 'Enter the card number' })
    .trim()
    .min(1, 'Enter the card number')
    .max(30)
    .regex(/^[0-9 ]+$/, 'Your card number is invalid'),
  expiry: z
    .string({ error: 'Enter the expiry date' })
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Enter the expiry date as MM / YY'),
  cvc: z
    .string({ error: 'Enter the security code' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  name: z.string({ error: 'Enter the name on the card' }).trim().min(1, 'Enter the name on the card').max(120),
});
export type TSandboxCardRequest = z.infer<typeof ZSandboxCardRequest>;

/** A confirmed card: paid, or the bank asks the card holder to authenticate first. */
export const ZSandboxPaymentResult = z.object({ status: z.enum(['succeeded', 'requires_action']) });
export type TSandboxPaymentResult = z.infer<typeof ZSandboxPaymentResult>;

export const ZSandboxAuthenticateRequest = z.object({ clientSecret: ZClientSecret, approve: z.boolean() });

export const ZInvoice = z.object({
  id: ZId,
  number: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  failureCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZSubscription = z.object({
  id: ZId,
  plan: z.enum(PLAN_CODES),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The license the subscription keeps, once a paid invoice granted it. */
  license: z
    .object({ code: z.enum(PLAN_CODES), startsOn: z.string(), endsOn: z.string(), inForce: z.boolean() })
    .nullable(),
  abilities: z.object({ cancel: z.boolean(), resume: z.boolean() }),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionDetail = z.object({ subscription: ZSubscription, invoices: z.array(ZInvoice) });
export type TSubscriptionDetail = z.infer<typeof ZSubscriptionDetail>;

/** GET /api/v1/billing/subscription: the caller's current (or last) subscription and their invoices. */
export const ZMySubscription = z.object({ subscription: ZSubscription.nullable(), invoices: z.array(ZInvoice) });
export type TMySubscription = z.infer<typeof ZMySubscription>;

export const ZSubscriptionParams = z.object({ id: ZIdParam });

const FAILURE_MESSAGES: Record<string, MessageKey> = {
  card_declined: 'cardDeclined',
  generic_decline: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  expired_card: 'cardExpired',
  incorrect_cvc: 'cardIncorrectCvc',
  payment_intent_authentication_failure: 'paymentAuthenticationFailed',
  authentication_required: 'paymentAuthenticationFailed',
};

/** The catalogue key of a provider's decline or error code (Stripe's codes; the sandbox uses the same). */
export const paymentFailureKey = (code: string | null | undefined): MessageKey =>
  (code ? FAILURE_MESSAGES[code] : undefined) ?? 'cardDeclined';

/** The message for a provider's decline or error code. */
export const paymentFailureMessage = (code: string | null | undefined): string => MESSAGES[paymentFailureKey(code)];
