// My Clear Lessons (decision 0031): a teacher's own lessons, built from uploaded pages, shared with their school or not.
import { z } from 'zod';
import { ZLessonContent } from './content';
import { ZText } from './fields';
import { ZLessonCard } from './library';

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
