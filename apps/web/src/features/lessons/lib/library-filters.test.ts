import { describe, expect, it } from 'vitest';
import {
  domainNames,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersFromPreference,
  filtersToParams,
  gradesOf,
  listParamsOf,
  standardCodes,
  teacherGradeFilters,
} from './library-filters';

describe('the library filters', () => {
  it('round-trips through the address and drops values that are not filters', () => {
    const filters = { grade: '5', domain: 'RC2', standard: '5.3A', q: 'fractions' };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('grade=12&domain=rc9&q=%20x%20'))).toEqual({
      ...EMPTY_FILTERS,
      q: 'x',
    });
    expect(filtersFromParams(new URLSearchParams('domain=rc1')).domain).toBe('RC1');
  });

  it('reads a saved preference defensively', () => {
    expect(filtersFromPreference(null)).toBeNull();
    expect(filtersFromPreference({ grade: 5, domain: 'RC4', q: 'ratio' })).toEqual({
      ...EMPTY_FILTERS,
      domain: 'RC4',
      q: 'ratio',
    });
  });

  it('keeps several grades in the library order, dropping grades without Clear Lessons', () => {
    expect(gradesOf('6, 4,6,12,x')).toBe('4,6');
    expect(gradesOf('K')).toBeNull();
    expect(filtersFromParams(new URLSearchParams('grade=5,3')).grade).toBe('3,5');
    expect(filtersFromPreference({ grade: '4,5' })?.grade).toBe('4,5');
  });

  it("opens a teacher's library at the grades of their classes that have Clear Lessons", () => {
    expect(teacherGradeFilters(['5', '5', '3', null, '10'])).toEqual({ ...EMPTY_FILTERS, grade: '3,5' });
    expect(teacherGradeFilters(['K', '10'])).toBeNull();
    expect(teacherGradeFilters([])).toBeNull();
  });

  it('asks the server only for the filters set', () => {
    expect(listParamsOf(EMPTY_FILTERS)).toEqual({});
    expect(listParamsOf({ ...EMPTY_FILTERS, grade: '3' })).toEqual({ grade: '3' });
  });

  it('names topics from the cards and keeps names seen before; standards sorted by number', () => {
    const card = (code: string, name: string, standards: string[]) =>
      ({ domain: { code, name }, standards: standards.map((c, id) => ({ id, code: c, description: '' })) }) as never;
    const names = domainNames([card('RC1', 'Numerical', ['5.10A', '5.2B'])], new Map([['RC2', 'Algebra']]));
    expect([...names]).toEqual([
      ['RC2', 'Algebra'],
      ['RC1', 'Numerical'],
    ]);
    expect(standardCodes([card('RC1', 'N', ['5.10A', '5.2B', '5.2B'])])).toEqual(['5.2B', '5.10A']);
  });
});
