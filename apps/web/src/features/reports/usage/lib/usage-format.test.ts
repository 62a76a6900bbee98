import { describe, expect, it } from 'vitest';
import { clockTime, durationParts } from './usage-format';

describe('usage formats', () => {
  it('splits time on task into hours and whole minutes, rounding as the CSV does', () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(29)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(30)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(3_690)).toEqual({ hours: 1, minutes: 2 });
    expect(durationParts(7_200)).toEqual({ hours: 2, minutes: 0 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('gives clock times in the schools’ time zone', () => {
    // 14:05 UTC in November is 8:05 in Texas (CST, UTC-6).
    expect(clockTime('2026-11-24T14:05:00.000Z')).toBe('8:05 AM');
    expect(clockTime('not a date')).toBe('—');
  });
});
