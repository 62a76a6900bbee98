import type { TStudentInClass } from '@clearsheets/shared';

export type RosterFilter = 'all' | 'active' | 'removed';

/** Lower case without accents, so "jose" finds "José". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether every word typed appears in the student's first name, last name or username. */
export function matchesStudent(student: Pick<TStudentInClass, 'firstName' | 'lastName' | 'username'>, query: string) {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${student.firstName} ${student.lastName} ${student.username}`);
  return words.every((word) => haystack.includes(word));
}

/** Why: the roster is searched by name or username and narrowed by status; active students come first,
 * each group by last name then first name. */
export function filterRoster(students: TStudentInClass[], query: string, status: RosterFilter): TStudentInClass[] {
  return students
    .filter((s) => (status === 'all' || s.status === status) && matchesStudent(s, query))
    .sort(
      (a, b) =>
        Number(a.status === 'removed') - Number(b.status === 'removed') ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
}
