import type { AnswerType } from '@clearsheets/shared';

/** The ten answer types in the order the "Add question" menu lists them (the spec's ids). */
export const ANSWER_TYPE_ORDER: readonly AnswerType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The i18n keys of a type's name and one-line description. */
export const typeNameKey = (type: AnswerType) => `studio.types.t${type}` as const;
export const typeHintKey = (type: AnswerType) => `studio.types.t${type}Hint` as const;
