import { z } from 'zod';
import { MESSAGES } from '../messages';
import { validThresholds } from '../reports/levels';
import { GRADES } from '../rosters';
import { idField, ZId, ZIdParam } from './ids';
import { dateRangeInOrder, ZLevelCounts, ZLevelThresholds, ZReportDay, ZScoreTotals, ZTrend } from './reports-common';

// School and district reports (spec /districtadmin/report and its subpages, /districtadmin/result,
// /schoolresult, /classresult): a district's schools side by side, a school's teachers and classes side by side,
// reporting categories, standards and a heat map across them, assignment results, level thresholds and
// coaching cycles. Every figure comes from the report rollups; every table also comes as CSV with the same rows.

// ---------------------------------------------------------------- filters

/** Grade and subject of the classes (and standards) counted, and a range of weeks (days; their weeks count). */
const filterFields = {
  grade: z.enum(GRADES).optional(),
  subjectId: ZIdParam.optional(),
  from: ZReportDay.optional(),
  to: ZReportDay.optional(),
};
const inOrder = { message: MESSAGES.reportDateRange, path: ['to'] };

/** The district's report (no school) or one school's (schoolId). */
export const ZScopeQuery = z
  .object({ ...filterFields, schoolId: ZIdParam.optional() })
  .refine(dateRangeInOrder, inOrder);
export type TScopeQuery = z.infer<typeof ZScopeQuery>;
export const ZScopeFilterQuery = z.object(filterFields).refine(dateRangeInOrder, inOrder);
export type TScopeFilterQuery = z.infer<typeof ZScopeFilterQuery>;
export const ZScopeDomainQuery = z
  .object({ ...filterFields, schoolId: ZIdParam.optional(), domainId: ZIdParam.optional() })
  .refine(dateRangeInOrder, inOrder);

/** The CSV of one table of a view: the view's own query and which table. */
export const SCOPE_TABLES = {
  school: ['teachers', 'classes'],
  class: ['students', 'assignments'],
  domains: ['domains', 'standards', 'units'],
  standard: ['units', 'weeks'],
  growth: ['classes', 'standards'],
} as const;
export const ZScopeSchoolCsvQuery = z
  .object({ ...filterFields, table: z.enum(SCOPE_TABLES.school) })
  .refine(dateRangeInOrder, inOrder);
export const ZScopeClassCsvQuery = z
  .object({ ...filterFields, table: z.enum(SCOPE_TABLES.class) })
  .refine(dateRangeInOrder, inOrder);
export const ZScopeDomainCsvQuery = z
  .object({
    ...filterFields,
    schoolId: ZIdParam.optional(),
    domainId: ZIdParam.optional(),
    table: z.enum(SCOPE_TABLES.domains),
  })
  .refine(dateRangeInOrder, inOrder);
export const ZScopeStandardCsvQuery = z
  .object({ ...filterFields, schoolId: ZIdParam.optional(), table: z.enum(SCOPE_TABLES.standard) })
  .refine(dateRangeInOrder, inOrder);
export const ZCoachingGrowthCsvQuery = z.object({ table: z.enum(SCOPE_TABLES.growth) });
export const SCOPE_ASSIGNMENT_KINDS = ['all', 'staff', 'teacher'] as const;
const assignmentsFields = {
  ...filterFields,
  schoolId: ZIdParam.optional(),
  kind: z.enum(SCOPE_ASSIGNMENT_KINDS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
export const ZScopeAssignmentsQuery = z.object(assignmentsFields).refine(dateRangeInOrder, inOrder);
export type TScopeAssignmentsQuery = z.infer<typeof ZScopeAssignmentsQuery>;

/** The filters as applied: from/to are the Mondays of the first and last week counted (null: all dates). */
export const ZScopeApplied = z.object({
  grade: z.string().nullable(),
  subjectId: ZId.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TScopeApplied = z.infer<typeof ZScopeApplied>;

/** Whose report: the district (units are its schools) or a school (units are its teachers or classes). */
export const ZScopeRef = z.object({
  kind: z.enum(['district', 'school']),
  id: ZId,
  name: z.string(),
  districtId: ZId,
});
export type TScopeRef = z.infer<typeof ZScopeRef>;

const head = { scope: ZScopeRef, filters: ZScopeApplied, thresholds: ZLevelThresholds };

// ---------------------------------------------------------------- figures

/** Assignments reaching the unit's classes in the range: students assigned, started, submitted, graded. */
export const ZParticipation = z.object({
  /** Assignments given to classes, one per class reached (an assignment sent to three classes counts three). */
  assignments: z.number().int(),
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
  /** Submitted of assigned, percent with one decimal (null: nothing assigned). */
  percentSubmitted: z.number().nullable(),
});
export type TParticipation = z.infer<typeof ZParticipation>;

/** This week's use (report week of today): daily active students on average over the days with use. */
export const ZWeekUsage = z.object({
  week: z.string(),
  dailyActive: z.number(),
  sessions: z.number().int(),
  activeSeconds: z.number().int(),
  answers: z.number().int(),
  submissions: z.number().int(),
});
export type TWeekUsage = z.infer<typeof ZWeekUsage>;

/** One unit side by side with the others: its students' results, levels, participation and trend. */
export const ZScopeFigures = z.object({
  /** Active students of the unit's classes (in the grade and subject filtered). */
  students: z.number().int(),
  score: ZScoreTotals,
  levels: ZLevelCounts,
  participation: ZParticipation,
  /** Weekly percents over the range (the last eight weeks when all dates). */
  trend: ZTrend,
});
export type TScopeFigures = z.infer<typeof ZScopeFigures>;

export const ZDistrictSchoolRow = ZScopeFigures.extend({
  id: ZId,
  name: z.string(),
  teachers: z.number().int(),
  usage: ZWeekUsage,
});
export type TDistrictSchoolRow = z.infer<typeof ZDistrictSchoolRow>;

/** GET /api/v1/reports/scope/district: every school of the caller's district side by side. */
export const ZDistrictReport = z.object({
  ...head,
  total: ZScopeFigures.extend({ teachers: z.number().int(), usage: ZWeekUsage }),
  schools: z.array(ZDistrictSchoolRow),
});
export type TDistrictReport = z.infer<typeof ZDistrictReport>;

export const ZSchoolTeacherRow = ZScopeFigures.extend({ id: ZId, name: z.string(), classes: z.number().int() });
export type TSchoolTeacherRow = z.infer<typeof ZSchoolTeacherRow>;
export const ZSchoolClassRow = ZScopeFigures.extend({
  id: ZId,
  name: z.string(),
  grade: z.string(),
  subject: z.string(),
  teachers: z.array(z.string()),
});
export type TSchoolClassRow = z.infer<typeof ZSchoolClassRow>;

/** GET /api/v1/reports/scope/schools/:id: the school's teachers side by side, and its classes. */
export const ZSchoolReport = z.object({
  ...head,
  total: ZScopeFigures.extend({ teachers: z.number().int(), usage: ZWeekUsage }),
  teachers: z.array(ZSchoolTeacherRow),
  classes: z.array(ZSchoolClassRow),
});
export type TSchoolReport = z.infer<typeof ZSchoolReport>;

/** One student of a class in the drill from a school: percent, level and trend over the range. */
export const ZScopeStudentRow = ZScoreTotals.extend({ id: ZId, name: z.string(), trend: ZTrend });
export type TScopeStudentRow = z.infer<typeof ZScopeStudentRow>;
export const ZScopeClassAssignmentRow = z.object({
  id: ZId,
  title: z.string(),
  staff: z.boolean(),
  startsAt: z.string(),
  dueAt: z.string().nullable(),
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
  percent: z.number().nullable(),
});
export type TScopeClassAssignmentRow = z.infer<typeof ZScopeClassAssignmentRow>;

/** GET /api/v1/reports/scope/classes/:id: a class in the drill (school -> class -> student). */
export const ZScopeClassReport = z.object({
  class: z.object({
    id: ZId,
    name: z.string(),
    grade: z.string(),
    subject: z.string(),
    schoolId: ZId,
    schoolName: z.string(),
    teachers: z.array(z.string()),
  }),
  filters: ZScopeApplied,
  thresholds: ZLevelThresholds,
  score: ZScoreTotals,
  levels: ZLevelCounts,
  students: z.array(ZScopeStudentRow),
  assignments: z.array(ZScopeClassAssignmentRow),
});
export type TScopeClassReport = z.infer<typeof ZScopeClassReport>;

// ---------------------------------------------------------------- standards

/** A unit (a school in the district's report, a class in a school's) on a domain or standard. */
export const ZScopeUnitScore = ZScoreTotals.extend({
  id: ZId,
  name: z.string(),
  /** Teachers of a class (empty for a school). */
  teachers: z.array(z.string()),
});
export type TScopeUnitScore = z.infer<typeof ZScopeUnitScore>;

export const ZScopeDomainRow = ZScoreTotals.extend({
  id: ZId,
  code: z.string(),
  name: z.string(),
  grade: z.string(),
  subject: z.string(),
  standards: z.number().int(),
  /** How many units (schools or classes) reach each level on it. */
  unitLevels: ZLevelCounts,
});
export type TScopeDomainRow = z.infer<typeof ZScopeDomainRow>;
export const ZScopeStandardRow = ZScoreTotals.extend({ id: ZId, code: z.string(), description: z.string() });
export type TScopeStandardRow = z.infer<typeof ZScopeStandardRow>;

/** GET /api/v1/reports/scope/domains: reporting categories across the units; one domain's detail when asked. */
export const ZScopeDomainSummary = z.object({
  ...head,
  unitKind: z.enum(['school', 'class']),
  domains: z.array(ZScopeDomainRow),
  domain: z
    .object({
      id: ZId,
      code: z.string(),
      name: z.string(),
      grade: z.string(),
      subject: z.string(),
      score: ZScoreTotals,
      standards: z.array(ZScopeStandardRow),
      units: z.array(ZScopeUnitScore),
    })
    .nullable(),
});
export type TScopeDomainSummary = z.infer<typeof ZScopeDomainSummary>;

/** GET /api/v1/reports/scope/standards/:id: one TEKS expectation across schools (or a school's classes). */
export const ZScopeStandardDetail = z.object({
  ...head,
  unitKind: z.enum(['school', 'class']),
  standard: z.object({
    id: ZId,
    code: z.string(),
    description: z.string(),
    grade: z.string(),
    subject: z.string(),
    domain: z.object({ id: ZId, code: z.string(), name: z.string() }),
  }),
  score: ZScoreTotals,
  weeks: z.array(ZScoreTotals.extend({ week: z.string() })),
  units: z.array(ZScopeUnitScore),
});
export type TScopeStandardDetail = z.infer<typeof ZScopeStandardDetail>;

/** GET /api/v1/reports/scope/heatmap: units by standards of one grade and subject, a level in each cell. */
export const ZScopeHeatmap = z.object({
  ...head,
  unitKind: z.enum(['school', 'class']),
  /** The grade and subject shown (the filter's, else those with the most answers). */
  grade: z.string().nullable(),
  subjectId: ZId.nullable(),
  subject: z.string().nullable(),
  standards: z.array(z.object({ id: ZId, code: z.string(), description: z.string(), domainCode: z.string() })),
  rows: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      /** One cell per standard, in the standards' order; null: no answers on it. */
      cells: z.array(
        z
          .object({ items: z.number().int(), percent: z.number().nullable(), level: ZScoreTotals.shape.level })
          .nullable(),
      ),
    }),
  ),
});
export type TScopeHeatmap = z.infer<typeof ZScopeHeatmap>;

// ---------------------------------------------------------------- assignment results

export const ZScopeAssignmentRow = ZScopeClassAssignmentRow.extend({
  schoolId: ZId,
  schoolName: z.string(),
  teacherName: z.string(),
  classes: z.number().int(),
});
export type TScopeAssignmentRow = z.infer<typeof ZScopeAssignmentRow>;

/** GET /api/v1/reports/scope/assignments: assignments across the district (or one school), newest first. */
export const ZScopeAssignments = z.object({
  scope: ZScopeRef,
  filters: ZScopeApplied,
  items: z.array(ZScopeAssignmentRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TScopeAssignments = z.infer<typeof ZScopeAssignments>;

// ---------------------------------------------------------------- level thresholds

/** PUT /api/v1/reports/settings/levels: whole percents, strictly rising, the highest at most 100. */
export const ZPutLevelThresholds = z
  .object({
    approaches: z.number({ error: MESSAGES.levelThresholdsInvalid }).int(MESSAGES.levelThresholdsInvalid),
    meets: z.number({ error: MESSAGES.levelThresholdsInvalid }).int(MESSAGES.levelThresholdsInvalid),
    masters: z.number({ error: MESSAGES.levelThresholdsInvalid }).int(MESSAGES.levelThresholdsInvalid),
  })
  .refine(validThresholds, { message: MESSAGES.levelThresholdsInvalid, path: ['approaches'] });
export type TPutLevelThresholds = z.infer<typeof ZPutLevelThresholds>;

/** GET /api/v1/reports/settings/levels: the caller's district's thresholds, and whether they may change them. */
export const ZLevelSettings = z.object({
  districtId: ZId,
  thresholds: ZLevelThresholds,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  canEdit: z.boolean(),
});
export type TLevelSettings = z.infer<typeof ZLevelSettings>;

// ---------------------------------------------------------------- coaching cycles

/** Standards a coaching cycle follows, at most. */
export const COACHING_MAX_STANDARDS = 12;

export const ZCoachingCycleInput = z.object({
  title: z.string().trim().min(1, MESSAGES.coachingTitleRequired).max(120),
  teacherId: idField(MESSAGES.coachingTeacherNotInSchool),
  standardIds: z
    .array(idField(MESSAGES.unknownStandard))
    .min(1, MESSAGES.coachingStandardsCount)
    .max(COACHING_MAX_STANDARDS, MESSAGES.coachingStandardsCount)
    .refine((ids) => new Set(ids).size === ids.length, MESSAGES.coachingStandardsCount),
  startsOn: ZReportDay,
});
export type TCoachingCycleInput = z.infer<typeof ZCoachingCycleInput>;
export const ZCoachingListQuery = z.object({ schoolId: ZIdParam.optional() });

export const ZCoachingCycle = z.object({
  id: ZId,
  schoolId: ZId,
  title: z.string(),
  coachId: ZId,
  coachName: z.string(),
  teacherId: ZId,
  teacherName: z.string(),
  standards: z.array(z.object({ id: ZId, code: z.string(), description: z.string() })),
  startsOn: z.string(),
  createdAt: z.string(),
  /** The caller runs this cycle (and so may change or end it). */
  canEdit: z.boolean(),
});
export type TCoachingCycle = z.infer<typeof ZCoachingCycle>;

export const ZCoachingCycles = z.object({
  school: z.object({ id: ZId, name: z.string() }),
  /** The caller may start a cycle in this school. */
  canCreate: z.boolean(),
  teachers: z.array(z.object({ id: ZId, name: z.string() })),
  cycles: z.array(ZCoachingCycle),
});
export type TCoachingCycles = z.infer<typeof ZCoachingCycles>;

const ZGrowthPoint = z.object({ week: z.string(), items: z.number().int(), percent: z.number().nullable() });
/** Before the start date against from it on: percents, and the change in points (null: a side has no answers). */
export const ZGrowth = z.object({
  before: ZScoreTotals,
  after: ZScoreTotals,
  growth: z.number().nullable(),
});
export type TGrowth = z.infer<typeof ZGrowth>;

/** GET /api/v1/reports/coaching-cycles/:id/growth: the teacher's classes on the cycle's standards. */
export const ZCoachingGrowth = z.object({
  cycle: ZCoachingCycle,
  thresholds: ZLevelThresholds,
  /** Mondays from eight weeks before the start to this week. */
  weeks: z.array(z.string()),
  total: ZGrowth.extend({ points: z.array(ZGrowthPoint) }),
  classes: z.array(ZGrowth.extend({ id: ZId, name: z.string(), points: z.array(ZGrowthPoint) })),
  standards: z.array(ZGrowth.extend({ id: ZId, code: z.string(), description: z.string() })),
});
export type TCoachingGrowth = z.infer<typeof ZCoachingGrowth>;
