// What a student may see of a scored answer, and when (feedback option 1: after each question; 2: at the end).
import {
  correctResponse,
  FEEDBACK_OPTIONS,
  presentationSeed,
  type TQuestionWithPassage,
  type TResponseResult,
  type TScoreStatus,
  toStudentQuestion,
} from '@clearsheets/shared';
import type { Snapshot } from './attempt-caches';

/**
 * Whether a response's result (score, correct answer, teacher's feedback) shows: once submitted, and before
 * that with option 1 only for an answer the student checked, which locks it. Never for an answer still open
 * to change: seeing the key and then changing the answer would make feedback a key.
 */
export const resultVisible = (feedbackOption: number, attemptStatus: string, checked: boolean) =>
  attemptStatus === 'submitted' || (feedbackOption === FEEDBACK_OPTIONS.afterEachQuestion && checked);

export interface StoredResult {
  status: string;
  score: number;
  maxScore: number;
  perPart: unknown;
  feedback: string | null;
}

/** The result of a stored (server-scored) answer, with the full-marks answer as feedback. */
export function resultOf(question: TQuestionWithPassage, stored: StoredResult): TResponseResult {
  const perPart = Array.isArray(stored.perPart) ? (stored.perPart as TResponseResult['perPart']) : undefined;
  return {
    status: stored.status as TScoreStatus,
    score: Number(stored.score),
    maxScore: Number(stored.maxScore),
    ...(perPart ? { perPart } : {}),
    correctResponse: correctResponse(question),
    feedback: stored.feedback ? stored.feedback : null,
  };
}

/** The question order the student sees: fixed at start when shuffled, else the teacher's. */
export function orderedQuestions(snapshot: Snapshot, questionOrder: unknown): TQuestionWithPassage[] {
  if (!Array.isArray(questionOrder)) return snapshot.questions;
  const seen = new Set<number>();
  const ordered: TQuestionWithPassage[] = [];
  for (const id of questionOrder) {
    const q = snapshot.byId.get(Number(id));
    if (q && !seen.has(q.id)) {
      ordered.push(q);
      seen.add(q.id);
    }
  }
  // Whatever the stored order lacks still appears, in the teacher's order.
  for (const q of snapshot.questions) if (!seen.has(q.id)) ordered.push(q);
  return ordered;
}

/** The question as the student sees it: no answer key; choices in this attempt's seeded order. */
export const studentViewOf = (question: TQuestionWithPassage, attemptId: number) =>
  toStudentQuestion(question, presentationSeed(attemptId, question.id)) as unknown as Record<string, unknown>;
