import { describe, expect, it } from 'vitest';
import { averagePerDay, minutesOf } from './usage';

describe('usage figures', () => {
  it('rounds time on task to whole minutes', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(29)).toBe(0);
    expect(minutesOf(30)).toBe(1);
    expect(minutesOf(3_690)).toBe(62);
  });

  it('averages students per day with use, and has no average without one', () => {
    expect(averagePerDay(0, 0)).toBeNull();
    expect(averagePerDay(10, 4)).toBe(2.5);
    expect(averagePerDay(10, 3)).toBe(3.3);
  });
});
