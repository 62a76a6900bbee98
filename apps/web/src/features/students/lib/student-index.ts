import { searchPeople, type TClassDetail, type TStudentInClass } from '@clearsheets/shared';

export interface StudentClassLink {
  id: number;
  name: string;
  status: TStudentInClass['status'];
}

export interface StudentEntry {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  grade: string | null;
  classes: StudentClassLink[];
}

/** Why: the API lists students per class; the student list shows each student once with all their classes
 * (active ones first), sorted by last name then first name. */
export function buildStudentIndex(classes: readonly TClassDetail[]): StudentEntry[] {
  const byId = new Map<number, StudentEntry>();
  for (const cls of classes) {
    for (const s of cls.students) {
      let entry = byId.get(s.id);
      if (!entry) {
        entry = {
          id: s.id,
          firstName: s.firstName,
          lastName: s.lastName,
          username: s.username,
          grade: s.grade,
          classes: [],
        };
        byId.set(s.id, entry);
      }
      entry.classes.push({ id: cls.id, name: cls.name, status: s.status });
    }
  }
  const entries = [...byId.values()];
  for (const entry of entries)
    entry.classes.sort(
      (a, b) => Number(a.status === 'removed') - Number(b.status === 'removed') || a.name.localeCompare(b.name),
    );
  return entries.sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
  );
}

/** Every typed word must appear in the name or username; accents and case are ignored. */
export const searchStudents: (entries: readonly StudentEntry[], query: string) => StudentEntry[] = searchPeople;

/** One page of a list (1-based), clamped to the pages that exist. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
