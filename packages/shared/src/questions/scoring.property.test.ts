import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoScoredQuestionArb, garbageResponseArb, orderingQuestionArb, responseArb } from '../../test/arbitraries';
import type { TQuestion } from './answer-types';
import { correctResponse } from './correct-response';
import { SCORE_STATUSES, scoreResponse, type TScoreResult } from './scoring';
import { initialOrderingResponse, presentationOrder } from './shuffle';

const RUNS = { numRuns: 300 };

const withResponse = autoScoredQuestionArb.chain((q) => fc.tuple(fc.constant(q), responseArb(q)));

const expectWellFormed = (result: TScoreResult, points: number) => {
  expect(SCORE_STATUSES).toContain(result.status);
  expect(result.maxScore).toBe(points);
  expect(result.score).toBeGreaterThanOrEqual(0);
  expect(result.score).toBeLessThanOrEqual(points);
  expect(Math.round(result.score * 100) / 100).toBe(result.score);
  if (result.status === 'correct') expect(result.score).toBe(points);
  if (result.status === 'incorrect') expect(result.score).toBe(0);
  if (result.status === 'partial') expect(result.score > 0 && result.score < points).toBe(true);
};

// The same question with its choices (and drop-down options, and blanks) listed in another order.
const reorderArb = (q: TQuestion): fc.Arbitrary<TQuestion> => {
  const perm = <T>(list: readonly T[]) =>
    fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });
  switch (q.answerType) {
    case 1:
    case 2:
      return perm(q.content.choices).map((choices) => ({ ...q, content: { ...q.content, choices } }));
    case 5:
      return perm(q.content.choices).map((choices) => ({ ...q, content: { ...q.content, choices } }));
    case 6:
      return perm(q.content.blanks).map((blanks) => ({ ...q, content: { ...q.content, blanks } }));
    case 10:
      return perm(q.content.dropdowns)
        .chain((dropdowns) => fc.tuple(...dropdowns.map((d) => perm(d.options).map((options) => ({ ...d, options })))))
        .map((dropdowns) => ({ ...q, content: { ...q.content, dropdowns } }));
    default:
      return fc.constant(q);
  }
};

// The same response with its lists and keyed answers in another order.
const shuffleResponseArb = (response: unknown): fc.Arbitrary<unknown> => {
  const r = response as Record<string, unknown>;
  const perm = <T>(list: readonly T[]) =>
    fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });
  for (const key of ['choiceIds'] as const)
    if (Array.isArray(r[key])) return perm(r[key] as unknown[]).map((list) => ({ ...r, [key]: list }));
  for (const key of ['blanks', 'cells', 'selections'] as const)
    if (r[key] && typeof r[key] === 'object')
      return perm(Object.entries(r[key] as object)).map((entries) => ({ ...r, [key]: Object.fromEntries(entries) }));
  return fc.constant(response);
};

const statusAndScore = ({ status, score, maxScore }: TScoreResult) => ({ status, score, maxScore });

describe('scoring properties, every auto-scored type', { timeout: 20_000 }, () => {
  it('gives the correct answer full marks', () => {
    fc.assert(
      fc.property(autoScoredQuestionArb, (q) => {
        expect(scoreResponse(q, correctResponse(q))).toMatchObject({
          status: 'correct',
          score: q.points,
          maxScore: q.points,
        });
      }),
      RUNS,
    );
  });

  it('keeps every score within [0, points], 2 decimals, consistent with its status', () => {
    fc.assert(
      fc.property(withResponse, ([q, response]) => expectWellFormed(scoreResponse(q, response), q.points)),
      RUNS,
    );
  });

  it('does not change the score when choices, options or blanks are presented in another order', () => {
    const arb = withResponse.chain(([q, response]) =>
      fc.tuple(fc.constant(q), fc.constant(response), reorderArb(q), shuffleResponseArb(response)),
    );
    fc.assert(
      fc.property(arb, ([q, response, reordered, reshuffled]) => {
        const expected = statusAndScore(scoreResponse(q, response));
        expect(statusAndScore(scoreResponse(reordered, response))).toEqual(expected);
        expect(statusAndScore(scoreResponse(q, reshuffled))).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('scores ordering by the final order only: any presentation, put right, scores full marks', () => {
    fc.assert(
      fc.property(orderingQuestionArb, fc.string(), fc.string(), (q, seedA, seedB) => {
        if (q.answerType !== 4) return;
        const shown = initialOrderingResponse(q, seedA);
        expect([...shown.order].sort()).toEqual(q.content.items.map((i) => i.id).sort());
        expect(scoreResponse(q, shown).status).not.toBe('correct');
        expectWellFormed(scoreResponse(q, shown), q.points);
        const fixed = { answerType: 4, order: q.content.items.map((i) => i.id) };
        expect(scoreResponse(q, fixed).status).toBe('correct');
        const other = { answerType: 4, order: presentationOrder(shown.order, seedB) };
        expect(scoreResponse(q, other)).toEqual(scoreResponse(q, structuredClone(other)));
      }),
      RUNS,
    );
  });

  it('is deterministic: the same inputs, or copies of them, give the same result', () => {
    fc.assert(
      fc.property(withResponse, ([q, response]) => {
        const first = scoreResponse(q, response);
        expect(scoreResponse(q, response)).toEqual(first);
        expect(scoreResponse(structuredClone(q), structuredClone(response))).toEqual(first);
      }),
      RUNS,
    );
  });

  it('never throws on garbage, and keeps its score within bounds', () => {
    fc.assert(
      fc.property(autoScoredQuestionArb, fc.oneof(fc.anything(), garbageResponseArb), (q, garbage) => {
        const result = scoreResponse(q, garbage);
        expectWellFormed(result, q.points);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (q, response) => {
        const result = scoreResponse(q as TQuestion, response);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(Math.max(1, result.maxScore));
      }),
      RUNS,
    );
  });

  it('scores a response of another answer type as incorrect', () => {
    const arb = fc
      .tuple(autoScoredQuestionArb, autoScoredQuestionArb)
      .chain(([q, other]) =>
        fc.tuple(fc.constant(q), other.answerType === q.answerType ? fc.constant(undefined) : responseArb(other)),
      );
    fc.assert(
      fc.property(arb, ([q, response]) => {
        expect(scoreResponse(q, response)).toMatchObject({ status: 'incorrect', score: 0, maxScore: q.points });
      }),
      RUNS,
    );
  });
});
