// Pure edits of a student's response: what each control does to the answer it sends.
import type { ANSWER_TYPES, TResponse, TResponseOf, TStudentQuestion } from '@clearsheets/shared';

/** The response if it answers this question's type, else undefined (a stale or foreign answer). */
export const responseOfType = <N extends TResponse['answerType']>(
  answerType: N,
  response: TResponse | undefined | null,
): TResponseOf<N> | undefined =>
  response && response.answerType === answerType ? (response as TResponseOf<N>) : undefined;

/** Clicking a choice: with `multiple` it is added or removed; otherwise it becomes the only pick (or none). */
export const toggleChoice = (selected: readonly string[], id: string, multiple: boolean): string[] => {
  const has = selected.includes(id);
  if (multiple) return has ? selected.filter((s) => s !== id) : [...selected, id];
  return has ? [] : [id];
};

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.min(Math.max(to, 0), out.length - 1);
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as T);
  return out;
};

/**
 * The ordering as the student left it, or the order shown when the saved one does not fit the items
 * (missing, stale or from another version of the question).
 */
export const orderingOf = (
  view: TStudentQuestion & { answerType: typeof ANSWER_TYPES.ordering },
  response: TResponse | undefined,
): string[] => {
  const shown = view.items.map((item) => item.id);
  const saved = responseOfType(4, response)?.order;
  if (!saved || saved.length !== shown.length) return shown;
  const known = new Set(shown);
  return new Set(saved).size === saved.length && saved.every((id) => known.has(id)) ? saved : shown;
};

/** One blank, cell or drop-down set to `value`; an empty value removes the part, so it reads as unanswered. */
export const setPart = (
  answers: Readonly<Record<string, string>>,
  id: string,
  value: string,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(answers)) if (key !== id) out[key] = v;
  if (value !== '') out[id] = value;
  return out;
};

/** A part's answer, read as an own property (part ids may be "constructor" and the like). */
export const partValue = (answers: Readonly<Record<string, string>> | undefined, id: string): string =>
  answers && Object.hasOwn(answers, id) ? (answers[id] ?? '') : '';
