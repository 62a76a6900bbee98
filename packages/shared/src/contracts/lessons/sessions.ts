// Live sessions (decision 0031): launching, the session's summary, who may join, and the teacher's controls.
import { z } from 'zod';
import { ZId } from '../ids';
import { LESSON_KINDS } from './library';

export const LESSON_SESSION_STATUSES = ['live', 'paused', 'ended'] as const;
export type LessonSessionStatus = (typeof LESSON_SESSION_STATUSES)[number];
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

export const ZLessonSessionStudent = z.object({
  id: ZId,
  name: z.string(),
  pseudonym: z.string(),
  joinedAt: z.string().nullable(),
});

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
export const ZLessonControl = z.discriminatedUnion('action', [
  z.object({ action: z.literal('goto'), slideIndex: z.number().int().min(0).max(200) }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('end') }),
  z.object({ action: z.literal('showNames'), showNames: z.boolean() }),
]);
export type TLessonControl = z.infer<typeof ZLessonControl>;
export const ZLessonComplete = z.object({ rating: z.number().int().min(1).max(5) });
