// Live answers (decision 0031): saved as the student works, turned in, and written ones graded by the teacher
// (/teacher/gradelessonresult).
import { z } from 'zod';
import { ZQuestion } from '../../questions/answer-types';
import { ID_MAX, ZId } from '../ids';
import { ZKey } from './fields';
import { LESSON_KINDS } from './library';
import { ZLessonSessionSummary } from './sessions';

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
