import { describe, expect, it } from 'vitest';
import { headlineChange } from './headlines';

describe('headline changes', () => {
  it('has no direction without both weeks', () => {
    expect(headlineChange('percent', null, 60)).toEqual({ change: null, direction: 'none' });
    expect(headlineChange('count', 10, null)).toEqual({ change: null, direction: 'none' });
  });

  it('calls a count flat within 5% of last week (and within one of a small number)', () => {
    expect(headlineChange('count', 104, 100)).toEqual({ change: 4, direction: 'flat' });
    expect(headlineChange('count', 105, 100)).toEqual({ change: 5, direction: 'up' });
    expect(headlineChange('count', 90, 100)).toEqual({ change: -10, direction: 'down' });
    expect(headlineChange('count', 3, 3)).toEqual({ change: 0, direction: 'flat' });
    expect(headlineChange('count', 1, 0)).toEqual({ change: 1, direction: 'up' });
    expect(headlineChange('count', 0, 0)).toEqual({ change: 0, direction: 'flat' });
  });

  it('moves a percent by whole points, rounded to a tenth', () => {
    expect(headlineChange('percent', 71.4, 70.6)).toEqual({ change: 0.8, direction: 'flat' });
    expect(headlineChange('percent', 71.6, 70.6)).toEqual({ change: 1, direction: 'up' });
    expect(headlineChange('percent', 55, 62.2)).toEqual({ change: -7.2, direction: 'down' });
  });
});
