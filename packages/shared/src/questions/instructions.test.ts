import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES } from '../enums';
import { ANSWER_TYPE_INSTRUCTIONS, instructionFor, QUESTION_INSTRUCTIONS } from './instructions';

describe('student instructions', () => {
  it('has one for each of the ten answer types', () => {
    const ids = Object.values(ANSWER_TYPES);
    expect(ids).toHaveLength(10);
    for (const id of ids) expect(instructionFor(id), `type ${id}`).toBeTruthy();
    expect(
      Object.keys(ANSWER_TYPE_INSTRUCTIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
  });

  it('uses only the spec’s seven sentences, and every one of them', () => {
    expect(new Set(Object.values(ANSWER_TYPE_INSTRUCTIONS))).toEqual(new Set(Object.values(QUESTION_INSTRUCTIONS)));
    expect(Object.values(QUESTION_INSTRUCTIONS)).toEqual([
      'Type your answer below',
      'Choose the correct answer below',
      'Fill in the blanks below',
      'Click on the correct image below',
      'Arrange the following list into the correct order',
      'Click on the correct answer below',
      'This question is not graded',
    ]);
  });

  it('maps each type to its sentence', () => {
    expect(instructionFor(ANSWER_TYPES.multiChoice)).toBe('Choose the correct answer below');
    expect(instructionFor(ANSWER_TYPES.selection)).toBe('Choose the correct answer below');
    expect(instructionFor(ANSWER_TYPES.textResponse)).toBe('Type your answer below');
    expect(instructionFor(ANSWER_TYPES.ordering)).toBe('Arrange the following list into the correct order');
    expect(instructionFor(ANSWER_TYPES.imageSelection)).toBe('Click on the correct image below');
    expect(instructionFor(ANSWER_TYPES.inlineTextResponse)).toBe('Fill in the blanks below');
    expect(instructionFor(ANSWER_TYPES.tableFillIn)).toBe('Fill in the blanks below');
    expect(instructionFor(ANSWER_TYPES.notGraded)).toBe('This question is not graded');
    expect(instructionFor(ANSWER_TYPES.constructedResponse)).toBe('Type your answer below');
    expect(instructionFor(ANSWER_TYPES.inlineChoice)).toBe('Click on the correct answer below');
  });
});
