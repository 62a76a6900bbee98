import type { TAssignmentResults } from '@clearsheets/shared';

// Sorting and filtering the results page's student table (client side: one assignment's students).

export type ResultStudent = TAssignmentResults['students'][number];
export type StudentStatus = ResultStudent['status'];
export type StudentSortKey = 'name' | 'status' | 'score' | 'percent' | 'answered' | 'submittedAt';
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = 'all' | StudentStatus;

const STATUS_RANK: Record<StudentStatus, number> = { not_started: 0, in_progress: 1, submitted: 2 };
const byName = (a: ResultStudent, b: ResultStudent) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.studentId - b.studentId;

function sortValue(s: ResultStudent, key: StudentSortKey): number | string | null {
  switch (key) {
    case 'name':
      return s.name;
    case 'status':
      return STATUS_RANK[s.status];
    case 'score':
      return s.score;
    case 'percent':
      return s.percent;
    case 'answered':
      return s.answeredCount;
    case 'submittedAt':
      return s.submittedAt ? Date.parse(s.submittedAt) : null;
  }
}

/** Sorted copy; students without a value (not submitted) always go last, then by name. */
export function sortStudents(rows: readonly ResultStudent[], key: StudentSortKey, dir: SortDirection): ResultStudent[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b);
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null && vb === null) return byName(a, b);
    if (va === null) return 1;
    if (vb === null) return -1;
    const diff = (va as number) - (vb as number);
    return diff !== 0 ? sign * diff : byName(a, b);
  });
}

export const filterStudents = (rows: readonly ResultStudent[], status: StatusFilter): ResultStudent[] =>
  status === 'all' ? [...rows] : rows.filter((s) => s.status === status);

/** The next sort after clicking a column: the same column flips, a new one starts ascending (names) or descending. */
export function nextSort(
  current: { key: StudentSortKey; dir: SortDirection },
  clicked: StudentSortKey,
): { key: StudentSortKey; dir: SortDirection } {
  if (current.key === clicked) return { key: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, dir: clicked === 'name' || clicked === 'status' ? 'asc' : 'desc' };
}
