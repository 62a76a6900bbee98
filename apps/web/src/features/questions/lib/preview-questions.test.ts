import { describe, expect, it } from 'vitest';
import { buildPreview } from './preview-questions';

const choice = (prompt: string, passageId?: number) => ({
  answerType: 1,
  prompt,
  ...(passageId ? { passageId } : {}),
  content: {
    choices: [
      { id: 'a', text: 'yes', correct: true },
      { id: 'b', text: 'no' },
    ],
  },
});
const passages = [
  { id: 1, title: 'Bats', body: 'Bats sleep by day.' },
  { id: 2, title: 'Owls', body: 'Owls hunt at night.' },
];

describe('buildPreview', () => {
  it('orders by position, numbers every question and shows a shared passage once per run', () => {
    const entries = buildPreview(
      [
        { id: 30, position: 2, data: choice('third', 2) },
        { id: 10, position: 0, data: choice('first', 1) },
        { id: 20, position: 1, data: choice('second', 1) },
        { id: 40, position: 3, data: choice('fourth', 1) },
      ],
      passages,
    );
    expect(
      entries.map((e) => (e.kind === 'passage' ? e.passage.title : e.kind === 'question' ? e.view.prompt : 'draft')),
    ).toEqual(['Bats', 'first', 'second', 'Owls', 'third', 'Bats', 'fourth']);
    expect(entries.filter((e) => e.kind === 'question').map((e) => (e.kind === 'question' ? e.number : 0))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('flags questions that are not complete yet and never shows a key', () => {
    const entries = buildPreview([
      { id: 1, data: { answerType: 3, prompt: 'Unfinished', content: { acceptedAnswers: [] } } },
      { id: 2, data: { answerType: 3, prompt: 'Done', content: { acceptedAnswers: ['Austin'] } } },
    ]);
    expect(entries.map((e) => e.kind)).toEqual(['draft', 'question']);
    expect(JSON.stringify(entries)).not.toContain('Austin');
  });

  it('shows the same order on every visit (fixed seed)', () => {
    const source = [{ id: 5, data: choice('again') }];
    expect(buildPreview(source)).toEqual(buildPreview(source));
  });
});
