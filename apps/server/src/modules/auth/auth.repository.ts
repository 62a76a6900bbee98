import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { districts, licenses, refreshTokens, schools, states, userProducts, users } from '../../db/schema';

/** Finds an active or deactivated user by username or email (both case-insensitive). */
export async function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return row;
}

/** A user with their school, district (their own, else their school's) and state, in one query. */
export async function findUserWithPlacement(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, school: schools, district: districts, state: states })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(districts, eq(districts.id, sql`coalesce(${users.districtId}, ${schools.districtId})`))
    .leftJoin(states, eq(states.id, districts.stateId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userProducts.productId })
    .from(userProducts)
    .where(eq(userProducts.userId, userId));
  return rows.map((r) => r.id);
}

/** Licenses in force today that reach this user: their own, and their school's and district's once their
 * place there is confirmed (a teacher who signed up and named a school waits for its admin: decision 0028). */
export async function findActiveLicenses(db: Db, userId: number, schoolId: number | null, districtId: number | null) {
  const today = new Date().toISOString().slice(0, 10);
  const confirmed = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.placementConfirmed})`;
  const reach: SQL[] = [eq(licenses.teacherId, userId)];
  if (schoolId) reach.push(and(eq(licenses.schoolId, schoolId), confirmed) as SQL);
  if (districtId) reach.push(and(eq(licenses.districtId, districtId), confirmed) as SQL);
  return db
    .select()
    .from(licenses)
    .where(and(or(...reach), lte(licenses.startsOn, today), gte(licenses.endsOn, today)));
}

export async function insertRefreshToken(
  db: Db,
  row: { userId: number; familyId: string; tokenHash: string; clientId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used only if it was still unused: the one caller that wins may rotate it. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** A sign-in is open while its family still has an unrevoked refresh token (used ones included: the
 * family's access tokens live on after a rotation). */
export async function isRefreshFamilyOpen(db: Db, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of the user: their refresh tokens stop working at once. */
/** Ends every sign-in of the user (or users: one statement for a whole list). */
export async function revokeRefreshTokens(db: Db, userId: number | readonly number[]) {
  const whose =
    typeof userId === 'number' ? eq(refreshTokens.userId, userId) : anyOf(refreshTokens.userId, userId, 'int');
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(whose, isNull(refreshTokens.revokedAt)));
}

/**
 * A sign-in's SessionEvent (docs/decisions/0030), in the caller's transaction: the user's school and district,
 * and `student_id` for students (whose usage reports count sessions).
 */
export async function recordSessionEvent(
  tx: Db,
  userId: number,
  familyId: string,
  action: 'LoggedIn' | 'LoggedOut' | 'TimedOut',
) {
  await tx.execute(sql`
    insert into activity_events (type, action, actor_id, student_id, school_id, district_id, session_id)
    select 'SessionEvent', ${action}, u.id, case when u.role = 'Student' then u.id end, u.school_id, u.district_id,
      ${familyId}::uuid
    from users u where u.id = ${userId}`);
}
