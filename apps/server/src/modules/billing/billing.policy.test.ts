import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { abilitiesOf, can, subscribeRefusal } from './billing.policy';

describe('billing policy', () => {
  const teacher = caller('Teacher', { userId: 5 });
  const mine = (status: string, cancelAtPeriodEnd = false) => ({ userId: 5, status, cancelAtPeriodEnd });

  it.each([
    ['read', mine('active'), true],
    ['read', mine('incomplete'), true],
    ['read', { ...mine('active'), userId: 6 }, false],
    ['cancel', mine('active'), true],
    ['cancel', mine('past_due'), true],
    ['cancel', mine('active', true), false],
    ['cancel', mine('incomplete'), false],
    ['cancel', mine('canceled'), false],
    ['cancel', { ...mine('active'), userId: 6 }, false],
    ['resume', mine('active', true), true],
    ['resume', mine('active'), false],
    ['resume', mine('canceled', true), false],
  ] as const)('%s a subscription %o: %s', (action, sub, allowed) => {
    expect(can(teacher, action, sub)).toBe(allowed);
  });

  it('sends the web what the teacher may do with their subscription', () => {
    expect(abilitiesOf(teacher, mine('active'))).toEqual({ cancel: true, resume: false });
    expect(abilitiesOf(caller('DistrictAdmin', { userId: 1 }), mine('active'))).toEqual({
      cancel: false,
      resume: false,
    });
  });

  it.each([
    ['Teacher', { providerReady: true, runningSubscription: false, paidLicense: false }, null],
    ['Teacher', { providerReady: true, runningSubscription: true, paidLicense: true }, 'subscribed'],
    ['Teacher', { providerReady: true, runningSubscription: false, paidLicense: true }, 'licensed'],
    ['Teacher', { providerReady: false, runningSubscription: false, paidLicense: false }, 'unavailable'],
    ['Principal', { providerReady: true, runningSubscription: false, paidLicense: false }, 'notTeacher'],
    ['DistrictAdmin', { providerReady: true, runningSubscription: false, paidLicense: false }, 'notTeacher'],
    ['Student', { providerReady: true, runningSubscription: false, paidLicense: false }, 'notTeacher'],
  ] as const)('a %s with %o may subscribe unless %s', (role, facts, refusal) => {
    expect(subscribeRefusal({ role }, facts)).toBe(refusal);
  });
});
