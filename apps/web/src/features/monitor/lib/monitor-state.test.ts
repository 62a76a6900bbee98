import type { TAttemptChanged, TMonitorState, TMonitorStudent } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { cellsOf, countsOf, figuresOf, isIdle, monitorReducer, rowsOf } from './monitor-state';

const T0 = '2030-01-01T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

const student = (id: number, name: string, extra: Partial<TMonitorStudent> = {}): TMonitorStudent => ({
  id,
  name,
  pseudonym: `Pseudo ${name}`,
  attemptId: null,
  status: 'not_started',
  currentQuestionId: null,
  answeredCount: 0,
  score: 0,
  maxScore: 4,
  lastActivityAt: null,
  responses: {},
  ...extra,
});

const snapshot = (): TMonitorState => ({
  assignmentId: 5,
  title: 'Fractions',
  maxScore: 4,
  feedbackOption: 2,
  dueAt: null,
  serverTime: T0,
  questions: [{ id: 11 }, { id: 12 }, { id: 13 }],
  students: [
    student(1, 'Ava Lee', {
      attemptId: 100,
      status: 'in_progress',
      currentQuestionId: 12,
      answeredCount: 1,
      score: 2,
      lastActivityAt: T0,
      responses: { '11': 'correct' },
    }),
    student(2, 'Ben Cruz'),
  ],
  figures: [
    { questionId: 11, scored: 1, correct: 1, commonWrong: null },
    { questionId: 12, scored: 0, correct: 0, commonWrong: null },
    { questionId: 13, scored: 0, correct: 0, commonWrong: null },
  ],
});

const change = (extra: Partial<TAttemptChanged>): TAttemptChanged => ({
  type: 'attempt.changed',
  assignmentId: 5,
  attemptId: 200,
  studentId: 2,
  questionId: 11,
  status: null,
  attemptStatus: 'in_progress',
  answeredCount: 0,
  score: 0,
  at: at(10),
  ...extra,
});

const start = () => monitorReducer(null, { type: 'snapshot', state: snapshot(), receivedAt: Date.parse(T0) - 2000 })!;
const ben = (view: ReturnType<typeof start> | null) => view!.state.students.find((s) => s.id === 2)!;

describe('the monitor reducer', () => {
  it('starts from the snapshot and learns the server clock offset', () => {
    const view = start();
    expect(view.clockOffsetMs).toBe(2000);
    expect(view.stale).toBe(false);
    expect(cellsOf(view.state, view.state.students[0]!)).toEqual(['correct', 'answering', 'not_started']);
  });

  it('applies a move, a save and a submit: position, cells, totals, activity', () => {
    let view = monitorReducer(start(), { type: 'event', event: change({ lastActivityAt: at(10) }) });
    expect(ben(view)).toMatchObject({
      status: 'in_progress',
      attemptId: 200,
      currentQuestionId: 11,
      lastActivityAt: at(10),
    });
    expect(cellsOf(view!.state, ben(view))).toEqual(['answering', 'not_started', 'not_started']);

    view = monitorReducer(view, {
      type: 'event',
      event: change({ questionId: 11, status: 'incorrect', answeredCount: 1, lastActivityAt: at(20) }),
    });
    view = monitorReducer(view, {
      type: 'event',
      event: change({ questionId: 12, status: 'partial', answeredCount: 2, score: 1, lastActivityAt: at(30) }),
    });
    expect(ben(view)).toMatchObject({ answeredCount: 2, score: 1, currentQuestionId: 12, lastActivityAt: at(30) });
    expect(cellsOf(view!.state, ben(view))).toEqual(['incorrect', 'partial', 'not_started']);

    view = monitorReducer(view, {
      type: 'event',
      event: change({
        questionId: null,
        attemptStatus: 'submitted',
        answeredCount: 2,
        score: 1,
        lastActivityAt: at(40),
      }),
    });
    expect(ben(view)).toMatchObject({ status: 'submitted', currentQuestionId: 12 });
    expect(cellsOf(view!.state, ben(view))).toEqual(['incorrect', 'partial', 'not_started']);
  });

  it("changes a graded cell without counting it as the student's activity or moving them", () => {
    const view = monitorReducer(start(), {
      type: 'event',
      event: change({ studentId: 1, attemptId: 100, questionId: 11, status: 'partial', score: 1, answeredCount: 1 }),
    });
    const ava = view!.state.students[0]!;
    expect(ava).toMatchObject({ currentQuestionId: 12, lastActivityAt: T0, score: 1 });
    expect(ava.responses).toEqual({ '11': 'partial' });
  });

  it('is idempotent and never moves activity back in time (an event replayed after the snapshot)', () => {
    const event = change({
      studentId: 1,
      attemptId: 100,
      questionId: 12,
      status: 'correct',
      answeredCount: 2,
      score: 4,
      lastActivityAt: at(5),
    });
    const once = monitorReducer(start(), { type: 'event', event });
    const twice = monitorReducer(once, { type: 'event', event });
    expect(twice).toEqual(once);
    const older = monitorReducer(twice, { type: 'event', event: { ...event, lastActivityAt: at(-60) } });
    expect(older!.state.students[0]!.lastActivityAt).toBe(at(5));
  });

  it('ignores other assignments, flags a student it does not know, and takes fresh figures', () => {
    const view = start();
    expect(monitorReducer(view, { type: 'event', event: change({ assignmentId: 6 }) })).toBe(view);
    const stale = monitorReducer(view, { type: 'event', event: change({ studentId: 99 }) });
    expect(stale!.stale).toBe(true);
    expect(monitorReducer(stale, { type: 'resubscribing' })!.stale).toBe(false);
    const figures = [{ questionId: 11, scored: 3, correct: 1, commonWrong: { answer: '7', count: 2 } }];
    expect(monitorReducer(view, { type: 'figures', figures })!.state.figures).toEqual(figures);
    expect(monitorReducer(null, { type: 'event', event: change({}) })).toBeNull();
  });
});

describe('what the grid derives', () => {
  it('counts students once each, idle ones apart on the server clock', () => {
    const view = start();
    const now = Date.parse(T0);
    expect(countsOf(view.state.students, now + 4_999, 5_000)).toEqual({
      assigned: 2,
      notStarted: 1,
      inProgress: 1,
      idle: 0,
      submitted: 0,
    });
    // Idle is counted apart from working: the tiles add up to the class.
    expect(countsOf(view.state.students, now + 5_000, 5_000)).toMatchObject({ inProgress: 0, idle: 1, notStarted: 1 });
    expect(isIdle(view.state.students[1]!, now + 1e9, 5_000)).toBe(false);
    expect(isIdle({ ...view.state.students[0]!, status: 'submitted' }, now + 1e9, 5_000)).toBe(false);
  });

  it('figures: share correct from the rows, the common wrong answer from the server', () => {
    let view = monitorReducer(start(), {
      type: 'event',
      event: change({ questionId: 11, status: 'incorrect', answeredCount: 1, lastActivityAt: at(1) }),
    });
    view = monitorReducer(view, {
      type: 'figures',
      figures: [{ questionId: 11, scored: 2, correct: 1, commonWrong: { answer: '7', count: 1 } }],
    });
    expect(figuresOf(view!.state)).toEqual([
      { questionId: 11, scored: 2, correct: 1, share: 0.5, commonWrong: { answer: '7', count: 1 } },
      { questionId: 12, scored: 0, correct: 0, share: null, commonWrong: null },
      { questionId: 13, scored: 0, correct: 0, share: null, commonWrong: null },
    ]);
  });

  it('orders rows by pseudonym while names are hidden', () => {
    const state = snapshot();
    state.students = [student(1, 'Ava', { pseudonym: 'Zippy Yak' }), student(2, 'Ben', { pseudonym: 'Brave Otter' })];
    expect(rowsOf(state, false).map((s) => s.id)).toEqual([1, 2]);
    expect(rowsOf(state, true).map((s) => s.id)).toEqual([2, 1]);
  });
});
