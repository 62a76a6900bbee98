// What the parts of one question share: read-aloud on or off, the language, and the ids that label them.
import type { TResponse, TStudentQuestion } from '@clearsheets/shared';
import { createContext, useContext } from 'react';
import type { QuestionLang, QuestionsT } from '../i18n';
import type { QuestionResult } from '../lib/review-marks';

export interface QuestionUi {
  readAloud: boolean;
  lang?: QuestionLang;
}

/** Set by QuestionView; a ReadAloudButton outside any question is on unless told otherwise. */
export const QuestionUiContext = createContext<QuestionUi | null>(null);
export const useQuestionUi = () => useContext(QuestionUiContext);

/** Review details for the answer area: the result, which parts were right, and the correct answer if shown. */
export interface ReviewInfo {
  result?: QuestionResult;
  parts: Map<string, boolean>;
  correct: TResponse | null;
}

/** What every answer area gets; `review` is null while the student answers (or a teacher previews). */
export interface AnswerAreaProps<Q extends TStudentQuestion = TStudentQuestion> {
  question: Q;
  response: TResponse | undefined;
  onChange: (response: TResponse) => void;
  review: ReviewInfo | null;
  /** Ids of the prompt and the instruction, which name and describe the answer controls. */
  ids: { base: string; prompt: string; instruction: string };
  t: QuestionsT;
  lang: QuestionLang;
}

/** "A", "B", ... for the nth choice (choices are at most 12). */
export const letterOf = (index: number) => String.fromCharCode(65 + index);
