import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysFrom, mondayOf, reportDayOf, weeksFrom } from './days';

describe('report days', () => {
  it('adds and counts days across months, years and the spring-forward weekend', () => {
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
  });

  it('names a week by its Monday (Sunday belongs to the week before)', () => {
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
    expect(mondayOf('2025-03-12')).toBe('2025-03-10');
    expect(mondayOf('2025-03-16')).toBe('2025-03-10');
    expect(mondayOf('2025-03-17')).toBe('2025-03-17');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });

  it('reads the day of an instant in the report time zone, not in UTC', () => {
    // 03:30 UTC on the 11th is still the evening of the 10th in Texas (CDT, UTC-5).
    expect(reportDayOf(new Date('2025-03-11T03:30:00Z'))).toBe('2025-03-10');
    expect(reportDayOf(new Date('2025-03-11T05:30:00Z'))).toBe('2025-03-11');
    expect(reportDayOf(new Date('2025-03-11T03:30:00Z'), 'UTC')).toBe('2025-03-11');
  });

  it('lists the days and the weeks of a range', () => {
    expect(daysFrom('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysFrom('2025-03-02', '2025-03-01')).toEqual([]);
    expect(weeksFrom('2025-03-05', '2025-03-18')).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
  });
});
