import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { xid8 } from './activity';
import { districts, schools } from './geo';
import { users } from './users';

// Report rollups (docs/decisions/0030): kept current from activity_events by modules/reports/rollups, never
// written by anything else, and rebuilt whole from the raw rows by `rebuildRollups`. Days and weeks are
// school days in the report time zone (REPORT_TIME_ZONE, America/Chicago by default); a week is its Monday.
// Scores count only answers with a result (pending constructed responses count once graded).

const scoreColumns = {
  /** Answers with a result. */
  items: integer('items').notNull(),
  correct: integer('correct').notNull(),
  points: doublePrecision('points').notNull(),
  maxPoints: doublePrecision('max_points').notNull(),
};

/** One student's results on one standard on one day, through one class: the finest grain. */
export const reportStudentStandardDay = pgTable(
  'report_student_standard_day',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    standardId: integer('standard_id').notNull(),
    day: date('day').notNull(),
    schoolId: integer('school_id').notNull(),
    districtId: integer('district_id').notNull(),
    ...scoreColumns,
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classId, t.standardId, t.day] }),
    index('report_ssd_class_idx').on(t.classId, t.day),
    index('report_ssd_school_idx').on(t.schoolId, t.day),
  ],
);

/** One student's results per week through one class (growth, trends, levels over a date range). */
export const reportStudentWeek = pgTable(
  'report_student_week',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    week: date('week').notNull(),
    schoolId: integer('school_id').notNull(),
    districtId: integer('district_id').notNull(),
    ...scoreColumns,
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classId, t.week] }),
    index('report_sw_class_idx').on(t.classId, t.week),
    index('report_sw_school_idx').on(t.schoolId, t.week),
    index('report_sw_district_idx').on(t.districtId, t.week),
  ],
);

/** One student's results through one class over everything so far (the default range of every report). */
export const reportStudentTotal = pgTable(
  'report_student_total',
  {
    studentId: integer('student_id').notNull(),
    classId: integer('class_id').notNull(),
    schoolId: integer('school_id').notNull(),
    districtId: integer('district_id').notNull(),
    ...scoreColumns,
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classId] }),
    index('report_st_school_idx').on(t.schoolId),
    index('report_st_district_idx').on(t.districtId),
  ],
);

/**
 * A school's headline over everything so far (the district report's default view): its students' summed results and
 * how many reach each level, under the thresholds and with the deleted classes it was computed with. Those two
 * change without an activity event, so a row whose thresholds or deleted-classes stamp no longer match is stale:
 * the report computes that school from report_student_total instead, and the next refresh recomputes the row.
 */
export const reportSchoolLevels = pgTable(
  'report_school_levels',
  {
    schoolId: integer('school_id').primaryKey(),
    districtId: integer('district_id').notNull(),
    thApproaches: smallint('th_approaches').notNull(),
    thMeets: smallint('th_meets').notNull(),
    thMasters: smallint('th_masters').notNull(),
    /** md5 of the school's deleted class ids in order ('' when none): the classes left out of the figures. */
    deletedClasses: text('deleted_classes').notNull(),
    /** Students with a percent. */
    scored: integer('scored').notNull(),
    ...scoreColumns,
    didNotMeet: integer('did_not_meet').notNull(),
    approaches: integer('approaches').notNull(),
    meets: integer('meets').notNull(),
    masters: integer('masters').notNull(),
  },
  (t) => [index('report_sl_district_idx').on(t.districtId)],
);

/** A school's results on one standard per week (district heat maps, domain and standard summaries). */
export const reportSchoolStandardWeek = pgTable(
  'report_school_standard_week',
  {
    schoolId: integer('school_id').notNull(),
    standardId: integer('standard_id').notNull(),
    week: date('week').notNull(),
    districtId: integer('district_id').notNull(),
    ...scoreColumns,
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.standardId, t.week] }),
    index('report_sssw_district_idx').on(t.districtId, t.week),
  ],
);

/** Each class an assignment went to: who it reached, started, submitted, was graded; its scores. */
export const reportClassAssignment = pgTable(
  'report_class_assignment',
  {
    assignmentId: integer('assignment_id').notNull(),
    classId: integer('class_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
    schoolId: integer('school_id').notNull(),
    districtId: integer('district_id').notNull(),
    assigned: integer('assigned').notNull(),
    started: integer('started').notNull(),
    submitted: integer('submitted').notNull(),
    /** Submitted with nothing left to grade. */
    graded: integer('graded').notNull(),
    /** Constructed responses waiting for the teacher. */
    pending: integer('pending').notNull(),
    /** Over submitted attempts. */
    points: doublePrecision('points').notNull(),
    maxPoints: doublePrecision('max_points').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.classId] }),
    index('report_ca_class_idx').on(t.classId),
    index('report_ca_school_idx').on(t.schoolId, t.startsAt),
    index('report_ca_district_idx').on(t.districtId, t.startsAt),
  ],
);

/** One student's use of the product on one day: sign-ins, time on task, answers, submissions, lessons. */
export const reportStudentDayUsage = pgTable(
  'report_student_day_usage',
  {
    studentId: integer('student_id').notNull(),
    day: date('day').notNull(),
    schoolId: integer('school_id').notNull(),
    districtId: integer('district_id').notNull(),
    sessions: integer('sessions').notNull(),
    /** Time on task: the gaps between a student's consecutive events, each counted up to 5 minutes. */
    activeSeconds: integer('active_seconds').notNull(),
    answers: integer('answers').notNull(),
    submissions: integer('submissions').notNull(),
    lessons: integer('lessons').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day] }), index('report_sdu_school_idx').on(t.schoolId, t.day)],
);

/** A school's use per day (district usage per school and week reads this, never the student rows). */
export const reportSchoolDayUsage = pgTable(
  'report_school_day_usage',
  {
    schoolId: integer('school_id').notNull(),
    day: date('day').notNull(),
    districtId: integer('district_id').notNull(),
    activeStudents: integer('active_students').notNull(),
    sessions: integer('sessions').notNull(),
    activeSeconds: integer('active_seconds').notNull(),
    answers: integer('answers').notNull(),
    submissions: integer('submissions').notNull(),
    lessons: integer('lessons').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day] }), index('report_scdu_district_idx').on(t.districtId, t.day)],
);

/** Where the rollups have read activity_events up to: every event of a transaction below `watermark` is in. */
export const reportRollupState = pgTable(
  'report_rollup_state',
  {
    id: smallint('id').primaryKey(),
    watermark: xid8('watermark').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the rollups were last rebuilt from the raw rows; null: never (the server rebuilds them at start). */
    rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }),
  },
  (t) => [check('report_rollup_state_one_row', sql`${t.id} = 1`)],
);

/**
 * A district's Texas performance levels: the lowest percent that counts as Approaches, Meets and Masters Grade
 * Level (below Approaches: Did Not Meet). No row: the defaults in packages/shared reports (50, 70, 85).
 */
export const districtReportSettings = pgTable(
  'district_report_settings',
  {
    districtId: integer('district_id')
      .primaryKey()
      .references(() => districts.id, { onDelete: 'cascade' }),
    approaches: smallint('approaches').notNull(),
    meets: smallint('meets').notNull(),
    masters: smallint('masters').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'district_report_settings_order',
      sql`0 < ${t.approaches} and ${t.approaches} < ${t.meets} and ${t.meets} < ${t.masters} and ${t.masters} <= 100`,
    ),
  ],
);

/**
 * A coaching cycle: an instructional coach (or another school leader) follows one teacher's classes on a few
 * standards from a start date, to see growth before and after. A table, not a preference: a cycle belongs to
 * the school (its leaders read every cycle of it, the principal sees the coach's), a coach keeps several, and
 * the teacher and standards it names must stay checkable ids, not free JSON.
 */
export const coachingCycles = pgTable(
  'coaching_cycles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    districtId: integer('district_id').notNull(),
    /** Who runs the cycle (and alone may change or end it). */
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    standardIds: integer('standard_ids').array().notNull(),
    startsOn: date('starts_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coaching_cycles_school_idx').on(t.schoolId, t.startsOn),
    check('coaching_cycles_standards', sql`cardinality(${t.standardIds}) between 1 and 12`),
  ],
);
