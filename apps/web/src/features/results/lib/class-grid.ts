import type { TAssignmentResults } from '@clearsheets/shared';
import type { StudentStatus } from './student-table';

// The class results grid: one row per student of the class, one column per assignment of the page.

export interface GridStudent {
  id: number;
  name: string;
}

export type GridCell =
  | { kind: 'loading' }
  | { kind: 'notAssigned' }
  | { kind: 'result'; status: StudentStatus; percent: number | null; pendingCount: number };

export interface GridRow {
  studentId: number;
  name: string;
  cells: GridCell[];
}

const byName = (a: GridStudent, b: GridStudent) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * Rows for the class's students (and anyone the assignments reached in this class who has since left it),
 * by name; a column still loading shows as loading, a student the assignment did not reach as not assigned.
 */
export function classGrid(
  classId: number,
  students: readonly GridStudent[],
  columns: readonly (TAssignmentResults | undefined)[],
): GridRow[] {
  const everyone = new Map(students.map((s) => [s.id, s]));
  for (const results of columns)
    for (const s of results?.students ?? [])
      if (s.classId === classId && !everyone.has(s.studentId))
        everyone.set(s.studentId, { id: s.studentId, name: s.name });
  const lookups = columns.map((results) =>
    results ? new Map(results.students.filter((s) => s.classId === classId).map((s) => [s.studentId, s])) : null,
  );
  return [...everyone.values()].sort(byName).map((student) => ({
    studentId: student.id,
    name: student.name,
    cells: lookups.map((lookup): GridCell => {
      if (!lookup) return { kind: 'loading' };
      const row = lookup.get(student.id);
      return row
        ? { kind: 'result', status: row.status, percent: row.percent, pendingCount: row.pendingCount }
        : { kind: 'notAssigned' };
    }),
  }));
}

/** One page of a list (1-based page), for the grid's student pages. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
