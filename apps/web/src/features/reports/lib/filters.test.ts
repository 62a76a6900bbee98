import { describe, expect, it } from 'vitest';
import { changeClass, cleanFilters, filterQuery, filtersFromParams, pathWith, withFilters } from './filters';

describe('report filters in the address', () => {
  it('reads valid filters and drops the rest', () => {
    const params = new URLSearchParams(
      'classId=4&groupId=abc&grade=5&subjectId=0&from=2026-09-01&to=2026-02-30&assignmentId=7&other=x',
    );
    expect(filtersFromParams(params)).toEqual({ classId: 4, grade: '5', from: '2026-09-01', assignmentId: 7 });
  });

  it('drops the end of an inverted range and a grade that is not one', () => {
    expect(cleanFilters({ from: '2026-09-02', to: '2026-09-01', grade: '13' })).toEqual({ from: '2026-09-02' });
  });

  it('restores saved filters of any shape safely', () => {
    expect(cleanFilters({ classId: 3, groupId: '5', grade: 5 as unknown as string })).toEqual({
      classId: 3,
      groupId: 5,
    });
    expect(cleanFilters({ classId: 2_147_483_648, subjectId: -1 })).toEqual({});
  });

  it('writes the filters back in a fixed order, keeping other parameters', () => {
    const next = withFilters(new URLSearchParams('domainId=9&classId=1&grade=4'), { grade: '5', classId: 2 });
    expect(next.toString()).toBe('domainId=9&classId=2&grade=5');
    expect(filterQuery({ to: '2026-09-30', classId: 2 })).toEqual({ classId: '2', to: '2026-09-30' });
    expect(pathWith('/teacher/report/domainsummary', { classId: 2 }, { domainId: 9 })).toBe(
      '/teacher/report/domainsummary?classId=2&domainId=9',
    );
  });

  it('forgets the group and assignment of the previous class', () => {
    expect(changeClass({ classId: 1, groupId: 2, assignmentId: 3, grade: '5' }, 4)).toEqual({ classId: 4, grade: '5' });
  });
});
