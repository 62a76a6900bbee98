// Assignments: assigning worksheets, the student player (attempts and responses), grading and results.
import { z } from 'zod';
import { FEEDBACK_OPTIONS } from '../enums';
import { MESSAGES } from '../messages';
import { ZResponse } from '../questions/responses';
import { SCORE_STATUSES } from '../questions/scoring';

const id = z.number().int().positive();
const isoDate = z.iso.datetime({ offset: true });
const ZFeedbackOption = z.union([z.literal(FEEDBACK_OPTIONS.afterEachQuestion), z.literal(FEEDBACK_OPTIONS.atTheEnd)], {
  error: MESSAGES.chooseTeacherFirst,
});

// ---------------------------------------------------------------- assigning (teacher)

/** The settings a teacher chooses; they cannot change once a student has started (due date aside). */
export const ZAssignmentSettings = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  feedbackOption: ZFeedbackOption,
  startsAt: isoDate.optional(),
  dueAt: isoDate.nullable().optional(),
  readAloud: z.boolean().default(true),
  shuffle: z.boolean().default(false),
});

/**
 * POST /api/v1/assignments: a worksheet to whole classes (`classIds`), or to chosen students of those
 * classes (`studentIds`, the student range). `Please select class first` when no class is chosen.
 */
export const ZCreateAssignmentRequest = ZAssignmentSettings.extend({
  worksheetId: id,
  classIds: z.array(id, { error: MESSAGES.selectClassFirst }).min(1, MESSAGES.selectClassFirst).max(50),
  studentIds: z.array(id).max(2000).optional(),
  /** Set when a teacher passes on a district or school assignment. */
  staffAssignmentId: id.optional(),
});
export type TCreateAssignmentRequest = z.input<typeof ZCreateAssignmentRequest>;

/** PATCH /api/v1/assignments/:id: settings (refused once started), due date (always), more students/classes. */
export const ZUpdateAssignmentRequest = ZAssignmentSettings.partial()
  .extend({ addClassIds: z.array(id).max(50).optional(), addStudentIds: z.array(id).max(2000).optional() })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type TUpdateAssignmentRequest = z.input<typeof ZUpdateAssignmentRequest>;

export const ZAssignmentProgress = z.object({
  assigned: z.number().int(),
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  submitted: z.number().int(),
  pendingGrading: z.number().int(),
  /** Mean score of submitted attempts as a percentage, or null when none. */
  averagePercent: z.number().nullable(),
});

/** An assignment in the teacher's list and detail. */
export const ZAssignmentSummary = z.object({
  id,
  title: z.string(),
  worksheetId: id,
  accessCode: z.string(),
  feedbackOption: z.number().int(),
  readAloud: z.boolean(),
  shuffle: z.boolean(),
  startsAt: z.string(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  classes: z.array(z.object({ id, name: z.string() })),
  progress: ZAssignmentProgress,
  /** A student has started: settings are locked. */
  started: z.boolean(),
  teacher: z.object({ id, name: z.string() }),
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

/** GET /api/v1/assignments?classId=&status=active|past&page= */
export const ZAssignmentListQuery = z.object({
  classId: z.coerce.number().int().positive().optional(),
  status: z.enum(['active', 'past', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

// ---------------------------------------------------------------- staff assignments (admins -> teachers)

/** POST /api/v1/staff-assignments: a district or school admin sends a worksheet to teachers. */
export const ZCreateStaffAssignmentRequest = ZAssignmentSettings.extend({
  worksheetId: id,
  teacherIds: z.array(id).min(1, 'Choose at least one teacher').max(2000),
  note: z.string().trim().max(2000).default(''),
});
/** PATCH /api/v1/staff-assignments/:id { teacherIds }: the full new list (removals refused once started). */
export const ZUpdateStaffAssignmentTeachers = z.object({ teacherIds: z.array(id).min(1).max(2000) });

// ---------------------------------------------------------------- the student

/** One assignment on the student's home. */
export const ZStudentAssignment = z.object({
  id,
  title: z.string(),
  teacherName: z.string(),
  className: z.string(),
  questionCount: z.number().int(),
  startsAt: z.string(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  status: z.enum(['not_started', 'in_progress', 'submitted']),
  answeredCount: z.number().int(),
  /** After submission: score and max, and how many answers wait for the teacher. */
  score: z.number().nullable(),
  maxScore: z.number(),
  pendingCount: z.number().int(),
});
export type TStudentAssignment = z.infer<typeof ZStudentAssignment>;

/** GET /api/v1/student/assignments: to do (due soonest first), in progress, done. */
export const ZStudentAssignments = z.object({
  todo: z.array(ZStudentAssignment),
  inProgress: z.array(ZStudentAssignment),
  done: z.array(ZStudentAssignment),
});

/** The scored state of one saved answer as the student may see it (depends on the feedback option). */
export const ZResponseResult = z.object({
  status: z.enum(SCORE_STATUSES),
  score: z.number(),
  maxScore: z.number(),
  perPart: z.array(z.object({ id: z.string(), correct: z.boolean() })).optional(),
  /** The full-marks answer, shown as feedback (feedback option 1 after each answer; option 2 after submit). */
  correctResponse: ZResponse.nullable().optional(),
  feedback: z.string().nullable().optional(),
});
export type TResponseResult = z.infer<typeof ZResponseResult>;

/**
 * POST /api/v1/student/assignments/:id/attempt: starts or resumes. Questions are the student view (no
 * answer keys); `responses` are the saved answers keyed by question id, with results when the feedback
 * option allows.
 */
export const ZAttemptState = z.object({
  attemptId: id,
  assignmentId: id,
  title: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  feedbackOption: z.number().int(),
  readAloud: z.boolean(),
  /** TStudentQuestion[] in the student's presentation order. */
  questions: z.array(z.record(z.string(), z.unknown())),
  currentQuestionId: id.nullable(),
  responses: z.record(
    z.string(),
    z.object({ answer: ZResponse, clientSeq: z.number().int(), result: ZResponseResult.nullable() }),
  ),
});
export type TAttemptState = z.infer<typeof ZAttemptState>;

/**
 * PUT /api/v1/student/attempts/:attemptId/responses/:questionId: idempotent. `clientId` (uuid) names this
 * write; `clientSeq` (increasing per attempt in the browser) orders writes, so a retry or a late write never
 * replaces a newer answer. Any score the client sends is ignored.
 */
export const ZSaveResponseRequest = z.object({
  clientId: z.uuid(),
  clientSeq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  answer: ZResponse,
});
export const ZSaveResponseReply = z.object({
  questionId: id,
  clientSeq: z.number().int(),
  /** False when a newer write was already stored (this one changed nothing). */
  applied: z.boolean(),
  savedAt: z.string(),
  /** Only with feedback option 1. */
  result: ZResponseResult.nullable(),
});
export type TSaveResponseReply = z.infer<typeof ZSaveResponseReply>;

/** PUT /api/v1/student/attempts/:attemptId/position { questionId }: where the student is, to resume there. */
export const ZPositionRequest = z.object({ questionId: id });

/** One question on the summary (student) and in a student's sheet (teacher). */
export const ZSheetQuestion = z.object({
  questionId: id,
  number: z.number().int(),
  answerType: z.number().int(),
  answered: z.boolean(),
  answer: ZResponse.nullable(),
  result: ZResponseResult.nullable(),
});

/** GET /api/v1/student/attempts/:attemptId/summary and POST .../submit: score and per-question results. */
export const ZAttemptSummary = z.object({
  attemptId: id,
  assignmentId: id,
  title: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  submittedAt: z.string().nullable(),
  score: z.number(),
  maxScore: z.number(),
  pendingCount: z.number().int(),
  questions: z.array(ZSheetQuestion.extend({ question: z.record(z.string(), z.unknown()) })),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummary>;

// ---------------------------------------------------------------- grading and results (teacher)

/** PUT /api/v1/responses/:id/grade: a constructed response graded with a scale level and feedback. */
export const ZGradeResponseRequest = z.object({
  score: z.number().min(0).max(100),
  gradingScaleId: id.optional(),
  feedback: z.string().trim().max(5000).default(''),
});
/** PUT /api/v1/responses/:id/override: any automatic score replaced, with the teacher's reason. */
export const ZOverrideScoreRequest = z.object({
  score: z.number().min(0).max(100),
  note: z.string().trim().min(1, 'Say why the score changes').max(2000),
});

/** GET /api/v1/assignments/:id/grading-queue: constructed responses waiting, oldest first. */
export const ZGradingQueueItem = z.object({
  responseId: id,
  studentId: id,
  studentName: z.string(),
  questionId: id,
  questionNumber: z.number().int(),
  text: z.string(),
  maxScore: z.number(),
  gradingScaleId: id.nullable(),
  savedAt: z.string(),
});

/** GET /api/v1/assignments/:id/results */
export const ZAssignmentResults = z.object({
  assignment: ZAssignmentSummary,
  students: z.array(
    z.object({
      studentId: id,
      name: z.string(),
      classId: id,
      status: z.enum(['not_started', 'in_progress', 'submitted']),
      score: z.number().nullable(),
      maxScore: z.number(),
      percent: z.number().nullable(),
      answeredCount: z.number().int(),
      pendingCount: z.number().int(),
      submittedAt: z.string().nullable(),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: id,
      number: z.number().int(),
      answerType: z.number().int(),
      prompt: z.string(),
      standardCode: z.string().nullable(),
      answeredCount: z.number().int(),
      /** Share of answers fully correct (0..1), null when nobody answered. */
      correctShare: z.number().nullable(),
      /** The most given answers with how many gave each (text summary of the answer). */
      topAnswers: z.array(z.object({ answer: z.string(), count: z.number().int(), correct: z.boolean() })),
    }),
  ),
});
export type TAssignmentResults = z.infer<typeof ZAssignmentResults>;

/** GET /api/v1/teacher/pending-grading: how many constructed responses wait across the teacher's assignments. */
export const ZPendingGrading = z.object({
  count: z.number().int(),
  assignments: z.array(z.object({ id, title: z.string(), count: z.number().int() })),
});
