import { z } from 'zod';
import { MESSAGES } from '../messages';
import { GRADES } from '../rosters';
import { ZId, ZIdParam } from './ids';
import { dateRangeInOrder, ZLevelCounts, ZLevelThresholds, ZReportDay, ZScoreTotals, ZTrend } from './reports-common';

// The crystal report (the teacher's class report, spec /teacher/report and its subpages) and the lesson
// crystal report: one class, narrowed by the filters below; every table it shows also comes as CSV.

/** The filters of every crystal report view: a class, and optionally a small group (a subset of its students),
 * the grade and subject of the standards, a date range (days in the report time zone) and one assignment. */
const crystalFilterFields = {
  classId: ZIdParam,
  groupId: ZIdParam.optional(),
  grade: z.enum(GRADES).optional(),
  subjectId: ZIdParam.optional(),
  from: ZReportDay.optional(),
  to: ZReportDay.optional(),
  assignmentId: ZIdParam.optional(),
};
const inOrder = { message: MESSAGES.reportDateRange, path: ['to'] };

/** How the overview lists its students (preference kind 20, the spec's "crystal report" kind, keeps the choice):
 * by name, lowest or highest percent first (no results last), or declining trends first. */
export const CRYSTAL_STUDENT_ORDERS = ['name', 'lowest', 'highest', 'declining'] as const;
export type TCrystalStudentOrder = (typeof CRYSTAL_STUDENT_ORDERS)[number];
const studentOrderField = { order: z.enum(CRYSTAL_STUDENT_ORDERS).optional() };

export const ZCrystalQuery = z
  .object({ ...crystalFilterFields, ...studentOrderField })
  .refine(dateRangeInOrder, inOrder);
export type TCrystalQuery = z.infer<typeof ZCrystalQuery>;
export const ZCrystalDomainQuery = z
  .object({ ...crystalFilterFields, domainId: ZIdParam })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalStandardQuery = z
  .object({ ...crystalFilterFields, standardId: ZIdParam })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalStudentQuery = z
  .object({ ...crystalFilterFields, studentId: ZIdParam })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalOptionsQuery = z.object({ classId: ZIdParam });

/** The tables each view exports (GET .../<view>.csv?table=...): the same rows, order and values as on screen. */
export const CRYSTAL_TABLES = {
  overview: ['levels', 'domains', 'assignments', 'students'],
  domain: ['levels', 'standards', 'students'],
  standard: ['items', 'students', 'wrongAnswers'],
  student: ['domains', 'standards', 'weeks'],
} as const;
export type TCrystalView = keyof typeof CRYSTAL_TABLES;
export type TCrystalTable<V extends TCrystalView> = (typeof CRYSTAL_TABLES)[V][number];

/** Each view's CSV query: its filters and which of its tables. */
export const ZCrystalOverviewCsvQuery = z
  .object({ ...crystalFilterFields, ...studentOrderField, table: z.enum(CRYSTAL_TABLES.overview) })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalDomainCsvQuery = z
  .object({ ...crystalFilterFields, domainId: ZIdParam, table: z.enum(CRYSTAL_TABLES.domain) })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalStandardCsvQuery = z
  .object({ ...crystalFilterFields, standardId: ZIdParam, table: z.enum(CRYSTAL_TABLES.standard) })
  .refine(dateRangeInOrder, inOrder);
export const ZCrystalStudentCsvQuery = z
  .object({ ...crystalFilterFields, studentId: ZIdParam, table: z.enum(CRYSTAL_TABLES.student) })
  .refine(dateRangeInOrder, inOrder);

const ZClassRef = z.object({ id: ZId, name: z.string(), grade: z.string(), subject: z.string() });
const ZNamed = z.object({ id: ZId, name: z.string() });

/** The filters as applied (null: not narrowed). */
export const ZCrystalApplied = z.object({
  groupId: ZId.nullable(),
  grade: z.string().nullable(),
  subjectId: ZId.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  assignmentId: ZId.nullable(),
});

const reportHead = {
  class: ZClassRef,
  filters: ZCrystalApplied,
  thresholds: ZLevelThresholds,
};

/** A reporting category (domain) with the class's results on it. */
export const ZCrystalDomainRow = ZScoreTotals.extend({
  id: ZId,
  code: z.string(),
  name: z.string(),
  grade: z.string(),
});

export const ZCrystalStudentRow = ZScoreTotals.extend({ id: ZId, name: z.string(), trend: ZTrend });

export const ZCrystalAssignmentRow = z.object({
  id: ZId,
  title: z.string(),
  startsAt: z.string(),
  dueAt: z.string().nullable(),
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
  /** Percent of points over submitted attempts. */
  percent: z.number().nullable(),
});

/** GET /api/v1/reports/crystal: the class's overall score, levels, domains, recent assignments and students. */
export const ZCrystalOverview = z.object({
  ...reportHead,
  overall: ZScoreTotals.extend({ students: z.number().int() }),
  levels: ZLevelCounts,
  domains: z.array(ZCrystalDomainRow),
  recentAssignments: z.array(ZCrystalAssignmentRow),
  students: z.array(ZCrystalStudentRow),
});
export type TCrystalOverview = z.infer<typeof ZCrystalOverview>;

export const ZCrystalStandardRow = ZScoreTotals.extend({
  id: ZId,
  code: z.string(),
  description: z.string(),
  domainId: ZId,
  /** Students of the class below Approaches on this standard. */
  studentsBelow: z.number().int(),
});

export const ZCrystalStudentResult = ZScoreTotals.extend({ id: ZId, name: z.string() });

/** GET /api/v1/reports/crystal/domain: one reporting category: mastery, its standards, students below Approaches. */
export const ZCrystalDomainSummary = z.object({
  ...reportHead,
  domain: z.object({ id: ZId, code: z.string(), name: z.string(), grade: z.string() }),
  mastery: ZScoreTotals,
  levels: ZLevelCounts,
  standards: z.array(ZCrystalStandardRow),
  studentsBelow: z.array(ZCrystalStudentResult),
});
export type TCrystalDomainSummary = z.infer<typeof ZCrystalDomainSummary>;

/** One question that assessed the standard, in one of the class's assignments. */
export const ZCrystalItemRow = z.object({
  assignmentId: ZId,
  assignmentTitle: z.string(),
  questionId: ZId,
  /** Its number in the assignment. */
  number: z.number().int(),
  prompt: z.string(),
  answerType: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Percent of the class's answers that were correct. */
  percentCorrect: z.number().nullable(),
});

export const ZCrystalWrongAnswer = z.object({
  assignmentId: ZId,
  questionId: ZId,
  number: z.number().int(),
  /** The answer as text (choices by their text, typed answers normalised). */
  answer: z.string(),
  count: z.number().int(),
});

/** GET /api/v1/reports/crystal/standard: one TEKS expectation: its items, each student, the common wrong answers. */
export const ZCrystalStandardDetails = z.object({
  ...reportHead,
  standard: z.object({
    id: ZId,
    code: z.string(),
    description: z.string(),
    domain: z.object({ id: ZId, code: z.string(), name: z.string() }),
  }),
  mastery: ZScoreTotals,
  levels: ZLevelCounts,
  items: z.array(ZCrystalItemRow),
  students: z.array(ZCrystalStudentResult),
  wrongAnswers: z.array(ZCrystalWrongAnswer),
});
export type TCrystalStandardDetails = z.infer<typeof ZCrystalStandardDetails>;

/** GET /api/v1/reports/crystal/student: one student's domains, standards and weekly growth. */
export const ZCrystalStudentDetail = z.object({
  ...reportHead,
  student: ZNamed,
  overall: ZScoreTotals,
  trend: ZTrend,
  domains: z.array(ZCrystalDomainRow),
  standards: z.array(ZCrystalStandardRow.omit({ studentsBelow: true })),
  /** Weeks (their Monday) with scored answers, oldest first. */
  weeks: z.array(ZScoreTotals.extend({ week: z.string() })),
});
export type TCrystalStudentDetail = z.infer<typeof ZCrystalStudentDetail>;

/** GET /api/v1/reports/crystal/options: what the filters offer for a class (what its data allows). */
export const ZCrystalOptions = z.object({
  class: ZClassRef,
  groups: z.array(ZNamed),
  grades: z.array(z.string()),
  subjects: z.array(ZNamed),
  assignments: z.array(z.object({ id: ZId, title: z.string(), startsAt: z.string() })),
});
export type TCrystalOptions = z.infer<typeof ZCrystalOptions>;

/** GET /api/v1/reports/lesson-crystal: the crystal report over live lessons' checks (none exist yet). */
export const ZLessonCrystalOverview = z.object({
  ...reportHead,
  lessonsCompleted: z.number().int(),
  overall: ZScoreTotals.extend({ students: z.number().int() }),
  levels: ZLevelCounts,
  domains: z.array(ZCrystalDomainRow),
  /** Each TEKS expectation the lessons' checks assessed. */
  standards: z.array(ZScoreTotals.extend({ id: ZId, code: z.string(), description: z.string() })),
  students: z.array(ZCrystalStudentRow),
  /** Set while the class has no lesson results. */
  message: z.string().optional(),
});
export type TLessonCrystalOverview = z.infer<typeof ZLessonCrystalOverview>;

/** The filters saved per user (preference kind 8) and restored on the next visit. */
export const ZCrystalSavedFilters = z.object({
  classId: ZId.optional(),
  groupId: ZId.optional(),
  grade: z.string().optional(),
  subjectId: ZId.optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  assignmentId: ZId.optional(),
});
export type TCrystalSavedFilters = z.infer<typeof ZCrystalSavedFilters>;
