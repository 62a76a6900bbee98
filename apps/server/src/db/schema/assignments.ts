import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gradingScales, worksheets } from './content';
import { districts, schools } from './geo';
import { classes } from './rosters';
import { users } from './users';

/**
 * An admin's assignment to teachers (district or school assignment): teachers receive it, accept it and
 * pass it on to their classes as an ordinary assignment.
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Exactly one of district or school: who sent it. */
    districtId: integer('district_id').references(() => districts.id),
    schoolId: integer('school_id').references(() => schools.id),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    feedbackOption: smallint('feedback_option').notNull().default(2),
    readAloud: boolean('read_aloud').notNull().default(true),
    shuffle: boolean('shuffle').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_assignments_district_idx').on(t.districtId),
    index('staff_assignments_school_idx').on(t.schoolId),
  ],
);

/** A teacher who received a staff assignment: 'received', then 'accepted' once passed on to classes. */
export const staffAssignmentTeachers = pgTable(
  'staff_assignment_teachers',
  {
    staffAssignmentId: integer('staff_assignment_id')
      .notNull()
      .references(() => staffAssignments.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.staffAssignmentId, t.teacherId] }),
    index('staff_assignment_teachers_teacher_idx').on(t.teacherId),
    check('staff_assignment_teachers_status_check', sql`${t.status} in ('received','accepted')`),
  ],
);

/**
 * A worksheet given to classes or chosen students. `questions` is a snapshot of the worksheet's questions
 * (each with its id) taken when assigned, so later studio edits never change what students answer or
 * how it was scored.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffAssignmentId: integer('staff_assignment_id').references(() => staffAssignments.id),
    title: text('title').notNull(),
    /** Unique short code students may type to open the assignment. */
    accessCode: text('access_code').notNull().unique(),
    /** 1 feedback after each question, 2 at the end. */
    feedbackOption: smallint('feedback_option').notNull(),
    readAloud: boolean('read_aloud').notNull().default(true),
    shuffle: boolean('shuffle').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** TQuestion[] (shared schema, with ids and passages inlined as `passage`) at assign time. */
    questions: jsonb('questions').notNull(),
    questionCount: smallint('question_count').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('assignments_teacher_idx').on(t.teacherId),
    index('assignments_school_idx').on(t.schoolId),
    check('assignments_feedback_option_check', sql`${t.feedbackOption} in (1, 2)`),
  ],
);

/** The classes an assignment went to (for listings); recipients are in assignment_students. */
export const assignmentClasses = pgTable(
  'assignment_classes',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.classId] }), index('assignment_classes_class_idx').on(t.classId)],
);

/** Each student an assignment reaches, through which class. */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('assignment_students_student_idx').on(t.studentId),
  ],
);

/**
 * One student's work on one assignment. Totals move with every save, so they always agree with the responses;
 * `pendingCount` counts constructed responses waiting for the teacher. `results` keeps each answered
 * question's result on this row (see `AttemptResults`), so a save reads and locks the attempt alone
 * (docs/decisions/0026).
 */
/** An attempt's per-question results, kept by the save and rebuilt from the responses by a recompute. */
export type AttemptResults = Record<string, [status: string, score: number, clientSeq: number, checked: boolean]>;

export const attempts = pgTable(
  'attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('in_progress'),
    /** Question id the student is on, so they resume there. */
    currentQuestionId: integer('current_question_id'),
    /** The presentation order the student saw (shuffle), fixed at start. */
    questionOrder: jsonb('question_order'),
    score: doublePrecision('score').notNull().default(0),
    maxScore: doublePrecision('max_score').notNull().default(0),
    answeredCount: smallint('answered_count').notNull().default(0),
    correctCount: smallint('correct_count').notNull().default(0),
    pendingCount: smallint('pending_count').notNull().default(0),
    /** By question id: [status, score, clientSeq, checked] of the response that stands. */
    results: jsonb('results').$type<AttemptResults>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attempts_assignment_student_key').on(t.assignmentId, t.studentId),
    index('attempts_student_idx').on(t.studentId),
    check('attempts_status_check', sql`${t.status} in ('in_progress','submitted')`),
  ],
);

/**
 * A student's answer to one question. Writes are idempotent: `clientId` names the write and `clientSeq`
 * orders them, so a retried or late write never replaces a newer one. The score is computed by the server
 * with the shared rules (`status` is a TScoreStatus); a teacher's grade or override sets `gradedBy`.
 */
export const responses = pgTable(
  'responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: bigint('attempt_id', { mode: 'number' })
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The standard the question assessed when assigned (from the snapshot; reports group by it). */
    standardId: integer('standard_id'),
    answer: jsonb('answer').notNull(),
    status: text('status').notNull(),
    score: doublePrecision('score').notNull().default(0),
    maxScore: doublePrecision('max_score').notNull().default(0),
    /** Which parts were right (ordering items, blanks, cells, drop-downs). */
    perPart: jsonb('per_part'),
    clientId: uuid('client_id').notNull(),
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull(),
    /** How many times the student changed this answer. */
    attemptCount: smallint('attempt_count').notNull().default(1),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    gradingScaleId: integer('grading_scale_id').references(() => gradingScales.id),
    feedback: text('feedback'),
    /** A teacher's reason for overriding an automatic score. */
    overrideNote: text('override_note'),
    gradedBy: integer('graded_by').references(() => users.id),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    feedbackSeenAt: timestamp('feedback_seen_at', { withTimezone: true }),
    /** Feedback option 1: when the student pressed Check and saw the result; the answer is locked from then. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('responses_attempt_question_key').on(t.attemptId, t.questionId),
    index('responses_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
  ],
);
