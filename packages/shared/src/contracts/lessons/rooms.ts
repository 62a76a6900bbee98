// The two rooms' snapshots (decision 0031): `lesson-session:<id>` for the teacher and projector, `lesson-stage:<id>`
// for students, and a student's own state.
import { z } from 'zod';
import { ZId } from '../ids';
import { ZLessonResponse, ZStudentLessonResponse } from './answers';
import { ZLessonContent, ZStudentSlide } from './content';
import { LESSON_KINDS } from './library';
import { ZLessonRouting, ZStudentRoute } from './routes';
import { LESSON_SESSION_STATUSES, ZLessonSessionStudent, ZLessonSessionSummary } from './sessions';

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
