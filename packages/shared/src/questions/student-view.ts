// What a student may see of a question: the prompt and the parts to answer, never the answer key.
// The server sends this to the player and previews build it the same way, so no screen can leak a key.
import { z } from 'zod';
import { ZId } from '../contracts/ids';
import { ANSWER_TYPES } from '../enums';
import { MESSAGES } from '../messages';
import type { TQuestion } from './answer-types';
import { isOwnImageUrl, QUESTION_LIMITS as L, ZPartId, ZQuestionImage } from './common';
import { instructionFor } from './instructions';
import type { TResponse } from './responses';
import { ownValue } from './scoring-rules';
import { presentationOrder } from './shuffle';
import { templateMarkerIds } from './template';
import { normaliseAnswerText } from './text-match';

/** A reading passage shown with the question (several questions may share it: same `id`). */
export const ZStudentPassage = z.strictObject({ id: ZId.optional(), title: z.string(), body: z.string() });
export type TStudentPassage = z.infer<typeof ZStudentPassage>;

export const ZStudentChoice = z.strictObject({ id: ZPartId, text: z.string() });
export type TStudentChoice = z.infer<typeof ZStudentChoice>;
/** `url` is empty when the stored image is not this install's (older content): the choice is then shown and
 * read by its alt text, and no student's browser fetches another site. */
export const ZStudentImageChoice = z.strictObject({
  ...ZQuestionImage.shape,
  url: z.union([ZQuestionImage.shape.url, z.literal('')]),
  id: ZPartId,
});
export type TStudentImageChoice = z.infer<typeof ZStudentImageChoice>;

/** A table cell as the student sees it: given text, or a blank to fill (its id only). */
export const ZStudentTableCell = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('given'), text: z.string() }),
  z.strictObject({ kind: z.literal('blank'), id: ZPartId }),
]);
export type TStudentTableCell = z.infer<typeof ZStudentTableCell>;

const common = {
  id: ZId,
  prompt: z.string(),
  hint: z.string().optional(),
  images: z.array(z.strictObject(ZQuestionImage.shape)).max(L.imagesMax),
  points: z.number().int().positive(),
  passage: ZStudentPassage.optional(),
  /** The spec's instruction for the answer type (English; screens translate it by answer type). */
  instruction: z.string(),
};
const variant = <N extends number, S extends z.ZodRawShape>(answerType: N, shape: S) =>
  z.strictObject({ ...common, answerType: z.literal(answerType), ...shape });
const choices = z.array(ZStudentChoice);

/** A question without its answer key; choices, items and options are in the student's seeded order. */
export const ZStudentQuestion = z.discriminatedUnion('answerType', [
  variant(1, { choices }),
  variant(2, { choices, multiple: z.literal(true) }),
  variant(3, {}),
  variant(4, { items: choices }),
  variant(5, { choices: z.array(ZStudentImageChoice), multiple: z.boolean() }),
  /** `blankIds` in reading order, so "Blank 1" is the first gap of the sentence. */
  variant(6, { template: z.string(), blankIds: z.array(ZPartId) }),
  variant(7, {
    columns: z.array(z.strictObject({ header: z.string() })),
    rows: z.array(z.strictObject({ cells: z.array(ZStudentTableCell) })),
  }),
  variant(8, {}),
  variant(9, {}),
  /** `dropdowns` in reading order, each with its options shuffled. */
  variant(10, { template: z.string(), dropdowns: z.array(z.strictObject({ id: ZPartId, options: choices })) }),
]);
export type TStudentQuestion = z.infer<typeof ZStudentQuestion>;
export type TStudentQuestionOf<N extends TStudentQuestion['answerType']> = Extract<TStudentQuestion, { answerType: N }>;

/** A stored question, optionally with its passage attached by the caller (questions hold only `passageId`). */
export type TQuestionWithPassage = TQuestion & { passage?: TStudentPassage | null };

const textChoices = (list: readonly { id: string; text: string }[], seed: string) =>
  presentationOrder(
    list.map(({ id, text }) => ({ id, text })),
    seed,
  );
// Sorts parts by where their marker stands in the sentence (parts the sentence lacks go last).
const inReadingOrder = <P extends { id: string }>(template: string, kind: 'blank' | 'choice', parts: readonly P[]) => {
  const rank = new Map(templateMarkerIds(template, kind).map((id, i) => [id, i]));
  return [...parts].sort((a, b) => (rank.get(a.id) ?? L.partsMax) - (rank.get(b.id) ?? L.partsMax));
};

/**
 * The student's view of a question: no `correct` flags, accepted answers, sample answer or grading scale.
 * `seed` fixes the order (use `presentationSeed(attemptId, questionId)`): ordering items come out exactly
 * as `initialOrderingResponse(question, seed)`, never already in the correct order.
 */
export const toStudentQuestion = (question: TQuestionWithPassage, seed: string): TStudentQuestion => {
  const base = {
    id: question.id,
    prompt: question.prompt,
    ...(question.hint ? { hint: question.hint } : {}),
    images: (question.images ?? []).filter(({ url }) => isOwnImageUrl(url)).map(({ url, alt }) => ({ url, alt })),
    points: question.points,
    ...(question.passage
      ? {
          passage: {
            ...(question.passage.id !== undefined ? { id: question.passage.id } : {}),
            title: question.passage.title,
            body: question.passage.body,
          },
        }
      : {}),
    instruction: instructionFor(question.answerType),
  };
  switch (question.answerType) {
    case ANSWER_TYPES.multiChoice:
      return { ...base, answerType: ANSWER_TYPES.multiChoice, choices: textChoices(question.content.choices, seed) };
    case ANSWER_TYPES.selection:
      return {
        ...base,
        answerType: ANSWER_TYPES.selection,
        choices: textChoices(question.content.choices, seed),
        multiple: true,
      };
    case ANSWER_TYPES.textResponse:
      return { ...base, answerType: ANSWER_TYPES.textResponse };
    case ANSWER_TYPES.ordering: {
      const byId = new Map(question.content.items.map((item) => [item.id, item.text]));
      const order = presentationOrder([...byId.keys()], seed, { avoidOriginal: true });
      return {
        ...base,
        answerType: ANSWER_TYPES.ordering,
        items: order.map((id) => ({ id, text: byId.get(id) ?? '' })),
      };
    }
    case ANSWER_TYPES.imageSelection:
      return {
        ...base,
        answerType: ANSWER_TYPES.imageSelection,
        multiple: question.content.multiple,
        choices: presentationOrder(
          question.content.choices.map(({ id, url, alt }) => ({ id, url: isOwnImageUrl(url) ? url : '', alt })),
          seed,
        ),
      };
    case ANSWER_TYPES.inlineTextResponse:
      return {
        ...base,
        answerType: ANSWER_TYPES.inlineTextResponse,
        template: question.content.template,
        blankIds: inReadingOrder(question.content.template, 'blank', question.content.blanks).map((b) => b.id),
      };
    case ANSWER_TYPES.tableFillIn:
      return {
        ...base,
        answerType: ANSWER_TYPES.tableFillIn,
        columns: question.content.columns.map(({ header }) => ({ header })),
        rows: question.content.rows.map((row) => ({
          cells: row.cells.map((cell) =>
            cell.kind === 'given'
              ? { kind: 'given' as const, text: cell.text }
              : { kind: 'blank' as const, id: cell.id },
          ),
        })),
      };
    case ANSWER_TYPES.notGraded:
      return { ...base, answerType: ANSWER_TYPES.notGraded };
    case ANSWER_TYPES.constructedResponse:
      return { ...base, answerType: ANSWER_TYPES.constructedResponse };
    case ANSWER_TYPES.inlineChoice:
      return {
        ...base,
        answerType: ANSWER_TYPES.inlineChoice,
        template: question.content.template,
        dropdowns: inReadingOrder(question.content.template, 'choice', question.content.dropdowns).map((d) => ({
          id: d.id,
          options: textChoices(d.options, `${seed}:${d.id}`),
        })),
      };
  }
};

/** The blank, cell or drop-down ids of a question in reading order (empty for other types). */
export const studentPartIds = (view: TStudentQuestion): string[] => {
  switch (view.answerType) {
    case ANSWER_TYPES.inlineTextResponse:
      return view.blankIds;
    case ANSWER_TYPES.tableFillIn:
      return view.rows.flatMap((row) => row.cells.flatMap((cell) => (cell.kind === 'blank' ? [cell.id] : [])));
    case ANSWER_TYPES.inlineChoice:
      return view.dropdowns.map((d) => d.id);
    default:
      return [];
  }
};

/** The response a student starts from: nothing chosen or typed; ordering = the order shown (itself an answer). */
export const initialResponseFor = (view: TStudentQuestion): TResponse => {
  switch (view.answerType) {
    case ANSWER_TYPES.multiChoice:
      return { answerType: ANSWER_TYPES.multiChoice, choiceId: '' };
    case ANSWER_TYPES.selection:
    case ANSWER_TYPES.imageSelection:
      return { answerType: view.answerType, choiceIds: [] };
    case ANSWER_TYPES.ordering:
      return { answerType: ANSWER_TYPES.ordering, order: view.items.map((item) => item.id) };
    case ANSWER_TYPES.inlineTextResponse:
      return { answerType: ANSWER_TYPES.inlineTextResponse, blanks: {} };
    case ANSWER_TYPES.tableFillIn:
      return { answerType: ANSWER_TYPES.tableFillIn, cells: {} };
    case ANSWER_TYPES.inlineChoice:
      return { answerType: ANSWER_TYPES.inlineChoice, selections: {} };
    default:
      return { answerType: view.answerType, text: '' };
  }
};

const filled = (value: unknown) => typeof value === 'string' && normaliseAnswerText(value) !== '';

/** Whether the response counts as an answer (same rule as `isAnswered`, from the student's view alone). */
export const isStudentAnswered = (view: TStudentQuestion, response: TResponse | undefined): boolean => {
  if (view.answerType === ANSWER_TYPES.ordering) return true;
  if (!response || response.answerType !== view.answerType) return false;
  switch (response.answerType) {
    case ANSWER_TYPES.multiChoice:
      return response.choiceId !== '';
    case ANSWER_TYPES.selection:
    case ANSWER_TYPES.imageSelection:
      return response.choiceIds.length > 0;
    case ANSWER_TYPES.inlineTextResponse:
      return studentPartIds(view).every((id) => filled(ownValue(response.blanks, id)));
    case ANSWER_TYPES.tableFillIn:
      return studentPartIds(view).every((id) => filled(ownValue(response.cells, id)));
    case ANSWER_TYPES.inlineChoice:
      return studentPartIds(view).every((id) => filled(ownValue(response.selections, id)));
    default:
      return filled(response.text);
  }
};

/** The spec's message when the student tries to go on without answering, or null when they may. */
export const studentUnansweredMessage = (view: TStudentQuestion, response: TResponse | undefined): string | null => {
  if (isStudentAnswered(view, response)) return null;
  switch (view.answerType) {
    case ANSWER_TYPES.multiChoice:
      return MESSAGES.selectOption;
    case ANSWER_TYPES.selection:
      return MESSAGES.selectOptions;
    case ANSWER_TYPES.imageSelection:
      return view.multiple ? MESSAGES.selectOptions : MESSAGES.selectOption;
    case ANSWER_TYPES.inlineTextResponse:
    case ANSWER_TYPES.tableFillIn:
    case ANSWER_TYPES.inlineChoice:
      return MESSAGES.provideAllAnswers;
    default:
      return MESSAGES.provideAnswer;
  }
};
