import { describe, expect, it } from 'vitest';
import type { SheetRow } from './import-files';
import { detectSheetKind, splitSheet } from './import-files';
import { normalizeGrade, planStudentImport, type StudentImportContext } from './student-import.validate';

const rows = (...cells: string[][]): SheetRow[] => cells.map((c, i) => ({ row: i + 2, cells: c }));
const ctx = (over: Partial<StudentImportContext> = {}): StudentImportContext => ({
  schoolId: 1,
  usersByUsername: new Map(),
  members: [],
  limit: null,
  activeCount: 0,
  ...over,
});

describe('student file rules', () => {
  it('normalises grades', () => {
    expect(['k', 'KG', 'Kindergarten', '05', 'Grade 7', '12'].map(normalizeGrade)).toEqual([
      'K',
      'K',
      'K',
      '5',
      '7',
      '12',
    ]);
    expect(['0', '13', '5th', 'PK'].map(normalizeGrade)).toEqual([null, null, null, null]);
  });

  it('matches two students of the same name in the class each once, and creates a third', () => {
    const members = [
      { id: 7, firstName: 'Sam', lastName: 'Lee', status: 'active' },
      { id: 8, firstName: 'sam', lastName: 'LEE', status: 'removed' },
    ];
    const plan = planStudentImport(
      rows(['Sam', 'Lee'], ['Sam', 'Lee'], ['Sam', 'Lee']),
      ctx({ members, activeCount: 1 }),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.matched.map((m) => m.studentId)).toEqual([7, 8]);
    expect(plan.fresh.map((f) => f.row)).toEqual([4]);
    expect(plan.adding).toBe(2); // the removed one comes back, the new one arrives
  });

  it('names the count when the class would pass its limit', () => {
    const plan = planStudentImport(rows(['A', 'B'], ['C', 'D']), ctx({ limit: 30, activeCount: 29 }));
    expect(plan.problems).toHaveLength(1);
    expect(plan.problems[0]!.message).toContain('The class has 29 of 30 students; this file would add 2.');
  });

  it('refuses another header, no rows, and decides the type by content', () => {
    const header = { row: 1, cells: ['First Name', 'Last Name', 'Username', 'Password', 'Grade', '', ''] };
    expect(() => splitSheet([header], ['First Name', 'Last Name', 'Username', 'Password', 'Grade'], 10)).toThrow(
      'No data in sheet',
    );
    expect(() =>
      splitSheet(
        [
          { row: 1, cells: ['Name'] },
          { row: 2, cells: ['x'] },
        ],
        ['First Name'],
        10,
      ),
    ).toThrow('Mismatch column');
    expect(detectSheetKind(Buffer.from('a,b\n1,2\n'), 'x.CSV')).toBe('csv');
    expect(() => detectSheetKind(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'x.csv')).toThrow('Invalid file format');
    expect(() => detectSheetKind(Buffer.from('PK\u0003\u0004junk'), 'x.xlsx')).toThrow('Invalid file format');
  });
});
