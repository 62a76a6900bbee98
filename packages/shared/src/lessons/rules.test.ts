import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CFU_OPTIONS,
  MOOD_OPTIONS,
  type TLessonContent,
  type TRoutedCheck,
  ZLessonContent,
} from '../contracts/lessons';
import type { TQuestion } from '../questions/answer-types';
import {
  cfuCorrect,
  cfuFormatOf,
  classSlides,
  componentsByKey,
  isCfuValue,
  lessonMinutes,
  routeFor,
  scoreQuestions,
  tally,
  toStudentSlide,
} from './rules';

const mc = (id: number): TQuestion => ({
  id,
  answerType: 1,
  prompt: `Question ${id}`,
  points: 1,
  content: {
    choices: [
      { id: 'a', text: '1', correct: false },
      { id: 'b', text: '2', correct: true },
    ],
  },
});

const check = (kind: 0 | 1 | 2 | 3 | 4): TRoutedCheck => ({
  key: 'cp',
  kind: 5,
  title: 'Checkpoint',
  slideType: 1,
  standardId: 7,
  questions: [mc(1), mc(2)],
  pathway: { slideKeys: ['more'] },
  intervention: { kind, slideKeys: ['again'], recheck: [mc(3)] },
});

const content: TLessonContent = ZLessonContent.parse({
  slides: [
    { key: 'one', title: 'One', target: 1, components: [{ key: 'yn', kind: 3, prompt: 'Ready?', correct: 'yes' }] },
    { key: 'again', title: 'Again', target: 2, components: [{ key: 'p', kind: 7, title: 'Again', body: 'Slowly.' }] },
    {
      key: 'two',
      title: 'Two',
      target: 1,
      notes: 'Ask who used an array.',
      components: [
        {
          key: 'abc',
          kind: 7,
          title: 'Pick',
          body: 'Which?',
          cfu: { format: 6, prompt: 'Pick', choices: ['x', 'y', 'z'], correct: 'B' },
        },
        check(3),
      ],
    },
  ],
});

describe('routing after a check', () => {
  it('opens the pathway at exactly 100 and sends anything lower to the intervention of the check', () => {
    expect(routeFor(check(3), 100)).toEqual({ route: 'pathway', interventionKind: 0 });
    expect(routeFor(check(3), 99.99)).toEqual({ route: 'intervention', interventionKind: 3 });
    expect(routeFor(check(0), 0)).toEqual({ route: 'intervention', interventionKind: 0 });
  });

  it('routes every score below 100 to the intervention, whatever the kind', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 99.999, noNaN: true }), fc.constantFrom(0, 1, 2, 3, 4), (score, kind) => {
        const r = routeFor(check(kind as 0), score);
        return r.route === 'intervention' && r.interventionKind === kind;
      }),
    );
  });
});

describe('scoring a check', () => {
  it('waits until every question is answered, then gives the percent of points', () => {
    const saved = new Map([[1, { score: 1, maxScore: 1 }]]);
    expect(scoreQuestions([mc(1), mc(2)], saved)).toBeNull();
    saved.set(2, { score: 0, maxScore: 1 });
    expect(scoreQuestions([mc(1), mc(2)], saved)).toEqual({ score: 50, answered: 2, total: 2 });
    saved.set(2, { score: 1, maxScore: 1 });
    expect(scoreQuestions([mc(1), mc(2)], saved)?.score).toBe(100);
  });

  it('rounds two thirds to two places', () => {
    const saved = new Map([
      [1, { score: 1, maxScore: 1 }],
      [2, { score: 1, maxScore: 2 }],
    ]);
    expect(scoreQuestions([mc(1), mc(2)], saved)?.score).toBe(66.67);
  });
});

describe('quick checks and tallies', () => {
  it('knows each component’s format and correct value', () => {
    const byKey = componentsByKey(content);
    expect(cfuFormatOf(byKey.get('yn')!.component)).toBe(2);
    expect(cfuCorrect(byKey.get('yn')!.component)).toBe('yes');
    expect(cfuFormatOf(byKey.get('abc')!.component)).toBe(6);
    expect(cfuFormatOf(byKey.get('cp')!.component)).toBeNull();
    expect(isCfuValue(6, 'C')).toBe(true);
    expect(isCfuValue(6, 'D')).toBe(false);
    expect(isCfuValue(1, 1)).toBe(false);
  });

  it('counts every option, in order, ignoring values that are not options', () => {
    expect(tally(CFU_OPTIONS[1], ['1', '1', '2', 'x', 3]).map((o) => [o.label, o.count])).toEqual([
      ['Thumbs up', 2],
      ['Thumbs down', 1],
    ]);
    expect(tally(MOOD_OPTIONS, []).map((o) => o.value)).toEqual(['1', '3', '2']);
  });

  it('adds up to the number of valid answers', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', '')), (values) => {
        const counts = tally(CFU_OPTIONS[5], values);
        return counts.reduce((sum, o) => sum + o.count, 0) === values.filter((v) => 'ABCD'.includes(v) && v).length;
      }),
    );
  });
});

describe('the student view of a slide', () => {
  it('carries no answer keys, follow-up plans or teacher notes', () => {
    const view = toStudentSlide(content.slides[2]!);
    const text = JSON.stringify(view);
    expect(text).not.toContain('"correct"');
    expect(text).not.toContain('pathway');
    expect(text).not.toContain('intervention');
    expect(text).not.toContain('Ask who used an array');
    expect(view.components.map((c) => c.kind)).toEqual([7, 5]);
  });

  it('steps through the class slides only, and estimates minutes', () => {
    expect(classSlides(content).map((s) => s.key)).toEqual(['one', 'two']);
    expect(lessonMinutes(content)).toBe(5);
  });
});
