// The question schemas: the common fields plus one answer key per answer type, discriminated by `answerType`.
import { z } from 'zod';
import { ZId } from '../contracts/ids';
import { ANSWER_TYPES } from '../enums';
import {
  ZConstructedResponseContent,
  ZImageSelectionContent,
  ZInlineChoiceContent,
  ZInlineTextContent,
  ZMultiChoiceContent,
  ZNotGradedContent,
  ZOrderingContent,
  ZSelectionContent,
  ZTableFillInContent,
  ZTextResponseContent,
} from './answer-keys';
import { questionCommonFields } from './common';

const T = ANSWER_TYPES;
const variant = <N extends number, C extends z.ZodType>(answerType: N, content: C) =>
  z.object({ ...questionCommonFields, answerType: z.literal(answerType), content });

export const ZMultiChoiceQuestionInput = variant(T.multiChoice, ZMultiChoiceContent);
export const ZSelectionQuestionInput = variant(T.selection, ZSelectionContent);
export const ZTextResponseQuestionInput = variant(T.textResponse, ZTextResponseContent);
export const ZOrderingQuestionInput = variant(T.ordering, ZOrderingContent);
export const ZImageSelectionQuestionInput = variant(T.imageSelection, ZImageSelectionContent);
export const ZInlineTextQuestionInput = variant(T.inlineTextResponse, ZInlineTextContent);
export const ZTableFillInQuestionInput = variant(T.tableFillIn, ZTableFillInContent);
export const ZNotGradedQuestionInput = variant(T.notGraded, ZNotGradedContent);
export const ZConstructedResponseQuestionInput = variant(T.constructedResponse, ZConstructedResponseContent);
export const ZInlineChoiceQuestionInput = variant(T.inlineChoice, ZInlineChoiceContent);

/** A question as the studio sends it before it has an id; complete, so it can be assigned. */
export const ZQuestionInput = z.discriminatedUnion('answerType', [
  ZMultiChoiceQuestionInput,
  ZSelectionQuestionInput,
  ZTextResponseQuestionInput,
  ZOrderingQuestionInput,
  ZImageSelectionQuestionInput,
  ZInlineTextQuestionInput,
  ZTableFillInQuestionInput,
  ZNotGradedQuestionInput,
  ZConstructedResponseQuestionInput,
  ZInlineChoiceQuestionInput,
]);
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

const withId = { id: ZId };
/** A stored question: the input plus its database id. */
export const ZQuestion = z.discriminatedUnion('answerType', [
  ZMultiChoiceQuestionInput.extend(withId),
  ZSelectionQuestionInput.extend(withId),
  ZTextResponseQuestionInput.extend(withId),
  ZOrderingQuestionInput.extend(withId),
  ZImageSelectionQuestionInput.extend(withId),
  ZInlineTextQuestionInput.extend(withId),
  ZTableFillInQuestionInput.extend(withId),
  ZNotGradedQuestionInput.extend(withId),
  ZConstructedResponseQuestionInput.extend(withId),
  ZInlineChoiceQuestionInput.extend(withId),
]);
export type TQuestion = z.infer<typeof ZQuestion>;

/** The question of one answer type, e.g. `TQuestionOf<4>` for ordering. */
export type TQuestionOf<N extends TQuestionInput['answerType']> = Extract<TQuestionInput, { answerType: N }>;
export type TMultiChoiceQuestion = TQuestionOf<1>;
export type TSelectionQuestion = TQuestionOf<2>;
export type TTextResponseQuestion = TQuestionOf<3>;
export type TOrderingQuestion = TQuestionOf<4>;
export type TImageSelectionQuestion = TQuestionOf<5>;
export type TInlineTextQuestion = TQuestionOf<6>;
export type TTableFillInQuestion = TQuestionOf<7>;
export type TNotGradedQuestion = TQuestionOf<8>;
export type TConstructedResponseQuestion = TQuestionOf<9>;
export type TInlineChoiceQuestion = TQuestionOf<10>;

/** Answer types the rules score automatically (8 is never scored, 9 waits for the teacher). */
export const AUTO_SCORED_TYPES = [1, 2, 3, 4, 5, 6, 7, 10] as const;
