import { describe, expect, it } from 'vitest';
import { honestPercent, scoreBandOf, shownScore, starsOf } from './score-display';

describe('scoreBandOf', () => {
  it('puts K-2 on stars, 3-5 on whole points and 6-12 on one decimal', () => {
    for (const g of ['K', 'k', '1', '2']) expect(scoreBandOf(g)).toBe('stars');
    for (const g of ['3', '4', '5']) expect(scoreBandOf(g)).toBe('whole');
    for (const g of ['6', '8', '12']) expect(scoreBandOf(g)).toBe('decimal');
  });
  it('shows the most exact form when the grade is unknown', () => {
    expect(scoreBandOf(null)).toBe('decimal');
    expect(scoreBandOf(undefined)).toBe('decimal');
    expect(scoreBandOf('')).toBe('decimal');
    expect(scoreBandOf('college')).toBe('decimal');
  });
});

describe('shownScore', () => {
  it('gives grades 3-5 whole points: 6.59 of 24 is 7 points, 27%', () => {
    expect(shownScore(6.59, 24, '4')).toEqual({ band: 'whole', score: 7, max: 24, percent: 27 });
  });
  it('gives grades 6-12 one decimal only when not whole', () => {
    expect(shownScore(6.59, 24, '7')).toEqual({ band: 'decimal', score: 6.6, max: 24, percent: 27 });
    expect(shownScore(7, 24, '9')).toEqual({ band: 'decimal', score: 7, max: 24, percent: 29 });
  });
  it('gives K-2 stars from the percent', () => {
    expect(shownScore(24, 24, 'K')).toEqual({ band: 'stars', stars: 3, percent: 100 });
    expect(shownScore(16, 24, '1')).toEqual({ band: 'stars', stars: 2, percent: 67 });
    expect(shownScore(8, 24, '2')).toEqual({ band: 'stars', stars: 1, percent: 33 });
    expect(shownScore(2, 24, '2')).toEqual({ band: 'stars', stars: 0, percent: 8 });
  });
  it('never rounds up to full marks that were not earned, nor down to zero when something was', () => {
    expect(shownScore(23.6, 24, '3')).toMatchObject({ score: 23, percent: 98 });
    expect(shownScore(0.3, 24, '3')).toMatchObject({ score: 1, percent: 1 });
    expect(shownScore(23.97, 24, '10')).toMatchObject({ score: 23.9, percent: 99 });
    expect(shownScore(0, 24, '3')).toMatchObject({ score: 0, percent: 0 });
  });
  it('treats a zero maximum as nothing to earn', () => {
    expect(shownScore(0, 0, '5')).toEqual({ band: 'whole', score: 0, max: 0, percent: 0 });
  });
});

describe('starsOf and honestPercent', () => {
  it('gives 3 stars from 90%, 2 from 60%, 1 from 30%', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 100].map(starsOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
  it('is 100% only for full marks', () => {
    expect(honestPercent(199.5, 200)).toBe(99);
    expect(honestPercent(200, 200)).toBe(100);
  });
});
