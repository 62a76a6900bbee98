import { ANSWER_TYPES } from '../enums';
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
  if (question.answerType === ANSWER_TYPES.ordering) return true;
  const parsed = ZResponse.safeParse(response);
  if (!parsed.success || parsed.data.answerType !== question.answerType) return false;
  const r = parsed.data;
  switch (r.answerType) {
    case ANSWER_TYPES.multiChoice:
      return r.choiceId !== '';
    case ANSWER_TYPES.selection:
    case ANSWER_TYPES.imageSelection:
      return r.choiceIds.length > 0;
    case ANSWER_TYPES.textResponse:
    case ANSWER_TYPES.notGraded:
    case ANSWER_TYPES.constructedResponse:
      return filled(r.text);
    case ANSWER_TYPES.inlineTextResponse:
      return (
        question.answerType === ANSWER_TYPES.inlineTextResponse &&
        allFilled(
          question.content.blanks.map((b) => b.id),
          r.blanks,
        )
      );
    case ANSWER_TYPES.tableFillIn:
      return (
        question.answerType === ANSWER_TYPES.tableFillIn &&
        allFilled(
          tableParts(question.content).map((c) => c.id),
          r.cells,
        )
      );
    case ANSWER_TYPES.inlineChoice:
      return (
        question.answerType === ANSWER_TYPES.inlineChoice &&
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
    case ANSWER_TYPES.multiChoice:
      return MESSAGES.selectOption;
    case ANSWER_TYPES.imageSelection:
      return question.content.multiple ? MESSAGES.selectOptions : MESSAGES.selectOption;
    case ANSWER_TYPES.selection:
      return MESSAGES.selectOptions;
    case ANSWER_TYPES.textResponse:
    case ANSWER_TYPES.notGraded:
    case ANSWER_TYPES.constructedResponse:
      return MESSAGES.provideAnswer;
    case ANSWER_TYPES.inlineTextResponse:
    case ANSWER_TYPES.tableFillIn:
    case ANSWER_TYPES.inlineChoice:
      return MESSAGES.provideAllAnswers;
    default:
      return null;
  }
};

/** The message to show when the student tries to go on, or null when they may (the response is an answer). */
export const unansweredMessage = (question: TQuestionInput, response: unknown): string | null =>
  isAnswered(question, response) ? null : unansweredMessageFor(question);
