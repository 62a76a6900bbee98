// Content: standards taxonomy, worksheets (library and studio), questions, passages, images, grading scales.
import { z } from 'zod';
import { ANSWER_TYPES } from '../enums';
import { MESSAGES } from '../messages';
import { QTI_NOTES, type QtiNoteCode } from '../qti-notes';
import { isOwnImageUrl, QUESTION_LIMITS } from '../questions/common';
import { GRADES } from '../rosters';
import { idField, ZId, ZIdParam } from './ids';

const id = ZId;
const ZGrade = z.enum(GRADES);
const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------- standards taxonomy (GET /api/v1/...)

/** GET /api/v1/grades?stateId=44 or ?schoolId=: grades that have standards (the school's state). */
export const ZGradesQuery = z.object({
  stateId: ZIdParam.optional(),
  schoolId: ZIdParam.optional(),
});
export const ZGradeOption = z.object({ grade: ZGrade, label: z.string() });

/** GET /api/v1/subjects */
export const ZSubject = z.object({ id, name: z.string() });
export type TSubject = z.infer<typeof ZSubject>;

/** GET /api/v1/domains?grade=&subjectId=&stateId= : the reporting categories of a grade and subject. */
export const ZDomainsQuery = z.object({
  grade: ZGrade,
  subjectId: ZIdParam,
  stateId: ZIdParam.optional(),
});
export const ZDomain = z.object({
  id,
  code: z.string(),
  name: z.string(),
  grade: ZGrade,
  subjectId: id,
  standardCount: z.number().int(),
});
export type TDomain = z.infer<typeof ZDomain>;

/** GET /api/v1/standards?grade=&subjectId=&domainId=&q= (the spec's "topics"). */
export const ZStandardsQuery = z.object({
  grade: ZGrade.optional(),
  subjectId: ZIdParam.optional(),
  domainId: ZIdParam.optional(),
  stateId: ZIdParam.optional(),
  q: z.string().trim().max(100).optional(),
});
export const ZStandard = z.object({
  id,
  code: z.string(),
  description: z.string(),
  grade: ZGrade,
  subjectId: id,
  domainId: id,
  stableKey: z.string(),
  emphasis: z.string().nullable(),
});
export type TStandard = z.infer<typeof ZStandard>;

/** GET /api/v1/standards/:id/breakouts */
export const ZBreakout = z.object({ id, standardId: id, code: z.string(), description: z.string() });
export type TBreakout = z.infer<typeof ZBreakout>;

// ---------------------------------------------------------------- worksheets

/** What a list card shows of the first question: its prompt (start of it) and its first image, if any. */
export const ZWorksheetPreview = z.object({
  prompt: z.string(),
  image: z.object({ url: z.string().refine(isOwnImageUrl), alt: z.string() }).nullable(),
});
export type TWorksheetPreview = z.infer<typeof ZWorksheetPreview>;

/** A worksheet in a list (library, my worksheets, shared with me). */
export const ZWorksheetSummary = z.object({
  id,
  title: z.string(),
  description: z.string(),
  grade: ZGrade,
  subjectId: id,
  subjectName: z.string(),
  domain: z.object({ id, code: z.string(), name: z.string() }).nullable(),
  standards: z.array(z.object({ id, code: z.string() })),
  isLibrary: z.boolean(),
  isFullTopic: z.boolean(),
  questionCount: z.number().int(),
  /** Every question has its correct answers (the assign-readiness rule). */
  isReady: z.boolean(),
  owner: z.object({ id, name: z.string() }).nullable(),
  /** What the caller may do with it. */
  canEdit: z.boolean(),
  updatedAt: z.string(),
  /** The first question, for the card's thumbnail (null for a worksheet without questions). */
  preview: ZWorksheetPreview.nullable(),
});
export type TWorksheetSummary = z.infer<typeof ZWorksheetSummary>;

/** GET /api/v1/library/worksheets: approved worksheets; `q` is full-text over titles, standards and prompts. */
export const ZLibraryQuery = z.object({
  grade: ZGrade.optional(),
  subjectId: ZIdParam.optional(),
  domainId: ZIdParam.optional(),
  standardId: ZIdParam.optional(),
  fullTopic: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  q: z.string().trim().max(200).optional(),
  ...pageQuery,
});
export type TLibraryQuery = z.input<typeof ZLibraryQuery>;
export const ZWorksheetPage = paged(ZWorksheetSummary);
export type TWorksheetPage = z.infer<typeof ZWorksheetPage>;

/** GET /api/v1/worksheets?scope=mine|shared&q=: the caller's own worksheets, or those colleagues shared. */
export const ZMyWorksheetsQuery = z.object({
  scope: z.enum(['mine', 'shared']).default('mine'),
  q: z.string().trim().max(200).optional(),
  ...pageQuery,
});

// The fields without defaults: a PATCH must not reset what it does not name.
const worksheetFieldShapes = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000),
  grade: z.enum(GRADES, { error: 'Grade is required' }),
  subjectId: idField('Subject is required'),
  domainId: id.nullable().optional(),
  standardIds: z.array(id).max(50),
};

/** POST /api/v1/worksheets, PATCH /api/v1/worksheets/:id */
export const ZWorksheetFields = z.object({
  ...worksheetFieldShapes,
  description: worksheetFieldShapes.description.default(''),
  standardIds: worksheetFieldShapes.standardIds.default([]),
});
export const ZCreateWorksheetRequest = ZWorksheetFields;
export type TCreateWorksheetRequest = z.input<typeof ZCreateWorksheetRequest>;
export const ZUpdateWorksheetRequest = z
  .object(worksheetFieldShapes)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type TUpdateWorksheetRequest = z.input<typeof ZUpdateWorksheetRequest>;

/** A passage of a worksheet; questions point at it by `passageId`. */
export const ZPassageFields = z.object({
  title: z.string().trim().max(200).default(''),
  body: z.string().trim().min(1, 'Write the passage').max(50_000),
});
export const ZPassage = ZPassageFields.extend({ id });
export type TPassage = z.infer<typeof ZPassage>;

/** Even a draft may not point at an image elsewhere (docs/decisions/0016): the studio's previews would load
 * it. An image not yet uploaded (empty url) is a draft's normal gap. */
function refuseForeignImages(draft: Record<string, unknown>, ctx: z.RefinementCtx) {
  const check = (list: unknown, path: (string | number)[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      const url = (item as { url?: unknown } | null)?.url;
      if (typeof url === 'string' && url.trim() !== '' && !isOwnImageUrl(url.trim()))
        ctx.addIssue({ code: 'custom', message: MESSAGES.uploadImage, path: [...path, i, 'url'] });
    });
  };
  check(draft.images, ['images']);
  check((draft.content as { choices?: unknown } | null | undefined)?.choices, ['content', 'choices']);
}

/**
 * A question as the studio saves it: any answer type, possibly unfinished (autosave), so only its shape
 * is checked here. `isComplete` in the reply says whether it passed the full `ZQuestionInput` schema;
 * `issues` says what is missing.
 */
export const ZQuestionDraft = z
  .object({
    answerType: z.number().int().min(1).max(Object.keys(ANSWER_TYPES).length),
    prompt: z.string().max(QUESTION_LIMITS.promptMax).default(''),
    content: z.unknown().optional(),
  })
  .catchall(z.unknown())
  .refine((v) => JSON.stringify(v).length <= 200_000, 'This question is too large')
  .superRefine(refuseForeignImages);
export type TQuestionDraft = z.input<typeof ZQuestionDraft>;

/** What a QTI import could not keep as it was, or why it left an item out (`TQtiNote`). */
export const ZQtiNote = z.object({
  code: z.enum(Object.keys(QTI_NOTES) as [QtiNoteCode, ...QtiNoteCode[]]),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** A stored question of a worksheet, for teachers (answers included). */
export const ZWorksheetQuestion = z.object({
  id,
  position: z.number().int(),
  answerType: z.number().int(),
  /** The question as saved (TQuestionInput when complete). */
  data: z.record(z.string(), z.unknown()),
  isComplete: z.boolean(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
  /** What an import could not keep as it was (a draft's reasons), until the teacher completes it. */
  importNotes: z.array(ZQtiNote),
});
export type TWorksheetQuestion = z.infer<typeof ZWorksheetQuestion>;

/** GET /api/v1/worksheets/:id */
export const ZWorksheetDetail = ZWorksheetSummary.extend({
  passages: z.array(ZPassage),
  questions: z.array(ZWorksheetQuestion),
  sharedWith: z.array(z.object({ id, name: z.string() })),
});
export type TWorksheetDetail = z.infer<typeof ZWorksheetDetail>;

/** POST /api/v1/worksheets/:id/questions { question, position? } and PUT .../questions/:questionId { question } */
export const ZSaveQuestionRequest = z.object({
  question: ZQuestionDraft,
  position: z.number().int().min(0).optional(),
});
/** PUT /api/v1/worksheets/:id/question-order */
export const ZQuestionOrderRequest = z.object({ questionIds: z.array(id).min(1).max(500) });

/** POST /api/v1/worksheets/:id/share { teacherIds }: colleagues of the same school ("worksheet shared"). */
export const ZShareWorksheetRequest = z.object({ teacherIds: z.array(id).min(1).max(200) });

/** DELETE /api/v1/worksheets/:id and other changes answered with a notice ("Worksheet deleted"). */
export const ZWorksheetNotice = z.object({ message: z.string() });

/** A colleague a worksheet is or may be shared with (GET /api/v1/worksheets/:id/share-candidates). */
export const ZShareCandidate = z.object({ id, name: z.string() });
export type TShareCandidate = z.infer<typeof ZShareCandidate>;
/** POST /api/v1/worksheets/:id/share: the notice and everyone it is now shared with. */
export const ZShareWorksheetResponse = z.object({ message: z.string(), sharedWith: z.array(ZShareCandidate) });

/** GET /api/v1/worksheets/:id/readiness: whether it can be assigned, and which questions lack answers. */
export const ZWorksheetReadiness = z.object({
  ready: z.boolean(),
  missingAnswerQuestionIds: z.array(id),
  /** The spec's message when not ready, else null. */
  message: z.string().nullable(),
});
export type TWorksheetReadiness = z.infer<typeof ZWorksheetReadiness>;

// ---------------------------------------------------------------- images and grading scales

/** The largest image file POST /api/v1/images accepts before it is resized and compressed. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The optional multipart field `purpose`: an icon must be at most IMAGE_ICON_MAX_PX on both sides. */
export const ZImagePurpose = z.enum(['icon', 'slide']);

/** POST /api/v1/images (multipart `file`, optional `purpose=icon`): checked by content, re-encoded, stored. */
export const ZUploadedImage = z.object({
  id,
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/** GET /api/v1/grading-scales: constructed-response rubrics. */
export const ZGradingScaleLevel = z.object({
  points: z.number().int().min(0),
  label: z.string(),
  description: z.string(),
});
export const ZGradingScale = z.object({
  id,
  name: z.string(),
  maxPoints: z.number().int(),
  levels: z.array(ZGradingScaleLevel),
});
export type TGradingScale = z.infer<typeof ZGradingScale>;

/** A QTI package imported as a new worksheet: what came in, what was left out and why. */
export const ZQtiImportResult = ZWorksheetDetail.extend({
  imported: z.object({
    questions: z.number().int(),
    complete: z.number().int(),
    passages: z.number().int(),
    standards: z.number().int(),
    unknownStandards: z.array(z.string()),
    /** Items left out: `reason` in English, `code` and `values` for the reader's language. */
    skipped: z.array(ZQtiNote.extend({ file: z.string(), reason: z.string() })),
    notes: z.array(ZQtiNote.extend({ file: z.string(), note: z.string() })),
  }),
});
export type TQtiImportResult = z.infer<typeof ZQtiImportResult>;
export type TQtiImportReport = TQtiImportResult['imported'];
