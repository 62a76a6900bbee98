import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districts, schools } from './geo';
import { products } from './licensing';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    /** Stored lower-case: sign-in by username is case-insensitive. */
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id; null until a bulk-imported student's password is hashed in the background. */
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('active'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** A teacher who signed up alone: sign-in waits for the emailed link (an admin-made account does not). */
    selfRegistered: boolean('self_registered').notNull().default(false),
    /** Set with a temporary password an admin gave: the next sign-in must choose a new one first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** False for a teacher who signed up and named a school: the school's and district's licenses reach them
     * only once an admin of that school or district confirms they teach there (docs/decisions/0028). */
    placementConfirmed: boolean('placement_confirmed').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The language of the staff interface and of every mail to this user. */
    language: text('language').notNull().default('en'),
    /** Optional mail: a receipt for each payment; a notice when the password or email changes. */
    notifyReceipts: boolean('notify_receipts').notNull().default(true),
    notifySecurity: boolean('notify_security').notNull().default(true),
    districtId: integer('district_id').references(() => districts.id),
    schoolId: integer('school_id').references(() => schools.id),
    /** A student's grade ('K', '1'..'12'), when known. */
    grade: text('grade'),
    /** OneRoster sourcedId when the user came from a district's student information system. */
    sourcedId: text('sourced_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_school_idx').on(t.schoolId),
    uniqueIndex('users_sourced_id_key').on(t.districtId, t.sourcedId),
    index('users_district_idx').on(t.districtId),
    check(
      'users_role_check',
      sql`${t.role} in ('Student','Teacher','SchoolAdmin','Principal','InstructionalCoach','DistrictAdmin')`,
    ),
    check('users_status_check', sql`${t.status} in ('active','deactivated')`),
    check('users_language_check', sql`${t.language} in ('en','es')`),
  ],
);

export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
