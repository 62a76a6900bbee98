// Test and bench support: one question of every answer type, and right and wrong answers to them.
import { type TQuestionInput, ZQuestionInput } from '@clearsheets/shared';

/** One question of every answer type (valid under ZQuestionInput); the text response reads a passage. */
export const SAMPLE_QUESTIONS: TQuestionInput[] = [
  {
    answerType: 1,
    prompt: 'What is $3 \\times 4$?',
    points: 2,
    content: {
      choices: [
        { id: 'a', text: '7', correct: false },
        { id: 'b', text: '12', correct: true },
        { id: 'c', text: '34', correct: false },
      ],
    },
  },
  {
    answerType: 2,
    prompt: 'Select every even number.',
    points: 2,
    content: {
      choices: [
        { id: 'a', text: '2', correct: true },
        { id: 'b', text: '3', correct: false },
        { id: 'c', text: '4', correct: true },
        { id: 'd', text: '5', correct: false },
      ],
    },
  },
  { answerType: 3, prompt: 'Who hid the map?', points: 1, content: { acceptedAnswers: ['Rosa'] } },
  {
    answerType: 4,
    prompt: 'Order from least to greatest.',
    points: 3,
    content: {
      items: [
        { id: 'w', text: '0.2' },
        { id: 'x', text: '1/2' },
        { id: 'y', text: '0.75' },
        { id: 'z', text: '1' },
      ],
    },
  },
  {
    answerType: 5,
    prompt: 'Click the triangle.',
    points: 1,
    content: {
      multiple: false,
      choices: [
        { id: 'sq', url: '/uploads/square.png', alt: 'A square', correct: false },
        { id: 'tri', url: '/uploads/triangle.png', alt: 'A triangle', correct: true },
      ],
    },
  },
  {
    answerType: 6,
    prompt: 'Complete the sentence.',
    points: 2,
    content: {
      template: 'The capital of Texas is {{blank:city}} and 6 / 4 = {{blank:q}}.',
      blanks: [
        { id: 'city', acceptedAnswers: ['Austin'] },
        { id: 'q', acceptedAnswers: ['1.5'] },
      ],
    },
  },
  {
    answerType: 7,
    prompt: 'Complete the table for $y = 2x$.',
    points: 2,
    content: {
      columns: [{ header: 'x' }, { header: 'y' }],
      rows: [
        {
          cells: [
            { kind: 'given', text: '3' },
            { kind: 'blank', id: 'y3', acceptedAnswers: ['6'] },
          ],
        },
        {
          cells: [
            { kind: 'blank', id: 'x5', acceptedAnswers: ['5'] },
            { kind: 'given', text: '10' },
          ],
        },
      ],
    },
  },
  { answerType: 8, prompt: 'How did you feel about fractions today?', points: 1, content: {} },
  {
    answerType: 9,
    prompt: 'Explain how you know $3/4 > 2/3$.',
    points: 4,
    content: { sampleAnswer: 'Common denominators: 9/12 > 8/12.' },
  },
  {
    answerType: 10,
    prompt: 'Choose the words that make the sentence true.',
    points: 2,
    content: {
      template: 'A square has {{choice:sides}} sides and {{choice:angles}} right angles.',
      dropdowns: [
        {
          id: 'sides',
          options: [
            { id: 's3', text: 'three', correct: false },
            { id: 's4', text: 'four', correct: true },
          ],
        },
        {
          id: 'angles',
          options: [
            { id: 'a2', text: 'two', correct: false },
            { id: 'a4', text: 'four', correct: true },
          ],
        },
      ],
    },
  },
].map((q) => ZQuestionInput.parse(q));

/** A full-marks answer to each sample question, by answer type (8: any text; 9: waits for the teacher). */
export const GOOD_ANSWERS: Record<number, Record<string, unknown>> = {
  1: { answerType: 1, choiceId: 'b' },
  2: { answerType: 2, choiceIds: ['a', 'c'] },
  3: { answerType: 3, text: 'Rosa' },
  4: { answerType: 4, order: ['w', 'x', 'y', 'z'] },
  5: { answerType: 5, choiceIds: ['tri'] },
  6: { answerType: 6, blanks: { city: 'Austin', q: '1.5' } },
  7: { answerType: 7, cells: { y3: '6', x5: '5' } },
  8: { answerType: 8, text: 'Good, thanks' },
  9: { answerType: 9, text: 'Make the denominators equal: 9/12 is more than 8/12.' },
  10: { answerType: 10, selections: { sides: 's4', angles: 'a4' } },
};
/** A wrong answer to each auto-scored sample question, by answer type. */
export const WRONG_ANSWERS: Record<number, Record<string, unknown>> = {
  1: { answerType: 1, choiceId: 'a' },
  2: { answerType: 2, choiceIds: ['b'] },
  3: { answerType: 3, text: 'Tom' },
  4: { answerType: 4, order: ['z', 'y', 'x', 'w'] },
  5: { answerType: 5, choiceIds: ['sq'] },
  6: { answerType: 6, blanks: { city: 'Dallas', q: '2' } },
  7: { answerType: 7, cells: { y3: '7', x5: '4' } },
  10: { answerType: 10, selections: { sides: 's3', angles: 'a2' } },
};
