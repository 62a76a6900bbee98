import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_THRESHOLDS, levelOf, percentOf, trendOf, validThresholds } from './levels';

describe('performance levels', () => {
  it('reaches a level exactly at its threshold, and the one below just under it', () => {
    expect(levelOf(85)).toBe('masters');
    expect(levelOf(84.9)).toBe('meets');
    expect(levelOf(70)).toBe('meets');
    expect(levelOf(69.9)).toBe('approaches');
    expect(levelOf(50)).toBe('approaches');
    expect(levelOf(49.9)).toBe('did_not_meet');
    expect(levelOf(0)).toBe('did_not_meet');
    expect(levelOf(null)).toBeNull();
  });

  it("uses a district's own thresholds", () => {
    const t = { approaches: 60, meets: 75, masters: 90 };
    expect([55, 60, 80, 90].map((p) => levelOf(p, t))).toEqual(['did_not_meet', 'approaches', 'meets', 'masters']);
  });

  it('never goes down as the percent goes up', () => {
    const order = ['did_not_meet', 'approaches', 'meets', 'masters'];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return order.indexOf(levelOf(lo)!) <= order.indexOf(levelOf(hi)!);
        },
      ),
    );
  });

  it('accepts only whole, strictly rising thresholds up to 100', () => {
    expect(validThresholds(DEFAULT_LEVEL_THRESHOLDS)).toBe(true);
    expect(validThresholds({ approaches: 70, meets: 70, masters: 85 })).toBe(false);
    expect(validThresholds({ approaches: 0, meets: 70, masters: 85 })).toBe(false);
    expect(validThresholds({ approaches: 50, meets: 70, masters: 101 })).toBe(false);
    expect(validThresholds({ approaches: 50.5, meets: 70, masters: 85 })).toBe(false);
  });

  it('gives a percent of points to one decimal, none without points possible', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(5, 5)).toBe(100);
  });
});

describe('trend', () => {
  it('needs two points', () => {
    expect(trendOf([])).toBe('none');
    expect(trendOf([70])).toBe('none');
  });

  it('follows the fitted change over the series, not one odd week', () => {
    expect(trendOf([50, 55, 60, 65])).toBe('up');
    expect(trendOf([80, 70, 65, 60])).toBe('down');
    expect(trendOf([70, 72, 69, 71])).toBe('flat');
    // One bad week in a rising series does not turn it down.
    expect(trendOf([50, 60, 40, 70, 80])).toBe('up');
  });

  it('is up for a change of exactly 5 points and flat just under', () => {
    expect(trendOf([60, 65])).toBe('up');
    expect(trendOf([60, 64.9])).toBe('flat');
    expect(trendOf([65, 60])).toBe('down');
  });
});
