import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, as text (the rollups' watermark compares it in SQL only). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What people did, one row an event, shaped after IMS Caliper 1.2 (docs/decisions/0030): `type` is the
 * Caliper event type (SessionEvent, AssessmentEvent, AssessmentItemEvent, GradeEvent, ResourceManagementEvent for
 * a teacher creating or deleting an assignment, and the lesson and game events that follow), `action` its action (LoggedIn, LoggedOut, TimedOut, Started, Completed, Submitted,
 * Graded, ...). Ids only, never names or answers. Written in the same transaction as the change it records, so
 * a change that rolls back leaves no event; `tx` is that transaction, which the report rollups use as their
 * watermark (every transaction below the oldest one still running has committed or rolled back).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: xid8('tx').notNull().default(sql`pg_current_xact_id()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    action: text('action').notNull(),
    /** Who acted (the student answering, the teacher grading, the person signing in). */
    actorId: integer('actor_id').notNull(),
    /** Whose work or session it is about: the student for every student event and grade; null for staff. */
    studentId: integer('student_id'),
    /** Where it happened, as far as the event knows (rollups read their own scope from the class). */
    classId: integer('class_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    /** The object: an assignment and its attempt, one question (and the standard it assesses). */
    assignmentId: integer('assignment_id'),
    attemptId: bigint('attempt_id', { mode: 'number' }),
    questionId: integer('question_id'),
    standardId: integer('standard_id'),
    /** Lessons and games (issues of their own) name their object here: `source` is the spec's coin source. */
    objectId: integer('object_id'),
    source: smallint('source'),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    /** The sign-in (refresh-token family) a SessionEvent belongs to. */
    sessionId: uuid('session_id'),
  },
  (t) => [
    index('activity_events_tx_idx').on(t.tx),
    index('activity_events_student_idx').on(t.studentId, t.occurredAt),
    check(
      'activity_events_type_check',
      sql`${t.type} in ('SessionEvent','AssessmentEvent','AssessmentItemEvent','GradeEvent','ResourceManagementEvent','ViewEvent','GameEvent')`,
    ),
  ],
);
