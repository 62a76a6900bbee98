// The instruction the player shows above each question (spec section 8: seven sentences for ten types).
// Kept here rather than in the message catalogue: they are question copy, not validation or errors.
import type { AnswerType } from '../enums';

/** The spec's seven instruction sentences, verbatim. */
export const QUESTION_INSTRUCTIONS = {
  typeYourAnswer: 'Type your answer below',
  chooseCorrectAnswer: 'Choose the correct answer below',
  fillInTheBlanks: 'Fill in the blanks below',
  clickCorrectImage: 'Click on the correct image below',
  arrangeList: 'Arrange the following list into the correct order',
  clickCorrectAnswer: 'Click on the correct answer below',
  notGraded: 'This question is not graded',
} as const;

const I = QUESTION_INSTRUCTIONS;

/**
 * Which sentence each answer type shows: choices (1, 2) are "chosen"; typed answers (3, 9) "typed";
 * gaps in a sentence or a table (6, 7) "filled in"; drop-downs in a sentence (10) are "clicked".
 */
export const ANSWER_TYPE_INSTRUCTIONS: Record<AnswerType, string> = {
  1: I.chooseCorrectAnswer,
  2: I.chooseCorrectAnswer,
  3: I.typeYourAnswer,
  4: I.arrangeList,
  5: I.clickCorrectImage,
  6: I.fillInTheBlanks,
  7: I.fillInTheBlanks,
  8: I.notGraded,
  9: I.typeYourAnswer,
  10: I.clickCorrectAnswer,
};

/** The instruction for a question's answer type, so every screen words it the same way. */
export const instructionFor = (answerType: AnswerType): string => ANSWER_TYPE_INSTRUCTIONS[answerType];
