import { PRODUCT_ID_CLEARSHEETS, STAFF_MANAGED_ROLES, type TStaffMember } from '@clearsheets/shared';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools, userProducts, users } from '../../db/schema';
import type { StaffScope } from './staff.policy';

export interface StaffFilters {
  search?: string;
  schoolId?: number;
  role?: TStaffMember['role'];
  status?: TStaffMember['status'];
}

const staffColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  role: sql<TStaffMember['role']>`${users.role}`,
  schoolId: users.schoolId,
  schoolName: schools.name,
  status: sql<TStaffMember['status']>`${users.status}`,
  emailVerified: users.emailVerified,
  placementConfirmed: users.placementConfirmed,
};

/** Only managed staff roles, and only in the caller's school or district (by the school's district). */
function inScope(scope: StaffScope): SQL {
  return and(
    inArray(users.role, [...STAFF_MANAGED_ROLES]),
    scope.kind === 'school' ? eq(users.schoolId, scope.schoolId) : eq(schools.districtId, scope.districtId),
  ) as SQL;
}

/** "50%" must find "50%", not everything: LIKE wildcards in user input are taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filters: StaffFilters): (SQL | undefined)[] {
  const pattern = filters.search ? likeContains(filters.search) : undefined;
  return [
    filters.schoolId ? eq(users.schoolId, filters.schoolId) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
    pattern
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
        )
      : undefined,
  ];
}

/** One page of staff, sorted by last then first name, with the total for the pager. */
export async function listStaffPage(db: Db, scope: StaffScope, filters: StaffFilters, page: number, pageSize: number) {
  const where = and(inScope(scope), ...filterConditions(filters));
  const [items, [count]] = await Promise.all([
    db
      .select(staffColumns)
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** A staff member the caller may see, or undefined (also for ids of students or other districts). */
export async function findStaffInScope(db: Db, scope: StaffScope, id: number): Promise<TStaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(users.id, id), inScope(scope)))
    .limit(1);
  return row;
}

/** A school inside the scope, or undefined. */
export async function findSchoolInScope(db: Db, scope: StaffScope, schoolId: number) {
  const [row] = await db
    .select({ id: schools.id, districtId: schools.districtId })
    .from(schools)
    .where(
      and(
        eq(schools.id, schoolId),
        scope.kind === 'school' ? eq(schools.id, scope.schoolId) : eq(schools.districtId, scope.districtId),
      ),
    )
    .limit(1);
  return row;
}

/** Whether another account already uses this email (emails are unique regardless of case). */
export async function emailInUse(db: Db, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1);
  return !!row;
}

/** Every username that starts with base (candidates for base, base2, ...). */
export async function usernamesStartingWith(db: Db, base: string) {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return rows.map((r) => r.username);
}

export interface NewStaffRow {
  role: TStaffMember['role'];
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  schoolId: number;
  districtId: number;
}

/** Inserts the account and its clearsheets product; email starts unverified. */
export async function insertStaff(db: Db, row: NewStaffRow): Promise<number> {
  const [user] = await db
    .insert(users)
    // The admin hands over a temporary password: the first sign-in must choose a new one (decision 0028).
    .values({ ...row, emailVerified: false, status: 'active', mustChangePassword: true })
    .returning({ id: users.id });
  if (!user) throw new Error('staff insert returned nothing');
  await db.insert(userProducts).values({ userId: user.id, productId: PRODUCT_ID_CLEARSHEETS });
  return user.id;
}

export type StaffPatch = Partial<
  Pick<NewStaffRow, 'firstName' | 'lastName' | 'email' | 'role' | 'schoolId' | 'districtId' | 'passwordHash'>
> & {
  emailVerified?: boolean;
  status?: TStaffMember['status'];
  mustChangePassword?: boolean;
  placementConfirmed?: boolean;
};

export async function updateStaffRow(db: Db, id: number, patch: StaffPatch) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Runs several writes as one: a change and its audit row land together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** Recognises PostgreSQL's unique_violation from either driver (postgres.js or PGlite), through Drizzle's
 * wrapper, optionally for one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as Record<string, unknown> | undefined, i = 0; e && i < 5; e = e.cause as never, i++) {
    if (e.code === '23505') {
      const name = e.constraint_name ?? e.constraint;
      return !constraint || name === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
  }
  return false;
}
