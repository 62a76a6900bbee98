import { describe, expect, it } from 'vitest';
import { imageMultiple, imageSingle, inlineChoice, multiChoice, selection } from '../../test/samples';
import { scoreResponse } from './scoring';

const incorrect = (maxScore: number) => ({ status: 'incorrect', score: 0, maxScore });

describe('type 1 multi choice: exact', () => {
  it('gives full points for the correct choice and nothing for another', () => {
    expect(scoreResponse(multiChoice, { answerType: 1, choiceId: 'b' })).toEqual({
      status: 'correct',
      score: 2,
      maxScore: 2,
    });
    expect(scoreResponse(multiChoice, { answerType: 1, choiceId: 'a' })).toEqual(incorrect(2));
  });

  it('scores an unknown choice id, an empty, a malformed or a wrong-type response as incorrect', () => {
    for (const response of [
      { answerType: 1, choiceId: 'zz' },
      { answerType: 1, choiceId: '' },
      { answerType: 1 },
      { answerType: 1, choiceId: ['b'] },
      { answerType: 2, choiceIds: ['b'] },
      { answerType: '1', choiceId: 'b' },
      undefined,
      null,
      'b',
    ])
      expect(scoreResponse(multiChoice, response), JSON.stringify(response)).toEqual(incorrect(2));
  });
});

describe('type 2 selection: (right - wrong) / correct choices, floored at 0', () => {
  const score = (choiceIds: string[]) => scoreResponse(selection, { answerType: 2, choiceIds });

  it('gives full points for exactly the correct choices, in any order', () => {
    expect(score(['a', 'c', 'e'])).toEqual({ status: 'correct', score: 4, maxScore: 4 });
    expect(score(['e', 'a', 'c'])).toEqual({ status: 'correct', score: 4, maxScore: 4 });
  });

  it('gives a share for some correct picks, less for each wrong pick', () => {
    expect(score(['a', 'c'])).toEqual({ status: 'partial', score: 2.67, maxScore: 4 });
    expect(score(['a'])).toEqual({ status: 'partial', score: 1.33, maxScore: 4 });
    expect(score(['a', 'c', 'e', 'b'])).toEqual({ status: 'partial', score: 2.67, maxScore: 4 });
    expect(score(['a', 'c', 'b'])).toEqual({ status: 'partial', score: 1.33, maxScore: 4 });
  });

  it('never goes below 0, so ticking every box earns nothing extra', () => {
    expect(score(['a', 'b'])).toEqual(incorrect(4));
    expect(score(['a', 'b', 'd', 'f'])).toEqual(incorrect(4));
    expect(score(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(incorrect(4));
  });

  it('counts a repeated id once', () => {
    expect(score(['a', 'a', 'a'])).toEqual(score(['a']));
  });

  it('scores empty, unknown-id, malformed and wrong-type responses as incorrect', () => {
    expect(score([])).toEqual(incorrect(4));
    expect(score(['a', 'c', 'e', 'nope'])).toEqual(incorrect(4));
    expect(scoreResponse(selection, { answerType: 2, choiceIds: 'a' })).toEqual(incorrect(4));
    expect(scoreResponse(selection, { answerType: 1, choiceId: 'a' })).toEqual(incorrect(4));
  });
});

describe('type 5 image selection', () => {
  it('single: exactly one correct image', () => {
    expect(scoreResponse(imageSingle, { answerType: 5, choiceIds: ['tri'] })).toEqual({
      status: 'correct',
      score: 1,
      maxScore: 1,
    });
    expect(scoreResponse(imageSingle, { answerType: 5, choiceIds: ['sq'] })).toEqual(incorrect(1));
  });

  it('single: no pick, several picks or an unknown image score 0', () => {
    for (const choiceIds of [[], ['tri', 'sq'], ['tri', 'tri'], ['hex']])
      expect(scoreResponse(imageSingle, { answerType: 5, choiceIds })).toEqual(incorrect(1));
  });

  it('multiple: scored like selection', () => {
    const score = (choiceIds: string[]) => scoreResponse(imageMultiple, { answerType: 5, choiceIds });
    expect(score(['rect', 'sq'])).toEqual({ status: 'correct', score: 2, maxScore: 2 });
    expect(score(['sq'])).toEqual({ status: 'partial', score: 1, maxScore: 2 });
    expect(score(['sq', 'tri'])).toEqual(incorrect(2));
    expect(score([])).toEqual(incorrect(2));
  });

  it('scores a wrong-type response as incorrect', () => {
    expect(scoreResponse(imageSingle, { answerType: 1, choiceId: 'tri' })).toEqual(incorrect(1));
  });
});

describe('type 10 inline choice: share of drop-downs right', () => {
  const score = (selections: Record<string, string>) => scoreResponse(inlineChoice, { answerType: 10, selections });

  it('gives full points when every drop-down is right', () => {
    expect(score({ sides: 's4', angles: 'a4' })).toEqual({
      status: 'correct',
      score: 2,
      maxScore: 2,
      perPart: [
        { id: 'sides', correct: true },
        { id: 'angles', correct: true },
      ],
    });
  });

  it('gives half for one of two, and says which', () => {
    expect(score({ sides: 's4', angles: 'a2' })).toMatchObject({
      status: 'partial',
      score: 1,
      perPart: [
        { id: 'sides', correct: true },
        { id: 'angles', correct: false },
      ],
    });
  });

  it('treats a missing drop-down, an unknown option or another drop-down’s option as wrong', () => {
    expect(score({ sides: 's4' })).toMatchObject({ status: 'partial', score: 1 });
    expect(score({ sides: 's4', angles: 'zz' })).toMatchObject({ status: 'partial', score: 1 });
    expect(score({ sides: 'a4', angles: 's4' })).toMatchObject(incorrect(2));
    expect(score({})).toMatchObject(incorrect(2));
  });

  it('ignores answers keyed by prototype names and extra ids', () => {
    expect(score({ constructor: 's4', toString: 'a4', extra: 'a4' })).toMatchObject(incorrect(2));
  });

  it('scores malformed and wrong-type responses as incorrect', () => {
    expect(scoreResponse(inlineChoice, { answerType: 10, selections: ['s4', 'a4'] })).toEqual(incorrect(2));
    expect(scoreResponse(inlineChoice, { answerType: 10, selections: { sides: 4 } })).toEqual(incorrect(2));
    expect(scoreResponse(inlineChoice, { answerType: 6, blanks: { sides: 's4' } })).toEqual(incorrect(2));
  });
});
