import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoScoredQuestionArb, responseArb } from '../../test/arbitraries';
import * as S from '../../test/samples';
import { isAnswered, unansweredMessage } from './answer-checks';
import { type TQuestion, ZQuestion } from './answer-types';
import { correctResponse } from './correct-response';
import { instructionFor } from './instructions';
import type { TResponse } from './responses';
import { scoreResponse } from './scoring';
import { initialOrderingResponse, presentationSeed } from './shuffle';
import {
  initialResponseFor,
  isStudentAnswered,
  studentPartIds,
  studentUnansweredMessage,
  type TStudentQuestion,
  toStudentQuestion,
  ZStudentQuestion,
} from './student-view';

const KEY_FIELDS = [
  'correct',
  'acceptedAnswers',
  'caseSensitive',
  'numericEquivalence',
  'tolerance',
  'sampleAnswer',
  'gradingScaleId',
];
const jsonKeys = (value: unknown): Set<string> => {
  const keys = new Set<string>();
  JSON.stringify(value, (key, v) => {
    keys.add(key);
    return v;
  });
  return keys;
};
const seed = presentationSeed('attempt-7', 1);

describe('toStudentQuestion: no answer key reaches the student', () => {
  it.each(S.ALL_SAMPLES.map((q) => [q.answerType, q] as const))('type %i has no key fields', (_, question) => {
    const view = toStudentQuestion(question, seed);
    const keys = jsonKeys(view);
    for (const field of KEY_FIELDS) expect(keys.has(field), field).toBe(false);
    expect(ZStudentQuestion.parse(view)).toEqual(view);
    expect(view.instruction).toBe(instructionFor(question.answerType));
  });

  it('leaves out every accepted answer and the sample answer', () => {
    const withSample = ZQuestion.parse({
      ...S.constructed,
      content: { gradingScaleId: 3, sampleAnswer: 'Because thirds are bigger pieces than quarters' },
    });
    const cases: [unknown, string[]][] = [
      [S.textResponse, ['1/2', 'one half']],
      [S.inlineText, ['Austin', '1.5', 'One and a half']],
      [S.tableFillIn, ['2000']],
      [withSample, ['thirds are bigger']],
    ];
    for (const [question, secrets] of cases) {
      const json = JSON.stringify(toStudentQuestion(question as typeof S.textResponse, seed));
      for (const secret of secrets) expect(json).not.toContain(secret);
    }
  });

  it('never carries a key field, for any valid question and seed (and the schema refuses one)', () => {
    fc.assert(
      fc.property(autoScoredQuestionArb, fc.string(), (question, s) => {
        const view = toStudentQuestion(question, s);
        const keys = jsonKeys(view);
        for (const field of KEY_FIELDS) expect(keys.has(field)).toBe(false);
        expect(ZStudentQuestion.safeParse(view).success).toBe(true);
      }),
      { numRuns: 300 },
    );
    const view = toStudentQuestion(S.multiChoice, seed) as TStudentQuestion & { answerType: 1 };
    const leaky = { ...view, choices: view.choices.map((c) => ({ ...c, correct: false })) };
    expect(ZStudentQuestion.safeParse(leaky).success).toBe(false);
  });
});

describe('toStudentQuestion: what the student does see', () => {
  it('keeps the prompt, hint, images, points and the passage the caller attached', () => {
    const question = ZQuestion.parse({
      ...S.multiChoice,
      hint: 'Count by fours.',
      images: [{ url: '/uploads/grid.png', alt: 'A 3 by 4 grid' }],
      passageId: 5,
    });
    const view = toStudentQuestion(
      { ...question, passage: { id: 5, title: 'Arrays', body: 'Rows and columns.' } },
      seed,
    );
    expect(view).toMatchObject({
      id: 1,
      prompt: 'What is $3 \\times 4$?',
      hint: 'Count by fours.',
      images: [{ url: '/uploads/grid.png', alt: 'A 3 by 4 grid' }],
      points: 2,
      passage: { id: 5, title: 'Arrays', body: 'Rows and columns.' },
    });
    expect(toStudentQuestion(S.multiChoice, seed)).not.toHaveProperty('passage');
    expect(toStudentQuestion(S.multiChoice, seed)).not.toHaveProperty('hint');
  });

  it('never hands a student another address: stored foreign images are left out, foreign choices keep their alt only', () => {
    const foreign = [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example',
      '/uploads/../x',
      'javascript:alert(1)',
    ];
    // Content stored before the rule (or written around it): built without the schema's check.
    const question = {
      ...S.multiChoice,
      images: [
        ...foreign.map((url) => ({ url, alt: 'Foreign' })),
        { url: '/library/angle-30.png', alt: 'A 30 degree angle' },
      ],
    } as TQuestion;
    const view = toStudentQuestion(question, seed);
    expect(view.images).toEqual([{ url: '/library/angle-30.png', alt: 'A 30 degree angle' }]);
    expect(ZStudentQuestion.safeParse(view).success).toBe(true);

    const choices = S.imageMultiple.content.choices.map((c, i) => ({ ...c, url: foreign[i] as string }));
    const images = toStudentQuestion({ ...S.imageMultiple, content: { ...S.imageMultiple.content, choices } }, seed);
    if (images.answerType !== 5) throw new Error('type');
    expect(images.choices.map((c) => c.url)).toEqual(['', '', '']);
    expect(images.choices.map((c) => c.alt).sort()).toEqual(['A rectangle', 'A square', 'A triangle']);
    expect(ZStudentQuestion.safeParse(images).success).toBe(true);
    expect(JSON.stringify([view, images])).not.toMatch(/evil|javascript|\.\./);
  });

  it('shows every choice once, with its text or image and alt', () => {
    const view = toStudentQuestion(S.multiChoice, seed);
    if (view.answerType !== 1) throw new Error('type');
    expect([...view.choices].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'a', text: '7' },
      { id: 'b', text: '12' },
      { id: 'c', text: '34' },
    ]);
    const images = toStudentQuestion(S.imageMultiple, seed);
    if (images.answerType !== 5) throw new Error('type');
    expect(images.multiple).toBe(true);
    expect(images.choices.find((c) => c.id === 'sq')).toEqual({
      id: 'sq',
      url: '/uploads/square.png',
      alt: 'A square',
    });
    const selection = toStudentQuestion(S.selection, seed);
    expect(selection).toMatchObject({ answerType: 2, multiple: true });
  });

  it('gives the sentence with its gap ids in reading order, and the table with blank ids', () => {
    const inline = toStudentQuestion(S.inlineText, seed);
    expect(inline).toMatchObject({ template: S.inlineText.content.template, blankIds: ['city', 'q', 'word'] });
    const choice = toStudentQuestion(S.inlineChoice, seed);
    if (choice.answerType !== 10) throw new Error('type');
    expect(choice.dropdowns.map((d) => d.id)).toEqual(['sides', 'angles']);
    expect(choice.dropdowns[1]?.options.map((o) => o.id).sort()).toEqual(['a0', 'a2', 'a4']);
    const table = toStudentQuestion(S.tableFillIn, seed);
    if (table.answerType !== 7) throw new Error('type');
    expect(table.columns).toEqual([{ header: 'x' }, { header: 'y' }]);
    expect(table.rows[1]?.cells).toEqual([
      { kind: 'given', text: '3' },
      { kind: 'blank', id: 'y3' },
    ]);
    expect(studentPartIds(table)).toEqual(['y3', 'x5', 'y1000']);
  });
});

describe('toStudentQuestion: seeded order', () => {
  it('is the same for the same seed and differs across seeds', () => {
    expect(toStudentQuestion(S.selection, seed)).toEqual(toStudentQuestion(S.selection, seed));
    const orders = new Set(
      Array.from({ length: 30 }, (_, i) => {
        const view = toStudentQuestion(S.selection, presentationSeed(i, 2));
        return view.answerType === 2 ? view.choices.map((c) => c.id).join('') : '';
      }),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('shows ordering items as the initial ordering response, never in the correct order', () => {
    for (let i = 0; i < 200; i += 1) {
      const s = presentationSeed(i, 4);
      const view = toStudentQuestion(S.ordering, s);
      if (view.answerType !== 4) throw new Error('type');
      const order = view.items.map((item) => item.id);
      expect(order).toEqual(initialOrderingResponse(S.ordering, s).order);
      expect(order).not.toEqual(['w', 'x', 'y', 'z']);
      expect(initialResponseFor(view)).toEqual({ answerType: 4, order });
    }
  });
});

describe('scoring works on the ids the student sees', () => {
  it('the correct answer, built from the view’s ids, scores full marks', () => {
    fc.assert(
      fc.property(autoScoredQuestionArb, fc.string(), (question, s) => {
        const view = toStudentQuestion(question, s);
        const model = correctResponse(question) as TResponse;
        const seen = new Set(idsShown(view));
        for (const id of idsIn(model)) expect(seen.has(id)).toBe(true);
        expect(scoreResponse(question, model).status).toBe('correct');
      }),
      { numRuns: 200 },
    );
  });

  it('the view decides "answered" exactly like the full question does', () => {
    const withResponse = autoScoredQuestionArb.chain((q) => fc.tuple(fc.constant(q), responseArb(q)));
    fc.assert(
      fc.property(withResponse, ([question, response]) => {
        const view = toStudentQuestion(question, 'seed');
        expect(isStudentAnswered(view, response as TResponse)).toBe(isAnswered(question, response));
        expect(studentUnansweredMessage(view, response as TResponse)).toBe(unansweredMessage(question, response));
      }),
      { numRuns: 300 },
    );
    for (const question of [S.notGraded, S.constructed]) {
      const view = toStudentQuestion(question, seed);
      for (const text of ['', '  ', 'An answer'])
        expect(isStudentAnswered(view, { answerType: question.answerType, text } as TResponse)).toBe(
          isAnswered(question, { answerType: question.answerType, text }),
        );
    }
  });

  it('starts every type from an empty answer of its own shape', () => {
    for (const question of S.ALL_SAMPLES) {
      const view = toStudentQuestion(question, seed);
      const start = initialResponseFor(view);
      expect(start.answerType).toBe(question.answerType);
      expect(isStudentAnswered(view, start)).toBe(question.answerType === 4);
    }
  });
});

function idsShown(view: TStudentQuestion): string[] {
  switch (view.answerType) {
    case 1:
    case 2:
    case 5:
      return view.choices.map((c) => c.id);
    case 4:
      return view.items.map((i) => i.id);
    case 10:
      return [...studentPartIds(view), ...view.dropdowns.flatMap((d) => d.options.map((o) => o.id))];
    default:
      return studentPartIds(view);
  }
}

function idsIn(response: TResponse): string[] {
  switch (response.answerType) {
    case 1:
      return [response.choiceId];
    case 2:
    case 5:
      return response.choiceIds;
    case 4:
      return response.order;
    case 6:
      return Object.keys(response.blanks);
    case 7:
      return Object.keys(response.cells);
    case 10:
      return [...Object.keys(response.selections), ...Object.values(response.selections)];
    default:
      return [];
  }
}
