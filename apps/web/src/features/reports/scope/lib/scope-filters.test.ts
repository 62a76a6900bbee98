import { beforeEach, describe, expect, it } from 'vitest';
import {
  pickScopeFilters,
  rememberedScopeFilters,
  rememberScopeFilters,
  scopeFiltersFrom,
  scopePath,
  withScopeFilters,
} from './scope-filters';

const store = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;

describe('school and district report filters', () => {
  beforeEach(() => globalThis.localStorage.clear());

  it('reads only valid grade, subject and dates from the address', () => {
    const params = new URLSearchParams('grade=5&subjectId=2&from=2026-03-02&to=2026-02-01&classId=9&x=1');
    expect(scopeFiltersFrom(params)).toEqual({ grade: '5', subjectId: 2, from: '2026-03-02' });
    expect(pickScopeFilters({ grade: '13', subjectId: '0', from: '2026-02-30' })).toEqual({});
  });

  it('replaces the filters in an address and keeps its other parameters', () => {
    const next = withScopeFilters(new URLSearchParams('schoolId=4&grade=3'), { subjectId: 7 });
    expect(next.toString()).toBe('schoolId=4&subjectId=7');
    expect(scopePath('/districtadmin/classresult', { grade: '5' }, { classId: 3, schoolId: undefined })).toBe(
      '/districtadmin/classresult?classId=3&grade=5',
    );
    expect(scopePath('/districtadmin/result', {})).toBe('/districtadmin/result');
  });

  it('remembers the last filters per user on this device', () => {
    rememberScopeFilters(5, { grade: '4', from: '2026-01-05' });
    expect(rememberedScopeFilters(5)).toEqual({ grade: '4', from: '2026-01-05' });
    expect(rememberedScopeFilters(6)).toEqual({});
    globalThis.localStorage.setItem('cs.scopeReportFilter.6', '{bad json');
    expect(rememberedScopeFilters(6)).toEqual({});
  });
});
