// Whether a student has answered a question, and the spec's message when they try to go on without it.
import { MESSAGES } from '../messages';
import type { TQuestionInput } from './answer-types';
import { ZResponse } from './responses';
import { ownValue, tableParts } from './scoring-rules';
import { normaliseAnswerText } from './text-match';

const filled = (value: unknown): boolean => typeof value === 'string' && normaliseAnswerText(value) !== '';
const allFilled = (ids: readonly string[], answers: Record<string, string>) =>
  ids.every((id) => filled(ownValue(answers, id)));

/**
 * Whether the response counts as an answer, so the player can let the student go on. Ordering is always
 * answered: the shuffled list the student sees is itself an answer (the player saves it when shown).
 */
export const isAnswered = (question: TQuestionInput, response: unknown): boolean => {
  if (question.answerType === 4) return true;
  const parsed = ZResponse.safeParse(response);
  if (!parsed.success || parsed.data.answerType !== question.answerType) return false;
  const r = parsed.data;
  switch (r.answerType) {
    case 1:
      return r.choiceId !== '';
    case 2:
    case 5:
      return r.choiceIds.length > 0;
    case 3:
    case 8:
    case 9:
      return filled(r.text);
    case 6:
      return (
        question.answerType === 6 &&
        allFilled(
          question.content.blanks.map((b) => b.id),
          r.blanks,
        )
      );
    case 7:
      return (
        question.answerType === 7 &&
        allFilled(
          tableParts(question.content).map((c) => c.id),
          r.cells,
        )
      );
    case 10:
      return (
        question.answerType === 10 &&
        allFilled(
          question.content.dropdowns.map((d) => d.id),
          r.selections,
        )
      );
    default:
      return false;
  }
};

/** The spec's message for an unanswered question of this type (section 5), whatever the response. */
export const unansweredMessageFor = (question: TQuestionInput): string | null => {
  switch (question.answerType) {
    case 1:
      return MESSAGES.selectOption;
    case 5:
      return question.content.multiple ? MESSAGES.selectOptions : MESSAGES.selectOption;
    case 2:
      return MESSAGES.selectOptions;
    case 3:
    case 8:
    case 9:
      return MESSAGES.provideAnswer;
    case 6:
    case 7:
    case 10:
      return MESSAGES.provideAllAnswers;
    default:
      return null;
  }
};

/** The message to show when the student tries to go on, or null when they may (the response is an answer). */
export const unansweredMessage = (question: TQuestionInput, response: unknown): string | null =>
  isAnswered(question, response) ? null : unansweredMessageFor(question);
