import { describe, expect, it } from 'vitest';
import { filterStudents, selectAllState, toggleAll } from './member-picker';

const students = [
  { id: 1, firstName: 'José', lastName: 'García', username: 'jgarcia' },
  { id: 2, firstName: 'Maya', lastName: 'Johnson', username: 'mjohnson' },
  { id: 3, firstName: 'Ana', lastName: 'Garcia', username: 'agarcia2' },
];

describe('filterStudents', () => {
  it('matches every word in name or username, ignoring accents and case', () => {
    expect(filterStudents(students, 'garcia').map((s) => s.id)).toEqual([1, 3]);
    expect(filterStudents(students, 'JOSE gar').map((s) => s.id)).toEqual([1]);
    expect(filterStudents(students, 'mjohn').map((s) => s.id)).toEqual([2]);
    expect(filterStudents(students, '  ').map((s) => s.id)).toEqual([1, 2, 3]);
    expect(filterStudents(students, 'zz')).toEqual([]);
  });
});

describe('select all', () => {
  it('is checked, indeterminate or empty for the shown students', () => {
    expect(selectAllState([1, 3], new Set([1, 3, 2]))).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState([1, 3], new Set([1]))).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState([], new Set([1]))).toEqual({ checked: false, indeterminate: false });
  });

  it('adds the shown students, or removes only them when all are ticked', () => {
    expect([...toggleAll([1, 3], new Set([2]))].sort()).toEqual([1, 2, 3]);
    expect([...toggleAll([1, 3], new Set([1, 2, 3]))]).toEqual([2]);
    expect([...toggleAll([1, 3], new Set([1]))].sort()).toEqual([1, 3]);
  });
});
