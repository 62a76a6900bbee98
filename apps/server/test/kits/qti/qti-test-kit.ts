// One question of every answer type with every optional field used (tests only): hint, images, passage,
// standard, points, tolerance, both case modes, TeX and XML-special text.
import type { TQuestionInput } from '@clearsheets/shared';

const images = [
  { url: '/uploads/graph.png', alt: 'A bar graph of "rainfall" & <snow>' },
  { url: '/uploads/a_2-v1.jpg', alt: 'Second image' },
];

export const QTI_SAMPLE_QUESTIONS: TQuestionInput[] = [
  {
    answerType: 1,
    prompt: 'What is $\\frac{1}{2} + \\frac{1}{4}$? Use <, > or & if you like.',
    passageId: 11,
    hint: 'Find a common denominator:\n$\\frac{2}{4}$.',
    images,
    points: 2,
    standardId: 21,
    content: {
      choices: [
        { id: 'a', text: '$\\frac{3}{4}$', correct: true },
        { id: '2', text: '"two" quarters', correct: false },
        { id: '-x', text: 'none of these', correct: false },
      ],
    },
  },
  {
    answerType: 2,
    prompt: 'Select every even number.',
    points: 4,
    content: {
      choices: [
        { id: 'a', text: '2', correct: true },
        { id: 'b', text: '3', correct: false },
        { id: 'c', text: '4', correct: true },
        { id: 'constructor', text: '8', correct: true },
      ],
    },
  },
  {
    answerType: 3,
    prompt: 'What is half of 1?',
    hint: 'Think of a pizza.',
    points: 1,
    standardId: 22,
    content: {
      acceptedAnswers: ['1/2', '0.5', 'one half'],
      caseSensitive: false,
      numericEquivalence: true,
      tolerance: 0.01,
    },
  },
  {
    answerType: 3,
    prompt: 'Spell the capital of Texas.',
    points: 1,
    content: { acceptedAnswers: ['Austin'], caseSensitive: true, numericEquivalence: false },
  },
  {
    answerType: 4,
    prompt: 'Order from least to greatest.',
    passageId: 12,
    points: 3,
    content: {
      items: [
        { id: 'w', text: '0.2' },
        { id: 'x', text: '1/2' },
        { id: '3', text: '0.75 & more' },
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
        { id: 'tri', url: '/uploads/triangle.png', alt: 'A "triangle"', correct: true },
      ],
    },
  },
  {
    answerType: 5,
    prompt: 'Click every shape with four sides.',
    images: [],
    points: 2,
    content: {
      multiple: true,
      choices: [
        { id: 'sq', url: '/uploads/square.png', alt: 'A square', correct: true },
        { id: 'tri', url: '/library/triangle.png', alt: 'A triangle', correct: false },
        { id: 'rect', url: '/uploads/rectangle.png', alt: 'A rectangle', correct: true },
      ],
    },
  },
  {
    answerType: 6,
    prompt: 'Complete the sentence.',
    hint: 'Capital cities & fractions.',
    points: 3,
    content: {
      template: 'The capital of Texas is {{blank:city}}, and $6 \\div 4$ = {{blank:q}}{{blank:9word}} <ok>.',
      blanks: [
        { id: 'city', acceptedAnswers: ['Austin'], caseSensitive: false, numericEquivalence: true },
        { id: 'q', acceptedAnswers: ['1.5', '3/2'], caseSensitive: false, numericEquivalence: true, tolerance: 0 },
        { id: '9word', acceptedAnswers: ['One and a half'], caseSensitive: true, numericEquivalence: false },
      ],
    },
  },
  {
    answerType: 7,
    prompt: 'Complete the input/output table for $y = 2x$.',
    images: [images[0]!],
    points: 2,
    content: {
      columns: [{ header: 'x' }, { header: 'y = 2x' }],
      rows: [
        {
          cells: [
            { kind: 'given', text: '1' },
            { kind: 'given', text: '' },
          ],
        },
        {
          cells: [
            { kind: 'given', text: ' 3 ' },
            {
              kind: 'blank',
              id: 'y3',
              acceptedAnswers: ['6'],
              caseSensitive: false,
              numericEquivalence: true,
              tolerance: 0.5,
            },
          ],
        },
        {
          cells: [
            { kind: 'blank', id: 'x5', acceptedAnswers: ['five', '5'], caseSensitive: true, numericEquivalence: false },
            { kind: 'given', text: '1,000 < 2,000' },
          ],
        },
      ],
    },
  },
  { answerType: 8, prompt: 'How did you feel about fractions today?', hint: 'Be honest.', points: 1, content: {} },
  {
    answerType: 9,
    prompt: 'Explain how you know $3/4 > 2/3$.',
    passageId: 11,
    points: 4,
    standardId: 21,
    content: { gradingScaleId: 3, sampleAnswer: 'Compare with a common denominator:\n9/12 > 8/12.' },
  },
  {
    answerType: 10,
    prompt: 'Choose the words that make the sentence true.',
    hint: 'Count the corners.',
    images,
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
            { id: '0', text: 'no', correct: false },
          ],
        },
      ],
    },
  },
];
