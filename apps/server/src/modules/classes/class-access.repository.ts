import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classTeachers, schools } from '../../db/schema';

export type ClassRow = typeof classes.$inferSelect;

/** Whether the user teaches the class (as its primary teacher or a co-teacher), as a column of a class query.
 * The outer table is named in plain SQL: Drizzle leaves a select-list column unqualified ("id"), which inside the
 * subquery would bind to the nearest table with an id. */
export const teachesColumn = (userId: number) =>
  sql<boolean>`exists (select 1 from ${classTeachers} ct where ct.class_id = classes.id and ct.teacher_id = ${userId})`;

/** A live (not deleted) class with its school's district and name, and whether the viewer teaches it (the
 * facts the class policy needs, in one query). */
export async function findLiveClassWithSchool(db: Db, classId: number, viewerId: number) {
  const [row] = await db
    .select({
      cls: classes,
      districtId: schools.districtId,
      schoolName: schools.name,
      callerTeaches: teachesColumn(viewerId),
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
  return row;
}
