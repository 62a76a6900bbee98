import type { TLessonContent, TLessonSessionState, TQuestion } from '@clearsheets/shared';

// A small lesson and a live session of it, for the feature's unit tests only.

const question = (id: number) => ({ id, answerType: 1, points: 1 }) as unknown as TQuestion;

export const testContent: TLessonContent = {
  slides: [
    {
      key: 'hello',
      title: 'Hello',
      target: 1,
      components: [{ key: 'mood', kind: 1, template: 1, prompt: 'How do you feel?' }],
    },
    {
      key: 'teach',
      title: 'Teach',
      target: 1,
      components: [
        {
          key: 'text',
          kind: 7,
          title: 'Fractions',
          body: 'Half is $\\frac12$',
          images: [],
          cfu: { format: 5, prompt: 'Which?', choices: ['1/2', '1/3', '1/4', '1/5'], correct: 'A' },
        },
        { key: 'yn', kind: 3, prompt: 'Ready?', correct: 'yes' },
      ],
    },
    { key: 'extra', title: 'Extra', target: 2, components: [] },
    {
      key: 'check',
      title: 'Check',
      target: 1,
      components: [
        {
          key: 'cp',
          kind: 5,
          title: 'Checkpoint',
          questions: [question(11), question(12)],
          standardId: null,
          slideType: 1,
          pathway: { slideKeys: [] },
          intervention: { slideKeys: ['extra'], kind: 1, recheck: [] },
        },
      ],
    },
    { key: 'bye', title: 'Bye', target: 1, components: [] },
  ],
};

export function testState(): TLessonSessionState {
  return {
    session: {
      id: 7,
      lessonId: 3,
      kind: 'clear',
      title: 'Fractions',
      accessCode: 'ABC123',
      status: 'live',
      slideIndex: 1,
      slideCount: 4,
      showNames: false,
      classes: [{ id: 1, name: 'Class' }],
      startedAt: '2025-03-01T10:00:00.000Z',
      endedAt: null,
      completedAt: null,
      rating: null,
    },
    content: testContent,
    students: [
      { id: 101, name: 'Ana Lopez', pseudonym: 'Blue Otter', joinedAt: '2025-03-01T10:01:00.000Z' },
      { id: 102, name: 'Ben Ross', pseudonym: 'Red Fox', joinedAt: null },
    ],
    responses: [],
    routings: [],
    serverTime: '2025-03-01T10:05:00.000Z',
  };
}

export const response = (
  studentId: number,
  componentKey: string,
  itemKey: string,
  value: unknown,
  status: 'correct' | 'incorrect' | null = null,
) => ({
  studentId,
  componentKey,
  itemKey,
  value,
  status,
  score: status === 'correct' ? 1 : 0,
  maxScore: 1,
  at: '2025-03-01T10:06:00.000Z',
});
