import { z } from 'zod';
import { MESSAGES } from '../messages';
import { daysBetween } from '../reports/days';
import { ZId, ZIdParam } from './ids';
import { dateRangeInOrder, ZReportDay } from './reports-common';

// Usage and session reports (docs/decisions/0030): how much students use the product, from the usage rollups
// (sessions, time on task, answers, submissions, lessons per student and day) and, for one student's day, the
// activity events themselves. Days are report days (YYYY-MM-DD in the report time zone); weeks their Monday.

/** The longest range a usage report covers in one request (days). */
export const USAGE_MAX_RANGE_DAYS = 366;

/** What a student did, summed: one usage row. */
export const ZUsageMeasures = z.object({
  sessions: z.number().int(),
  /** Time on task in seconds (gaps between a student's events, each counted up to 5 minutes). */
  activeSeconds: z.number().int(),
  answers: z.number().int(),
  /** Assignments submitted. */
  submissions: z.number().int(),
  lessons: z.number().int(),
});
export type TUsageMeasures = z.infer<typeof ZUsageMeasures>;

const range = z.object({ from: ZReportDay, to: ZReportDay });

/** A range in order and at most USAGE_MAX_RANGE_DAYS long (either end may be left to the server's default). */
const rangeChecks = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema
    .refine(dateRangeInOrder, { message: MESSAGES.reportDateRange, path: ['from'] })
    .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < USAGE_MAX_RANGE_DAYS, {
      message: MESSAGES.usageRangeTooLong,
      path: ['from'],
    });

const classQuery = z.object({ classId: ZIdParam, from: ZReportDay.optional(), to: ZReportDay.optional() });

// GET /api/v1/reports/usage/students?classId=&from=&to= (and .csv)
export const ZStudentUsageQuery = rangeChecks(classQuery);

export const ZStudentUsageRow = ZUsageMeasures.extend({
  studentId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** Days in the range with any use. */
  activeDays: z.number().int(),
  /** The last day with any use, in the range or before it; null: never. */
  lastActive: ZReportDay.nullable(),
});

export const ZUsageDay = ZUsageMeasures.extend({ day: ZReportDay, activeStudents: z.number().int() });

export const ZStudentUsageReport = z.object({
  class: z.object({ id: ZId, name: z.string() }),
  range,
  /** Every student on the class roster now, by name; those with no use show zeros. */
  students: z.array(ZStudentUsageRow),
  totals: ZUsageMeasures.extend({ students: z.number().int(), activeStudents: z.number().int() }),
  /** Every day of the range, oldest first (days without use show zeros). */
  days: z.array(ZUsageDay),
});
export type TStudentUsageReport = z.infer<typeof ZStudentUsageReport>;
export type TStudentUsageRow = z.infer<typeof ZStudentUsageRow>;
export type TUsageDay = z.infer<typeof ZUsageDay>;

// GET /api/v1/reports/usage/student?classId=&studentId=&from=&to= (and .csv)
export const ZStudentUsageDetailQuery = rangeChecks(classQuery.extend({ studentId: ZIdParam }));

export const ZStudentUsageDetail = z.object({
  class: z.object({ id: ZId, name: z.string() }),
  student: z.object({ id: ZId, firstName: z.string(), lastName: z.string(), username: z.string() }),
  range,
  /** Days of the range with any use, newest first. */
  days: z.array(ZUsageMeasures.extend({ day: ZReportDay })),
  totals: ZUsageMeasures.extend({ activeDays: z.number().int() }),
  lastActive: ZReportDay.nullable(),
});
export type TStudentUsageDetail = z.infer<typeof ZStudentUsageDetail>;

// GET /api/v1/reports/usage/sessions?classId=&studentId=&day=
export const ZSessionDayQuery = z.object({ classId: ZIdParam, studentId: ZIdParam, day: ZReportDay });

/** How a session ended: signed out, timed out, or with neither recorded (the browser closed, say). */
export const SESSION_ENDINGS = ['signedOut', 'timedOut', 'none'] as const;

/** What the student did with one assignment during a session. */
export const ZSessionWork = z.object({
  assignmentId: ZId,
  /** Null when the assignment came through another class: the report names only this class's work. */
  title: z.string().nullable(),
  started: z.boolean(),
  answers: z.number().int(),
  submitted: z.boolean(),
  /** The score the attempt had when it was submitted (written answers count once graded). */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
});

export const ZSessionSummary = z.object({
  /** The first event (the sign-in, when the session began with one). */
  startedAt: z.string(),
  /** The sign-out or time-out, or else the last event. */
  endedAt: z.string(),
  /** Began with a sign-in (false: activity after a long pause, or carried over from the day before). */
  signedIn: z.boolean(),
  ending: z.enum(SESSION_ENDINGS),
  durationSeconds: z.number().int(),
  /** Time on task within the session, counted as the usage report counts it. */
  activeSeconds: z.number().int(),
  answers: z.number().int(),
  lessons: z.number().int(),
  work: z.array(ZSessionWork),
});

export const ZSessionDay = z.object({
  class: z.object({ id: ZId, name: z.string() }),
  student: z.object({ id: ZId, firstName: z.string(), lastName: z.string(), username: z.string() }),
  day: ZReportDay,
  /** The day's sessions, in time order. */
  sessions: z.array(ZSessionSummary),
  /** The day as the usage report counts it (from the rollup). */
  totals: ZUsageMeasures,
});
export type TSessionDay = z.infer<typeof ZSessionDay>;
export type TSessionSummary = z.infer<typeof ZSessionSummary>;

// GET /api/v1/reports/usage/schools?schoolId=&from=&to= (and .csv?view=schools|weeks)
const schoolQuery = z.object({
  /** District admins may narrow to one school; school leaders always see their own. */
  schoolId: ZIdParam.optional(),
  from: ZReportDay.optional(),
  to: ZReportDay.optional(),
});
export const ZSchoolUsageQuery = rangeChecks(schoolQuery);
export const ZSchoolUsageCsvQuery = rangeChecks(
  schoolQuery.extend({ view: z.enum(['schools', 'weeks']).default('schools') }),
);

/** A school's use over some days: the sums, and the school days counted for averages. */
export const ZSchoolUsageMeasures = ZUsageMeasures.extend({
  /** Students active on a day, summed over the days (a student active on three days counts three times). */
  studentDays: z.number().int(),
  /** Days with any use. */
  activeDays: z.number().int(),
});

export const ZSchoolUsageReport = z.object({
  scope: z.object({ kind: z.enum(['district', 'school']), name: z.string() }),
  range,
  /** The Mondays of the range's weeks, oldest first. */
  weeks: z.array(ZReportDay),
  schools: z.array(
    ZSchoolUsageMeasures.extend({
      schoolId: ZId,
      name: z.string(),
      /** Students on the school's class rosters now. */
      enrolled: z.number().int(),
      weeks: z.array(ZSchoolUsageMeasures.extend({ week: ZReportDay })),
    }),
  ),
  /** The scope's weeks (all its schools), oldest first. */
  totals: z.array(ZSchoolUsageMeasures.extend({ week: ZReportDay })),
});
export type TSchoolUsageReport = z.infer<typeof ZSchoolUsageReport>;
