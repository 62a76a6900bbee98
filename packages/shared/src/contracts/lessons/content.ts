// The lesson model (decision 0031): one validated document of ordered slides, each with up to six components of
// the nine kinds; scored components hold real questions. Also what a student sees of a slide (no answer keys).
import { z } from 'zod';
import { type CFU_FORMATS, MOODS, SLIDE_COMPONENT_KINDS } from '../../enums';
import { MESSAGES } from '../../messages';
import { ZQuestion } from '../../questions/answer-types';
import type { ZStudentQuestion } from '../../questions/student-view';
import { ZId } from '../ids';
import { ZKey, ZText } from './fields';

const K = SLIDE_COMPONENT_KINDS;
/** Slide text: Markdown with $TeX$ (the question UI's renderer). */
const ZBody = z.string().max(20_000);
/** Pictures come from this install only, as for questions (uploads or the library's rendered images). */
const ZImage = z.object({
  url: z.string().regex(/^\/(uploads|library|lesson-pages)\/[A-Za-z0-9/_-]{1,200}\.(png|jpe?g)$/),
  alt: z.string().max(500),
});

const UPLOAD_KEY = '\\/uploads\\/[A-Za-z0-9][A-Za-z0-9_-]{0,127}';
/** A video's address as stored: an uploaded MP4 or WebM, or an https address. Saving narrows the https ones to
 * YouTube and Vimeo embeds (lessonContentProblems, decision 0035); lessons saved before keep reading. */
export const LESSON_VIDEO_URL = new RegExp(`^(${UPLOAD_KEY}\\.(mp4|webm)|https:\\/\\/[^\\s"'<>]{1,1990})$`);
/** Its captions as stored: an uploaded WebVTT file, empty for an embedded player, or (before 0035) an https one. */
export const LESSON_CAPTIONS_URL = new RegExp(`^(|${UPLOAD_KEY}\\.vtt|https:\\/\\/[^\\s"'<>]{1,1990})$`);

/** Slide and component targets (decision 0031): 1 the class (the main flow everyone follows), 2 a follow-up
 * (pathway or intervention content, shown only to the students routed to it). */
export const LESSON_TARGETS = { class: 1, followUp: 2 } as const;
/** Intervention kinds, 0 for none (the spec: video solution 1, additional practice problem 2, group instruction 3,
 * quick remedial lesson 4). */
export const INTERVENTION_KINDS = {
  none: 0,
  videoSolution: 1,
  additionalPractice: 2,
  groupInstruction: 3,
  quickRemedialLesson: 4,
} as const;
export type InterventionKind = (typeof INTERVENTION_KINDS)[keyof typeof INTERVENTION_KINDS];
export const INTERVENTION_LABELS: Record<InterventionKind, string> = {
  0: 'None',
  1: 'Video solution',
  2: 'Additional practice problem',
  3: 'Group instruction',
  4: 'Quick remedial lesson',
};
export type CfuFormat = (typeof CFU_FORMATS)[keyof typeof CFU_FORMATS];

/** The options a check-for-understanding offers, in order, as the values a student sends. */
export const CFU_OPTIONS: Record<CfuFormat, readonly { value: string; label: string }[]> = {
  0: [],
  1: [
    { value: '1', label: 'Thumbs up' },
    { value: '2', label: 'Thumbs down' },
  ],
  2: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
  3: [
    { value: 'true', label: 'True' },
    { value: 'false', label: 'False' },
  ],
  4: [
    { value: '1', label: 'Smile' },
    { value: '2', label: 'Neutral' },
    { value: '3', label: 'Sad' },
  ],
  5: ['A', 'B', 'C', 'D'].map((v) => ({ value: v, label: v })),
  6: ['A', 'B', 'C'].map((v) => ({ value: v, label: v })),
};
export const MOOD_OPTIONS = [
  { value: String(MOODS.happy), label: 'Happy' },
  { value: String(MOODS.neutral), label: 'Neutral' },
  { value: String(MOODS.cry), label: 'Sad' },
] as const;

/** A quick check on a slide. `correct` (optional) is one of the format's values; choices label ABCD/ABC. */
export const ZCfu = z.object({
  format: z.number().int().min(0).max(6),
  prompt: z.string().max(2_000),
  choices: z.array(z.string().max(500)).max(4).optional(),
  correct: z.string().max(8).optional(),
});
export type TCfu = z.infer<typeof ZCfu>;

/** A follow-up of a check: the slides (target 2) shown, and for interventions the re-check's questions. */
export const ZFollowUp = z.object({
  slideKeys: z.array(ZKey).max(20),
});

const component = <N extends number, S extends z.ZodRawShape>(kind: N, shape: S) =>
  z.object({ key: ZKey, kind: z.literal(kind), ...shape });

/** A scored check: warm up (no routing), checkpoint and exit ticket (routing by standard, decision 0031). */
const checkShape = {
  title: z.string().max(200),
  questions: z.array(ZQuestion).min(1).max(10),
  standardId: ZId.nullable(),
};
export const ZRoutedCheckShape = {
  ...checkShape,
  /** Slide type: Checkpoint 1, Skill Builder Checkpoint 2, Exit Ticket 3. */
  slideType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Where a score of 100 leads: the next skill's practice or enrichment. */
  pathway: ZFollowUp,
  /** What follows a lower score, and the re-check after it. */
  intervention: ZFollowUp.extend({
    kind: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    recheck: z.array(ZQuestion).max(5),
  }),
};

export const ZSlideComponent = z.discriminatedUnion('kind', [
  component(K.socialEmotional, {
    template: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    prompt: ZText(500),
  }),
  component(K.priorKnowledge, { title: z.string().max(200), body: ZBody, images: z.array(ZImage).max(4).default([]) }),
  component(K.yesNo, { prompt: ZText(2_000), correct: z.enum(['yes', 'no']).optional() }),
  component(K.trueFalse, { prompt: ZText(2_000), correct: z.enum(['true', 'false']).optional() }),
  component(K.checkpoint, ZRoutedCheckShape),
  component(K.exitTicket, ZRoutedCheckShape),
  component(K.presentationActivity, {
    title: z.string().max(200),
    body: ZBody,
    images: z.array(ZImage).max(4).default([]),
    cfu: ZCfu.optional(),
  }),
  component(K.warmUp, checkShape),
  component(K.video, {
    title: z.string().max(200),
    /** An uploaded video (/uploads/<key>.mp4|webm), or a YouTube or Vimeo embed (the save rule, decision 0035). */
    src: z.string().regex(LESSON_VIDEO_URL, MESSAGES.lessonMediaHost),
    /** Uploaded WebVTT captions, required for an uploaded video; empty for a YouTube or Vimeo player's own. */
    captionsSrc: z.string().regex(LESSON_CAPTIONS_URL, MESSAGES.lessonCaptionsUploaded),
  }),
]);
export type TSlideComponent = z.infer<typeof ZSlideComponent>;
export type TSlideComponentOf<N extends TSlideComponent['kind']> = Extract<TSlideComponent, { kind: N }>;
export type TRoutedCheck = TSlideComponentOf<5> | TSlideComponentOf<6>;
export type TScoredCheck = TRoutedCheck | TSlideComponentOf<8>;

export const ZSlide = z.object({
  key: ZKey,
  title: z.string().max(200),
  target: z.union([z.literal(1), z.literal(2)]),
  /** A page of an uploaded presentation, drawn under the components (My Clear Lessons). */
  background: ZImage.optional(),
  /** Spoken by read-aloud (type 6) and shown to the teacher only. */
  notes: z.string().max(4_000).optional(),
  components: z.array(ZSlideComponent).max(6),
});
export type TSlide = z.infer<typeof ZSlide>;

export const ZLessonContent = z.object({ slides: z.array(ZSlide).min(1).max(80) });
export type TLessonContent = z.infer<typeof ZLessonContent>;
// ---------------------------------------------------------------- the student's view (no answer keys)

type StudentComponentOf<C> = C extends { kind: 5 | 6 | 8 }
  ? Omit<C, 'questions' | 'pathway' | 'intervention'> & { questions: z.infer<typeof ZStudentQuestion>[] }
  : C extends { kind: 3 | 4 }
    ? Omit<C, 'correct'>
    : C extends { kind: 7 }
      ? Omit<C, 'cfu'> & { cfu?: Omit<TCfu, 'correct'> }
      : C;
export type TStudentSlideComponent = StudentComponentOf<TSlideComponent>;
export interface TStudentSlide {
  key: string;
  title: string;
  background?: { url: string; alt: string };
  components: TStudentSlideComponent[];
}
export const ZStudentSlide = z.custom<TStudentSlide>((v) => typeof v === 'object' && v !== null);
