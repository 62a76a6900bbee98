import { describe, expect, it } from 'vitest';
import { ALL_SAMPLES, constructed, notGraded, ordering } from '../../test/samples';
import type { TQuestionInput } from './answer-types';
import { correctResponse } from './correct-response';
import { roundScore, scoreFromFraction, scoreResponse } from './scoring';

const incorrect = (maxScore: number) => ({ status: 'incorrect', score: 0, maxScore });

describe('type 4 ordering: longest run in the right relative order, (LIS - 1) / (n - 1)', () => {
  const score = (order: string[]) => scoreResponse(ordering, { answerType: 4, order });

  it('gives full points for the correct order', () => {
    expect(score(['w', 'x', 'y', 'z'])).toMatchObject({ status: 'correct', score: 3, maxScore: 3 });
  });

  it('gives nothing for the reversed order', () => {
    expect(score(['z', 'y', 'x', 'w'])).toMatchObject(incorrect(3));
  });

  it('costs one move for one item out of place, even when every position is wrong', () => {
    // Every item is off its position, but moving "z" back to the end fixes it: 3 of 4 stay, 2/3 of the points.
    expect(score(['z', 'w', 'x', 'y'])).toEqual({
      status: 'partial',
      score: 2,
      maxScore: 3,
      perPart: [
        { id: 'w', correct: true },
        { id: 'x', correct: true },
        { id: 'y', correct: true },
        { id: 'z', correct: false },
      ],
    });
    expect(score(['x', 'w', 'z', 'y'])).toMatchObject({ status: 'partial', score: 1 });
  });

  it('scores a list that is not exactly the items (missing, repeated, unknown) as incorrect', () => {
    for (const order of [[], ['w', 'x', 'y'], ['w', 'x', 'y', 'z', 'z'], ['w', 'x', 'y', 'y'], ['w', 'x', 'y', 'q']])
      expect(score(order), order.join()).toEqual(incorrect(3));
    expect(scoreResponse(ordering, { answerType: 4, order: 'wxyz' })).toEqual(incorrect(3));
    expect(scoreResponse(ordering, { answerType: 2, choiceIds: ['w', 'x', 'y', 'z'] })).toEqual(incorrect(3));
  });
});

describe('type 8 not graded', () => {
  it('is never scored, whatever the response', () => {
    for (const response of [{ answerType: 8, text: 'I liked it' }, { answerType: 8, text: '' }, undefined, 42])
      expect(scoreResponse(notGraded, response)).toEqual({ status: 'ungraded', score: 0, maxScore: 0 });
  });
});

describe('type 9 constructed response', () => {
  it('waits for the teacher, out of the question’s points', () => {
    expect(scoreResponse(constructed, { answerType: 9, text: 'Because 9/12 > 8/12.' })).toEqual({
      status: 'pending',
      score: 0,
      maxScore: 4,
    });
  });

  it('has nothing to grade when blank, malformed or of another type', () => {
    for (const response of [{ answerType: 9, text: '  ' }, { answerType: 9 }, { answerType: 3, text: 'x' }, null])
      expect(scoreResponse(constructed, response)).toEqual(incorrect(4));
  });
});

describe('every type', () => {
  it('gives the model answer full marks (8 and 9 have none)', () => {
    for (const q of ALL_SAMPLES) {
      const model = correctResponse(q);
      if (q.answerType === 8 || q.answerType === 9) expect(model).toBeNull();
      else
        expect(scoreResponse(q, model), `type ${q.answerType}`).toMatchObject({ status: 'correct', score: q.points });
    }
  });

  it('never throws on a malformed question', () => {
    const broken = [
      null,
      undefined,
      {},
      { answerType: 1 },
      { answerType: 4, content: { items: null } },
      { answerType: 2, points: -3, content: { choices: [{ id: 'a', correct: false }] } },
    ] as unknown as TQuestionInput[];
    for (const q of broken) expect(scoreResponse(q, { answerType: 1, choiceId: 'a' }).score).toBe(0);
  });
});

describe('rounding', () => {
  it('rounds to 2 decimals, half up', () => {
    expect(roundScore(1 / 3)).toBe(0.33);
    expect(roundScore(2 / 3)).toBe(0.67);
    expect(roundScore(1.005)).toBe(1.01);
  });

  it('keeps a partial score strictly between 0 and the points', () => {
    expect(scoreFromFraction(299 / 300, 1)).toEqual({ status: 'partial', score: 0.99, maxScore: 1 });
    expect(scoreFromFraction(1 / 300, 1)).toEqual({ status: 'partial', score: 0.01, maxScore: 1 });
    expect(scoreFromFraction(Number.NaN, 5)).toEqual(incorrect(5));
    expect(scoreFromFraction(7, 5)).toEqual({ status: 'correct', score: 5, maxScore: 5 });
  });
});
