import { failureCode } from './provider';

// Stripe's test card numbers (https://docs.stripe.com/testing) and what each does in the sandbox: the same
// outcome Stripe gives in test mode, so a flow built on the sandbox behaves the same with Stripe.

export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string | null }
  | { kind: 'notATestCard' };

/** The test cards, as the card form's note lists them. */
export const SANDBOX_TEST_CARDS: { number: string; outcome: CardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: { kind: 'success' }, label: 'Payment succeeds' },
  {
    number: '4000002500003155',
    outcome: { kind: 'authenticate' },
    label: 'Your bank asks you to confirm the payment',
  },
  {
    number: '4000000000000002',
    outcome: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' },
    label: 'Declined',
  },
  {
    number: '4000000000009995',
    outcome: { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds' },
    label: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000069',
    outcome: { kind: 'decline', code: 'expired_card', declineCode: null },
    label: 'Declined: expired card',
  },
  {
    number: '4000000000000127',
    outcome: { kind: 'decline', code: 'incorrect_cvc', declineCode: null },
    label: 'Declined: incorrect security code',
  },
];

/** What paying with this number does; spaces and dashes are ignored, as card forms show them. */
export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  return SANDBOX_TEST_CARDS.find((c) => c.number === digits)?.outcome ?? { kind: 'notATestCard' };
}

/** The failure code billing records: the decline reason when the bank gave one, else the error code. */
export const failureCodeOf = (outcome: Extract<CardOutcome, { kind: 'decline' }>) =>
  failureCode(outcome.code, outcome.declineCode) as string;

/** True when "MM / YY" is this month or later (cards are good through the end of their month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** The last four digits, all a receipt or a saved card shows. */
export const last4 = (number: string) => number.replace(/\D/g, '').slice(-4);
