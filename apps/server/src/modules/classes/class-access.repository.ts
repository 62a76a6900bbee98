import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classTeachers, schools } from '../../db/schema';

export type ClassRow = typeof classes.$inferSelect;

/** Whether the teacher teaches the class (as its primary teacher or a co-teacher). */
export async function teachesClass(db: Db, classId: number, teacherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classTeachers.teacherId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)));
  return !!row;
}

/** A live (not deleted) class with its school's district and name. */
export async function findLiveClassWithSchool(db: Db, classId: number) {
  const [row] = await db
    .select({ cls: classes, districtId: schools.districtId, schoolName: schools.name })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
  return row;
}
