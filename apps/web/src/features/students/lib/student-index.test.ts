import type { TClassDetail, TStudentInClass } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { buildStudentIndex, pageOf, searchStudents } from './student-index';

const s = (id: number, firstName: string, lastName: string, status: TStudentInClass['status'] = 'active') =>
  ({
    id,
    firstName,
    lastName,
    username: `${firstName}${id}`.toLowerCase(),
    grade: '5',
    status,
    addedAt: '',
  }) as TStudentInClass;
const cls = (id: number, name: string, students: TStudentInClass[]) => ({ id, name, students }) as TClassDetail;

describe('buildStudentIndex', () => {
  const index = buildStudentIndex([
    cls(1, 'Math', [s(10, 'Mia', 'Lopez'), s(11, 'Ben', 'Carter')]),
    cls(2, 'Art', [s(10, 'Mia', 'Lopez', 'removed'), s(12, 'Ana', 'Carter')]),
    cls(3, 'Reading', [s(10, 'Mia', 'Lopez')]),
  ]);

  it('lists each student once, by last then first name', () => {
    expect(index.map((e) => e.id)).toEqual([12, 11, 10]);
  });

  it("gathers a student's classes, active ones first", () => {
    expect(index.find((e) => e.id === 10)?.classes).toEqual([
      { id: 1, name: 'Math', status: 'active' },
      { id: 3, name: 'Reading', status: 'active' },
      { id: 2, name: 'Art', status: 'removed' },
    ]);
  });

  it('searches by name or username', () => {
    expect(searchStudents(index, 'carter').map((e) => e.id)).toEqual([12, 11]);
    expect(searchStudents(index, 'mia10').map((e) => e.id)).toEqual([10]);
    expect(searchStudents(index, 'ana car').map((e) => e.id)).toEqual([12]);
    expect(searchStudents(index, ' ')).toHaveLength(3);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 55 }, (_, i) => i);
  it('cuts pages and clamps the page number', () => {
    expect(pageOf(items, 2, 25)).toMatchObject({ page: 2, pages: 3 });
    expect(pageOf(items, 3, 25).items).toEqual([50, 51, 52, 53, 54]);
    expect(pageOf(items, 9, 25).page).toBe(3);
    expect(pageOf([], 1, 25)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
