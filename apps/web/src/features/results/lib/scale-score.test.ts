import type { TGradingScale } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { clampScore, defaultScale, levelForScore, levelScore, sameRange } from './scale-score';

const scale = (id: number, maxPoints: number): TGradingScale => ({
  id,
  name: `0-${maxPoints}`,
  maxPoints,
  levels: Array.from({ length: maxPoints + 1 }, (_, points) => ({ points, label: `L${points}`, description: '' })),
});
const scales = [scale(1, 2), scale(2, 3), scale(3, 4)];

describe('defaultScale', () => {
  it("takes the question's own scale first", () => {
    expect(defaultScale(scales, 3, 2)?.id).toBe(3);
  });
  it('else the scale whose top equals the points, else the first', () => {
    expect(defaultScale(scales, null, 3)?.id).toBe(2);
    expect(defaultScale(scales, 99, 2)?.id).toBe(1);
    expect(defaultScale(scales, undefined, 7)?.id).toBe(1);
    expect(defaultScale([], 1, 2)).toBeNull();
  });
});

describe('levelScore', () => {
  it('is the level itself when the ranges match', () => {
    expect(levelScore(1, 2, 2)).toBe(1);
    expect(levelScore(2, 2, 2)).toBe(2);
  });
  it("converts a level to the question's points with 2 decimals", () => {
    expect(levelScore(1, 3, 2)).toBe(0.67);
    expect(levelScore(3, 4, 2)).toBe(1.5);
    expect(levelScore(4, 4, 1)).toBe(1);
  });
  it('never leaves 0..max', () => {
    expect(levelScore(9, 4, 2)).toBe(2);
    expect(levelScore(-1, 4, 2)).toBe(0);
    expect(levelScore(3, 0, 2)).toBe(2);
  });
});

describe('levelForScore', () => {
  it('finds the level a typed score matches', () => {
    expect(levelForScore(scale(1, 2), 1, 2)).toBe(1);
    expect(levelForScore(scale(2, 3), 0.67, 2)).toBe(1);
  });
  it('is null between levels, without a scale or a score', () => {
    expect(levelForScore(scale(1, 2), 1.5, 2)).toBeNull();
    expect(levelForScore(null, 1, 2)).toBeNull();
    expect(levelForScore(scale(1, 2), null, 2)).toBeNull();
  });
});

describe('clampScore', () => {
  it('keeps numbers within 0..max with 2 decimals', () => {
    expect(clampScore(1.234, 2)).toBe(1.23);
    expect(clampScore(5, 2)).toBe(2);
    expect(clampScore(-1, 2)).toBe(0);
    expect(clampScore('1.5', 2)).toBe(1.5);
  });
  it('is null for empty or non-numbers', () => {
    expect(clampScore('', 2)).toBeNull();
    expect(clampScore('abc', 2)).toBeNull();
    expect(clampScore(Number.NaN, 2)).toBeNull();
    expect(clampScore(undefined, 2)).toBeNull();
  });
});

describe('sameRange', () => {
  it('says whether a conversion needs explaining', () => {
    expect(sameRange(scale(1, 2), 2)).toBe(true);
    expect(sameRange(scale(2, 3), 2)).toBe(false);
    expect(sameRange(null, 2)).toBe(true);
  });
});
