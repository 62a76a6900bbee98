import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersFromPreference,
  filtersToParams,
  hasFilterParams,
  isEmptyFilters,
} from './library-filters';

describe('library filters in the address', () => {
  it('round-trips every filter and the page', () => {
    const filters = { grade: '5', subjectId: 1, domainId: 7, standardId: 42, fullTopic: true, q: 'fractions' };
    const params = filtersToParams(filters, 3);
    expect(params.toString()).toBe('grade=5&subjectId=1&domainId=7&standardId=42&fullTopic=true&q=fractions&page=3');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('ignores malformed values instead of sending them', () => {
    const filters = filtersFromParams(new URLSearchParams('grade=13&subjectId=abc&domainId=-1&fullTopic=yes'));
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('drops topic and standard without a grade and subject', () => {
    expect(filtersFromParams(new URLSearchParams('grade=5&domainId=3&standardId=4'))).toMatchObject({
      grade: '5',
      domainId: null,
      standardId: null,
    });
  });

  it('knows when the address already holds filters', () => {
    expect(hasFilterParams(new URLSearchParams('page=2'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('q='))).toBe(true);
  });
});

describe('changeFilters', () => {
  const full = { grade: '5', subjectId: 1, domainId: 7, standardId: 42, fullTopic: false, q: '' };

  it('clears topic and standard when grade or subject changes', () => {
    expect(changeFilters(full, { grade: '4' })).toMatchObject({ grade: '4', domainId: null, standardId: null });
    expect(changeFilters(full, { subjectId: 2 })).toMatchObject({ domainId: null, standardId: null });
  });

  it('clears the standard when the topic changes, and keeps everything else', () => {
    expect(changeFilters(full, { domainId: 8 })).toEqual({ ...full, domainId: 8, standardId: null });
    expect(changeFilters(full, { fullTopic: true })).toEqual({ ...full, fullTopic: true });
    expect(changeFilters(full, { grade: '5' })).toEqual(full);
  });
});

describe('filtersFromPreference', () => {
  it('reads a saved preference and rejects anything that is not one', () => {
    expect(filtersFromPreference({ grade: '3', subjectId: 1, fullTopic: true, q: 'area' })).toEqual({
      ...EMPTY_FILTERS,
      grade: '3',
      subjectId: 1,
      fullTopic: true,
      q: 'area',
    });
    expect(filtersFromPreference(null)).toBeNull();
    expect(filtersFromPreference('grade=3')).toBeNull();
    expect(isEmptyFilters(filtersFromPreference({ grade: 7 }) ?? EMPTY_FILTERS)).toBe(true);
  });
});
