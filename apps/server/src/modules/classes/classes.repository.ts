import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classSettings, classTeachers, users } from '../../db/schema';

/** A new live class; its teachers and settings are added in the same transaction. */
export async function insertClass(db: Db, row: { schoolId: number; name: string; grade: string; subject: string }) {
  const [cls] = await db.insert(classes).values(row).returning();
  return cls!;
}

/** Links a teacher; linking twice is harmless (re-adding a co-teacher). */
export async function insertClassTeacher(db: Db, classId: number, teacherId: number, isPrimary: boolean) {
  await db.insert(classTeachers).values({ classId, teacherId, isPrimary }).onConflictDoNothing();
}

/** The class_settings row with the schema's defaults (read-aloud on, English, feedback after each question). */
export async function insertDefaultClassSettings(db: Db, classId: number) {
  await db.insert(classSettings).values({ classId }).onConflictDoNothing();
}

/** Locks a live class row until the transaction ends, so concurrent adds cannot both pass the cap. */
export async function lockClass(db: Db, classId: number) {
  const [row] = await db
    .select({ id: classes.id, isPremium: classes.isPremium })
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)))
    .for('update');
  return row;
}

/** Changes a class (soft delete included); updated_at records when. */
export async function updateClassRow(
  db: Db,
  classId: number,
  patch: Partial<{ name: string; grade: string; subject: string; isPremium: boolean; deletedAt: Date }>,
) {
  await db
    .update(classes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(classes.id, classId));
}

/** The link of one teacher to one class, telling whether they are the primary. */
export async function findClassTeacher(db: Db, classId: number, teacherId: number) {
  const [row] = await db
    .select()
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)));
  return row;
}

/** Unlinks a co-teacher; the caller has made sure it is not the primary. */
export async function deleteClassTeacher(db: Db, classId: number, teacherId: number) {
  await db.delete(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)));
}

/** An active teacher of the given school, or nothing. */
/** Active teachers of a school who do not teach this class yet, by name. */
export async function listTeacherCandidates(db: Db, classId: number, schoolId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(classTeachers, and(eq(classTeachers.teacherId, users.id), eq(classTeachers.classId, classId)))
    .where(
      and(
        eq(users.role, 'Teacher'),
        eq(users.schoolId, schoolId),
        eq(users.status, 'active'),
        isNull(classTeachers.teacherId),
      ),
    )
    .orderBy(users.lastName, users.firstName)
    .limit(500);
}

export async function findTeacherOfSchool(db: Db, teacherId: number, schoolId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, teacherId), eq(users.role, 'Teacher'), eq(users.schoolId, schoolId), eq(users.status, 'active')),
    );
  return row;
}
