import { ZQuestionInput } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { newQuestion } from './new-question';
import { fromSaved, toSaved } from './question-draft';

describe('fromSaved', () => {
  it('fills every field of a partial or malformed stored question', () => {
    const draft = fromSaved({ answerType: 1, content: { choices: [{ id: 'a', text: 'Two' }, 'junk'] } }, 1);
    expect(draft).toEqual({
      answerType: 1,
      prompt: '',
      passageId: null,
      hint: '',
      images: [],
      points: 1,
      standardId: null,
      content: {
        choices: [
          { id: 'a', text: 'Two', correct: false },
          { id: 'c2', text: '', correct: false },
        ],
      },
    });
  });

  it('falls back to the row answer type and reads typed keys with their defaults', () => {
    const draft = fromSaved({ prompt: 'Half of 1?', content: { acceptedAnswers: ['1/2'], tolerance: 0.01 } }, 3);
    expect(draft.answerType).toBe(3);
    expect(draft.content).toEqual({
      acceptedAnswers: ['1/2'],
      caseSensitive: false,
      numericEquivalence: true,
      tolerance: 0.01,
    });
  });
});

describe('toSaved', () => {
  it('leaves out optional fields the teacher left empty', () => {
    const saved = toSaved({ ...newQuestion(9, null), prompt: 'Explain.' });
    expect(saved).toEqual({ answerType: 9, prompt: 'Explain.', points: 1, content: {} });
    expect(ZQuestionInput.safeParse(saved).success).toBe(true);
  });

  it('round-trips a complete question of every type through the schema', () => {
    const examples = [
      {
        answerType: 1,
        prompt: 'p',
        content: {
          choices: [
            { id: 'a', text: '1', correct: true },
            { id: 'b', text: '2' },
          ],
        },
      },
      { answerType: 3, prompt: 'p', content: { acceptedAnswers: ['4'] }, hint: 'Count', points: 2, standardId: 5 },
      {
        answerType: 6,
        prompt: 'p',
        content: { template: 'A {{blank:b1}}.', blanks: [{ id: 'b1', acceptedAnswers: ['x'] }] },
      },
      {
        answerType: 7,
        prompt: 'p',
        content: {
          columns: [{ header: 'n' }, { header: '2n' }],
          rows: [
            {
              cells: [
                { kind: 'given', text: '1' },
                { kind: 'blank', id: 'b1', acceptedAnswers: ['2'] },
              ],
            },
          ],
        },
      },
      {
        answerType: 10,
        prompt: 'p',
        content: {
          template: 'It is {{choice:c1}}.',
          dropdowns: [
            {
              id: 'c1',
              options: [
                { id: 'o1', text: 'hot', correct: true },
                { id: 'o2', text: 'cold' },
              ],
            },
          ],
        },
      },
    ];
    for (const raw of examples) {
      const parsed = ZQuestionInput.parse(raw);
      const saved = toSaved(fromSaved(raw, raw.answerType));
      expect(ZQuestionInput.parse(saved)).toEqual(parsed);
    }
  });
});
