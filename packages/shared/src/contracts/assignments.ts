// Assignments: assigning worksheets, the student player (attempts and responses), grading and results.
import { z } from 'zod';
import { FEEDBACK_OPTIONS } from '../enums';
import { MESSAGES } from '../messages';
import { ZResponse } from '../questions/responses';
import { SCORE_STATUSES } from '../questions/scoring';
import { ZId, ZIdParam } from './ids';

// Database ids are 32-bit serials (attempts and responses are bigserial but stay far below this).
const id = ZId;
const isoDate = z.iso.datetime({ offset: true });
const ZFeedbackOption = z.union([z.literal(FEEDBACK_OPTIONS.afterEachQuestion), z.literal(FEEDBACK_OPTIONS.atTheEnd)], {
  error: MESSAGES.chooseTeacherFirst,
});

// ---------------------------------------------------------------- assigning (teacher)

// The settings' fields without defaults: a change (PATCH) names only what it changes.
const settingsFields = {
  title: z.string().trim().min(1).max(200),
  feedbackOption: ZFeedbackOption,
  startsAt: isoDate,
  dueAt: isoDate.nullable(),
  readAloud: z.boolean(),
  shuffle: z.boolean(),
};

/** The settings a teacher chooses; they cannot change once a student has started (due date aside). */
export const ZAssignmentSettings = z.object({
  title: settingsFields.title.optional(),
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
const ZClassIds = z.array(id, { error: MESSAGES.selectClassFirst }).min(1, MESSAGES.selectClassFirst).max(50);
// classIds comes first so that, with several fields wrong, the first message is the spec's first check.
export const ZCreateAssignmentRequest = z.object({
  classIds: ZClassIds,
  ...ZAssignmentSettings.shape,
  worksheetId: id,
  studentIds: z.array(id).max(2000).optional(),
  /** Set when a teacher passes on a district or school assignment. */
  staffAssignmentId: id.optional(),
});
export type TCreateAssignmentRequest = z.input<typeof ZCreateAssignmentRequest>;

/** PATCH /api/v1/assignments/:id: settings (refused once started), due date (always), more students/classes. */
export const ZUpdateAssignmentRequest = z
  .object(settingsFields)
  .partial()
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
  /** What the caller may do with it (assignments.policy.ts): teachers change and grade; leaders only read. */
  abilities: z.object({ edit: z.boolean(), grade: z.boolean() }),
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

/** GET /api/v1/assignments?classId=&status=active|past&page= */
export const ZAssignmentListQuery = z.object({
  classId: ZIdParam.optional(),
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
  /** The grade of the class it came through ('K', '1'..'12'): how the student's scores are shown. */
  grade: z.string(),
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
export type TStudentAssignments = z.infer<typeof ZStudentAssignments>;

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
  /** The grade of the class it came through: how the student's scores are shown. */
  grade: z.string(),
  /** TStudentQuestion[] in the student's presentation order. */
  questions: z.array(z.record(z.string(), z.unknown())),
  currentQuestionId: id.nullable(),
  responses: z.record(
    z.string(),
    z.object({
      answer: ZResponse,
      clientSeq: z.number().int(),
      result: ZResponseResult.nullable(),
      /** Feedback option 1: the student checked this answer; it is locked and its result shown. */
      checked: z.boolean(),
    }),
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
});
export type TSaveResponseReply = z.infer<typeof ZSaveResponseReply>;

/**
 * POST /api/v1/student/attempts/:attemptId/questions/:questionId/check (feedback option 1, idempotent):
 * scores the stored answer, locks it (a later save of the question is refused) and returns its result. The
 * only way a result reaches the student before submitting: a save reply never carries one.
 */
export const ZCheckReply = z.object({
  questionId: id,
  /** The stored answer that was checked (the one the result scores). */
  clientSeq: z.number().int(),
  result: ZResponseResult,
});
export type TCheckReply = z.infer<typeof ZCheckReply>;

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
  /** The grade of the class it came through: how the student's scores are shown. */
  grade: z.string(),
  /** Null until submitted: a running score would tell which answer moved it (decision 0034). */
  score: z.number().nullable(),
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
  /** `No student completed the assignment` while nobody has submitted. */
  message: z.string().optional(),
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
export type TPendingGrading = z.infer<typeof ZPendingGrading>;

// ---------------------------------------------------------------- teacher replies (assigning, grading, results)

/** A reply that carries the notice to show (`Assignment added`, `Feedback added`, ...). */
export const ZNotice = z.object({ message: z.string() });

/** POST and PATCH /api/v1/assignments: the assignment as it now is, with the notice. */
export const ZAssignmentSaved = ZAssignmentSummary.extend({ message: z.string() });
export type TAssignmentSaved = z.infer<typeof ZAssignmentSaved>;

/** GET /api/v1/assignments: one page of the caller's assignments, newest first. */
export const ZAssignmentList = z.object({
  items: z.array(ZAssignmentSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the caller may assign (create) work: teachers only. */
  abilities: z.object({ create: z.boolean() }),
});
export type TAssignmentList = z.infer<typeof ZAssignmentList>;

/** GET /api/v1/assignments/:id: the summary and the question snapshot, answer keys included (teachers only). */
export const ZAssignmentDetail = ZAssignmentSummary.extend({
  staffAssignmentId: id.nullable(),
  /** TQuestion[] as assigned (with ids; passages inlined as `passage`). */
  questions: z.array(z.record(z.string(), z.unknown())),
});
export type TAssignmentDetail = z.infer<typeof ZAssignmentDetail>;

/** GET /api/v1/assignments/:id/code */
export const ZAssignmentCode = z.object({ id, accessCode: z.string() });

/** PUT /api/v1/responses/:id/grade and .../override: the response as now scored, the attempt's new totals. */
export const ZGradedResponse = z.object({
  responseId: id,
  attemptId: id,
  assignmentId: id,
  questionId: id,
  status: z.enum(SCORE_STATUSES),
  score: z.number(),
  maxScore: z.number(),
  gradingScaleId: id.nullable(),
  feedback: z.string().nullable(),
  overrideNote: z.string().nullable(),
  gradedAt: z.string().nullable(),
  attempt: z.object({
    score: z.number(),
    maxScore: z.number(),
    correctCount: z.number().int(),
    pendingCount: z.number().int(),
  }),
  message: z.string(),
});
export type TGradedResponse = z.infer<typeof ZGradedResponse>;

/** One question of a student's sheet for the teacher: the snapshot question (answers included) and the response. */
export const ZStudentSheetQuestion = ZSheetQuestion.extend({
  question: z.record(z.string(), z.unknown()),
  /** For grading and overrides; null when the student did not answer. */
  responseId: id.nullable(),
  overrideNote: z.string().nullable(),
  gradedAt: z.string().nullable(),
});

/** GET /api/v1/assignments/:id/results/students/:studentId: `Not attempted yet.` in `message` when not started. */
export const ZStudentSheet = z.object({
  assignmentId: id,
  student: z.object({ id, name: z.string() }),
  status: z.enum(['not_started', 'in_progress', 'submitted']),
  message: z.string().optional(),
  score: z.number().nullable(),
  maxScore: z.number(),
  submittedAt: z.string().nullable(),
  questions: z.array(ZStudentSheetQuestion),
});
export type TStudentSheet = z.infer<typeof ZStudentSheet>;

// ---------------------------------------------------------------- staff assignments: replies and accepting

export const STAFF_ASSIGNMENT_STATUSES = ['received', 'accepted'] as const;

/** A teacher who received a staff assignment, as the sending admin sees them. */
export const ZStaffAssignmentRecipient = z.object({
  id,
  name: z.string(),
  schoolId: id.nullable(),
  status: z.enum(STAFF_ASSIGNMENT_STATUSES),
  receivedAt: z.string(),
  acceptedAt: z.string().nullable(),
});

/** GET /api/v1/staff-assignments (the admin's school or district): each with its teachers' status. */
export const ZStaffAssignment = z.object({
  id,
  title: z.string(),
  worksheetId: id,
  worksheetTitle: z.string(),
  note: z.string(),
  level: z.enum(['district', 'school']),
  feedbackOption: z.number().int(),
  readAloud: z.boolean(),
  shuffle: z.boolean(),
  startsAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  /** Some teacher has accepted it: teachers can be added, no longer removed. */
  started: z.boolean(),
  teachers: z.array(ZStaffAssignmentRecipient),
});
export type TStaffAssignment = z.infer<typeof ZStaffAssignment>;
export const ZStaffAssignmentSaved = ZStaffAssignment.extend({ message: z.string() });

/** GET /api/v1/teacher/staff-assignments: what the teacher received, newest first. */
export const ZReceivedStaffAssignment = z.object({
  id,
  title: z.string(),
  worksheetId: id,
  worksheetTitle: z.string(),
  note: z.string(),
  level: z.enum(['district', 'school']),
  /** The district's or school's name. */
  from: z.string(),
  feedbackOption: z.number().int(),
  readAloud: z.boolean(),
  shuffle: z.boolean(),
  startsAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  status: z.enum(STAFF_ASSIGNMENT_STATUSES),
  receivedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The teacher's own assignments made from it. */
  assignmentIds: z.array(id),
});
export type TReceivedStaffAssignment = z.infer<typeof ZReceivedStaffAssignment>;

/**
 * POST /api/v1/staff-assignments/:id/accept: the teacher passes it on to classes (or chosen students). Settings
 * left out take the admin's.
 */
export const ZAcceptStaffAssignmentRequest = z.object({
  classIds: ZClassIds,
  studentIds: z.array(id).max(2000).optional(),
  feedbackOption: ZFeedbackOption.optional(),
  title: settingsFields.title.optional(),
  startsAt: isoDate.optional(),
  dueAt: isoDate.nullable().optional(),
  readAloud: z.boolean().optional(),
  shuffle: z.boolean().optional(),
});
export type TAcceptStaffAssignmentRequest = z.input<typeof ZAcceptStaffAssignmentRequest>;
