import {
  correctResponse,
  presentationSeed,
  type TQuestion,
  type TResponse,
  type TStudentQuestion,
  toStudentQuestion,
  ZQuestion,
} from '@clearsheets/shared';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionResult } from '../lib/review-marks';
import { QuestionPreviewList } from './question-preview-list';
import { QuestionView, type QuestionViewProps } from './question-view';

// No DOM here: the components render to static HTML (what a screen reader and axe would start from).
// A fake speech engine makes the read-aloud buttons appear.
beforeAll(() => {
  vi.stubGlobal('window', {
    speechSynthesis: { speak() {}, cancel() {}, getVoices: () => [] },
    SpeechSynthesisUtterance: class {},
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const q = (raw: Record<string, unknown>) => ZQuestion.parse({ id: 1, prompt: 'Question', ...raw }) as TQuestion;
const Q = {
  multi: q({
    answerType: 1,
    prompt: 'What is $3 \\times 4$?',
    hint: 'Count by **fours**.',
    content: {
      choices: [
        { id: 'a', text: '7' },
        { id: 'b', text: '12', correct: true },
      ],
    },
  }),
  selection: q({
    answerType: 2,
    content: {
      choices: [
        { id: 'a', text: 'two', correct: true },
        { id: 'b', text: 'three' },
        { id: 'c', text: 'four', correct: true },
      ],
    },
  }),
  text: q({ answerType: 3, content: { acceptedAnswers: ['Austin'] } }),
  ordering: q({
    answerType: 4,
    content: {
      items: [
        { id: 'w', text: '$\\frac{1}{4}$' },
        { id: 'x', text: 'one half' },
        { id: 'y', text: '0.75' },
      ],
    },
  }),
  images: q({
    answerType: 5,
    content: {
      multiple: true,
      choices: [
        { id: 'sq', url: '/uploads/sq.png', alt: 'A square', correct: true },
        { id: 'tri', url: '/uploads/tri.png', alt: 'A triangle' },
      ],
    },
  }),
  inlineText: q({
    answerType: 6,
    content: {
      template: 'The capital of Texas is {{blank:city}} and $6 \\div 4$ = {{blank:q}}.',
      blanks: [
        { id: 'city', acceptedAnswers: ['Austin'] },
        { id: 'q', acceptedAnswers: ['1.5'] },
      ],
    },
  }),
  table: q({
    answerType: 7,
    content: {
      columns: [{ header: 'x' }, { header: 'y' }],
      rows: [
        {
          cells: [
            { kind: 'given', text: '3' },
            { kind: 'blank', id: 'y3', acceptedAnswers: ['6'] },
          ],
        },
      ],
    },
  }),
  notGraded: q({ answerType: 8 }),
  constructed: q({ answerType: 9, content: { sampleAnswer: 'A secret model answer' } }),
  inlineChoice: q({
    answerType: 10,
    content: {
      template: 'A square has {{choice:sides}} sides.',
      dropdowns: [
        {
          id: 'sides',
          options: [
            { id: 's3', text: 'three' },
            { id: 's4', text: '$2^2$', correct: true },
          ],
        },
      ],
    },
  }),
} as const;

const view = (question: TQuestion, passage?: { title: string; body: string }): TStudentQuestion =>
  toStudentQuestion({ ...question, passage }, presentationSeed('a1', question.id));
const render = (props: Partial<QuestionViewProps> & { question: TStudentQuestion }) =>
  renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(QuestionView, { response: undefined, mode: 'answer', onChange: () => {}, ...props }),
    ),
  );
const readAloudTypes = (html: string) =>
  [...html.matchAll(/data-read-aloud-type="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
const labels = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

describe('QuestionView in answer mode', () => {
  it('1: a radio group named by the prompt, with the instruction, hint and read-aloud for every part', () => {
    const html = render({ question: view(Q.multi, { title: 'Arrays', body: 'Rows.' }), readAloud: true, number: 3 });
    expect(html).toContain('Question 3');
    expect(html).toContain('1 point');
    expect(html).toContain('Choose the correct answer below');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*Show hint/);
    expect(labels(html)).toEqual(
      expect.arrayContaining([
        'Read aloud: passage',
        'Read aloud: question',
        'Read aloud: hint',
        'Read aloud: choice A',
      ]),
    );
    expect(readAloudTypes(html)).toEqual([1, 2, 3, 3, 9]);
  });

  it('hides read-aloud unless asked for', () => {
    expect(readAloudTypes(render({ question: view(Q.multi) }))).toEqual([]);
  });

  it('2: checkboxes, the picks checked', () => {
    const html = render({ question: view(Q.selection), response: { answerType: 2, choiceIds: ['a', 'c'] } });
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html.match(/checked=""/g)).toHaveLength(2);
  });

  it('3, 8, 9: a labelled text box (500 characters) or text area', () => {
    const short = render({ question: view(Q.text), response: { answerType: 3, text: 'Aus' } });
    expect(short).toContain('Type your answer below');
    expect(short).toMatch(/<label[^>]*>Your answer/);
    expect(short).toContain('maxLength="500"');
    expect(short).toContain('value="Aus"');
    // In a group named by the prompt and described by the instruction.
    expect(short).toMatch(/<fieldset [^>]*aria-labelledby="[^"]*-p" aria-describedby="[^"]*-i"/);
    expect(render({ question: view(Q.notGraded) })).toContain('This question is not graded');
    const long = render({ question: view(Q.constructed) });
    expect(long).toContain('<textarea');
    expect(long).not.toContain('secret model answer');
  });

  it('4: the items in the order shown, each with Move up / Move down and a live region', () => {
    const v = view(Q.ordering);
    const html = render({ question: v });
    const order = v.answerType === 4 ? v.items.map((i) => i.id) : [];
    expect(order).not.toEqual(['w', 'x', 'y']);
    expect(html).toContain('Arrange the following list into the correct order');
    expect(labels(html)).toEqual(expect.arrayContaining(['Move up: 1/4', 'Move down: one half', 'Move up: 0.75']));
    expect(html).toContain('aria-live="polite"');
    // The first item cannot go up, the last cannot go down.
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });

  it('5: pictures as toggle buttons named by their alt text', () => {
    const html = render({ question: view(Q.images), response: { answerType: 5, choiceIds: ['tri'] } });
    expect(html).toContain('Click on the correct image below');
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*alt="A triangle"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*alt="A square"/);
  });

  it('6: text boxes inside the sentence, labelled Blank 1, Blank 2', () => {
    const html = render({ question: view(Q.inlineText), response: { answerType: 6, blanks: { city: 'Austin' } } });
    expect(labels(html)).toEqual(['Blank 1', 'Blank 2']);
    expect(html).toContain('value="Austin"');
    expect(html).toContain('The capital of Texas is ');
  });

  it('7: a table with a box in each blank cell, labelled by column and row', () => {
    const html = render({ question: view(Q.table) });
    expect(html).toContain('<th scope="col">');
    expect(labels(html)).toEqual(['y, row 1']);
    expect(html).toContain('cs-q-table-wrap');
  });

  it('10: native drop-downs in the sentence, labelled Drop-down 1, math options as plain symbols', () => {
    const html = render({ question: view(Q.inlineChoice), response: { answerType: 10, selections: { sides: 's4' } } });
    expect(labels(html)).toEqual(['Drop-down 1']);
    expect(html).toContain('Click on the correct answer below');
    expect(html).toMatch(/<option value="s4" selected="">2²<\/option>/);
  });

  it('shows content as text, never as HTML', () => {
    const evil = q({
      answerType: 3,
      prompt: '<img src=x onerror=alert(1)> **hi**',
      content: { acceptedAnswers: ['x'] },
    });
    const html = render({ question: view(evil) });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<strong>hi</strong>');
  });

  it('speaks Spanish when asked', () => {
    const html = render({ question: view(Q.multi), lang: 'es', readAloud: true });
    expect(html).toContain('Pregunta');
    expect(html).toContain('Mostrar pista');
    expect(html).toContain('Elige la respuesta correcta abajo');
    expect(labels(html)).toContain('Leer en voz alta: pregunta');
  });
});

const resultOf = (question: TQuestion, status: QuestionResult['status'], extra: Partial<QuestionResult> = {}) => ({
  status,
  score: status === 'correct' ? question.points : 0,
  maxScore: question.points,
  correctResponse: correctResponse(question),
  ...extra,
});

describe('QuestionView in review mode', () => {
  it('marks the pick and the missed correct answer on choices, with the score', () => {
    const html = render({
      question: view(Q.multi),
      mode: 'review',
      response: { answerType: 1, choiceId: 'a' },
      result: resultOf(Q.multi, 'incorrect'),
    });
    expect(html).not.toContain('type="radio"');
    expect(html).toMatch(/data-state="incorrect"[\s\S]*Your answer/);
    expect(html).toContain('Correct answer');
    expect(html).toContain('Score: 0 of 1 point');
  });

  it('marks each blank and names the correct answer, with cloze read-aloud (4, 5)', () => {
    const response: TResponse = { answerType: 6, blanks: { city: 'Dallas', q: '1.5' } };
    const html = render({
      question: view(Q.inlineText),
      mode: 'review',
      response,
      readAloud: true,
      result: resultOf(Q.inlineText, 'partial', {
        score: 0.5,
        perPart: [
          { id: 'city', correct: false },
          { id: 'q', correct: true },
        ],
      }),
    });
    expect(html).not.toContain('<input');
    expect(html).toContain('Partially correct');
    expect(html).toContain('Score: 0.5 of 1 point');
    expect(html).toMatch(/Blank 1<\/span>.*Dallas.*Incorrect.*Correct answer: <strong>Austin/);
    expect(readAloudTypes(html).filter((t) => t === 4 || t === 5)).toEqual([4, 4, 5]);
  });

  it('shows the ordering as left, each item marked, and the correct order', () => {
    const html = render({
      question: view(Q.ordering),
      mode: 'review',
      response: { answerType: 4, order: ['x', 'w', 'y'] },
      result: resultOf(Q.ordering, 'partial', {
        perPart: [
          { id: 'w', correct: true },
          { id: 'x', correct: false },
          { id: 'y', correct: true },
        ],
      }),
    });
    expect(html).toContain('Not in the right place');
    expect(html).toContain('Correct order');
    expect(html).not.toContain('Move up');
  });

  it('shows a table answer cell by cell', () => {
    const html = render({
      question: view(Q.table),
      mode: 'review',
      response: { answerType: 7, cells: { y3: '5' } },
      result: resultOf(Q.table, 'incorrect', { perPart: [{ id: 'y3', correct: false }] }),
    });
    expect(html).toContain('role="region"');
    expect(html).toMatch(/data-state="incorrect"[\s\S]*>5<[\s\S]*Correct answer: 6/);
  });

  it('says a constructed response is pending, then shows the teacher feedback with read-aloud (10)', () => {
    const response: TResponse = { answerType: 9, text: 'Because thirds are bigger.' };
    const pending = render({
      question: view(Q.constructed),
      mode: 'review',
      response,
      result: { status: 'pending', score: 0, maxScore: 1 },
    });
    expect(pending).toContain('Pending');
    expect(pending).toContain('Your teacher will grade this answer.');
    expect(pending).toContain('Because thirds are bigger.');
    const graded = render({
      question: view(Q.constructed),
      mode: 'review',
      response,
      readAloud: true,
      result: { status: 'correct', score: 1, maxScore: 1, feedback: 'Great reasoning!' },
    });
    expect(graded).toContain('Teacher feedback');
    expect(graded).toContain('Great reasoning!');
    expect(readAloudTypes(graded)).toContain(10);
  });

  it('shows an answer without marks when there is no result yet (live monitor)', () => {
    const html = render({ question: view(Q.images), mode: 'review', response: { answerType: 5, choiceIds: ['sq'] } });
    expect(html).toContain('Your answer');
    expect(html).not.toContain('Incorrect');
    expect(html).not.toContain('aria-pressed');
  });
});

describe('QuestionPreviewList', () => {
  it('numbers the questions, shows a shared passage once and flags unfinished ones', () => {
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(QuestionPreviewList, {
          passages: [{ id: 9, title: 'The Alamo', body: 'A mission in San Antonio.' }],
          questions: [
            { id: 11, position: 0, data: { ...Q.multi, passageId: 9 } },
            { id: 12, position: 1, data: { ...Q.text, passageId: 9 } },
            { id: 13, position: 2, data: { answerType: 1, prompt: '', content: { choices: [] } } },
          ],
        }),
      ),
    );
    expect(html.match(/The Alamo/g)).toHaveLength(1);
    expect(html).toContain('Question 1');
    expect(html).toContain('Question 2');
    expect(html).toContain('Question 3 is not finished yet');
    expect(html).not.toContain('Austin');
  });
});

describe('typed answers with math, in review (staff and students read them)', () => {
  const fraction = q({ answerType: 3, content: { acceptedAnswers: ['$\\frac{5}{6}$'] } });

  it('renders math the student typed and the key, never the TeX source', () => {
    const html = render({
      question: view(fraction),
      mode: 'review',
      response: { answerType: 3, text: '$\\frac{2}{5}$' },
      result: resultOf(fraction, 'incorrect'),
    });
    expect(html.match(/class="katex"/g)?.length).toBe(2);
    expect(html).toContain('class="mfrac"');
    expect(html.replace(/<annotation[\s\S]*?<\/annotation>/g, '')).not.toContain('\\frac');
  });

  it('leaves other typed text exactly as typed (a star is not emphasis)', () => {
    const html = render({
      question: view(Q.text),
      mode: 'review',
      response: { answerType: 3, text: '2*3*4' },
      result: resultOf(Q.text, 'incorrect'),
    });
    expect(html).toContain('2*3*4');
    expect(html).not.toContain('<em>');
  });
});
