import { type TQuestion, ZQuestion } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { summariseAnswer, topAnswers } from './answer-summary';

const q = (data: Record<string, unknown>) => ZQuestion.parse({ id: 1, prompt: 'Q', ...data }) as TQuestion;

const choices = [
  { id: 'a', text: 'Red', correct: true },
  { id: 'b', text: 'Blue', correct: true },
  { id: 'c', text: 'Green' },
];

describe('answers as text', () => {
  it('shows choice texts, in the question order whatever the order picked', () => {
    expect(
      summariseAnswer(q({ answerType: 1, content: { choices: [choices[0], choices[2]] } }), {
        answerType: 1,
        choiceId: 'c',
      }),
    ).toBe('Green');
    const selection = q({ answerType: 2, content: { choices } });
    expect(summariseAnswer(selection, { answerType: 2, choiceIds: ['b', 'a'] })).toBe('Red, Blue');
    expect(summariseAnswer(selection, { answerType: 2, choiceIds: ['a', 'b'] })).toBe('Red, Blue');
  });

  it('normalises typed text and shows parts in the key order', () => {
    const typed = q({ answerType: 3, content: { acceptedAnswers: ['Austin'] } });
    expect(summariseAnswer(typed, { answerType: 3, text: '  AUSTIN\u00a0 ' })).toBe('austin');
    const inline = q({
      answerType: 6,
      content: {
        template: '{{blank:x}} and {{blank:y}}',
        blanks: [
          { id: 'x', acceptedAnswers: ['1'] },
          { id: 'y', acceptedAnswers: ['2'] },
        ],
      },
    });
    expect(summariseAnswer(inline, { answerType: 6, blanks: { y: ' Two', x: 'ONE' } })).toBe('one | two');
    const dropdowns = q({
      answerType: 10,
      content: {
        template: 'Pick {{choice:d}}',
        dropdowns: [
          {
            id: 'd',
            options: [
              { id: 'o1', text: 'is', correct: true },
              { id: 'o2', text: 'are' },
            ],
          },
        ],
      },
    });
    expect(summariseAnswer(dropdowns, { answerType: 10, selections: { d: 'o2' } })).toBe('are');
    const ordering = q({
      answerType: 4,
      content: {
        items: [
          { id: 'i1', text: 'one' },
          { id: 'i2', text: 'two' },
        ],
      },
    });
    expect(summariseAnswer(ordering, { answerType: 4, order: ['i2', 'i1'] })).toBe('two → one');
  });

  it('leaves out free writing and answers that do not fit the question', () => {
    expect(summariseAnswer(q({ answerType: 9, content: {} }), { answerType: 9, text: 'essay' })).toBeNull();
    expect(summariseAnswer(q({ answerType: 8, content: {} }), { answerType: 8, text: 'note' })).toBeNull();
    const single = q({ answerType: 1, content: { choices: [choices[0], choices[2]] } });
    expect(summariseAnswer(single, { answerType: 3, text: 'x' })).toBeNull();
    expect(summariseAnswer(single, 'garbage')).toBeNull();
  });

  it('merges equal texts, most given first, marking correct ones', () => {
    const typed = q({ answerType: 3, content: { acceptedAnswers: ['Austin'] } });
    const top = topAnswers(typed, [
      { answer: { answerType: 3, text: 'Austin' }, status: 'correct', count: 2 },
      { answer: { answerType: 3, text: ' austin' }, status: 'correct', count: 1 },
      { answer: { answerType: 3, text: 'Dallas' }, status: 'incorrect', count: 4 },
    ]);
    expect(top).toEqual([
      { answer: 'dallas', count: 4, correct: false },
      { answer: 'austin', count: 3, correct: true },
    ]);
  });
});
