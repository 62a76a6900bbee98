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
import { schools, states } from './geo';
import { users } from './users';

/** A school subject (Math, Reading, Science, ...); the name is the one classes use (rosters SUBJECTS). */
export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: smallint('position').notNull().default(0),
});

/**
 * A domain (reporting category) groups a state's standards within one subject and grade,
 * e.g. Texas Math grade 3, "Reporting Category 2: Computations and Algebraic Relationships".
 */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** 'K' or '1'..'12'. */
    grade: text('grade').notNull(),
    /** Short code within the grade, e.g. 'RC2'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('domains_key').on(t.stateId, t.subjectId, t.grade, t.code)],
);

/**
 * A standard (TEKS student expectation), e.g. 3.4A. `stableKey` never changes across revisions
 * (a CASE identifier where known, else 'TX.<subject>.<code>'), so reports keyed by it survive a new edition.
 */
export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id),
    /** Denormalised from the domain for filters and reports. */
    stateId: integer('state_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    grade: text('grade').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    stableKey: text('stable_key').notNull().unique(),
    caseId: text('case_id'),
    /** Readiness or supporting standard on the state test, where known. */
    emphasis: text('emphasis'),
    position: smallint('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('standards_code_key').on(t.stateId, t.subjectId, t.code),
    index('standards_domain_idx').on(t.domainId),
    index('standards_grade_idx').on(t.stateId, t.subjectId, t.grade),
  ],
);

/** A finer part of a standard (a breakout), e.g. 3.4A.1 "add whole numbers within 1,000". */
export const breakouts = pgTable(
  'breakouts',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('breakouts_code_key').on(t.standardId, t.code)],
);

/**
 * A worksheet (clearsheet). Library worksheets are approved (`isLibrary`) and have no owner's school
 * restriction; a teacher's own have `ownerId`. `searchText` (title, description, standard codes, prompts)
 * feeds the full-text index; the service keeps it current.
 */
export const worksheets = pgTable(
  'worksheets',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    grade: text('grade').notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** The topic (domain) the worksheet covers, when it covers one. */
    domainId: integer('domain_id').references(() => domains.id),
    /** Null for library content; the author otherwise. */
    ownerId: integer('owner_id').references(() => users.id),
    /** The author's school, for sharing with colleagues; null for library content. */
    schoolId: integer('school_id').references(() => schools.id),
    isLibrary: boolean('is_library').notNull().default(false),
    /** Stable key of seeded library content, so seeding is idempotent; null for teachers' worksheets. */
    libraryKey: text('library_key').unique(),
    /** Covers a whole topic: the only kind a free license may assign. */
    isFullTopic: boolean('is_full_topic').notNull().default(false),
    /** The library or colleague's worksheet this one was duplicated from. */
    sourceWorksheetId: integer('source_worksheet_id'),
    questionCount: smallint('question_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('worksheets_owner_idx').on(t.ownerId),
    index('worksheets_library_idx').on(t.isLibrary, t.grade, t.subjectId, t.domainId),
    index('worksheets_search_idx').using('gin', sql`to_tsvector('english', ${t.searchText})`),
  ],
);

/** The standards a worksheet is aligned to. */
export const worksheetStandards = pgTable(
  'worksheet_standards',
  {
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id),
  },
  (t) => [
    primaryKey({ columns: [t.worksheetId, t.standardId] }),
    index('worksheet_standards_std_idx').on(t.standardId),
  ],
);

/** A teacher's worksheet shared with a colleague of the same school. */
export const worksheetShares = pgTable(
  'worksheet_shares',
  {
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.worksheetId, t.teacherId] }), index('worksheet_shares_teacher_idx').on(t.teacherId)],
);

/** A reading passage shared by several questions of one worksheet (copied when the worksheet is). */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [index('passages_worksheet_idx').on(t.worksheetId)],
);

/**
 * A question of a worksheet. `data` is the question as the studio last saved it (the shared
 * `TQuestionInput` shape, possibly unfinished); `isComplete` says whether it passed `ZQuestionInput`,
 * i.e. has its correct answers, which assigning requires.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    answerType: smallint('answer_type').notNull(),
    standardId: integer('standard_id').references(() => standards.id),
    points: smallint('points').notNull().default(1),
    data: jsonb('data').notNull(),
    isComplete: boolean('is_complete').notNull().default(false),
    /** What an import could not keep as it was (`TQtiNote[]`): shown in the studio until the question is complete. */
    importNotes: jsonb('import_notes').notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_worksheet_idx').on(t.worksheetId, t.position),
    check('questions_answer_type_check', sql`${t.answerType} between 1 and 10`),
  ],
);

/** An uploaded image: checked by content on the server, stored through the storage interface under `storageKey`. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);

/**
 * A constructed-response grading scale (rubric): levels from 0 to `maxPoints`, each with a label and
 * what it looks like. Seeded scales have no owner; teachers may add their own.
 */
export const gradingScales = pgTable('grading_scales', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  maxPoints: smallint('max_points').notNull(),
  /** [{ points, label, description }] from 0 up to maxPoints. */
  levels: jsonb('levels').notNull(),
  ownerId: integer('owner_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
