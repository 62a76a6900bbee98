import { describe, expect, it } from 'vitest';
import { filterOf, participationOf, scoreOf, trendOfWeeks, trendWeeks, unitLevelsOf, usageOf } from './scope-figures';

const th = { approaches: 50, meets: 70, masters: 85 };

describe('school and district report figures', () => {
  it('counts whole weeks: each end of a range becomes its Monday', () => {
    expect(filterOf({ from: '2026-03-04', to: '2026-03-15' })).toEqual({
      grade: null,
      subjectId: null,
      fromWeek: '2026-03-02',
      toWeek: '2026-03-09',
    });
    expect(filterOf({ grade: '5', subjectId: 3 })).toMatchObject({ grade: '5', subjectId: 3, fromWeek: null });
  });

  it('reads a trend over the range, or the last eight weeks when all dates', () => {
    expect(trendWeeks({ grade: null, subjectId: null, fromWeek: null, toWeek: null }, '2026-03-11')).toEqual({
      fromWeek: '2026-01-19',
      toWeek: null,
    });
    expect(trendWeeks({ grade: null, subjectId: null, fromWeek: null, toWeek: '2026-03-09' }, '2026-05-01')).toEqual({
      fromWeek: '2026-01-19',
      toWeek: '2026-03-09',
    });
  });

  it('finds the trend in week order, leaving out weeks with nothing to earn', () => {
    const week = (w: string, p: number, m = 10) => ({ week: w, points: p, max_points: m });
    expect(trendOfWeeks([week('2026-03-09', 9), week('2026-03-02', 5), week('2026-02-23', 0, 0)])).toBe('up');
    expect(trendOfWeeks([week('2026-03-02', 9)])).toBe('none');
  });

  it('turns sums into percent and level, and counts units per level', () => {
    expect(scoreOf({ items: 4, correct: 3, points: 7, max_points: 10 }, th)).toEqual({
      items: 4,
      correct: 3,
      points: 7,
      maxPoints: 10,
      percent: 70,
      level: 'meets',
    });
    expect(scoreOf(undefined, th)).toMatchObject({ items: 0, percent: null, level: null });
    expect(unitLevelsOf(['meets', null, 'meets', 'did_not_meet'])).toEqual({
      did_not_meet: 1,
      approaches: 0,
      meets: 2,
      masters: 0,
      none: 1,
    });
  });

  it('states participation as submitted of assigned, and use as daily active students on average', () => {
    expect(
      participationOf({ assignments: 2, assigned: 8, started: 6, submitted: 3, graded: 2, pending: 1 }),
    ).toMatchObject({
      percentSubmitted: 37.5,
    });
    expect(participationOf(undefined).percentSubmitted).toBeNull();
    const usage = { days: 3, active_students: 10, sessions: 12, active_seconds: 600, answers: 40, submissions: 5 };
    expect(usageOf(usage, '2026-03-09')).toEqual({
      week: '2026-03-09',
      dailyActive: 3.3,
      sessions: 12,
      activeSeconds: 600,
      answers: 40,
      submissions: 5,
    });
    expect(usageOf(undefined, '2026-03-09').dailyActive).toBe(0);
  });
});
