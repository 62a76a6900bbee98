// Routes (decision 0031): where a turned-in check sent the student, and the teacher's override.
import { z } from 'zod';
import { ZStudentQuestion } from '../../questions/student-view';
import { ZId } from '../ids';
import { ZStudentSlide } from './content';
import { ZKey } from './fields';

/** A student's route after a check (decision 0031). */
export const LESSON_ROUTES = ['pathway', 'intervention'] as const;
export type LessonRoute = (typeof LESSON_ROUTES)[number];

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

export const ZStudentRoutes = z.object({ routes: z.array(ZStudentRoute), turnedIn: z.array(z.string()) });

export const ZLessonOverride = z.object({
  studentId: ZId,
  componentKey: ZKey,
  route: z.enum(LESSON_ROUTES),
  interventionKind: z.number().int().min(0).max(4),
});
