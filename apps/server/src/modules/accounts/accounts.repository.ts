import { PRODUCT_ID_CLEARSHEETS, STATE_TEXAS_ID } from '@clearsheets/shared';
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, districts, licenses, refreshTokens, schools, userProducts, users } from '../../db/schema';

// The accounts area's data: sign-up rows, single-use account tokens, the user's own settings and sign-ins.

export type UserRow = typeof users.$inferSelect;
export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'change_password';

export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** Recognises PostgreSQL's unique_violation from either driver, optionally for one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as Record<string, unknown> | undefined, i = 0; e && i < 5; e = e.cause as never, i++) {
    if (e.code === '23505') {
      const name = e.constraint_name ?? e.constraint;
      return !constraint || name === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
  }
  return false;
}

/** Texas districts by name, for the sign-up list. */
export function listStateDistricts(db: Db) {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.stateId, STATE_TEXAS_ID))
    .orderBy(asc(districts.name), asc(districts.id));
}

export async function findStateDistrict(db: Db, id: number) {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, id), eq(districts.stateId, STATE_TEXAS_ID)));
  return row;
}

/** A district's own schools (not the ones teachers typed at sign-up, which the district has yet to review). */
export function listListedSchools(db: Db, districtId: number) {
  return db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(and(eq(schools.districtId, districtId), isNull(schools.addedByUserId)))
    .orderBy(asc(schools.name), asc(schools.id));
}

export async function findListedSchool(db: Db, districtId: number, schoolId: number) {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.districtId, districtId), isNull(schools.addedByUserId)));
  return row;
}

/** A listed school of the district with this name, whatever its case (a typed name that is in the list). */
export async function findListedSchoolByName(db: Db, districtId: number, name: string) {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        eq(schools.districtId, districtId),
        isNull(schools.addedByUserId),
        eq(sql`lower(${schools.name})`, name.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTypedSchool(db: Db, row: { districtId: number; name: string; addedByUserId: number }) {
  const [inserted] = await db.insert(schools).values(row).returning({ id: schools.id });
  return inserted!.id;
}

/** Whether an address is some account's email or username (a teacher who signed up signs in with it). */
export async function emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const value = email.toLowerCase();
  const taken = or(eq(sql`lower(${users.email})`, value), eq(users.username, value));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(taken, ne(users.id, exceptUserId)) : taken)
    .limit(1);
  return !!row;
}

export interface NewTeacher {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  language: string;
  districtId: number;
  schoolId: number | null;
}

/** The teacher's row, their clearsheets product and their free license (no grade yet: onboarding chooses it). */
export async function insertSelfRegisteredTeacher(
  db: Db,
  row: NewTeacher,
  license: { startsOn: string; endsOn: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      ...row,
      role: 'Teacher',
      status: 'active',
      emailVerified: false,
      selfRegistered: true,
      // The school's and district's licenses wait for an admin there to confirm the teacher (decision 0028).
      placementConfirmed: false,
      passwordChangedAt: new Date(),
    })
    .returning({ id: users.id });
  const id = user!.id;
  await db.insert(userProducts).values({ userId: id, productId: PRODUCT_ID_CLEARSHEETS });
  await db.insert(licenses).values({
    code: 'CKF',
    scope: 'teacher',
    teacherId: id,
    grades: [],
    source: 'signup',
    startsOn: license.startsOn,
    endsOn: license.endsOn,
  });
  return id;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account whose email (any case) this is. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'username'
    | 'emailVerified'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'passwordChangedAt'
    | 'language'
    | 'notifyReceipts'
    | 'notifySecurity'
    | 'schoolId'
  >
>;

export async function updateUser(db: Db, id: number, patch: UserPatch) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function insertAccountToken(
  db: Db,
  row: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
) {
  await db.insert(accountTokens).values(row);
}

/** Ends the user's unused tokens of one purpose: a new reset link or email change replaces the older ones. */
export async function retireAccountTokens(db: Db, userId: number, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function findAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row;
}

/** Uses the token if it is still unused and unexpired: of two requests with the same link, one wins. */
export async function claimAccountToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** The address of the user's newest email change still waiting for its link. */
export async function findPendingEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change_email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${accountTokens.createdAt} desc`)
    .limit(1);
  return row?.newEmail ?? null;
}

/** Ends every sign-in of the user but one (the device that changed the password keeps its session). */
export async function revokeOtherSignIns(db: Db, userId: number, keepFamilyId: string | undefined) {
  const open = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(keepFamilyId ? and(open, ne(refreshTokens.familyId, keepFamilyId)) : open);
}

/** The teacher's own free license from sign-up (or any own CKF license), with its grades. */
export async function findOwnFreeLicense(db: Db, userId: number) {
  const [row] = await db
    .select({ id: licenses.id, teacherId: licenses.teacherId, grades: licenses.grades, endsOn: licenses.endsOn })
    .from(licenses)
    .where(and(eq(licenses.teacherId, userId), eq(licenses.scope, 'teacher'), eq(licenses.code, 'CKF')))
    .orderBy(sql`cardinality(${licenses.grades}) asc`, asc(licenses.id))
    .limit(1);
  return row;
}

/** Sets the license's one grade if it has none yet: a grade is chosen once. */
export async function setLicenseGradeOnce(db: Db, licenseId: number, grade: string): Promise<boolean> {
  const rows = await db
    .update(licenses)
    .set({ grades: [grade] })
    .where(and(eq(licenses.id, licenseId), sql`cardinality(${licenses.grades}) = 0`))
    .returning({ id: licenses.id });
  return rows.length === 1;
}
