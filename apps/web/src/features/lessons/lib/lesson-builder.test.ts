import type { TLessonContent, TMyLessonInput, TQuestion, TSlide } from '@clearsheets/shared';
import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import {
  copyQuestions,
  draftSignature,
  duplicateSlide,
  freshQuestionIds,
  lessonProblems,
  moveItem,
  newComponent,
  pagesToSlides,
  problemPlace,
  questionIdsOf,
  removeSlide,
  type SourceQuestion,
  setSlideTarget,
  sniffFile,
  standardOfQuestions,
  uniqueKey,
} from './lesson-builder';

const text = { title: (n: number) => `Page ${n}`, alt: (n: number, name: string) => `Page ${n} of ${name}` };

const question = (id: number, standardId?: number): TQuestion =>
  ({
    id,
    answerType: 1,
    prompt: `What is ${id} + 1?`,
    points: 1,
    ...(standardId ? { standardId } : {}),
    content: {
      choices: [
        { id: 'a', text: String(id + 1), correct: true },
        { id: 'b', text: String(id + 2), correct: false },
      ],
    },
  }) as unknown as TQuestion;

function lesson(): TLessonContent {
  const checkpoint = newComponent(5, new Set(), { moodPrompt: 'How are you?', checkTitle: 'Checkpoint' });
  if (checkpoint.kind !== 5) throw new Error('checkpoint');
  return {
    slides: [
      { key: 'page-1', title: 'Page 1', target: 1, components: [] },
      {
        key: 'page-2',
        title: 'Page 2',
        target: 1,
        components: [
          {
            ...checkpoint,
            questions: [question(1, 7), question(2, 7)],
            pathway: { slideKeys: ['page-3'] },
            intervention: { kind: 2, slideKeys: ['page-3'], recheck: [question(3)] },
          },
        ],
      },
      { key: 'page-3', title: 'Page 3', target: 2, components: [] },
    ],
  };
}

describe('sniffFile', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('knows a file by its first bytes, not its name', () => {
    expect(sniffFile(new TextEncoder().encode('%PDF-1.7'), 'slides.png')).toBe('pdf');
    expect(sniffFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'a.pdf')).toBe('png');
    expect(sniffFile(bytes(0xff, 0xd8, 0xff, 0xe0), 'a')).toBe('jpeg');
    expect(sniffFile(bytes(0x50, 0x4b, 0x03, 0x04), 'deck.PPTX')).toBe('pptx');
    expect(sniffFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'old.ppt')).toBe('ppt');
  });
  it('refuses anything else, even with a presentation name', () => {
    expect(sniffFile(new TextEncoder().encode('<html>'), 'deck.pdf')).toBeNull();
    expect(sniffFile(bytes(0x50, 0x4b, 0x03, 0x04), 'sheet.xlsx')).toBeNull();
    expect(sniffFile(bytes(), 'empty.png')).toBeNull();
  });
});

describe('pagesToSlides', () => {
  it('makes each uploaded page a class slide with its picture as the background', () => {
    const slides = pagesToSlides(
      [
        { url: '/uploads/a.png', page: 1, fileName: 'Fractions.pdf' },
        { url: '/uploads/b.png', page: 2, fileName: 'Fractions.pdf' },
      ],
      new Set(),
      text,
    );
    expect(slides).toEqual([
      {
        key: 'page-1',
        title: 'Page 1',
        target: 1,
        background: { url: '/uploads/a.png', alt: 'Page 1 of Fractions.pdf' },
        components: [],
      },
      {
        key: 'page-2',
        title: 'Page 2',
        target: 1,
        background: { url: '/uploads/b.png', alt: 'Page 2 of Fractions.pdf' },
        components: [],
      },
    ]);
  });
  it('keeps keys unique when a second file adds its page 1', () => {
    const slides = pagesToSlides([{ url: '/uploads/c.png', page: 1, fileName: 'b.pdf' }], new Set(['page-1']), text);
    expect(slides[0]?.key).toBe('page-1-2');
    expect(uniqueKey('Page 1!', new Set(['page-1', 'page-1-2']))).toBe('page-1-3');
  });
});

describe('question copies', () => {
  it('gives each picked question a fresh id unique in the lesson, keeping its standard and dropping a passage', () => {
    const content = lesson();
    const picked: SourceQuestion[] = [
      { ...question(0, 9), id: 501, passageId: 4 } as SourceQuestion,
      { ...question(0), id: 502 } as SourceQuestion,
    ];
    const copied = copyQuestions(picked, questionIdsOf(content));
    expect(copied.map((q) => q.id)).toEqual([4, 5]);
    expect(copied[0]?.standardId).toBe(9);
    expect(copied[0]).not.toHaveProperty('passageId');
    expect(picked[0]?.id).toBe(501);
  });
  it('stays within four digits, filling gaps at the end', () => {
    expect(freshQuestionIds(new Set([9998, 9999, 1]), 3)).toEqual([2, 3, 4]);
    expect(() => freshQuestionIds(new Set(Array.from({ length: 9999 }, (_, i) => i + 1)), 1)).toThrow();
  });
  it('takes the standard most questions assess', () => {
    expect(standardOfQuestions([{ standardId: 3 }, { standardId: 5 }, { standardId: 5 }, {}])).toBe(5);
    expect(standardOfQuestions([{}])).toBeNull();
  });
});

describe('slide changes', () => {
  it('moves a slide up and down, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
  it('removes a slide and every follow-up that named it', () => {
    const content = removeSlide(lesson(), 2);
    const check = content.slides[1]?.components[0];
    expect(content.slides.map((s) => s.key)).toEqual(['page-1', 'page-2']);
    expect(check?.kind === 5 && [check.pathway.slideKeys, check.intervention.slideKeys]).toEqual([[], []]);
  });
  it('a slide made a class slide again is no longer a follow-up', () => {
    const content = setSlideTarget(lesson(), 2, 1);
    const check = content.slides[1]?.components[0];
    expect(content.slides[2]?.target).toBe(1);
    expect(check?.kind === 5 && check.pathway.slideKeys).toEqual([]);
  });
  it('duplicates a slide after itself with fresh keys and question ids', () => {
    const content = duplicateSlide(lesson(), 1, (title) => `${title} (copy)`);
    const [original, copy] = [content.slides[1] as TSlide, content.slides[2] as TSlide];
    expect(copy.key).toBe('page-2-2');
    expect(copy.title).toBe('Page 2 (copy)');
    expect(copy.components[0]?.key).not.toBe(original.components[0]?.key);
    const ids = [...questionIdsOf(content)];
    expect(new Set(ids).size).toBe(6);
    const input: TMyLessonInput = { title: 'Fractions', description: '', grade: '5', content };
    expect(lessonProblems(input)).toEqual([]);
  });
});

describe('lessonProblems', () => {
  it('passes a whole lesson and finds what the server would refuse', () => {
    const input: TMyLessonInput = { title: 'Fractions', description: '', grade: null, content: lesson() };
    expect(lessonProblems(input)).toEqual([]);
    const empty = newComponent(8, new Set(), { moodPrompt: 'x', checkTitle: 'Warm up' });
    const video = { key: 'video', kind: 9 as const, title: '', src: 'http://x', captionsSrc: 'c' };
    const bad: TMyLessonInput = {
      title: ' ',
      description: '',
      grade: null,
      content: {
        slides: [
          {
            key: 'page-1',
            title: 'Page 1',
            target: 2,
            components: [empty, video],
          },
        ],
      },
    };
    const problems = lessonProblems(bad);
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['title', 'content.slides.0.components.0.questions']),
    );
    const fixed = {
      ...bad,
      title: 'T',
      content: {
        slides: [{ ...bad.content.slides[0], components: [video] }],
      },
    } as TMyLessonInput;
    expect(lessonProblems(fixed)).toEqual([
      { field: 'content.slides.0.components.0.src', message: MESSAGES.lessonMediaHost },
      { field: 'content.slides.0.components.0.captionsSrc', message: MESSAGES.lessonCaptionsUploaded },
      { field: 'content.slides', message: 'A lesson needs at least one slide for the class' },
    ]);
  });
  it('places a problem on its slide and part', () => {
    expect(problemPlace('content.slides.3.components.1.prompt')).toEqual({ slide: 3, component: 1 });
    expect(problemPlace('content.slides.2')).toEqual({ slide: 2, component: null });
    expect(problemPlace('title')).toEqual({ slide: null, component: null });
  });
  it('tells a changed lesson from the saved one', () => {
    const a: TMyLessonInput = { title: 'A ', description: '', grade: null, content: lesson() };
    expect(draftSignature(a)).toBe(draftSignature({ ...a, title: 'A' }));
    expect(draftSignature(a)).not.toBe(draftSignature({ ...a, grade: '3' }));
  });
});
