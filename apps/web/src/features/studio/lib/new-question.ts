import type { AnswerType } from '@clearsheets/shared';
import { ANSWER_TYPES } from '@clearsheets/shared';
import type { ChoiceDraft, ContentDrafts, QuestionDraft, TextKeyDraft } from './question-draft';

const emptyKey = (): TextKeyDraft => ({
  acceptedAnswers: [''],
  caseSensitive: false,
  numericEquivalence: true,
  tolerance: null,
});
const choices = (n: number, prefix = 'c'): ChoiceDraft[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, text: '', correct: false }));

/** The empty answer key each answer type starts with: the usual number of choices, rows and parts. */
export function emptyContent(answerType: AnswerType): ContentDrafts[AnswerType] {
  switch (answerType) {
    case ANSWER_TYPES.multiChoice:
    case ANSWER_TYPES.selection:
      return { choices: choices(4) };
    case ANSWER_TYPES.textResponse:
      return emptyKey();
    case ANSWER_TYPES.ordering:
      return { items: Array.from({ length: 3 }, (_, i) => ({ id: `i${i + 1}`, text: '' })) };
    case ANSWER_TYPES.imageSelection:
      return {
        multiple: false,
        choices: Array.from({ length: 2 }, (_, i) => ({ id: `m${i + 1}`, url: '', alt: '', correct: false })),
      };
    case ANSWER_TYPES.inlineTextResponse:
      return { template: '', blanks: [] };
    case ANSWER_TYPES.tableFillIn:
      return {
        columns: [{ header: '' }, { header: '' }],
        rows: [
          {
            cells: [
              { kind: 'given', text: '' },
              { kind: 'blank', id: 'b1', ...emptyKey() },
            ],
          },
          {
            cells: [
              { kind: 'given', text: '' },
              { kind: 'blank', id: 'b2', ...emptyKey() },
            ],
          },
        ],
      };
    case ANSWER_TYPES.notGraded:
      return {};
    case ANSWER_TYPES.constructedResponse:
      return { gradingScaleId: null, sampleAnswer: '' };
    case ANSWER_TYPES.inlineChoice:
      return { template: '', dropdowns: [] };
  }
}

/** A new question of a type; it inherits the standard the teacher is working on. */
export function newQuestion(answerType: AnswerType, standardId: number | null): QuestionDraft {
  return {
    answerType,
    prompt: '',
    passageId: null,
    hint: '',
    images: [],
    points: 1,
    standardId,
    content: emptyContent(answerType),
  } as QuestionDraft;
}

/** Empty parts for a new blank or drop-down (inserted into a sentence). */
export const newBlank = (id: string) => ({ id, ...emptyKey() });
export const newDropdown = (id: string) => ({ id, options: choices(3, 'o') });
export { emptyKey };
