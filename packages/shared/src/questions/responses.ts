// What a student sends for each answer type: ids of what they chose and the text they typed.
import { z } from 'zod';
import { ANSWER_TYPES as T } from '../enums';
import { QUESTION_LIMITS as L, ZPartId } from './common';

const shortText = z.string().max(L.shortResponseMax);
const longText = z.string().max(L.longResponseMax);
// Answers keyed by blank, cell or drop-down id; bounded so a crafted response stays cheap to score.
const partAnswers = <T extends z.ZodType>(value: T) =>
  z
    .record(ZPartId, value)
    .refine((r) => Object.keys(r).length <= L.tableColumnsMax * L.tableRowsMax, 'Too many answers');
const choiceIds = z.array(ZPartId).max(L.choicesMax);

export const ZMultiChoiceResponse = z.object({ answerType: z.literal(T.multiChoice), choiceId: ZPartId });
export const ZSelectionResponse = z.object({ answerType: z.literal(T.selection), choiceIds });
export const ZTextResponseResponse = z.object({ answerType: z.literal(T.textResponse), text: shortText });
/** The item ids in the order the student left them (the shuffled order counts as an answer). */
export const ZOrderingResponse = z.object({
  answerType: z.literal(T.ordering),
  order: z.array(ZPartId).max(L.orderingItemsMax),
});
/** One id when the image question is single-answer, any number when it is `multiple`. */
export const ZImageSelectionResponse = z.object({ answerType: z.literal(T.imageSelection), choiceIds });
export const ZInlineTextResponse = z.object({
  answerType: z.literal(T.inlineTextResponse),
  blanks: partAnswers(shortText),
});
export const ZTableFillInResponse = z.object({ answerType: z.literal(T.tableFillIn), cells: partAnswers(shortText) });
export const ZNotGradedResponse = z.object({ answerType: z.literal(T.notGraded), text: longText });
export const ZConstructedResponseResponse = z.object({ answerType: z.literal(T.constructedResponse), text: longText });
export const ZInlineChoiceResponse = z.object({
  answerType: z.literal(T.inlineChoice),
  selections: partAnswers(ZPartId),
});

/** A student's answer to one question, discriminated by the question's answer type. */
export const ZResponse = z.discriminatedUnion('answerType', [
  ZMultiChoiceResponse,
  ZSelectionResponse,
  ZTextResponseResponse,
  ZOrderingResponse,
  ZImageSelectionResponse,
  ZInlineTextResponse,
  ZTableFillInResponse,
  ZNotGradedResponse,
  ZConstructedResponseResponse,
  ZInlineChoiceResponse,
]);
export type TResponse = z.infer<typeof ZResponse>;
/** The response of one answer type, e.g. `TResponseOf<6>` for inline text. */
export type TResponseOf<N extends TResponse['answerType']> = Extract<TResponse, { answerType: N }>;
