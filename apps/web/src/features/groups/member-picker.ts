// The checkbox list of the "create a group" form: a search that narrows the list, and a "Select all"
// that acts on what the search shows, so a teacher can pick "all the Garcias" in two clicks.
import { searchPeople } from '@clearsheets/shared';

export interface PickableStudent {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
}

/** Students whose name or username contains every word of the search (accents and case ignored). */
export const filterStudents: <T extends PickableStudent>(students: readonly T[], search: string) => T[] = searchPeople;

/** State of "Select all" for the shown students: checked, partly (indeterminate) or not at all. */
export function selectAllState(shownIds: readonly number[], selected: ReadonlySet<number>) {
  const count = shownIds.filter((id) => selected.has(id)).length;
  return {
    checked: shownIds.length > 0 && count === shownIds.length,
    indeterminate: count > 0 && count < shownIds.length,
  };
}

/** Ticking "Select all" adds every shown student; unticking it removes only the shown ones. */
export function toggleAll(shownIds: readonly number[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const allChecked = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  for (const id of shownIds) {
    if (allChecked) next.delete(id);
    else next.add(id);
  }
  return next;
}
