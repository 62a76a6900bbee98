// Building blocks shared by the ten answer types: part ids, images, choices and text answer keys.
import { z } from 'zod';
import { ZId } from '../contracts/ids';
import { MESSAGES } from '../messages';

/** Limits on question content (ours: the spec shows none). */
export const QUESTION_LIMITS = {
  promptMax: 20_000,
  hintMax: 4_000,
  choiceTextMax: 2_000,
  choicesMin: 2,
  choicesMax: 12,
  orderingItemsMax: 20,
  acceptedAnswersMax: 20,
  acceptedAnswerMax: 500,
  partsMax: 50,
  tableColumnsMax: 10,
  tableRowsMax: 30,
  imagesMax: 10,
  pointsMax: 100,
  shortResponseMax: 500,
  longResponseMax: 20_000,
} as const;

/** Ids of the parts of a question (choices, items, blanks, cells, drop-downs); they appear in `{{blank:id}}` markers. */
export const PART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// "__proto__" would vanish from answers keyed by id, so it can never be one.
export const ZPartId = z
  .string()
  .regex(PART_ID_PATTERN, 'Use 1-64 letters, digits, dashes or underscores')
  .refine((id) => id !== '__proto__', 'This id is reserved');
export type TPartId = z.infer<typeof ZPartId>;

// Question images come only from this install (docs/decisions/0016): an image at another address would be
// fetched by every student's browser, handing that site the school's addresses and times. The two sources
// are uploads (POST /api/v1/images answers `/uploads/<key>`) and the seeded library's pictures.
/** An uploaded image: one storage key (letters, digits, dashes, underscores) with an image extension. */
export const UPLOADED_IMAGE_URL_PATTERN = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.(?:png|jpe?g)$/;
/** A picture of the seeded library, served from the web app's public folder. */
export const LIBRARY_IMAGE_URL_PATTERN = /^\/library\/[a-z0-9][a-z0-9-]{0,127}\.png$/;
/** True for an image of this install; false for any other address (`https:`, `//host`, `/\\host`, `..`). */
export const isOwnImageUrl = (url: string) =>
  UPLOADED_IMAGE_URL_PATTERN.test(url) || LIBRARY_IMAGE_URL_PATTERN.test(url);

const ZImageUrl = z.string().trim().refine(isOwnImageUrl, MESSAGES.uploadImage);

/** An image with its alt text, which screen readers and read-aloud need (required). */
export const ZQuestionImage = z.object({
  url: ZImageUrl,
  alt: z.string().trim().min(1, 'Describe the image for students who cannot see it').max(500),
});
export type TQuestionImage = z.infer<typeof ZQuestionImage>;

/** A text choice (multi choice, selection, inline-choice option); text may hold TeX between $...$. */
export const ZChoice = z.object({
  id: ZPartId,
  text: z.string().trim().min(1).max(QUESTION_LIMITS.choiceTextMax),
  correct: z.boolean().default(false),
});
export type TChoice = z.infer<typeof ZChoice>;

/** An image choice: the url, the alt text read aloud, and whether it is correct. */
export const ZImageChoice = ZQuestionImage.extend({
  id: ZPartId,
  correct: z.boolean().default(false),
});
export type TImageChoice = z.infer<typeof ZImageChoice>;

/**
 * How a typed answer is checked (types 3, 6, 7): any accepted alternative matches. Numbers are compared
 * by value ("1/2" = "0.5") unless `numericEquivalence` is off (e.g. "write it as a fraction");
 * `tolerance` is an absolute margin for math answers.
 */
export const ZTextKey = z.object({
  acceptedAnswers: z
    .array(z.string().trim().min(1).max(QUESTION_LIMITS.acceptedAnswerMax))
    .min(1, 'Add at least one accepted answer')
    .max(QUESTION_LIMITS.acceptedAnswersMax),
  caseSensitive: z.boolean().default(false),
  numericEquivalence: z.boolean().default(true),
  tolerance: z.number().finite().nonnegative().optional(),
});
export type TTextKey = z.infer<typeof ZTextKey>;

/** The fields every question has, whatever its answer type. */
export const questionCommonFields = {
  prompt: z.string().trim().min(1, 'Write the question').max(QUESTION_LIMITS.promptMax),
  passageId: ZId.optional(),
  hint: z.string().trim().min(1).max(QUESTION_LIMITS.hintMax).optional(),
  images: z.array(ZQuestionImage).max(QUESTION_LIMITS.imagesMax).optional(),
  points: z.number().int().positive().max(QUESTION_LIMITS.pointsMax).default(1),
  standardId: ZId.optional(),
};

/** Adds an issue for every id that appears twice, so scoring by id is unambiguous. */
export const checkUniqueIds = (ids: readonly string[], ctx: z.RefinementCtx, path: (string | number)[]) => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `Duplicate id "${id}"`, path });
    seen.add(id);
  }
};
