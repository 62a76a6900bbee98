import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districts, schools } from './geo';

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** A license of one product, held by a teacher, a school or a district, for some grades and dates. */
export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    scope: text('scope').notNull(),
    teacherId: integer('teacher_id'),
    schoolId: integer('school_id').references(() => schools.id),
    districtId: integer('district_id').references(() => districts.id),
    /** Licensed grades ('K', '1'..'12'); a free license only opens these. */
    grades: text('grades').array().notNull().default(sql`'{}'::text[]`),
    /** Seats bought (school and district licenses); null where a license has no seat count. */
    seats: integer('seats'),
    /** Where it came from: 'contract' (sales or seed), 'signup' (a free teacher), 'subscription' (a card). */
    source: text('source').notNull().default('contract'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licenses_teacher_idx').on(t.teacherId),
    index('licenses_school_idx').on(t.schoolId),
    index('licenses_district_idx').on(t.districtId),
    check('licenses_source_check', sql`${t.source} in ('contract','signup','subscription')`),
    check('licenses_code_check', sql`${t.code} in ('CKF','CKPD','CKPM','LSPD','LSPM','APD','APM')`),
    check(
      'licenses_scope_check',
      sql`(${t.scope} = 'teacher' and ${t.teacherId} is not null) or (${t.scope} = 'school' and ${t.schoolId} is not null) or (${t.scope} = 'district' and ${t.districtId} is not null)`,
    ),
  ],
);

/** The permission matrix (docs/permissions.md): flags per role and license code. */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    licenseCode: text('license_code').notNull(),
    permission: text('permission').notNull(),
    canView: boolean('can_view').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [uniqueIndex('permission_grants_key').on(t.role, t.licenseCode, t.permission)],
);
