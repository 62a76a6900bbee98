import { describe, expect, it } from 'vitest';
import { choiceMark, keyChoiceIds, partMark, partResults } from './review-marks';

describe('choiceMark', () => {
  const key = new Set(['b', 'c']);
  it('marks picks against the key when it is shown', () => {
    expect(choiceMark(true, key, 'b', 'partial', true)).toBe('correct');
    expect(choiceMark(true, key, 'a', 'partial', true)).toBe('incorrect');
    expect(choiceMark(false, key, 'c', 'partial', true)).toBe('missed');
    expect(choiceMark(false, key, 'a', 'partial', true)).toBe('none');
  });

  it('without the key, judges only what the status proves', () => {
    expect(choiceMark(true, null, 'a', 'correct', false)).toBe('correct');
    expect(choiceMark(true, null, 'a', 'incorrect', false)).toBe('incorrect');
    expect(choiceMark(true, null, 'a', 'correct', true)).toBe('correct');
    expect(choiceMark(true, null, 'a', 'incorrect', true)).toBe('picked');
    expect(choiceMark(true, null, 'a', 'partial', true)).toBe('picked');
    expect(choiceMark(true, null, 'a', undefined, false)).toBe('picked');
    expect(choiceMark(false, null, 'a', 'correct', false)).toBe('none');
  });
});

describe('keyChoiceIds', () => {
  it('reads the choice ids of a correct response', () => {
    expect(keyChoiceIds({ answerType: 1, choiceId: 'b' })).toEqual(new Set(['b']));
    expect(keyChoiceIds({ answerType: 5, choiceIds: ['x', 'y'] })).toEqual(new Set(['x', 'y']));
    expect(keyChoiceIds({ answerType: 3, text: '4' })).toBeNull();
    expect(keyChoiceIds(null)).toBeNull();
  });
});

describe('partMark', () => {
  it('uses the per-part results when there are some', () => {
    const parts = partResults({
      status: 'partial',
      score: 1,
      maxScore: 2,
      perPart: [
        { id: 'a', correct: true },
        { id: 'b', correct: false },
      ],
    });
    expect(partMark(parts, 'a')).toBe('correct');
    expect(partMark(parts, 'b')).toBe('incorrect');
    expect(partMark(parts, 'c')).toBe('none');
    expect(partMark(partResults(undefined), 'a')).toBe('none');
  });
});
