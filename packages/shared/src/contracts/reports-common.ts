import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PERFORMANCE_LEVELS } from '../reports/levels';

// Pieces every report contract shares (crystal, usage, school and district): days, levels, score totals.

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isReportDay(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A day in a query string (a report's date range): YYYY-MM-DD, a real date, in the report time zone. */
export const ZReportDay = z.string().refine(isReportDay, MESSAGES.reportDateInvalid);

/** A range's start is on or before its end (either may be open). */
export const dateRangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

export const ZPerformanceLevel = z.enum(PERFORMANCE_LEVELS);
export const ZTrend = z.enum(['up', 'down', 'flat', 'none']);

export const ZLevelThresholds = z.object({
  approaches: z.number().int(),
  meets: z.number().int(),
  masters: z.number().int(),
});

/** How many students reach each level; `none`: students with no scored answer in the range. */
export const ZLevelCounts = z.object({
  did_not_meet: z.number().int(),
  approaches: z.number().int(),
  meets: z.number().int(),
  masters: z.number().int(),
  none: z.number().int(),
});
export type TLevelCounts = z.infer<typeof ZLevelCounts>;

/** Scored answers and what they earned; percent of points (one decimal) and its level, null with no answers. */
export const ZScoreTotals = z.object({
  items: z.number().int(),
  correct: z.number().int(),
  points: z.number(),
  maxPoints: z.number(),
  percent: z.number().nullable(),
  level: ZPerformanceLevel.nullable(),
});
export type TScoreTotals = z.infer<typeof ZScoreTotals>;
