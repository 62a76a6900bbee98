import { ANSWER_TYPES } from '../enums';
// Seeded shuffling of choices and ordering items: the same order for the same attempt and question.
// Scoring works on ids, so the order shown never changes a score.
import type { TOrderingQuestion } from './answer-types';
import type { TResponseOf } from './responses';

/** The seed for one question in one attempt, so a reload shows the same order. */
export const presentationSeed = (attemptId: string | number, questionId: string | number): string =>
  `${attemptId}:${questionId}`;

// FNV-1a over the seed's UTF-16 units: a 32-bit start for the generator, browser-safe.
const hashSeed = (seed: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

// mulberry32: a small, fast, well-spread 32-bit generator; deterministic everywhere.
const generator = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const fisherYates = <T>(items: readonly T[], seed: string): T[] => {
  const out = [...items];
  const next = generator(hashSeed(seed));
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.every((v, i) => v === b[i]);

/**
 * A permutation of `ids` fixed by `seed`. With `avoidOriginal` (ordering items) the list never comes
 * out already in its given order when it has two or more items, so the answer is never shown.
 */
export const presentationOrder = <T>(
  ids: readonly T[],
  seed: string | number,
  options: { avoidOriginal?: boolean } = {},
): T[] => {
  const key = String(seed);
  let out = fisherYates(ids, key);
  if (!options.avoidOriginal || ids.length < 2 || new Set(ids).size < 2) return out;
  for (let retry = 1; retry <= 8 && sameOrder(out, ids); retry += 1) out = fisherYates(ids, `${key}#${retry}`);
  if (sameOrder(out, ids)) out = [...ids.slice(1), ids[0] as T];
  return out;
};

/** The ordering response the student starts from: the shuffled items, saved as their first answer. */
export const initialOrderingResponse = (question: TOrderingQuestion, seed: string | number): TResponseOf<4> => ({
  answerType: ANSWER_TYPES.ordering,
  order: presentationOrder(
    question.content.items.map((item) => item.id),
    seed,
    { avoidOriginal: true },
  ),
});
