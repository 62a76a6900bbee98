import { describe, expect, it } from 'vitest';
import { dateRangeInOrder, isReportDay, ZReportDay } from './reports-common';
import { ZCrystalQuery } from './reports-crystal';

describe('report days', () => {
  it('takes real calendar days written YYYY-MM-DD, nothing else', () => {
    for (const day of ['2026-09-01', '2024-02-29', '1999-12-31']) expect(isReportDay(day), day).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-9-1', '20260901', '2026-09-01T00:00', ''])
      expect(isReportDay(bad), bad).toBe(false);
    expect(ZReportDay.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Use a date like 2026-09-01');
  });

  it('keeps a range in order, either end open', () => {
    expect(dateRangeInOrder({})).toBe(true);
    expect(dateRangeInOrder({ from: '2026-09-01' })).toBe(true);
    expect(dateRangeInOrder({ from: '2026-09-01', to: '2026-09-01' })).toBe(true);
    expect(dateRangeInOrder({ from: '2026-09-02', to: '2026-09-01' })).toBe(false);
  });
});

describe('crystal report filters', () => {
  it('reads ids and days from the query string', () => {
    expect(ZCrystalQuery.parse({ classId: '4', groupId: '2', grade: '5', from: '2026-09-01' })).toEqual({
      classId: 4,
      groupId: 2,
      grade: '5',
      from: '2026-09-01',
    });
  });

  it('names the field of a bad filter with the catalogue message', () => {
    const reversed = ZCrystalQuery.safeParse({ classId: '4', from: '2026-09-02', to: '2026-09-01' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The start date must be on or before the end date',
    });
    expect(ZCrystalQuery.safeParse({ classId: '4', grade: '13' }).success).toBe(false);
    expect(ZCrystalQuery.safeParse({ classId: '0' }).success).toBe(false);
    expect(ZCrystalQuery.safeParse({}).success).toBe(false);
  });
});
