// The Clear Lessons library: lesson cards, the library's filters and a lesson to teach.
import { z } from 'zod';
import { ZId } from '../ids';
import { ZLessonContent } from './content';

export const LESSON_KINDS = ['clear', 'my'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A lesson on a library card. */
export const ZLessonCard = z.object({
  id: ZId,
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  description: z.string(),
  grade: z.string().nullable(),
  subject: z.string().nullable(),
  domain: z.object({ code: z.string(), name: z.string() }).nullable(),
  standards: z.array(z.object({ id: ZId, code: z.string(), description: z.string() })),
  slideCount: z.number().int(),
  checkCount: z.number().int(),
  minutes: z.number().int(),
});
export type TLessonCard = z.infer<typeof ZLessonCard>;
export const ZLessonList = z.object({ items: z.array(ZLessonCard), total: z.number().int() });
export type TLessonList = z.infer<typeof ZLessonList>;
export const ZLessonListQuery = z.object({
  /** One grade or several, comma-separated ("4,5"). */
  grade: z.string().max(40).optional(),
  domain: z.string().max(16).optional(),
  standard: z.string().max(32).optional(),
  q: z.string().max(100).optional(),
});

/** A lesson to teach: the card and every slide with its answer keys (teachers only). */
export const ZLessonDetail = ZLessonCard.extend({
  content: ZLessonContent,
  canLaunch: z.boolean(),
  /** A My Clear Lesson of the caller's own (they may change, share and delete it). */
  canEdit: z.boolean(),
  /** A My Clear Lesson shared with its owner's school. */
  shared: z.boolean(),
  owner: z.string().nullable(),
});

export type TLessonDetail = z.infer<typeof ZLessonDetail>;
