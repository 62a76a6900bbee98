import { describe, expect, it } from 'vitest';
import { formatPercent, formatScore, percentBand, shareToPercent } from './format';

describe('format', () => {
  it('writes scores with at most 2 decimals and percentages whole', () => {
    expect(formatScore(5.333)).toBe('5.33');
    expect(formatScore(2)).toBe('2');
    expect(formatPercent(44.42)).toBe('44%');
    expect(formatPercent(null)).toBe('—');
    expect(shareToPercent(0.666)).toBe(67);
  });

  it('bands percentages at 80 and 60', () => {
    expect(percentBand(80)).toBe('high');
    expect(percentBand(79.9)).toBe('mid');
    expect(percentBand(60)).toBe('mid');
    expect(percentBand(59)).toBe('low');
  });
});
