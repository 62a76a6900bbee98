import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    /** Sales pipeline status: prospect 1, staging 2, opportunity 3, customer 4, pilot 5, house demo 6. */
    pipelineStatus: smallint('pipeline_status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('districts_pipeline_status_check', sql`${t.pipelineStatus} between 1 and 6`)],
);

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    /** OneRoster sourcedId of the org. */
    sourcedId: text('sourced_id'),
    /** A school a teacher typed at sign-up (not in the district's list): the district reviews it. */
    addedByUserId: integer('added_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schools_sourced_id_key').on(t.districtId, t.sourcedId)],
);
