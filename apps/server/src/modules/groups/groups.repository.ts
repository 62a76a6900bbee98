import type { TSmallGroup } from '@clearsheets/shared';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, enrollments, smallGroupMembers, smallGroups, users } from '../../db/schema';

const activeIn = (classId: number) => and(eq(enrollments.classId, classId), eq(enrollments.status, 'active'));

/** The groups of a class by name, each with its members who are still active in the class. */
export async function listGroupsOfClass(db: Db, classId: number, onlyGroupId?: number): Promise<TSmallGroup[]> {
  const groups = await db
    .select({ id: smallGroups.id, classId: smallGroups.classId, name: smallGroups.name })
    .from(smallGroups)
    .where(and(eq(smallGroups.classId, classId), onlyGroupId ? eq(smallGroups.id, onlyGroupId) : undefined))
    .orderBy(asc(sql`lower(${smallGroups.name})`), asc(smallGroups.id));
  if (!groups.length) return [];
  const members = await db
    .select({
      groupId: smallGroupMembers.groupId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(smallGroupMembers)
    .innerJoin(users, eq(users.id, smallGroupMembers.studentId))
    .innerJoin(enrollments, and(eq(enrollments.studentId, users.id), activeIn(classId)))
    .where(
      inArray(
        smallGroupMembers.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  return groups.map((g) => ({
    ...g,
    students: members.filter((m) => m.groupId === g.id).map(({ groupId: _, ...s }) => s),
  }));
}

export async function findGroup(db: Db, id: number) {
  const [row] = await db
    .select({ id: smallGroups.id, classId: smallGroups.classId })
    .from(smallGroups)
    .where(eq(smallGroups.id, id))
    .limit(1);
  return row;
}

/** Of the given students, those active in the class. */
export async function activeStudentIdsIn(db: Db, classId: number, studentIds: number[]) {
  if (!studentIds.length) return [];
  const rows = await db
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(and(activeIn(classId), inArray(enrollments.studentId, studentIds)));
  return rows.map((r) => r.id);
}

/** Serialises group writes of one class, so two teachers cannot create the same name at once. */
export async function lockClassForGroups(tx: Db, classId: number) {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}

/** Whether another group of the class has this name, ignoring letter case. */
export async function groupNameTaken(db: Db, classId: number, name: string, exceptGroupId?: number) {
  const [row] = await db
    .select({ id: smallGroups.id })
    .from(smallGroups)
    .where(
      and(
        eq(smallGroups.classId, classId),
        eq(sql`lower(${smallGroups.name})`, name.toLowerCase()),
        exceptGroupId ? ne(smallGroups.id, exceptGroupId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertGroup(db: Db, classId: number, name: string): Promise<number> {
  const [row] = await db.insert(smallGroups).values({ classId, name }).returning({ id: smallGroups.id });
  if (!row) throw new Error('group insert returned nothing');
  return row.id;
}

export async function renameGroup(db: Db, id: number, name: string) {
  await db.update(smallGroups).set({ name }).where(eq(smallGroups.id, id));
}

/** Makes the visible members exactly studentIds. Memberships of students removed from the class stay
 * (the teacher cannot see them), so reactivating a student brings their groups back. */
export async function replaceMembers(db: Db, groupId: number, classId: number, studentIds: number[]) {
  const activeStudents = db.select({ id: enrollments.studentId }).from(enrollments).where(activeIn(classId));
  await db
    .delete(smallGroupMembers)
    .where(
      and(
        eq(smallGroupMembers.groupId, groupId),
        inArray(smallGroupMembers.studentId, activeStudents),
        studentIds.length ? notInArray(smallGroupMembers.studentId, studentIds) : undefined,
      ),
    );
  await addMembers(db, groupId, studentIds);
}

export async function addMembers(db: Db, groupId: number, studentIds: number[]) {
  if (!studentIds.length) return;
  await db
    .insert(smallGroupMembers)
    .values(studentIds.map((studentId) => ({ groupId, studentId })))
    .onConflictDoNothing();
}

export async function deleteGroupRow(db: Db, id: number) {
  await db.delete(smallGroups).where(eq(smallGroups.id, id));
}

/** Runs several writes as one: a change and its audit row land together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
