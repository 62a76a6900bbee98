import type { AssignFormValues } from './assign-form';

// The assign form's values while the teacher visits the student range page and comes back. Kept in memory
// only (never in storage: signing out leaves nothing behind), per signed-in user and worksheet; a reload
// starts a fresh form.

const drafts = new Map<string, AssignFormValues>();
const keyOf = (userId: number | null, worksheetId: number) => `${userId ?? 0}:${worksheetId}`;

/** The values the teacher left on the assign form of this worksheet, if any. */
export function readDraft(userId: number | null, worksheetId: number): AssignFormValues | null {
  const draft = drafts.get(keyOf(userId, worksheetId));
  return draft ? structuredClone(draft) : null;
}

/** Remembers the form's values (the student range page changes `audience` and `students`). */
export function saveDraft(userId: number | null, worksheetId: number, values: AssignFormValues): void {
  drafts.set(keyOf(userId, worksheetId), structuredClone(values));
}

/** Forgets the draft once the worksheet is assigned. */
export function clearDraft(userId: number | null, worksheetId: number): void {
  drafts.delete(keyOf(userId, worksheetId));
}
