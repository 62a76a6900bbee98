import type { TAttemptState, TResponse, TStudentQuestion } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { QueuedAnswer } from '../answer-queue';
import {
  answeredHere,
  answersOnResume,
  countAnswered,
  percentOf,
  resultsOnResume,
  resumeIndex,
  studentQuestionsOf,
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

describe('answersOnResume', () => {
  it("shows this device's unsent answers over the server's copy", () => {
    const saved: TAttemptState['responses'] = {
      '1': { answer: { answerType: 3, text: 'old' }, clientSeq: 1, result: null },
      '2': { answer: { answerType: 1, choiceId: 'a' }, clientSeq: 2, result: null },
    };
    const pending = new Map([[1, queued(1, { answerType: 3, text: 'new' })]]);
    expect(answersOnResume(saved, pending)).toEqual({
      1: { answerType: 3, text: 'new' },
      2: { answerType: 1, choiceId: 'a' },
    });
  });

  it('includes unsent answers to questions the server has nothing for', () => {
    const pending = new Map([[4, queued(4, { answerType: 6, blanks: { b1: '3' } })]]);
    expect(answersOnResume({}, pending)).toEqual({ 4: { answerType: 6, blanks: { b1: '3' } } });
  });
});

describe('resultsOnResume', () => {
  it('keys the server results by question id', () => {
    const result = { status: 'correct' as const, score: 1, maxScore: 1 };
    expect(resultsOnResume({ '2': { answer: { answerType: 1, choiceId: 'a' }, clientSeq: 1, result } })).toEqual({
      2: result,
    });
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

describe('resumeIndex and percentOf', () => {
  it('resumes at the saved question, else at the first', () => {
    expect(resumeIndex([text, choice, ordering], 3)).toBe(2);
    expect(resumeIndex([text, choice], 99)).toBe(0);
    expect(resumeIndex([text, choice], null)).toBe(0);
  });

  it('rounds the percentage and never divides by zero', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
