import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, yearlySaving } from './format';

describe('billing formats', () => {
  it('shows money with cents only when there are some', () => {
    expect(formatMoney(999, 'usd')).toBe('$9.99');
    expect(formatMoney(8900, 'usd')).toBe('$89');
    expect(formatMoney(12900, 'usd', 'es')).toMatch(/129/);
  });

  it('shows the day of a date or a moment in UTC', () => {
    expect(formatDay('2026-12-26')).toBe('Dec 26, 2026');
    expect(formatDay('2026-12-26T23:30:00.000Z')).toBe('Dec 26, 2026');
    expect(formatDay('soon')).toBe('soon');
  });

  it('works out the yearly saving', () => {
    const plan = {
      code: 'CKPD',
      name: 'Paid',
      tier: 'paid',
      features: [],
      prices: { month: 999, year: 8900 },
    } as const;
    expect(yearlySaving({ ...plan, features: [] })).toBe(26);
    expect(yearlySaving({ ...plan, features: [], prices: { month: 100, year: 1200 } })).toBe(0);
  });
});
