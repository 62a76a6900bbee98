import { z } from 'zod';
import { ID_MAX } from '../contracts/ids';
import { SCORE_STATUSES } from '../questions/scoring';

// The realtime wire protocol (DESIGN section 5): JSON frames over one WebSocket, versioned by `v`.

export const REALTIME_PROTOCOL_VERSION = 1 as const;
export const REALTIME_PATH = '/api/v1/realtime';

/** The spec's realtime collections. Each maps to a room kind as its feature arrives
 * (ClearSheetAssignments and TeacherWorkSheetAssignments -> `assignment:<id>`, ClearLesson and
 * ClearLessonPathway -> `lesson-session:<id>`, MyClearLesson and MyClearLessonPathway -> the student's side). */
export const REALTIME_COLLECTIONS = [
  'ClearSheetAssignments',
  'TeacherWorkSheetAssignments',
  'ClearLesson',
  'ClearLessonPathway',
  'MyClearLesson',
  'MyClearLessonPathway',
] as const;

/** `lesson-session:<id>` is the teacher's and the projector's room (every answer); `lesson-stage:<id>` is what
 * students follow (the slide and the status, no answers). */
export const ROOM_KINDS = ['class', 'assignment', 'lesson-session', 'lesson-stage'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export interface ParsedRoom {
  kind: RoomKind;
  id: number;
}

const ROOM_RE = /^(class|assignment|lesson-session|lesson-stage):([1-9]\d{0,9})$/;

/** `class:12` -> {kind: 'class', id: 12}; anything else -> null. */
export function parseRoom(room: string): ParsedRoom | null {
  const m = ROOM_RE.exec(room);
  if (!m) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > ID_MAX) return null;
  return { kind: m[1] as RoomKind, id };
}

export function classRoom(classId: number): string {
  return `class:${classId}`;
}

export function assignmentRoom(assignmentId: number): string {
  return `assignment:${assignmentId}`;
}

export const lessonSessionRoom = (sessionId: number) => `lesson-session:${sessionId}`;
export const lessonStageRoom = (sessionId: number) => `lesson-stage:${sessionId}`;

const ZRoom = z.string().min(1).max(64);
const v = z.literal(REALTIME_PROTOCOL_VERSION);

export const ZClassRosterChanged = z.object({
  type: z.literal('class.roster.changed'),
  classId: z.number().int().positive(),
  activeStudents: z.number().int().min(0),
  at: z.string(),
});
/** A student's attempt changed (answer saved, position moved, submitted, graded): the live monitor's feed. */
export const ZAttemptChanged = z.object({
  type: z.literal('attempt.changed'),
  assignmentId: z.number().int().positive(),
  attemptId: z.number().int().positive(),
  studentId: z.number().int().positive(),
  /** The question saved or moved to; null for changes to the whole attempt (submit). */
  questionId: z.number().int().positive().nullable(),
  /** The saved response's status, or null when no response changed. */
  status: z.enum(SCORE_STATUSES).nullable(),
  attemptStatus: z.enum(['in_progress', 'submitted']),
  answeredCount: z.number().int().min(0),
  score: z.number(),
  at: z.string(),
  /** When the student last worked on the attempt. Sent with the student's own changes (save, move, submit);
   * absent when someone else changed it (a teacher's grade), which is not the student's activity. */
  lastActivityAt: z.string().optional(),
});
export type TAttemptChanged = z.infer<typeof ZAttemptChanged>;
/** The teacher moved, paused, resumed or ended the lesson, or showed or hid names (both lesson rooms). */
export const ZLessonSessionChanged = z.object({
  type: z.literal('lesson.session.changed'),
  sessionId: z.number().int().positive(),
  status: z.enum(['live', 'paused', 'ended']),
  slideIndex: z.number().int().min(0),
  showNames: z.boolean(),
  /** The students' stage (lesson-stage rooms only): the slide as they see it. */
  stage: z.unknown().optional(),
  at: z.string(),
});
/** A student joined, answered, or was routed (the teacher's room only). */
export const ZLessonActivity = z.object({
  type: z.literal('lesson.activity'),
  sessionId: z.number().int().positive(),
  student: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      pseudonym: z.string(),
      joinedAt: z.string().nullable(),
    })
    .optional(),
  responses: z.array(z.unknown()).optional(),
  routings: z.array(z.unknown()).optional(),
  at: z.string(),
});
/** Routes changed: each student of the stage reads their own again. */
export const ZLessonRoutesChanged = z.object({
  type: z.literal('lesson.routes.changed'),
  sessionId: z.number().int().positive(),
  routingVersion: z.number().int().min(0),
  studentIds: z.array(z.number().int().positive()),
});
export type TLessonSessionChanged = z.infer<typeof ZLessonSessionChanged>;
export type TLessonActivity = z.infer<typeof ZLessonActivity>;
export const ZRealtimeEvent = z.discriminatedUnion('type', [
  ZClassRosterChanged,
  ZAttemptChanged,
  ZLessonSessionChanged,
  ZLessonActivity,
  ZLessonRoutesChanged,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

export const ZClassRoomState = z.object({ classId: z.number().int(), activeStudents: z.number().int().min(0) });
export type TClassRoomState = z.infer<typeof ZClassRoomState>;

export const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('subscribe'), room: ZRoom }),
  z.object({ v, type: z.literal('unsubscribe'), room: ZRoom }),
  z.object({ v, type: z.literal('auth'), token: z.string().min(1).max(8192) }),
  z.object({ v, type: z.literal('ping') }),
]);
export type TClientMessage = z.infer<typeof ZClientMessage>;

export const REALTIME_ERROR_CODES = [
  'bad_message',
  'unauthorized',
  'token_expired',
  'forbidden',
  'bad_room',
  'not_found',
  /** Too many subscribes in a short time; a socket that keeps on is closed (4001). */
  'rate_limited',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export const ZServerMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('subscribed'), room: ZRoom }),
  z.object({ v, type: z.literal('snapshot'), room: ZRoom, state: z.unknown() }),
  z.object({ v, type: z.literal('event'), room: ZRoom, event: ZRealtimeEvent }),
  z.object({
    v,
    type: z.literal('error'),
    code: z.enum(REALTIME_ERROR_CODES),
    message: z.string(),
    room: ZRoom.optional(),
  }),
  z.object({ v, type: z.literal('pong') }),
  z.object({ v, type: z.literal('authenticated') }),
]);
export type TServerMessage = z.infer<typeof ZServerMessage>;

type Unversioned<T> = T extends unknown ? Omit<T, 'v'> : never;
export type ClientMessageBody = Unversioned<TClientMessage>;
export type ServerMessageBody = Unversioned<TServerMessage>;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A client frame, or null when it is not JSON, not this version, or not a known message. */
export function parseClientMessage(raw: string): TClientMessage | null {
  const r = ZClientMessage.safeParse(parseJson(raw));
  return r.success ? r.data : null;
}

export function parseServerMessage(raw: string): TServerMessage | null {
  const r = ZServerMessage.safeParse(parseJson(raw));
  return r.success ? r.data : null;
}

export function encodeMessage(body: ClientMessageBody | ServerMessageBody): string {
  return JSON.stringify({ v: REALTIME_PROTOCOL_VERSION, ...body });
}

// ---------------------------------------------------------------- the Clear Monitor (`assignment:<id>` rooms)

/** A student's attempt as the monitor shows it. */
export const MONITOR_STUDENT_STATUSES = ['not_started', 'in_progress', 'submitted'] as const;
export type TMonitorStudentStatus = (typeof MONITOR_STUDENT_STATUSES)[number];

/** One cell of the grid (a student on a question): the saved answer's status, or where the student is. */
export const MONITOR_CELL_STATUSES = [
  'not_started',
  'answering',
  'correct',
  'incorrect',
  'partial',
  'pending',
  'ungraded',
] as const;
export type TMonitorCellStatus = (typeof MONITOR_CELL_STATUSES)[number];

/** One row of the grid: a recipient of the assignment and their attempt (if started). */
export const ZMonitorStudent = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** A friendly name for a projected screen ("Hide names"): stable per student and assignment, never
   * derived from the name. */
  pseudonym: z.string(),
  attemptId: z.number().int().positive().nullable(),
  status: z.enum(MONITOR_STUDENT_STATUSES),
  /** The question the student is on (null before the first move or save). */
  currentQuestionId: z.number().int().positive().nullable(),
  answeredCount: z.number().int().min(0),
  score: z.number(),
  maxScore: z.number(),
  lastActivityAt: z.string().nullable(),
  /** The status of each saved answer by question id; questions without an answer are absent. */
  responses: z.record(z.string(), z.enum(SCORE_STATUSES)),
});
export type TMonitorStudent = z.infer<typeof ZMonitorStudent>;

/** How the class did on one question so far. */
export const ZMonitorQuestionFigures = z.object({
  questionId: z.number().int().positive(),
  /** Answers scored right or wrong (pending and not-graded answers are not counted). */
  scored: z.number().int().min(0),
  correct: z.number().int().min(0),
  /** The most given wrong (or partly right) answer as short text, with how many gave it. */
  commonWrong: z.object({ answer: z.string(), count: z.number().int().positive() }).nullable(),
});
export type TMonitorQuestionFigures = z.infer<typeof ZMonitorQuestionFigures>;

/** The `snapshot` state of an `assignment:<id>` room: everything the live grid needs. Staff only: the questions
 * carry their answer keys. */
export const ZMonitorState = z.object({
  assignmentId: z.number().int().positive(),
  title: z.string(),
  maxScore: z.number(),
  feedbackOption: z.number().int(),
  dueAt: z.string().nullable(),
  /** The server's clock when the state was read: lets the client judge idle time without trusting its own clock. */
  serverTime: z.string(),
  /** The assigned questions in the teacher's order (the assignment's snapshot, answer keys included). */
  questions: z.array(z.record(z.string(), z.unknown())),
  students: z.array(ZMonitorStudent),
  figures: z.array(ZMonitorQuestionFigures),
});
export type TMonitorState = z.infer<typeof ZMonitorState>;

/** GET /api/v1/monitor/assignments: an active assignment with its live counts. */
export const ZMonitorAssignment = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  classes: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  teacher: z.object({ id: z.number().int().positive(), name: z.string() }),
  questionCount: z.number().int().min(0),
  startsAt: z.string(),
  dueAt: z.string().nullable(),
  assigned: z.number().int().min(0),
  notStarted: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  submitted: z.number().int().min(0),
  /** The latest student activity on it, if any. */
  lastActivityAt: z.string().nullable(),
});
export type TMonitorAssignment = z.infer<typeof ZMonitorAssignment>;
export const ZMonitorAssignmentList = z.object({ items: z.array(ZMonitorAssignment), total: z.number().int() });
export type TMonitorAssignmentList = z.infer<typeof ZMonitorAssignmentList>;

/** A grid cell: the saved answer's status; else "answering" on the question the student is on (not yet
 * submitted), else not started. */
export function monitorCellStatus(
  student: Pick<TMonitorStudent, 'status' | 'currentQuestionId' | 'responses'>,
  questionId: number,
): TMonitorCellStatus {
  const saved = student.responses[String(questionId)];
  if (saved) return saved;
  if (student.status === 'in_progress' && student.currentQuestionId === questionId) return 'answering';
  return 'not_started';
}
