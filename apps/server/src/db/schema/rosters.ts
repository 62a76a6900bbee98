import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { districts, schools } from './geo';
import { users } from './users';

/** A class: one grade and subject, taught by one or more teachers (class_teachers). */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** 'K' or '1'..'12'. */
    grade: text('grade').notNull(),
    subject: text('subject').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    /** OneRoster sourcedId when the class came from a district's student information system. */
    sourcedId: text('sourced_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted classes keep their history (assignments, results); they are hidden everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('classes_school_idx').on(t.schoolId),
    uniqueIndex('classes_sourced_id_key').on(t.schoolId, t.sourcedId),
  ],
);

/** Who teaches a class; the primary teacher's license decides the class's limits. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.teacherId] }), index('class_teachers_teacher_idx').on(t.teacherId)],
);

/** A student in a class. Removal is soft: the row stays with status 'removed' and can be reactivated. */
export const enrollments = pgTable(
  'enrollments',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('active'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('enrollments_student_idx').on(t.studentId),
    check('enrollments_status_check', sql`${t.status} in ('active','removed')`),
  ],
);

/** A student's password as the teacher knows it (for sign-in cards), encrypted with AES-256-GCM.
 * Who set it, and for which class's roster, decide who may read it back (docs/decisions/0015). */
export const studentCredentials = pgTable('student_credentials', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordCiphertext: text('password_ciphertext').notNull(),
  /** The staff member who set the password; null when it came from a district's file (or predates this). */
  setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  /** The class whose roster the password was made for (adding or importing students into it), if any. */
  rosterClassId: integer('roster_class_id').references(() => classes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Defaults for every student of a class; student_settings override them per student. */
export const classSettings = pgTable('class_settings', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  readAloud: boolean('read_aloud').notNull().default(true),
  language: text('language').notNull().default('en'),
  /** Student feedback option: 1 after each question, 2 at the end. */
  feedbackOption: smallint('feedback_option').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-student overrides; a null field falls back to the class setting. */
export const studentSettings = pgTable('student_settings', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAloud: boolean('read_aloud'),
  language: text('language'),
  feedbackOption: smallint('feedback_option'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A named group of students within a class (reporting group, small group). */
export const smallGroups = pgTable(
  'small_groups',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('small_groups_class_idx').on(t.classId)],
);

export const smallGroupMembers = pgTable(
  'small_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => smallGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] })],
);

/** A bulk import (students CSV/XLSX into a class, or a district's OneRoster zip), run in the background. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    districtId: integer('district_id').references(() => districts.id),
    classId: integer('class_id').references(() => classes.id),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file: the same file imported twice is recognised. */
    fileHash: text('file_hash').notNull(),
    status: text('status').notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    /** Every problem found: [{ file?, row?, column?, message }]. */
    problems: jsonb('problems').notNull().default(sql`'[]'::jsonb`),
    /** The upload form's choices (OneRoster: the default grade), kept so a job resumed after a restart has them. */
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_creator_idx').on(t.createdBy),
    check('import_jobs_kind_check', sql`${t.kind} in ('students_csv','students_xlsx','oneroster')`),
    check('import_jobs_status_check', sql`${t.status} in ('queued','running','done','failed')`),
  ],
);
