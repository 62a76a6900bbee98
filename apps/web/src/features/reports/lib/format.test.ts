import { describe, expect, it } from 'vitest';
import { formatDay, formatPercent, shareOf } from './format';

describe('report formats', () => {
  it('writes percents with at most one decimal, a dash for none', () => {
    expect(formatPercent(72.5)).toBe('72.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });

  it('writes shares as whole percents, 0% of nothing', () => {
    expect(shareOf(1, 4)).toBe('25%');
    expect(shareOf(0, 0)).toBe('0%');
  });

  it('keeps a day on its date whatever the time zone', () => {
    expect(formatDay('2026-09-01', 'en-US')).toBe('Sep 1, 2026');
    expect(formatDay('bad', 'en-US')).toBe('bad');
  });
});
