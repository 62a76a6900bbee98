import type { AnswerType } from '@clearsheets/shared';

/** The ten answer types in the order the "Add question" menu lists them (the spec's ids). */
export const ANSWER_TYPE_ORDER: readonly AnswerType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The i18n key of a type's one-line description (names: ANSWER_TYPE_NAMES, the same on every screen). */
export const typeHintKey = (type: AnswerType) => `studio.types.t${type}Hint` as const;
