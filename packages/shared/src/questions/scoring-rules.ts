// The rule of each auto-scored answer type: the share of the question earned, from 0 to 1, by part id.

import type {
  TInlineChoiceQuestion,
  TInlineTextQuestion,
  TOrderingQuestion,
  TTableFillInQuestion,
} from './answer-types';
import type { TTextKey } from './common';
import { matchesTextKey } from './text-match';

export type TPartResult = { id: string; correct: boolean };
/** The share earned (0..1) and, for questions with parts, which parts were right; null = malformed. */
export type TRuleResult = { fraction: number; perPart?: TPartResult[] } | null;
/** Anything chosen by id and marked correct or not: text choices, image choices, drop-down options. */
export type TKeyedChoice = { id: string; correct: boolean };

/** Reads an answer by part id without ever touching the prototype ("constructor", "__proto__"). */
export const ownValue = (record: Record<string, unknown>, id: string): unknown =>
  Object.hasOwn(record, id) ? record[id] : undefined;

/** Type 1: the one correct choice, or nothing; an id the question does not have is malformed. */
export const scoreSingleChoice = (choices: readonly TKeyedChoice[], choiceId: string): TRuleResult => {
  const chosen = choices.find((c) => c.id === choiceId);
  return chosen ? { fraction: chosen.correct ? 1 : 0 } : null;
};

/**
 * Types 2 and 5 (multiple): (right picks - wrong picks) / number of correct choices, floored at 0, so
 * ticking every box earns nothing unless every box is correct. Repeated ids count once.
 */
export const scoreSelection = (choices: readonly TKeyedChoice[], choiceIds: readonly string[]): TRuleResult => {
  const byId = new Map(choices.map((c) => [c.id, c.correct]));
  const picked = new Set(choiceIds);
  let right = 0;
  let wrong = 0;
  for (const id of picked) {
    const correct = byId.get(id);
    if (correct === undefined) return null;
    if (correct) right += 1;
    else wrong += 1;
  }
  const total = choices.filter((c) => c.correct).length;
  return total === 0 ? null : { fraction: Math.max(0, right - wrong) / total };
};

/**
 * Type 4: longest run of items already in the right relative order (longest increasing subsequence).
 * n - LIS is the fewest single-item moves that fix the list, so the share is (LIS - 1) / (n - 1):
 * 1 when sorted, 0 when reversed, and one item dragged to the wrong end costs one move, not every position.
 */
export const scoreOrdering = (items: TOrderingQuestion['content']['items'], order: string[]): TRuleResult => {
  const rank = new Map(items.map((item, i) => [item.id, i]));
  if (order.length !== items.length || new Set(order).size !== order.length) return null;
  const ranks: number[] = [];
  for (const id of order) {
    const r = rank.get(id);
    if (r === undefined) return null;
    ranks.push(r);
  }
  const kept = longestIncreasingRun(ranks);
  const inRun = new Set(kept.map((i) => order[i]));
  const perPart = items.map((item) => ({ id: item.id, correct: inRun.has(item.id) }));
  const n = items.length;
  return { fraction: n < 2 ? 1 : (kept.length - 1) / (n - 1), perPart };
};

// Indexes of one longest strictly increasing subsequence (O(n^2); n <= 20). Ties keep the earliest.
const longestIncreasingRun = (values: number[]): number[] => {
  const length = values.map(() => 1);
  const prev = values.map(() => -1);
  let best = -1;
  for (let i = 0; i < values.length; i += 1) {
    for (let j = 0; j < i; j += 1)
      if ((values[j] as number) < (values[i] as number) && (length[j] as number) + 1 > (length[i] as number)) {
        length[i] = (length[j] as number) + 1;
        prev[i] = j;
      }
    if (best === -1 || (length[i] as number) > (length[best] as number)) best = i;
  }
  const run: number[] = [];
  for (let i = best; i !== -1; i = prev[i] as number) run.unshift(i);
  return run;
};

/** Types 6 and 7: each blank or cell checked like a text response; the share of them right. */
export const scoreTextParts = (
  parts: readonly (TTextKey & { id: string })[],
  answers: Record<string, string>,
): TRuleResult => {
  if (parts.length === 0) return null;
  const perPart = parts.map((p) => ({ id: p.id, correct: matchesTextKey(p, ownValue(answers, p.id)) }));
  return { fraction: perPart.filter((p) => p.correct).length / parts.length, perPart };
};

/** The blanks of an inline text question, in reading order of the key. */
export const inlineTextParts = (content: TInlineTextQuestion['content']) => content.blanks;

/** The cells to fill in a table, row by row. */
export const tableParts = (content: TTableFillInQuestion['content']) =>
  content.rows.flatMap((row) => row.cells.flatMap((cell) => (cell.kind === 'blank' ? [cell] : [])));

/** Type 10: the share of drop-downs set to their correct option; unknown option ids are simply wrong. */
export const scoreInlineChoice = (
  dropdowns: TInlineChoiceQuestion['content']['dropdowns'],
  selections: Record<string, string>,
): TRuleResult => {
  if (dropdowns.length === 0) return null;
  const perPart = dropdowns.map((d) => {
    const chosen = ownValue(selections, d.id);
    return { id: d.id, correct: d.options.some((o) => o.correct && o.id === chosen) };
  });
  return { fraction: perPart.filter((p) => p.correct).length / dropdowns.length, perPart };
};
