import type { TAttemptState, TResponse, TSaveResponseReply, TStudentQuestion } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { QueuedAnswer } from '../answer-queue';
import {
  answeredHere,
  checkedOnServer,
  countAnswered,
  resumeIndex,
  resumeState,
  studentQuestionsOf,
  withCheck,
} from './attempt-model';

const base = { prompt: 'p', images: [], points: 1, instruction: 'Type your answer below' };
const text = { ...base, id: 1, answerType: 3 } as TStudentQuestion;
const choice = { ...base, id: 2, answerType: 1, choices: [{ id: 'a', text: 'A' }] } as TStudentQuestion;
const ordering = {
  ...base,
  id: 3,
  answerType: 4,
  items: [
    { id: 'x', text: 'X' },
    { id: 'y', text: 'Y' },
  ],
} as TStudentQuestion;
const inline = {
  ...base,
  id: 4,
  answerType: 6,
  template: '[[b1]] and [[b2]]',
  blankIds: ['b1', 'b2'],
} as TStudentQuestion;

const queued = (questionId: number, answer: TResponse): QueuedAnswer => ({
  attemptId: 9,
  questionId,
  clientId: `id-${questionId}`,
  clientSeq: 1,
  answer,
  queuedAt: 0,
});

describe('studentQuestionsOf', () => {
  it('keeps the questions the player can render and drops records without an id or a known type', () => {
    const raw = [text, { id: 'x', answerType: 3 }, { id: 5, answerType: 11 }, choice] as unknown as Record<
      string,
      unknown
    >[];
    expect(studentQuestionsOf(raw).map((q) => q.id)).toEqual([1, 2]);
  });
});

describe('resumeState', () => {
  const saved: TAttemptState['responses'] = {
    '1': { answer: { answerType: 3, text: 'old' }, clientSeq: 5, result: null, checked: false },
    '2': {
      answer: { answerType: 1, choiceId: 'a' },
      clientSeq: 6,
      result: { status: 'correct', score: 1, maxScore: 1 },
      checked: true,
    },
  };
  const reply = (questionId: number, clientSeq: number, applied = true): TSaveResponseReply => ({
    questionId,
    clientSeq,
    applied,
    savedAt: '2026-01-01T00:00:00Z',
  });

  it("shows this device's unsent answers over the server's copy", () => {
    const pending = new Map([[1, queued(1, { answerType: 3, text: 'new' })]]);
    const { answers, results } = resumeState(saved, new Map(), pending);
    expect(answers).toEqual({ 1: { answerType: 3, text: 'new' }, 2: { answerType: 1, choiceId: 'a' } });
    expect(results[2]).toEqual({ result: { status: 'correct', score: 1, maxScore: 1 }, seq: 6 });
  });

  it('includes unsent answers to questions the server has nothing for', () => {
    const pending = new Map([[4, queued(4, { answerType: 6, blanks: { b1: '3' } })]]);
    expect(resumeState({}, new Map(), pending).answers).toEqual({ 4: { answerType: 6, blanks: { b1: '3' } } });
  });

  it('takes a write this page saw confirmed when it is newer than the copy the server sent', () => {
    const newer = { entry: { ...queued(2, { answerType: 1, choiceId: 'b' }), clientSeq: 9 }, reply: reply(2, 9) };
    const older = { entry: { ...queued(1, { answerType: 3, text: 'older' }), clientSeq: 3 }, reply: reply(1, 3) };
    const { answers, results } = resumeState(
      saved,
      new Map([
        [2, newer],
        [1, older],
      ]),
      new Map(),
    );
    expect(answers[2]).toEqual({ answerType: 1, choiceId: 'b' });
    expect(answers[1]).toEqual({ answerType: 3, text: 'old' });
    // Results come from the server's copy (checked answers) and from Check alone, never from a save reply.
    expect(results[2]).toEqual({ result: { status: 'correct', score: 1, maxScore: 1 }, seq: 6 });
    expect(results[1]).toEqual({ result: null, seq: 5 });
  });

  it('takes a Check result, and lists the questions the server says were checked', () => {
    const result = { status: 'incorrect' as const, score: 0, maxScore: 1 };
    const results = withCheck({ 1: { result: null, seq: 5 } }, { questionId: 1, clientSeq: 5, result });
    expect(results[1]).toEqual({ result, seq: 5 });
    const newer = { 1: { result, seq: 10 } };
    expect(withCheck(newer, { questionId: 1, clientSeq: 9, result })).toBe(newer);
    expect(checkedOnServer(saved)).toEqual([2]);
  });
});

describe('answered', () => {
  it('counts an ordering question only once its order was saved', () => {
    expect(answeredHere(ordering, undefined)).toBe(false);
    expect(answeredHere(ordering, { answerType: 4, order: ['y', 'x'] })).toBe(true);
  });

  it('needs every blank of an inline question and some text of a typed one', () => {
    expect(answeredHere(inline, { answerType: 6, blanks: { b1: '1' } })).toBe(false);
    expect(answeredHere(inline, { answerType: 6, blanks: { b1: '1', b2: '2' } })).toBe(true);
    expect(answeredHere(text, { answerType: 3, text: '   ' })).toBe(false);
  });

  it('counts the answered questions', () => {
    const answers = { 1: { answerType: 3, text: '12' }, 2: { answerType: 1, choiceId: '' } } as Record<
      number,
      TResponse
    >;
    expect(countAnswered([text, choice, ordering], answers)).toBe(1);
  });
});

describe('resumeIndex', () => {
  it('resumes at the saved question, else at the first', () => {
    expect(resumeIndex([text, choice, ordering], 3)).toBe(2);
    expect(resumeIndex([text, choice], 99)).toBe(0);
    expect(resumeIndex([text, choice], null)).toBe(0);
  });
});
