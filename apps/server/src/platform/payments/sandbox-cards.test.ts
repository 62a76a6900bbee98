import { describe, expect, it } from 'vitest';
import { cardOutcome, expiryInFuture, failureCodeOf, last4, SANDBOX_TEST_CARDS } from './sandbox-cards';
import { periodEnd } from './sandbox-objects';

describe("the sandbox's test cards", () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'success' }],
    ['4000 0025 0000 3155', { kind: 'authenticate' }],
    ['4000-0000-0000-0002', { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' }],
    ['4000000000009995', { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds' }],
    ['4000 0000 0000 0069', { kind: 'decline', code: 'expired_card', declineCode: null }],
    ['4000 0000 0000 0127', { kind: 'decline', code: 'incorrect_cvc', declineCode: null }],
    ['4111 1111 1111 1111', { kind: 'notATestCard' }],
    ['', { kind: 'notATestCard' }],
  ])('%s -> %o', (number, outcome) => {
    expect(cardOutcome(number)).toEqual(outcome);
  });

  it('records the bank reason when specific, else the error code', () => {
    const codes = SANDBOX_TEST_CARDS.map((c) => c.outcome)
      .filter((o) => o.kind === 'decline')
      .map((o) => failureCodeOf(o));
    expect(codes).toEqual(['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc']);
  });

  it('takes a card through the end of its expiry month', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(expiryInFuture('11 / 26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('01 / 27', now)).toBe(true);
    expect(expiryInFuture('13 / 27', now)).toBe(true);
    expect(expiryInFuture('1/27', now)).toBe(false);
    expect(last4('4242 4242 4242 4242')).toBe('4242');
  });

  it('bills periods by calendar month or year, clamped to the month’s last day', () => {
    const s = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const iso = (n: number) => new Date(n * 1000).toISOString();
    expect(iso(periodEnd(s('2026-11-26T10:00:00Z'), 'month'))).toBe('2026-12-26T10:00:00.000Z');
    expect(iso(periodEnd(s('2027-01-31T10:00:00Z'), 'month'))).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(periodEnd(s('2028-02-29T10:00:00Z'), 'year'))).toBe('2029-02-28T10:00:00.000Z');
  });
});
