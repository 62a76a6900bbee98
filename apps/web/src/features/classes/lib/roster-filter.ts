import { matchesPerson, type TStudentInClass } from '@clearsheets/shared';

export type RosterFilter = 'all' | 'active' | 'removed';

/** Whether every word typed appears in the student's first name, last name or username (accents and case
 * ignored: the one search fold in @clearsheets/shared). */
export const matchesStudent = matchesPerson;

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
