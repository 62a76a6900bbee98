import { z } from 'zod';
import { ZId, ZIdParam } from './ids';
import { ZLevelThresholds, ZPerformanceLevel, ZReportDay } from './reports-common';

// Dashboards (docs/decisions/0030): what each role's home shows beyond its lists, from the report rollups.
// The teacher's: classes needing attention and recent results (the home's grading and open work come from
// the teacher home and pending-grading reads). Leaders' and district admins': their scope's headline figures
// over the last seven days against the seven before (docs/decisions/0041), and eight weeks of history.

/** How far back the teacher's dashboard looks: the last 4 or 8 weeks, or every date. Saved in preference 22. */
export const DASHBOARD_RANGES = ['4w', '8w', 'all'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];
export const ZDashboardRange = z.enum(DASHBOARD_RANGES);

// GET /api/v1/dashboards/teacher?range=
export const ZTeacherDashboardQuery = z.object({ range: ZDashboardRange.default('4w') });

export const ZAttentionStandard = z.object({
  standardId: ZId,
  code: z.string(),
  description: z.string(),
  percent: z.number(),
});

/** A class with at least one standard below Approaches in the range. */
export const ZAttentionClass = z.object({
  classId: ZId,
  name: z.string(),
  /** The class's percent of points over every standard in the range. */
  percent: z.number().nullable(),
  level: ZPerformanceLevel.nullable(),
  /** Standards with results in the range, and those of them below Approaches. */
  standardsScored: z.number().int(),
  standardsBelow: z.number().int(),
  /** The lowest standards below Approaches, lowest first (at most three). */
  lowest: z.array(ZAttentionStandard),
});

/** An assignment with hand-ins, newest first. */
export const ZRecentResult = z.object({
  assignmentId: ZId,
  title: z.string(),
  classId: ZId,
  className: z.string(),
  assigned: z.number().int(),
  submitted: z.number().int(),
  /** Answers still waiting for the teacher. */
  pending: z.number().int(),
  /** Percent of points over the submitted attempts; null while nothing has a score. */
  percent: z.number().nullable(),
  level: ZPerformanceLevel.nullable(),
  /** The latest hand-in. */
  lastSubmittedAt: z.string().nullable(),
});

export const ZTeacherDashboard = z.object({
  range: z.object({ key: ZDashboardRange, from: ZReportDay.nullable(), to: ZReportDay }),
  thresholds: ZLevelThresholds,
  /** The teacher's classes with results in the range (0: nothing to judge yet). */
  classesScored: z.number().int(),
  classesNeedingAttention: z.array(ZAttentionClass),
  recentResults: z.array(ZRecentResult),
  /** What the dashboard may link to (crystalReport: cs_crystal_inner_report, view). */
  abilities: z.object({ crystalReport: z.boolean() }),
});
export type TTeacherDashboard = z.infer<typeof ZTeacherDashboard>;
export type TAttentionClass = z.infer<typeof ZAttentionClass>;
export type TRecentResult = z.infer<typeof ZRecentResult>;

// GET /api/v1/dashboards/scope?schoolId=
export const ZScopeDashboardQuery = z.object({ schoolId: ZIdParam.optional() });

/**
 * The headline figures, in the order a home shows them: students active on an average day with use, answers,
 * the average score (percent of points on standards), the share of student results (a student's seven days in a
 * class) at Meets or above, and participation (hand-ins of the assignments due).
 */
export const HEADLINE_FIGURES = [
  'activeStudents',
  'answers',
  'averagePercent',
  'meetsOrAbove',
  'participation',
] as const;
export type THeadlineKey = (typeof HEADLINE_FIGURES)[number];

export const ZHeadlineFigure = z.object({
  key: z.enum(HEADLINE_FIGURES),
  /** count: people or answers; percent: 0-100. */
  unit: z.enum(['count', 'percent']),
  /** The last seven days (today so far included); null when there is nothing to measure. */
  current: z.number().nullable(),
  /** The seven days before them (participation: up to the same moment a week ago). */
  previous: z.number().nullable(),
  /** current - previous (null when either is null). */
  change: z.number().nullable(),
  direction: z.enum(['up', 'down', 'flat', 'none']),
  /** What the figure is out of, when it has one (students active on an average day: the scope's students). */
  outOf: z.number().int().nullable(),
});
export type THeadlineFigure = z.infer<typeof ZHeadlineFigure>;

export const ZScopeWeek = z.object({
  week: ZReportDay,
  answers: z.number().int(),
  activeSeconds: z.number().int(),
  /** Students active per day, summed over the week's days. */
  studentDays: z.number().int(),
  averagePercent: z.number().nullable(),
});

export const ZScopeDashboard = z.object({
  scope: z.object({ kind: z.enum(['district', 'school']), id: ZId, name: z.string() }),
  /** The days compared: from..to (the last seven, to is today) against previousFrom..previousTo. */
  period: z.object({ from: ZReportDay, to: ZReportDay, previousFrom: ZReportDay, previousTo: ZReportDay }),
  thresholds: ZLevelThresholds,
  figures: z.array(ZHeadlineFigure),
  /** The last eight weeks, oldest first (this week last). */
  weeks: z.array(ZScopeWeek),
});
export type TScopeDashboard = z.infer<typeof ZScopeDashboard>;
export type TScopeWeek = z.infer<typeof ZScopeWeek>;
