import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, classTeachers, enrollments, schools, users } from '../../db/schema';
import { teachesColumn } from './class-access.repository';

/** Which classes a caller may list: the set form of the class policy's rule (classes.policy.ts reachOf). */
export type ClassScope =
  | { kind: 'teacher'; teacherId: number }
  | { kind: 'school'; schoolId: number }
  | { kind: 'district'; districtId: number }
  | { kind: 'enrolled'; studentId: number }
  | { kind: 'none' };

export interface ClassFilters {
  grade?: string;
  teacherId?: number;
  schoolId?: number;
  studentId?: number;
}

const taughtBy = (db: Db, teacherId: number) =>
  inArray(
    classes.id,
    db.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.teacherId, teacherId)),
  );

const enrolling = (db: Db, studentId: number) =>
  inArray(
    classes.id,
    db
      .select({ id: enrollments.classId })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.status, 'active'))),
  );

function scopeCondition(db: Db, scope: ClassScope): SQL | undefined {
  switch (scope.kind) {
    case 'teacher':
      return taughtBy(db, scope.teacherId);
    case 'school':
      return eq(classes.schoolId, scope.schoolId);
    case 'district':
      return eq(schools.districtId, scope.districtId);
    case 'enrolled':
      return enrolling(db, scope.studentId);
    default:
      return eq(classes.id, -1);
  }
}

/** One page of the classes in scope that match the filters, by name, with the total count, each with whether the
 * viewer teaches it (for its abilities). Deleted classes never appear. */
export async function listClassPage(
  db: Db,
  scope: ClassScope,
  filters: ClassFilters,
  page: { page: number; pageSize: number } | null,
  viewerId: number,
) {
  const where = and(
    isNull(classes.deletedAt),
    scopeCondition(db, scope),
    filters.grade ? eq(classes.grade, filters.grade) : undefined,
    filters.schoolId ? eq(classes.schoolId, filters.schoolId) : undefined,
    filters.teacherId ? taughtBy(db, filters.teacherId) : undefined,
    filters.studentId ? enrolling(db, filters.studentId) : undefined,
  );
  const query = db
    .select({
      cls: classes,
      districtId: schools.districtId,
      schoolName: schools.name,
      callerTeaches: teachesColumn(viewerId),
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(where)
    .orderBy(asc(classes.name), asc(classes.id));
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  if (!page) return { rows: rows.map(flatten), total: rows.length };
  const [total] = await db
    .select({ n: count() })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

const flatten = (r: {
  cls: typeof classes.$inferSelect;
  districtId: number;
  schoolName: string;
  callerTeaches: boolean;
}) => ({ ...r.cls, districtId: r.districtId, schoolName: r.schoolName, callerTeaches: r.callerTeaches });

/** The teachers of some classes, primary first. */
export async function findTeachersOf(db: Db, classIds: number[]) {
  if (!classIds.length) return [];
  return db
    .select({
      classId: classTeachers.classId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isPrimary: classTeachers.isPrimary,
    })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(inArray(classTeachers.classId, classIds))
    .orderBy(desc(classTeachers.isPrimary), asc(users.lastName), asc(users.id));
}

/** Active students per class. */
export async function countActiveStudents(db: Db, classIds: number[]) {
  if (!classIds.length) return new Map<number, number>();
  const rows = await db
    .select({ classId: enrollments.classId, n: count() })
    .from(enrollments)
    .where(and(inArray(enrollments.classId, classIds), eq(enrollments.status, 'active')))
    .groupBy(enrollments.classId);
  return new Map(rows.map((r) => [r.classId, r.n]));
}

/** Every student ever enrolled in a class, removed ones included, by name. */
export async function findStudentsOfClass(db: Db, classId: number, onlyActive = false) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      grade: users.grade,
      status: enrollments.status,
      addedAt: enrollments.addedAt,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(and(eq(enrollments.classId, classId), onlyActive ? eq(enrollments.status, 'active') : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
