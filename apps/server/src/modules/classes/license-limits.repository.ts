import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classTeachers, enrollments, users } from '../../db/schema';

/** The user row whose licenses are looked up (school and district reach them too). */
export async function findLicenseHolder(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function primaryTeacherId(db: Db, classId: number) {
  const [row] = await db
    .select({ id: classTeachers.teacherId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.isPrimary, true)));
  return row?.id;
}

export async function activeStudentCount(db: Db, classId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classId, classId), eq(enrollments.status, 'active')));
  return row?.n ?? 0;
}
