import type { TStudentInClass } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { filterRoster, matchesStudent } from './roster-filter';

const student = (id: number, firstName: string, lastName: string, status: TStudentInClass['status'] = 'active') =>
  ({
    id,
    firstName,
    lastName,
    username: `${firstName}.${lastName}`.toLowerCase(),
    grade: null,
    status,
    addedAt: '',
  }) as TStudentInClass;

const roster = [
  student(1, 'José', 'Zamora'),
  student(2, 'Mia', 'Lopez', 'removed'),
  student(3, 'Ana', 'Garcia'),
  student(4, 'Ben', 'Garcia'),
];

describe('filterRoster', () => {
  it('puts active students first, by last then first name', () => {
    expect(filterRoster(roster, '', 'all').map((s) => s.id)).toEqual([3, 4, 1, 2]);
  });

  it('narrows by status', () => {
    expect(filterRoster(roster, '', 'removed').map((s) => s.id)).toEqual([2]);
    expect(filterRoster(roster, '', 'active')).toHaveLength(3);
  });

  it('finds by any part of the name or username, ignoring case and accents', () => {
    expect(filterRoster(roster, 'jose', 'all').map((s) => s.id)).toEqual([1]);
    expect(filterRoster(roster, 'GARCIA ben', 'all').map((s) => s.id)).toEqual([4]);
    expect(filterRoster(roster, 'mia.lo', 'all').map((s) => s.id)).toEqual([2]);
    expect(filterRoster(roster, 'nobody', 'all')).toEqual([]);
  });

  it('matches everything for a blank query', () => {
    expect(matchesStudent(roster[0] as TStudentInClass, '   ')).toBe(true);
  });
});
