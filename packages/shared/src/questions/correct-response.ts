import { ANSWER_TYPES } from '../enums';
// The model answer built from a question's key: shown as feedback, and what the tests prove scores full marks.
import type { TQuestionInput } from './answer-types';
import type { TResponse } from './responses';
import { tableParts } from './scoring-rules';

const firstAccepted = (key: { acceptedAnswers: readonly string[] }) => key.acceptedAnswers[0] ?? '';
const correctIds = (choices: readonly { id: string; correct: boolean }[]) =>
  choices.filter((c) => c.correct).map((c) => c.id);

/**
 * The response that earns full marks (first accepted alternative for typed answers), so feedback can show
 * the correct answer in the same shape the student answered; null for types 8 and 9, which have no key.
 */
export const correctResponse = (question: TQuestionInput): TResponse | null => {
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
      return { answerType: ANSWER_TYPES.multiChoice, choiceId: correctIds(question.content.choices)[0] ?? '' };
    case ANSWER_TYPES.selection:
      return { answerType: ANSWER_TYPES.selection, choiceIds: correctIds(question.content.choices) };
    case ANSWER_TYPES.textResponse:
      return { answerType: ANSWER_TYPES.textResponse, text: firstAccepted(question.content) };
    case ANSWER_TYPES.ordering:
      return { answerType: ANSWER_TYPES.ordering, order: question.content.items.map((i) => i.id) };
    case ANSWER_TYPES.imageSelection:
      return { answerType: ANSWER_TYPES.imageSelection, choiceIds: correctIds(question.content.choices) };
    case ANSWER_TYPES.inlineTextResponse:
      return {
        answerType: ANSWER_TYPES.inlineTextResponse,
        blanks: Object.fromEntries(question.content.blanks.map((b) => [b.id, firstAccepted(b)])),
      };
    case ANSWER_TYPES.tableFillIn:
      return {
        answerType: ANSWER_TYPES.tableFillIn,
        cells: Object.fromEntries(tableParts(question.content).map((c) => [c.id, firstAccepted(c)])),
      };
    case ANSWER_TYPES.inlineChoice:
      return {
        answerType: ANSWER_TYPES.inlineChoice,
        selections: Object.fromEntries(question.content.dropdowns.map((d) => [d.id, correctIds(d.options)[0] ?? ''])),
      };
    default:
      return null;
  }
};
