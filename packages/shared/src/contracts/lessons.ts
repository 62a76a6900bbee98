// Live lessons (Clear Lessons and My Clear Lessons): the lesson model, the live session's state and the
// student's side. Decision 0031 records what the spec left open (targets, routing, the rooms).
import { z } from 'zod';
import { type CFU_FORMATS, MOODS, SLIDE_COMPONENT_KINDS } from '../enums';
import { MESSAGES } from '../messages';
import { ZQuestion } from '../questions/answer-types';
import { ZStudentQuestion } from '../questions/student-view';
import { ID_MAX, ZId, ZIdParam } from './ids';

const K = SLIDE_COMPONENT_KINDS;
const ZKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use 1-64 lower-case letters, digits or dashes');
const ZText = (max: number) => z.string().trim().min(1).max(max);
/** Slide text: Markdown with $TeX$ (the question UI's renderer). */
const ZBody = z.string().max(20_000);
/** Pictures come from this install only, as for questions (uploads or the library's rendered images). */
const ZImage = z.object({
  url: z.string().regex(/^\/(uploads|library|lesson-pages)\/[A-Za-z0-9/_-]{1,200}\.(png|jpe?g)$/),
  alt: z.string().max(500),
});

// ---------------------------------------------------------------- the lesson model

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

export const LESSON_KINDS = ['clear', 'my'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A lesson on a library card. */
export const ZLessonCard = z.object({
  id: ZId,
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  description: z.string(),
  grade: z.string().nullable(),
  subject: z.string().nullable(),
  domain: z.object({ code: z.string(), name: z.string() }).nullable(),
  standards: z.array(z.object({ id: ZId, code: z.string(), description: z.string() })),
  slideCount: z.number().int(),
  checkCount: z.number().int(),
  minutes: z.number().int(),
});
export type TLessonCard = z.infer<typeof ZLessonCard>;
export const ZLessonList = z.object({ items: z.array(ZLessonCard), total: z.number().int() });
export type TLessonList = z.infer<typeof ZLessonList>;
export const ZLessonListQuery = z.object({
  /** One grade or several, comma-separated ("4,5"). */
  grade: z.string().max(40).optional(),
  domain: z.string().max(16).optional(),
  standard: z.string().max(32).optional(),
  q: z.string().max(100).optional(),
});

/** A lesson to teach: the card and every slide with its answer keys (teachers only). */
export const ZLessonDetail = ZLessonCard.extend({
  content: ZLessonContent,
  canLaunch: z.boolean(),
  /** A My Clear Lesson of the caller's own (they may change, share and delete it). */
  canEdit: z.boolean(),
  /** A My Clear Lesson shared with its owner's school. */
  shared: z.boolean(),
  owner: z.string().nullable(),
});

/** A My Clear Lesson as the teacher writes it: built from uploaded pages (each page a slide's background), with
 * checks and questions added to any slide. */
export const ZMyLessonInput = z.object({
  title: ZText(200),
  description: z.string().trim().max(2_000).default(''),
  grade: z.enum(['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']).nullable().default(null),
  content: ZLessonContent,
});
export type TMyLessonInput = z.infer<typeof ZMyLessonInput>;
export const ZMyLessonShare = z.object({ shared: z.boolean() });
/** My Clear Lessons: the teacher's own and those shared in their school. */
export const ZMyLessonList = z.object({
  items: z.array(ZLessonCard.extend({ mine: z.boolean(), shared: z.boolean(), owner: z.string().nullable() })),
  total: z.number().int(),
  /** The caller's school shares lessons, but an admin has not confirmed their place there yet (decision 0035). */
  schoolSharesAwaitConfirmation: z.boolean(),
});
export type TMyLessonList = z.infer<typeof ZMyLessonList>;
export type TLessonDetail = z.infer<typeof ZLessonDetail>;

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

// ---------------------------------------------------------------- live sessions

export const LESSON_SESSION_STATUSES = ['live', 'paused', 'ended'] as const;
export type LessonSessionStatus = (typeof LESSON_SESSION_STATUSES)[number];
/** A student's route after a check (decision 0031). */
export const LESSON_ROUTES = ['pathway', 'intervention'] as const;
export type LessonRoute = (typeof LESSON_ROUTES)[number];

export const ZLaunchLesson = z.object({ classIds: z.array(ZId).min(1).max(10) });
export const ZLessonSessionSummary = z.object({
  id: ZId,
  lessonId: ZId,
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  accessCode: z.string(),
  status: z.enum(LESSON_SESSION_STATUSES),
  slideIndex: z.number().int().min(0),
  slideCount: z.number().int(),
  showNames: z.boolean(),
  classes: z.array(z.object({ id: ZId, name: z.string() })),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type TLessonSessionSummary = z.infer<typeof ZLessonSessionSummary>;

/** One saved answer: `itemKey` is `cfu`, `mood`, a question's id, or `recheck:<id>`. */
export const ZLessonResponse = z.object({
  studentId: ZId,
  componentKey: z.string(),
  itemKey: z.string(),
  value: z.unknown(),
  status: z.enum(['correct', 'incorrect', 'partial', 'ungraded', 'pending']).nullable(),
  score: z.number(),
  maxScore: z.number(),
  at: z.string(),
});
export type TLessonResponse = z.infer<typeof ZLessonResponse>;
/** A saved answer as its student sees it: what they answered, never how it was judged. A student learns how a check
 * went from its route, once turned in (decision 0034); a quick check's or warm up's result is the teacher's. */
export const ZStudentLessonResponse = ZLessonResponse.pick({
  componentKey: true,
  itemKey: true,
  value: true,
  at: true,
});
export type TStudentLessonResponse = z.infer<typeof ZStudentLessonResponse>;

/** A student's route after one check. */
export const ZLessonRouting = z.object({
  studentId: ZId,
  componentKey: z.string(),
  standardId: ZId.nullable(),
  score: z.number(),
  route: z.enum(LESSON_ROUTES),
  interventionKind: z.number().int().min(0).max(4),
  overridden: z.boolean(),
  recheckScore: z.number().nullable(),
});
export type TLessonRouting = z.infer<typeof ZLessonRouting>;

export const ZLessonSessionStudent = z.object({
  id: ZId,
  name: z.string(),
  pseudonym: z.string(),
  joinedAt: z.string().nullable(),
});

/** The `lesson-session:<id>` room's snapshot: the teacher's and the projector's whole picture. */
export const ZLessonSessionState = z.object({
  session: ZLessonSessionSummary,
  content: ZLessonContent,
  students: z.array(ZLessonSessionStudent),
  responses: z.array(ZLessonResponse),
  routings: z.array(ZLessonRouting),
  serverTime: z.string(),
});
export type TLessonSessionState = z.infer<typeof ZLessonSessionState>;

/** The `lesson-stage:<id>` room's snapshot and event: what every student follows. */
export const ZLessonStage = z.object({
  sessionId: ZId,
  status: z.enum(LESSON_SESSION_STATUSES),
  slideIndex: z.number().int().min(0),
  slideCount: z.number().int(),
  slide: ZStudentSlide,
  /** Bumped when routes change: the student reads their own again. */
  routingVersion: z.number().int().min(0),
});
export type TLessonStage = z.infer<typeof ZLessonStage>;

/** A follow-up as the routed student sees it. */
export const ZStudentRoute = z.object({
  componentKey: z.string(),
  checkTitle: z.string(),
  score: z.number(),
  route: z.enum(LESSON_ROUTES),
  interventionKind: z.number().int(),
  slides: z.array(ZStudentSlide),
  recheck: z.array(ZStudentQuestion),
  recheckScore: z.number().nullable(),
});
export type TStudentRoute = z.infer<typeof ZStudentRoute>;

/** GET /api/v1/student/lessons/sessions/:id: the stage, the student's own answers and routes. */
export const ZStudentLessonState = z.object({
  stage: ZLessonStage,
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  responses: z.array(ZStudentLessonResponse),
  routes: z.array(ZStudentRoute),
  /** The checks the student turned in (`recheck:<key>` for a re-check): locked, maybe waiting for a grade. */
  turnedIn: z.array(z.string()),
});
export type TStudentLessonState = z.infer<typeof ZStudentLessonState>;

/** A lesson a student's class is in now (one click to join). */
export const ZStudentLessonInvite = z.object({
  sessionId: ZId,
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  teacher: z.string(),
  className: z.string(),
  status: z.enum(LESSON_SESSION_STATUSES),
  startedAt: z.string(),
});
export const ZStudentLessonInvites = z.object({ items: z.array(ZStudentLessonInvite) });
export type TStudentLessonInvites = z.infer<typeof ZStudentLessonInvites>;

export const ZJoinLesson = z.object({ code: z.string().trim().min(1).max(16) });
export const ZLessonAnswer = z.object({
  componentKey: ZKey,
  itemKey: z.string().regex(/^(cfu|mood|\d{1,4}|recheck:\d{1,4})$/),
  value: z.unknown(),
  /** Increases with each change the device makes; an older one never overwrites a newer save (int4 column). */
  clientSeq: z.number().int().min(0).max(ID_MAX),
});
export type TLessonAnswer = z.infer<typeof ZLessonAnswer>;

/** Turn in a routed check (or, with recheck, its re-check). */
export const ZSubmitCheck = z.object({ componentKey: ZKey, recheck: z.boolean().default(false) });
export const ZStudentRoutes = z.object({ routes: z.array(ZStudentRoute), turnedIn: z.array(z.string()) });

export const ZLessonControl = z.discriminatedUnion('action', [
  z.object({ action: z.literal('goto'), slideIndex: z.number().int().min(0).max(200) }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('end') }),
  z.object({ action: z.literal('showNames'), showNames: z.boolean() }),
]);
export type TLessonControl = z.infer<typeof ZLessonControl>;
export const ZLessonOverride = z.object({
  studentId: ZId,
  componentKey: ZKey,
  route: z.enum(LESSON_ROUTES),
  interventionKind: z.number().int().min(0).max(4),
});
export const ZLessonComplete = z.object({ rating: z.number().int().min(1).max(5) });

// ---------------------------------------------------------------- lesson reports

const ZStandardRef = z.object({ id: ZId, code: z.string(), description: z.string() });
const ZOptionCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** A session in the lesson summary list. */
export const ZLessonReportRow = z.object({
  session: ZLessonSessionSummary,
  teacher: z.string(),
  enrolled: z.number().int(),
  joined: z.number().int(),
  /** The average of the routed checks' scores (null before any). */
  averageScore: z.number().nullable(),
});
export const ZLessonReportList = z.object({ items: z.array(ZLessonReportRow), total: z.number().int() });
export type TLessonReportList = z.infer<typeof ZLessonReportList>;
export const ZLessonReportQuery = z.object({
  kind: z.enum(LESSON_KINDS).optional(),
  classId: ZIdParam.optional(),
  schoolId: ZIdParam.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** One scored check of the session: how the class did, and where the intervention took the students it routed. */
export const ZLessonReportCheck = z.object({
  componentKey: z.string(),
  title: z.string(),
  kind: z.number().int(),
  standard: ZStandardRef.nullable(),
  scored: z.number().int(),
  averageScore: z.number().nullable(),
  at100: z.number().int(),
  interventionKind: z.number().int().nullable(),
  routedToIntervention: z.number().int(),
  rechecked: z.number().int(),
  /** Students the intervention moved to 100 on the re-check. */
  movedTo100: z.number().int(),
});
export const ZLessonReportStandard = z.object({
  standard: ZStandardRef,
  scored: z.number().int(),
  averageScore: z.number().nullable(),
  at100: z.number().int(),
  routedToIntervention: z.number().int(),
  movedTo100: z.number().int(),
});
export const ZLessonReportQuickCheck = z.object({
  componentKey: z.string(),
  prompt: z.string(),
  format: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int().nullable(),
  tally: z.array(ZOptionCount),
});
export const ZLessonReportStudent = z.object({
  id: ZId,
  name: z.string(),
  joined: z.boolean(),
  mood: z.string().nullable(),
  quickChecksAnswered: z.number().int(),
  /** Each scored check's score by component key (absent: not finished). */
  scores: z.record(z.string(), z.number()),
  routes: z.array(ZLessonRouting.omit({ studentId: true })),
});
export const ZLessonReport = z.object({
  session: ZLessonSessionSummary,
  teacher: z.string(),
  enrolled: z.number().int(),
  joined: z.number().int(),
  checks: z.array(ZLessonReportCheck),
  standards: z.array(ZLessonReportStandard),
  quickChecks: z.array(ZLessonReportQuickCheck),
  moods: z.array(ZOptionCount),
  students: z.array(ZLessonReportStudent),
});
export type TLessonReport = z.infer<typeof ZLessonReport>;

// ---------------------------------------------------------------- grading written answers (/teacher/gradelessonresult)

/** The teacher's sessions with written answers waiting for a grade. */
export const ZLessonGradingQueue = z.object({
  count: z.number().int(),
  sessions: z.array(
    z.object({
      id: ZId,
      title: z.string(),
      kind: z.enum(LESSON_KINDS),
      startedAt: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type TLessonGradingQueue = z.infer<typeof ZLessonGradingQueue>;

/** One written answer of a session, with its question (sample answer and grading scale) and its grade so far. */
export const ZLessonGradable = z.object({
  studentId: ZId,
  student: z.string(),
  componentKey: z.string(),
  checkTitle: z.string(),
  itemKey: z.string(),
  question: ZQuestion,
  value: z.unknown(),
  status: z.enum(['correct', 'incorrect', 'partial', 'ungraded', 'pending']).nullable(),
  score: z.number(),
  maxScore: z.number(),
  feedback: z.string().nullable(),
});
export type TLessonGradable = z.infer<typeof ZLessonGradable>;
export const ZLessonGrading = z.object({ session: ZLessonSessionSummary, items: z.array(ZLessonGradable) });
export type TLessonGrading = z.infer<typeof ZLessonGrading>;
export const ZLessonGrade = z.object({
  studentId: ZId,
  componentKey: ZKey,
  itemKey: z.string().regex(/^(\d{1,4}|recheck:\d{1,4})$/),
  score: z.number().min(0).max(100),
  feedback: z.string().trim().max(5_000).default(''),
});
