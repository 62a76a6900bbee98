// How review mode marks each choice and part: from the score's per-part results and, when the teacher
// shows answers, the correct response.
import type { TPartResult, TResponse, TScoreStatus } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';

export type MarkState = 'correct' | 'incorrect' | 'partial' | 'pending' | 'missed' | 'picked' | 'none';

/** The result a review shows: the score and, optionally, which parts were right and the correct answer. */
export interface QuestionResult {
  status: TScoreStatus;
  score: number;
  maxScore: number;
  perPart?: TPartResult[] | null;
  correctResponse?: TResponse | null;
  feedback?: string | null;
}

/** Whether each part (blank, cell, drop-down, ordering item) was right, when the score says. */
export const partResults = (result: QuestionResult | undefined): Map<string, boolean> =>
  new Map((result?.perPart ?? []).map((p) => [p.id, p.correct]));

/** The part's mark: right or wrong when the score says, otherwise the answer is just shown. */
export const partMark = (parts: Map<string, boolean>, id: string): MarkState => {
  const correct = parts.get(id);
  return correct === undefined ? 'none' : correct ? 'correct' : 'incorrect';
};

/** The choice ids of the correct answer (types 1, 2, 5), or null when the correct answer is not shown. */
export const keyChoiceIds = (correct: TResponse | null | undefined): Set<string> | null => {
  if (!correct) return null;
  if (correct.answerType === ANSWER_TYPES.multiChoice) return new Set(correct.choiceId ? [correct.choiceId] : []);
  if (correct.answerType === ANSWER_TYPES.selection || correct.answerType === ANSWER_TYPES.imageSelection)
    return new Set(correct.choiceIds);
  return null;
};

/**
 * A choice's mark. With the key: picked and right, picked and wrong, or missed (a correct answer not
 * picked). Without it only a single pick can be judged, from the question's status; several picks that
 * earned full marks are all right.
 */
export const choiceMark = (
  picked: boolean,
  key: Set<string> | null,
  id: string,
  status: TScoreStatus | undefined,
  multiple: boolean,
): MarkState => {
  if (key) {
    if (picked) return key.has(id) ? 'correct' : 'incorrect';
    return key.has(id) ? 'missed' : 'none';
  }
  if (!picked) return 'none';
  if (status === 'correct') return 'correct';
  if (status === 'incorrect' && !multiple) return 'incorrect';
  return 'picked';
};
