import { describe, expect, it } from 'vitest';
import {
  ALL_SAMPLES,
  constructed,
  imageMultiple,
  imageSingle,
  inlineChoice,
  inlineText,
  multiChoice,
  notGraded,
  ordering,
  selection,
  tableFillIn,
  textResponse,
} from '../../test/samples';
import { ANSWER_TYPES } from '../enums';
import { MESSAGES } from '../messages';
import { isAnswered, unansweredMessage, unansweredMessageFor } from './answer-checks';
import { correctResponse } from './correct-response';

describe('the message per answer type when nothing is answered', () => {
  it.each([
    ['1 multi choice', multiChoice, MESSAGES.selectOption],
    ['2 selection', selection, MESSAGES.selectOptions],
    ['3 text response', textResponse, MESSAGES.provideAnswer],
    ['5 image selection, one answer', imageSingle, MESSAGES.selectOption],
    ['5 image selection, several answers', imageMultiple, MESSAGES.selectOptions],
    ['6 inline text response', inlineText, MESSAGES.provideAllAnswers],
    ['7 table fill-in', tableFillIn, MESSAGES.provideAllAnswers],
    ['8 not graded', notGraded, MESSAGES.provideAnswer],
    ['9 constructed response', constructed, MESSAGES.provideAnswer],
    ['10 inline choice', inlineChoice, MESSAGES.provideAllAnswers],
  ] as const)('%s: %s', (_, question, message) => {
    expect(unansweredMessageFor(question)).toBe(message);
    expect(unansweredMessage(question, undefined)).toBe(message);
    expect(isAnswered(question, undefined)).toBe(false);
  });

  it('uses the spec wording verbatim', () => {
    expect(unansweredMessage(multiChoice, null)).toBe('Select your option');
    expect(unansweredMessage(selection, null)).toBe('Select your options');
    expect(unansweredMessage(textResponse, null)).toBe('Please provide your answer');
    expect(unansweredMessage(inlineText, null)).toBe('Please provide all answers');
  });

  it('lets an ordering question go on: the order shown is already an answer', () => {
    expect(isAnswered(ordering, undefined)).toBe(true);
    expect(unansweredMessage(ordering, undefined)).toBeNull();
    expect(unansweredMessageFor(ordering)).toBeNull();
  });

  it('covers all ten answer types', () => {
    const covered = new Set(ALL_SAMPLES.map((q) => q.answerType));
    expect([...covered].sort((a, b) => a - b)).toEqual(Object.values(ANSWER_TYPES));
  });
});

describe('isAnswered', () => {
  it('accepts any answer, right or wrong, of the right type', () => {
    for (const q of ALL_SAMPLES) {
      const model = correctResponse(q) ?? { answerType: q.answerType, text: 'My answer' };
      expect(isAnswered(q, model), `type ${q.answerType}`).toBe(true);
      expect(unansweredMessage(q, model)).toBeNull();
    }
    expect(isAnswered(multiChoice, { answerType: 1, choiceId: 'a' })).toBe(true);
    expect(isAnswered(selection, { answerType: 2, choiceIds: ['b'] })).toBe(true);
    expect(isAnswered(textResponse, { answerType: 3, text: 'no idea' })).toBe(true);
  });

  it('rejects empty choices and blank text', () => {
    expect(isAnswered(selection, { answerType: 2, choiceIds: [] })).toBe(false);
    expect(isAnswered(imageMultiple, { answerType: 5, choiceIds: [] })).toBe(false);
    for (const q of [textResponse, notGraded, constructed])
      expect(unansweredMessage(q, { answerType: q.answerType, text: ' \n\t ' })).toBe(MESSAGES.provideAnswer);
  });

  it('asks for all answers while any blank, cell or drop-down is empty', () => {
    expect(unansweredMessage(inlineText, { answerType: 6, blanks: { city: 'Austin', q: '1.5' } })).toBe(
      MESSAGES.provideAllAnswers,
    );
    expect(unansweredMessage(inlineText, { answerType: 6, blanks: { city: 'Austin', q: '1.5', word: '  ' } })).toBe(
      MESSAGES.provideAllAnswers,
    );
    expect(isAnswered(inlineText, { answerType: 6, blanks: { city: 'x', q: 'y', word: 'z' } })).toBe(true);
    expect(isAnswered(tableFillIn, { answerType: 7, cells: { y3: '6', x5: '5' } })).toBe(false);
    expect(isAnswered(tableFillIn, { answerType: 7, cells: { y3: '1', x5: '2', y1000: '3' } })).toBe(true);
    expect(isAnswered(inlineChoice, { answerType: 10, selections: { sides: 's3' } })).toBe(false);
    expect(isAnswered(inlineChoice, { answerType: 10, selections: { sides: 's3', angles: 'a0' } })).toBe(true);
  });

  it('does not count a response of another type or shape', () => {
    expect(isAnswered(multiChoice, { answerType: 2, choiceIds: ['b'] })).toBe(false);
    expect(isAnswered(textResponse, { answerType: 3, text: 42 })).toBe(false);
    expect(isAnswered(inlineText, { answerType: 6, blanks: 'Austin' })).toBe(false);
    expect(unansweredMessage(selection, 'a,b')).toBe(MESSAGES.selectOptions);
  });
});
