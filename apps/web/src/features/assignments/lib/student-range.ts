// The student range: ticking students one by one, a Shift-click (or Shift+Space) that sets every student
// between the last one touched and this one, "Select all" for what the search shows, and the search itself.
import { searchPeople } from '@clearsheets/shared';

export interface RangeStudent {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
}

/** Students whose name or username holds every word of the search (accents and case ignored). */
export const searchStudents: <T extends RangeStudent>(students: readonly T[], search: string) => T[] = searchPeople;

/** Students sorted as the list shows them: last name, then first name. */
export function byName<T extends RangeStudent>(students: readonly T[]): T[] {
  return [...students].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
      a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
      a.id - b.id,
  );
}

/**
 * One tick. Without Shift, or without a previous tick in this list, it toggles the student. With Shift it
 * gives every student from the anchor to this one (as shown now) the state this one takes.
 */
export function tickStudent(
  shownIds: readonly number[],
  selected: ReadonlySet<number>,
  anchorId: number | null,
  targetId: number,
  shift: boolean,
): Set<number> {
  const next = new Set(selected);
  const turnOn = !selected.has(targetId);
  const from = anchorId === null ? -1 : shownIds.indexOf(anchorId);
  const to = shownIds.indexOf(targetId);
  if (!shift || from < 0 || to < 0) {
    if (turnOn) next.add(targetId);
    else next.delete(targetId);
    return next;
  }
  const [lo, hi] = from < to ? [from, to] : [to, from];
  for (const id of shownIds.slice(lo, hi + 1)) {
    if (turnOn) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** "Select all" for the shown students: checked, partly (indeterminate) or not at all. */
export function selectAllState(shownIds: readonly number[], selected: ReadonlySet<number>) {
  const count = shownIds.filter((id) => selected.has(id)).length;
  return {
    checked: shownIds.length > 0 && count === shownIds.length,
    indeterminate: count > 0 && count < shownIds.length,
  };
}

/** Ticking "Select all" adds every shown student; unticking it removes only the shown ones. */
export function toggleAllShown(shownIds: readonly number[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const allOn = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  for (const id of shownIds) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Reads `classIds=1,2,3` (or repeated) as distinct positive whole numbers, in order. */
export function parseIdList(values: readonly string[]): number[] {
  const ids = values
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}
