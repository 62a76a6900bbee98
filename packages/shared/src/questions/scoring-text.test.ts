import { describe, expect, it } from 'vitest';
import { inlineText, tableFillIn, textResponse } from '../../test/samples';
import { ZQuestion } from './answer-types';
import { scoreResponse } from './scoring';

const incorrect = (maxScore: number) => ({ status: 'incorrect', score: 0, maxScore });

describe('type 3 text response', () => {
  const score = (text: unknown) => scoreResponse(textResponse, { answerType: 3, text });

  it('accepts every accepted alternative, however it is spaced or cased', () => {
    for (const text of ['1/2', ' 0.5 ', '.5', '0.50', '2/4', 'One  Half', 'one half'])
      expect(score(text), text).toEqual({ status: 'correct', score: 1, maxScore: 1 });
  });

  it('rejects other answers', () => {
    for (const text of ['half', '0.05', '1/3', 'onehalf', '1 / 2 cup']) expect(score(text), text).toEqual(incorrect(1));
  });

  it('scores empty, malformed and wrong-type responses as incorrect', () => {
    expect(score('')).toEqual(incorrect(1));
    expect(score('   ')).toEqual(incorrect(1));
    expect(score(0.5)).toEqual(incorrect(1));
    expect(scoreResponse(textResponse, { answerType: 3 })).toEqual(incorrect(1));
    expect(scoreResponse(textResponse, { answerType: 9, text: '1/2' })).toEqual(incorrect(1));
    expect(score('x'.repeat(501))).toEqual(incorrect(1));
  });

  it('honours case sensitivity and tolerance from the key', () => {
    const q = ZQuestion.parse({
      id: 30,
      answerType: 3,
      prompt: 'Round $\\pi$ to two places; then name the element with symbol Na.',
      content: { acceptedAnswers: ['3.14'], tolerance: 0.005 },
    });
    expect(scoreResponse(q, { answerType: 3, text: '3.141' }).status).toBe('correct');
    expect(scoreResponse(q, { answerType: 3, text: '3.15' }).status).toBe('incorrect');
    const symbol = ZQuestion.parse({ ...q, content: { acceptedAnswers: ['Na'], caseSensitive: true } });
    expect(scoreResponse(symbol, { answerType: 3, text: 'Na' }).status).toBe('correct');
    expect(scoreResponse(symbol, { answerType: 3, text: 'NA' }).status).toBe('incorrect');
  });
});

describe('type 6 inline text response: share of blanks right', () => {
  const score = (blanks: Record<string, string>) => scoreResponse(inlineText, { answerType: 6, blanks });

  it('gives full points when every blank is right', () => {
    expect(score({ city: ' austin', q: '1 1/2', word: 'One and a half' })).toEqual({
      status: 'correct',
      score: 3,
      maxScore: 3,
      perPart: [
        { id: 'city', correct: true },
        { id: 'q', correct: true },
        { id: 'word', correct: true },
      ],
    });
  });

  it('gives a share per blank, applying each blank’s own options', () => {
    expect(score({ city: 'Austin', q: '3/2', word: 'one and a half' })).toMatchObject({
      status: 'partial',
      score: 2,
      perPart: [
        { id: 'city', correct: true },
        { id: 'q', correct: true },
        { id: 'word', correct: false },
      ],
    });
    expect(score({ city: 'Dallas', q: '1.50' })).toMatchObject({ status: 'partial', score: 1 });
  });

  it('scores empty, malformed and wrong-type responses as incorrect', () => {
    expect(score({})).toMatchObject(incorrect(3));
    expect(score({ city: '', q: ' ', word: '' })).toMatchObject(incorrect(3));
    expect(scoreResponse(inlineText, { answerType: 6, blanks: ['Austin', '1.5'] })).toEqual(incorrect(3));
    expect(scoreResponse(inlineText, { answerType: 6, blanks: { city: 5 } })).toEqual(incorrect(3));
    expect(scoreResponse(inlineText, { answerType: 7, cells: { city: 'Austin' } })).toEqual(incorrect(3));
  });
});

describe('type 7 table fill-in: share of cells right', () => {
  const score = (cells: Record<string, string>) => scoreResponse(tableFillIn, { answerType: 7, cells });

  it('gives full points when every cell to fill is right (numbers by value)', () => {
    expect(score({ y3: '6', x5: '5.0', y1000: '2,000' })).toMatchObject({ status: 'correct', score: 2, maxScore: 2 });
  });

  it('gives a share per cell and reports them row by row', () => {
    expect(score({ y3: '6', x5: '4', y1000: '2000' })).toEqual({
      status: 'partial',
      score: 1.33,
      maxScore: 2,
      perPart: [
        { id: 'y3', correct: true },
        { id: 'x5', correct: false },
        { id: 'y1000', correct: true },
      ],
    });
    expect(score({ y3: '6' })).toMatchObject({ status: 'partial', score: 0.67 });
  });

  it('scores empty, malformed and wrong-type responses as incorrect', () => {
    expect(score({})).toMatchObject(incorrect(2));
    expect(scoreResponse(tableFillIn, { answerType: 7 })).toEqual(incorrect(2));
    expect(scoreResponse(tableFillIn, { answerType: 7, cells: { 'bad id!': '6' } })).toEqual(incorrect(2));
    expect(scoreResponse(tableFillIn, { answerType: 3, text: '6' })).toEqual(incorrect(2));
  });
});
