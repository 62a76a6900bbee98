// One realistic question per answer type, parsed through the schema (test support only; not exported).
import { type TQuestion, type TQuestionOf, ZQuestion } from '../src/questions/answer-types';

const parse = <N extends TQuestion['answerType']>(answerType: N, raw: Record<string, unknown>) =>
  ZQuestion.parse({ id: answerType, answerType, prompt: 'Question', ...raw }) as TQuestionOf<N> & { id: number };

export const multiChoice = parse(1, {
  prompt: 'What is $3 \\times 4$?',
  points: 2,
  content: {
    choices: [
      { id: 'a', text: '7' },
      { id: 'b', text: '12', correct: true },
      { id: 'c', text: '34' },
    ],
  },
});

export const selection = parse(2, {
  prompt: 'Select every even number.',
  points: 4,
  content: {
    choices: [
      { id: 'a', text: '2', correct: true },
      { id: 'b', text: '3' },
      { id: 'c', text: '4', correct: true },
      { id: 'd', text: '5' },
      { id: 'e', text: '8', correct: true },
      { id: 'f', text: '9' },
    ],
  },
});

export const textResponse = parse(3, {
  prompt: 'What is half of 1?',
  content: { acceptedAnswers: ['1/2', 'one half'] },
});

export const ordering = parse(4, {
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
});

export const imageSingle = parse(5, {
  prompt: 'Click the triangle.',
  content: {
    choices: [
      { id: 'sq', url: '/uploads/square.png', alt: 'A square' },
      { id: 'tri', url: '/uploads/triangle.png', alt: 'A triangle', correct: true },
      { id: 'cir', url: '/library/circle.png', alt: 'A circle' },
    ],
  },
});

export const imageMultiple = parse(5, {
  prompt: 'Click every shape with four sides.',
  points: 2,
  content: {
    multiple: true,
    choices: [
      { id: 'sq', url: '/uploads/square.png', alt: 'A square', correct: true },
      { id: 'tri', url: '/uploads/triangle.png', alt: 'A triangle' },
      { id: 'rect', url: '/uploads/rectangle.png', alt: 'A rectangle', correct: true },
    ],
  },
});

export const inlineText = parse(6, {
  prompt: 'Complete the sentence.',
  points: 3,
  content: {
    template: 'The capital of Texas is {{blank:city}}, and $6 \\div 4$ = {{blank:q}} or {{blank:word}}.',
    blanks: [
      { id: 'city', acceptedAnswers: ['Austin'] },
      { id: 'q', acceptedAnswers: ['1.5'] },
      { id: 'word', acceptedAnswers: ['One and a half'], caseSensitive: true },
    ],
  },
});

export const tableFillIn = parse(7, {
  prompt: 'Complete the input/output table for $y = 2x$.',
  points: 2,
  content: {
    columns: [{ header: 'x' }, { header: 'y' }],
    rows: [
      {
        cells: [
          { kind: 'given', text: '1' },
          { kind: 'given', text: '2' },
        ],
      },
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
      {
        cells: [
          { kind: 'given', text: '1,000' },
          { kind: 'blank', id: 'y1000', acceptedAnswers: ['2000'] },
        ],
      },
    ],
  },
});

export const notGraded = parse(8, { prompt: 'How did you feel about fractions today?' });

export const constructed = parse(9, {
  prompt: 'Explain how you know $3/4 > 2/3$.',
  points: 4,
  content: { gradingScaleId: 3 },
});

export const inlineChoice = parse(10, {
  prompt: 'Choose the words that make the sentence true.',
  points: 2,
  content: {
    template: 'A square has {{choice:sides}} sides and {{choice:angles}} right angles.',
    dropdowns: [
      {
        id: 'sides',
        options: [
          { id: 's3', text: 'three' },
          { id: 's4', text: 'four', correct: true },
        ],
      },
      {
        id: 'angles',
        options: [
          { id: 'a2', text: 'two' },
          { id: 'a4', text: 'four', correct: true },
          { id: 'a0', text: 'no' },
        ],
      },
    ],
  },
});

/** One question of every answer type (image selection in both modes). */
export const ALL_SAMPLES = [
  multiChoice,
  selection,
  textResponse,
  ordering,
  imageSingle,
  imageMultiple,
  inlineText,
  tableFillIn,
  notGraded,
  constructed,
  inlineChoice,
] as const;
