import { describe, expect, it } from 'vitest';
import { byName, parseIdList, searchStudents, selectAllState, tickStudent, toggleAllShown } from './student-range';

const ids = [1, 2, 3, 4, 5, 6];

describe('tickStudent', () => {
  it('toggles one student without Shift', () => {
    expect([...tickStudent(ids, new Set(), null, 3, false)]).toEqual([3]);
    expect([...tickStudent(ids, new Set([3]), 3, 3, false)]).toEqual([]);
  });

  it('ticks every student between the anchor and the target with Shift, in either direction', () => {
    const after = tickStudent(ids, new Set([2]), 2, 5, true);
    expect([...after].sort()).toEqual([2, 3, 4, 5]);
    const backwards = tickStudent(ids, new Set([5]), 5, 1, true);
    expect([...backwards].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('unticks the range when the target was ticked', () => {
    const after = tickStudent(ids, new Set(ids), 2, 4, true);
    expect([...after].sort()).toEqual([1, 5, 6]);
  });

  it('falls back to one tick when the anchor is not shown (search changed)', () => {
    expect([...tickStudent([4, 5], new Set(), 1, 5, true)]).toEqual([5]);
  });
});

describe('select all', () => {
  it('reports checked, partly and none for the shown students', () => {
    expect(selectAllState([1, 2], new Set([1, 2, 9]))).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState([1, 2], new Set([1]))).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState([], new Set([1]))).toEqual({ checked: false, indeterminate: false });
  });

  it('adds the shown students, or removes only them', () => {
    expect([...toggleAllShown([1, 2], new Set([9]))].sort()).toEqual([1, 2, 9]);
    expect([...toggleAllShown([1, 2], new Set([1, 2, 9]))]).toEqual([9]);
  });
});

describe('search and order', () => {
  const students = [
    { id: 1, firstName: 'Mia', lastName: 'López', username: 'mia.lopez' },
    { id: 2, firstName: 'Ben', lastName: 'Carter', username: 'bcarter' },
    { id: 3, firstName: 'Ana', lastName: 'Carter', username: 'acarter' },
  ];

  it('matches every word in names or usernames, ignoring accents and case', () => {
    expect(searchStudents(students, 'lopez').map((s) => s.id)).toEqual([1]);
    expect(searchStudents(students, 'CARTER ben').map((s) => s.id)).toEqual([2]);
    expect(searchStudents(students, '  ').length).toBe(3);
  });

  it('sorts by last name, then first name', () => {
    expect(byName(students).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});

describe('parseIdList', () => {
  it('reads comma lists and repeats, keeping distinct positive ids in order', () => {
    expect(parseIdList(['3,1', '1', 'x', '-2', '4'])).toEqual([3, 1, 4]);
    expect(parseIdList([])).toEqual([]);
  });
});
