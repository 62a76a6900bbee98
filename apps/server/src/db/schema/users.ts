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
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    emailVerified: boolean('email_verified').notNull().default(false),
    districtId: integer('district_id').references(() => districts.id),
    schoolId: integer('school_id').references(() => schools.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_school_idx').on(t.schoolId),
    index('users_district_idx').on(t.districtId),
    check(
      'users_role_check',
      sql`${t.role} in ('Student','Teacher','SchoolAdmin','Principal','InstructionalCoach','DistrictAdmin')`,
    ),
    check('users_status_check', sql`${t.status} in ('active','deactivated')`),
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
