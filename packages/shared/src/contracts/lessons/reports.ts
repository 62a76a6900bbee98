// Lesson reports: the summary list of sessions and one session's report.
import { z } from 'zod';
import { ZId, ZIdParam } from '../ids';
import { LESSON_KINDS } from './library';
import { ZLessonRouting } from './routes';
import { ZLessonSessionSummary } from './sessions';

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
