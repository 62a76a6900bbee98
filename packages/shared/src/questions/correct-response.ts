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
    case 1:
      return { answerType: 1, choiceId: correctIds(question.content.choices)[0] ?? '' };
    case 2:
      return { answerType: 2, choiceIds: correctIds(question.content.choices) };
    case 3:
      return { answerType: 3, text: firstAccepted(question.content) };
    case 4:
      return { answerType: 4, order: question.content.items.map((i) => i.id) };
    case 5:
      return { answerType: 5, choiceIds: correctIds(question.content.choices) };
    case 6:
      return {
        answerType: 6,
        blanks: Object.fromEntries(question.content.blanks.map((b) => [b.id, firstAccepted(b)])),
      };
    case 7:
      return {
        answerType: 7,
        cells: Object.fromEntries(tableParts(question.content).map((c) => [c.id, firstAccepted(c)])),
      };
    case 10:
      return {
        answerType: 10,
        selections: Object.fromEntries(question.content.dropdowns.map((d) => [d.id, correctIds(d.options)[0] ?? ''])),
      };
    default:
      return null;
  }
};
