import { and, eq, isNull } from 'drizzle-orm';
import { anyOf, chunked, insertRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { classes, enrollments, schools, users } from '../../db/schema';
import type { ClassMember, ExistingUser } from './student-import.validate';

/** The class an import targets, unless it was deleted meanwhile. */
export async function findImportClass(db: Db, classId: number) {
  const [row] = await db
    .select({
      id: classes.id,
      schoolId: classes.schoolId,
      districtId: schools.districtId,
      grade: classes.grade,
      isPremium: classes.isPremium,
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
  return row;
}

/** Users holding any of these usernames: one query per 5,000 names. */
export async function findUsersByUsernames(db: Db, usernames: string[]): Promise<Map<string, ExistingUser>> {
  const found = new Map<string, ExistingUser>();
  for (const part of chunked([...new Set(usernames)], 5000)) {
    const rows = await db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        schoolId: users.schoolId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(anyOf(users.username, part));
    for (const r of rows) found.set(r.username, r);
  }
  return found;
}

/** Everyone enrolled in the class, removed ones included (they can be reactivated). */
export async function findClassMembers(db: Db, classId: number): Promise<ClassMember[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, status: enrollments.status })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(eq(enrollments.classId, classId))
    .orderBy(enrollments.addedAt, users.id);
}

/** Serialises imports into one class: the second waits until the first commits, then counts again. */
export async function lockClass(tx: Db, classId: number) {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
}

/** Enrols (or reactivates) students in multi-row inserts; `onChunk` reports progress. */
export async function enrollStudents(tx: Db, classId: number, studentIds: number[], onChunk?: (n: number) => void) {
  for (const part of chunked(studentIds, 2500)) {
    await insertRows(
      tx,
      'enrollments',
      [
        ['class_id', 'int'],
        ['student_id', 'int'],
      ],
      part.map((id) => [classId, id]),
      `on conflict (class_id, student_id) do update set status = 'active', removed_at = null`,
    );
    onChunk?.(part.length);
  }
}
