import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { users, worksheetShares } from '../../db/schema';

const person = { id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` };
const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** The colleagues a worksheet is shared with, by name. */
export async function sharedWithOf(db: Db, worksheetId: number) {
  return db
    .select(person)
    .from(worksheetShares)
    .innerJoin(users, eq(users.id, worksheetShares.teacherId))
    .where(eq(worksheetShares.worksheetId, worksheetId))
    .orderBy(...byName);
}

/** A school's colleagues: its active teachers whose place there an admin confirmed (a sign-up's is not yet). */
const activeTeachersOf = (schoolId: number) =>
  and(
    eq(users.schoolId, schoolId),
    eq(users.role, 'Teacher'),
    eq(users.status, 'active'),
    eq(users.placementConfirmed, true),
  );

/** Whether the user is one of their school's colleagues yet (see activeTeachersOf). */
export async function isConfirmedColleague(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.placementConfirmed, true)));
  return !!row;
}

/** The active teachers of a school other than `exceptId`: who a worksheet may be shared with. */
export async function teachersOfSchool(db: Db, schoolId: number, exceptId: number) {
  return db
    .select(person)
    .from(users)
    .where(and(activeTeachersOf(schoolId), ne(users.id, exceptId)))
    .orderBy(...byName);
}

/** Which of `ids` are active teachers of the school. */
export async function schoolTeacherIds(db: Db, schoolId: number, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeTeachersOf(schoolId), anyOf(users.id, ids, 'int')));
  return new Set(rows.map((r) => r.id));
}

/** Shares a worksheet with teachers; sharing twice changes nothing. */
export async function insertShares(tx: Db, worksheetId: number, teacherIds: readonly number[], sharedBy: number) {
  if (!teacherIds.length) return;
  await tx
    .insert(worksheetShares)
    .values(teacherIds.map((teacherId) => ({ worksheetId, teacherId, sharedBy })))
    .onConflictDoNothing();
}
