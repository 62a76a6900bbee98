import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { domains, standards, subjects } from './content';
import { schools } from './geo';
import { classes } from './rosters';
import { users } from './users';

// Live lessons (decision 0031). A lesson's slides are one validated JSON document (ZLessonContent): a lesson is
// read and written whole, and a session keeps its own copy, so editing a lesson never changes one being taught.

/** A Clear Lesson (the product's, `library_key` set, no owner) or a My Clear Lesson (a teacher's own). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['clear', 'my'] }).notNull(),
    libraryKey: text('library_key').unique(),
    ownerId: integer('owner_id').references(() => users.id),
    /** A My Clear Lesson shared with its owner's school. */
    sharedSchoolId: integer('shared_school_id').references(() => schools.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    grade: text('grade'),
    subjectId: integer('subject_id').references(() => subjects.id),
    domainId: integer('domain_id').references(() => domains.id),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('lessons_owner_idx').on(t.ownerId),
    index('lessons_grade_idx').on(t.kind, t.grade),
    check('lessons_kind_owner', sql`(${t.kind} = 'clear') = (${t.ownerId} is null)`),
  ],
);

export const lessonStandards = pgTable(
  'lesson_standards',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.standardId] }), index('lesson_standards_standard_idx').on(t.standardId)],
);

/** One live run of a lesson for one or more classes. `access_code` is unique among sessions not ended. */
export const lessonSessions = pgTable(
  'lesson_sessions',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['clear', 'my'] }).notNull(),
    title: text('title').notNull(),
    /** The lesson's content when launched. */
    content: jsonb('content').notNull(),
    accessCode: text('access_code').notNull(),
    status: text('status', { enum: ['live', 'paused', 'ended'] })
      .notNull()
      .default('live'),
    slideIndex: smallint('slide_index').notNull().default(0),
    showNames: boolean('show_names').notNull().default(false),
    /** Bumped whenever any student's route changes. */
    routingVersion: integer('routing_version').notNull().default(0),
    rating: smallint('rating'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lesson_sessions_open_code').on(t.accessCode).where(sql`${t.status} <> 'ended'`),
    index('lesson_sessions_teacher_idx').on(t.teacherId, t.startedAt),
    index('lesson_sessions_lesson_idx').on(t.lessonId),
  ],
);

export const lessonSessionClasses = pgTable(
  'lesson_session_classes',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.classId] }), index('lesson_session_classes_class_idx').on(t.classId)],
);

/** A student in a session: joined (by code or one click) through one of its classes. */
export const lessonParticipants = pgTable(
  'lesson_participants',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);

/** A student's latest answer to one item of one component (`item_key`: cfu, mood, a question id, recheck:<id>). */
export const lessonResponses = pgTable(
  'lesson_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    componentKey: text('component_key').notNull(),
    itemKey: text('item_key').notNull(),
    value: jsonb('value').notNull(),
    status: text('status', { enum: ['correct', 'incorrect', 'partial', 'ungraded', 'pending'] }),
    score: doublePrecision('score').notNull().default(0),
    maxScore: doublePrecision('max_score').notNull().default(0),
    standardId: integer('standard_id').references(() => standards.id),
    clientSeq: integer('client_seq').notNull().default(0),
    /** A written answer's grade: who graded it and what they wrote back (migration 0015). */
    gradedBy: integer('graded_by').references(() => users.id),
    feedback: text('feedback'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_responses_item').on(t.sessionId, t.studentId, t.componentKey, t.itemKey),
    index('lesson_responses_pending').on(t.sessionId).where(sql`${t.status} = 'pending'`),
  ],
);

/** A check (or its re-check) a student turned in: its answers are locked from then on. A check with a written answer
 * is routed once the teacher has graded it (migration 0015). */
export const lessonTurnIns = pgTable(
  'lesson_turn_ins',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    componentKey: text('component_key').notNull(),
    recheck: boolean('recheck').notNull(),
    turnedInAt: timestamp('turned_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId, t.componentKey, t.recheck] })],
);

/** Where a check sent a student: the pathway (score 100) or the check's intervention, and the re-check's score. */
export const lessonRoutings = pgTable(
  'lesson_routings',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    componentKey: text('component_key').notNull(),
    standardId: integer('standard_id').references(() => standards.id),
    score: doublePrecision('score').notNull(),
    route: text('route', { enum: ['pathway', 'intervention'] }).notNull(),
    interventionKind: smallint('intervention_kind').notNull().default(0),
    overriddenBy: integer('overridden_by').references(() => users.id),
    recheckScore: doublePrecision('recheck_score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId, t.componentKey] })],
);
