import { type TStudentSlide, toStudentSlide } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { answeredStudents, slideFigures, slideHasWork, slideItems, slideSpeech } from './slide-items';
import { mergedAnswers, slideAnswered, visibleRoutes } from './student-answers';
import { response, testContent } from './test-lesson';

const [hello, teach, , check, bye] = testContent.slides as [never, never, never, never, never];

describe('slide items and figures', () => {
  it('lists what a slide asks: the mood, quick checks, each question of a check', () => {
    expect(slideItems(hello).map((i) => i.itemKey)).toEqual(['mood']);
    expect(slideItems(teach).map((i) => `${i.componentKey}|${i.itemKey}`)).toEqual(['text|cfu', 'yn|cfu']);
    expect(slideItems(check).map((i) => i.itemKey)).toEqual(['11', '12']);
    expect(slideHasWork(bye)).toBe(false);
    expect(slideItems(teach)[0]).toMatchObject({
      kind: 'choice',
      options: [{ value: 'A', label: 'A. 1/2' }, {}, {}, {}],
    });
  });

  it('tallies answers per option with the correct one marked, and correct counts per question', () => {
    const responses = [
      response(1, 'yn', 'cfu', 'yes'),
      response(2, 'yn', 'cfu', 'yes'),
      response(3, 'yn', 'cfu', 'no'),
      response(1, 'text', 'cfu', 'B'),
      response(1, 'cp', '11', {}, 'correct'),
      response(2, 'cp', '11', {}, 'incorrect'),
    ];
    const teachFigures = slideFigures(teach, responses);
    const yn = teachFigures.find((f) => f.component.key === 'yn')?.items[0];
    expect(yn).toMatchObject({
      answered: 3,
      options: [
        { value: 'yes', count: 2, correct: true },
        { value: 'no', count: 1, correct: false },
      ],
    });
    const checkFigures = slideFigures(check, responses)[0]?.items;
    expect(checkFigures).toMatchObject([
      { itemKey: '11', answered: 2, correct: 1 },
      { itemKey: '12', answered: 0, correct: 0 },
    ]);
    expect([...answeredStudents(teach, responses)].sort()).toEqual([1, 2, 3]);
  });
});

describe('the student answers shown', () => {
  it('puts the device’s unconfirmed answers over the saved ones', () => {
    const saved = [
      { componentKey: 'yn', itemKey: 'cfu', value: 'no' },
      { componentKey: 'text', itemKey: 'cfu', value: 'A' },
    ];
    const answers = mergedAnswers(saved, new Map(), new Map([['yn|cfu', { value: 'yes' }]]));
    expect(answers.get('yn|cfu')).toBe('yes');
    expect(answers.get('text|cfu')).toBe('A');
    expect(slideAnswered(toStudentSlide(teach), answers)).toBe(true);
    expect(slideAnswered(toStudentSlide(bye), answers)).toBe(false);
  });

  it('shows the routes of this slide’s checks and unfinished re-checks', () => {
    const route = (componentKey: string, recheckScore: number | null, recheck = 1) => ({
      componentKey,
      checkTitle: 'Checkpoint',
      score: 50,
      route: 'intervention' as const,
      interventionKind: 1,
      slides: [],
      recheck: Array.from({ length: recheck }, () => ({}) as never),
      recheckScore,
    });
    const routes = [route('cp', null), route('other', null), route('done', 100), route('none', null, 0)];
    const checkSlide = { key: 'check', title: 'Check', components: [{ key: 'cp', kind: 5 }] } as never;
    expect(visibleRoutes(routes, checkSlide).map((r) => r.componentKey)).toEqual(['cp', 'other']);
  });
});

describe('slideSpeech', () => {
  it('reads the title, then each part’s words, and a quick check with its choices', () => {
    const slide: TStudentSlide = {
      key: 's',
      title: 'Arrays',
      components: [
        { key: 'p', kind: 2, title: 'Remember', body: 'Rows times columns.', images: [] },
        {
          key: 'c',
          kind: 7,
          title: '',
          body: '',
          images: [],
          cfu: { format: 5, prompt: 'Which?', choices: ['12', '7'] },
        },
        { key: 'y', kind: 3, prompt: 'Ready?' },
      ],
    };
    expect(slideSpeech(slide)).toBe('Arrays. Remember. Rows times columns.. Which?. 12. 7. Ready?');
  });
});
