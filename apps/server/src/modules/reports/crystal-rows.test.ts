import { describe, expect, it } from 'vitest';
import { groupBy } from '../../platform/group-by';
import { isBelowApproaches, levelCounts, orderStudents, sumMeasures, totalsOf, trendOfWeeks } from './crystal-rows';

const th = { approaches: 50, meets: 70, masters: 85 };
const m = (points: number, maxPoints: number, items = 1, correct = 0) => ({ items, correct, points, maxPoints });

describe('crystal report arithmetic', () => {
  it('turns measures into a percent of points and its level; nothing scored has neither', () => {
    expect(totalsOf(m(7, 10, 4, 3), th)).toEqual({
      items: 4,
      correct: 3,
      points: 7,
      maxPoints: 10,
      percent: 70,
      level: 'meets',
    });
    expect(totalsOf(m(0, 0, 0), th)).toMatchObject({ percent: null, level: null });
    // Float sums read as the numbers they are.
    expect(totalsOf(sumMeasures([m(0.1, 1), m(0.2, 1)]), th).points).toBe(0.3);
  });

  it('sums measures field by field', () => {
    expect(sumMeasures([m(1, 2, 1, 1), m(3, 4, 2, 0)])).toEqual({ items: 3, correct: 1, points: 4, maxPoints: 6 });
    expect(sumMeasures([])).toEqual({ items: 0, correct: 0, points: 0, maxPoints: 0 });
  });

  it('counts students per level, those without one as none', () => {
    expect(levelCounts([{ level: 'meets' }, { level: 'meets' }, { level: null }, { level: 'did_not_meet' }])).toEqual({
      did_not_meet: 1,
      approaches: 0,
      meets: 2,
      masters: 0,
      none: 1,
    });
    expect(isBelowApproaches({ level: 'did_not_meet' })).toBe(true);
    expect(isBelowApproaches({ level: null })).toBe(false);
  });

  it('reads a trend from weekly measures, skipping weeks without points', () => {
    expect(trendOfWeeks([m(0, 4), m(0, 0, 0), m(4, 4)])).toBe('up');
    expect(trendOfWeeks([m(4, 4)])).toBe('none');
    expect(trendOfWeeks([m(3, 4), m(3, 4)])).toBe('flat');
  });

  it('groups rows by key in first-seen order', () => {
    expect([...groupBy([{ k: 2 }, { k: 1 }, { k: 2 }], (r) => r.k).entries()]).toEqual([
      [2, [{ k: 2 }, { k: 2 }]],
      [1, [{ k: 1 }]],
    ]);
  });

  describe('the order of the students', () => {
    const rows = [
      { name: 'Ada', percent: 72, trend: 'up' as const },
      { name: 'Ben', percent: null, trend: 'none' as const },
      { name: 'Cy', percent: 41.5, trend: 'flat' as const },
      { name: 'Di', percent: 88, trend: 'down' as const },
      { name: 'Ed', percent: 41.5, trend: 'down' as const },
    ];
    const names = (order?: Parameters<typeof orderStudents>[1]) => orderStudents(rows, order).map((r) => r.name);

    it('keeps the list (by name) unless told, and never changes the list it was given', () => {
      expect(names()).toEqual(['Ada', 'Ben', 'Cy', 'Di', 'Ed']);
      expect(names('name')).toEqual(['Ada', 'Ben', 'Cy', 'Di', 'Ed']);
      orderStudents(rows, 'lowest');
      expect(rows.map((r) => r.name)).toEqual(['Ada', 'Ben', 'Cy', 'Di', 'Ed']);
    });

    it('puts the lowest or highest percent first, ties by name, students without results last', () => {
      expect(names('lowest')).toEqual(['Cy', 'Ed', 'Ada', 'Di', 'Ben']);
      expect(names('highest')).toEqual(['Di', 'Ada', 'Cy', 'Ed', 'Ben']);
    });

    it('puts declining trends first, the lowest percent first within a trend', () => {
      expect(names('declining')).toEqual(['Ed', 'Di', 'Cy', 'Ada', 'Ben']);
    });
  });
});
