import { z } from 'zod';
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

export const ROOM_KINDS = ['class', 'assignment', 'lesson-session'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export interface ParsedRoom {
  kind: RoomKind;
  id: number;
}

const ROOM_RE = /^(class|assignment|lesson-session):([1-9]\d{0,9})$/;

/** `class:12` -> {kind: 'class', id: 12}; anything else -> null. */
export function parseRoom(room: string): ParsedRoom | null {
  const m = ROOM_RE.exec(room);
  if (!m) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { kind: m[1] as RoomKind, id };
}

export function classRoom(classId: number): string {
  return `class:${classId}`;
}

export function assignmentRoom(assignmentId: number): string {
  return `assignment:${assignmentId}`;
}

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
});
export type TAttemptChanged = z.infer<typeof ZAttemptChanged>;
export const ZRealtimeEvent = z.discriminatedUnion('type', [ZClassRosterChanged, ZAttemptChanged]);
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
