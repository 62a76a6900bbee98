import '@mantine/core/styles.css';
import '../../../app/global.css';
import { correctResponse, type TQuestion, type TResponse, toStudentQuestion, ZQuestion } from '@clearsheets/shared';
import { Container, MantineProvider, Stack } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, studentTheme } from '../../../app/theme';
import { i18n } from '../../../lib/i18n';
import { QuestionPreviewList, QuestionView } from '../index';

const params = new URLSearchParams(location.search);
const mode = (params.get('mode') ?? 'answer') as 'answer' | 'review' | 'preview';
const lang = (params.get('lang') ?? 'en') as 'en' | 'es';
const q = (id: number, raw: Record<string, unknown>) => ZQuestion.parse({ id, points: 2, ...raw }) as TQuestion;
const questions: TQuestion[] = [
  q(1, {
    answerType: 1,
    prompt: 'What is $3 \\times 4$? Think of **equal groups**.',
    hint: 'Count by fours: $4, 8, \\ldots$',
    images: [{ url: 'https://example.invalid/grid.png', alt: 'A grid of 3 rows and 4 columns' }],
    content: {
      choices: [
        { id: 'a', text: '7' },
        { id: 'b', text: '12', correct: true },
        { id: 'c', text: '$\\frac{3}{4}$ of a very long answer choice that wraps on a small phone screen for sure' },
      ],
    },
  }),
  q(2, {
    answerType: 2,
    prompt: 'Select every even number.',
    content: {
      choices: [
        { id: 'a', text: '2', correct: true },
        { id: 'b', text: '3' },
        { id: 'c', text: '4', correct: true },
      ],
    },
  }),
  q(3, { answerType: 3, prompt: 'What is half of 1?', content: { acceptedAnswers: ['1/2'] } }),
  q(4, {
    answerType: 4,
    prompt: 'Order from least to greatest.',
    content: {
      items: [
        { id: 'w', text: '$\\frac{1}{5}$' },
        { id: 'x', text: 'one half, written as a longer phrase' },
        { id: 'y', text: '0.75' },
        { id: 'z', text: '1' },
      ],
    },
  }),
  q(5, {
    answerType: 5,
    prompt: 'Click every shape with four sides.',
    content: {
      multiple: true,
      choices: [
        { id: 'sq', url: 'https://example.invalid/sq.png', alt: 'A square', correct: true },
        { id: 'tri', url: 'https://example.invalid/tri.png', alt: 'A triangle' },
        { id: 're', url: 'https://example.invalid/re.png', alt: 'A rectangle', correct: true },
      ],
    },
  }),
  q(6, {
    answerType: 6,
    prompt: 'Complete the sentence.',
    content: {
      template: 'The capital of Texas is {{blank:city}}, and $6 \\div 4$ = {{blank:q}} or {{blank:word}}.',
      blanks: [
        { id: 'city', acceptedAnswers: ['Austin'] },
        { id: 'q', acceptedAnswers: ['1.5'] },
        { id: 'word', acceptedAnswers: ['One and a half'] },
      ],
    },
  }),
  q(7, {
    answerType: 7,
    prompt: 'Complete the table for $y = 2x$.',
    content: {
      columns: [
        { header: 'x' },
        { header: 'y' },
        { header: 'Explanation of the rule' },
        { header: 'z' },
        { header: 'w' },
      ],
      rows: [
        {
          cells: [
            { kind: 'given', text: '1' },
            { kind: 'given', text: '2' },
            { kind: 'given', text: 'double it' },
            { kind: 'given', text: '3' },
            { kind: 'given', text: '4' },
          ],
        },
        {
          cells: [
            { kind: 'given', text: '3' },
            { kind: 'blank', id: 'y3', acceptedAnswers: ['6'] },
            { kind: 'given', text: 'double it' },
            { kind: 'blank', id: 'z3', acceptedAnswers: ['6'] },
            { kind: 'blank', id: 'w3', acceptedAnswers: ['6'] },
          ],
        },
      ],
    },
  }),
  q(8, { answerType: 8, prompt: 'How did you feel about fractions today?' }),
  q(9, { answerType: 9, prompt: 'Explain how you know $\\frac{3}{4} > \\frac{2}{3}$.' }),
  q(10, {
    answerType: 10,
    prompt: 'Choose the words that make the sentence true.',
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
          ],
        },
      ],
    },
  }),
];
const wrong: Record<number, TResponse> = {
  1: { answerType: 1, choiceId: 'a' },
  2: { answerType: 2, choiceIds: ['a', 'b'] },
  3: { answerType: 3, text: '2' },
  4: { answerType: 4, order: ['x', 'w', 'y', 'z'] },
  5: { answerType: 5, choiceIds: ['sq', 'tri'] },
  6: { answerType: 6, blanks: { city: 'Dallas', q: '1.5' } },
  7: { answerType: 7, cells: { y3: '6', z3: '5' } },
  8: { answerType: 8, text: 'Good' },
  9: { answerType: 9, text: 'Because a quarter is smaller than a third.' },
  10: { answerType: 10, selections: { sides: 's4', angles: 'a2' } },
};

import { scoreResponse } from '@clearsheets/shared';

function One({ question }: { question: TQuestion }) {
  const view = toStudentQuestion(
    {
      ...question,
      passage:
        question.id === 1
          ? { title: 'Arrays', body: 'An array has rows and columns.\n\nEach row has the same number of things.' }
          : undefined,
    },
    `h:${question.id}`,
  );
  const [response, setResponse] = useState<TResponse | undefined>(mode === 'review' ? wrong[question.id] : undefined);
  const scored = scoreResponse(question, response);
  const result =
    mode === 'review'
      ? {
          ...scored,
          correctResponse: correctResponse(question),
          feedback: question.id === 9 ? 'Nice start: compare with a common denominator.' : null,
        }
      : undefined;
  return (
    <div className="cs-q-card" data-testid={`q${question.id}`}>
      <QuestionView
        question={view}
        response={response}
        onChange={mode === 'answer' ? setResponse : undefined}
        mode={mode}
        result={result}
        readAloud
        lang={lang}
        number={question.id}
      />
    </div>
  );
}

function App() {
  if (params.get('list'))
    return (
      <QuestionPreviewList
        passages={[{ id: 9, title: 'Arrays', body: 'Rows and columns.' }]}
        questions={questions.map((qq, i) => ({
          id: qq.id,
          position: i,
          data: { ...qq, passageId: i < 2 ? 9 : undefined },
        }))}
        readAloud
      />
    );
  return (
    <Stack gap="lg">
      {questions.map((qq) => (
        <One key={qq.id} question={qq} />
      ))}
    </Stack>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={studentTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <div className="cs-student-page">
        <main>
          <Container size="md" py="md" px="md">
            <h1>Harness</h1>
            <App />
          </Container>
        </main>
      </div>
    </MantineProvider>
  </I18nextProvider>,
);
