import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coachingCycles, users } from '../../db/schema';
import { select } from './scope-sql.repository';

// Coaching cycles (a coach follows a teacher's classes on chosen standards from a start date) and the rollup
// rows their growth view reads (report_student_standard_day, through the school's index).

const coach = alias(users, 'coach');
const teacher = alias(users, 'teacher');

const cycleColumns = {
  id: coachingCycles.id,
  schoolId: coachingCycles.schoolId,
  districtId: coachingCycles.districtId,
  title: coachingCycles.title,
  coachId: coachingCycles.coachId,
  coachName: sql<string>`trim(${coach.firstName} || ' ' || ${coach.lastName})`,
  teacherId: coachingCycles.teacherId,
  teacherName: sql<string>`trim(${teacher.firstName} || ' ' || ${teacher.lastName})`,
  standardIds: coachingCycles.standardIds,
  startsOn: sql<string>`${coachingCycles.startsOn}::text`,
  createdAt: coachingCycles.createdAt,
};

const cycles = (db: Db) =>
  db
    .select(cycleColumns)
    .from(coachingCycles)
    .innerJoin(coach, eq(coach.id, coachingCycles.coachId))
    .innerJoin(teacher, eq(teacher.id, coachingCycles.teacherId));

export type CycleRow = NonNullable<Awaited<ReturnType<typeof findCycle>>>;

/** A school's cycles, the latest start first. */
export const listCycles = (db: Db, schoolId: number) =>
  cycles(db)
    .where(eq(coachingCycles.schoolId, schoolId))
    .orderBy(desc(coachingCycles.startsOn), desc(coachingCycles.id));

export async function findCycle(db: Db, id: number) {
  const [row] = await cycles(db).where(eq(coachingCycles.id, id));
  return row;
}

export interface CycleValues {
  title: string;
  teacherId: number;
  standardIds: number[];
  startsOn: string;
}

export async function insertCycle(
  db: Db,
  values: CycleValues & { schoolId: number; districtId: number; coachId: number },
) {
  const [row] = await db.insert(coachingCycles).values(values).returning({ id: coachingCycles.id });
  return row!.id;
}

export const updateCycle = (db: Db, id: number, values: CycleValues) =>
  db
    .update(coachingCycles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coachingCycles.id, id));

export const deleteCycle = (db: Db, id: number) => db.delete(coachingCycles).where(eq(coachingCycles.id, id));

/** The school's active teachers, by name (whom a cycle may follow). */
export const schoolTeachers = (db: Db, schoolId: number) =>
  db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'Teacher'), eq(users.status, 'active')))
    .orderBy(users.lastName, users.firstName, users.id);

/** How many of the ids name standards. */
export async function countStandards(db: Db, ids: readonly number[]) {
  const [row] = await select<{ n: number }>(
    db,
    sql`select count(*)::int as n from standards where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`,
  );
  return row?.n ?? 0;
}

/** The teacher's live classes in the school. */
export const teacherClasses = (db: Db, schoolId: number, teacherId: number) =>
  select<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from class_teachers ct join classes c on c.id = ct.class_id
         where ct.teacher_id = ${teacherId} and c.school_id = ${schoolId} and c.deleted_at is null
         order by c.name, c.id`,
  );

export interface GrowthRow {
  class_id: number;
  standard_id: number;
  week: string;
  after: boolean;
  items: number;
  correct: number;
  points: number;
  max_points: number;
}

/** The classes' results on the standards per week since `fromWeek`, split at the cycle's start day. */
export function growthRows(
  db: Db,
  schoolId: number,
  classIds: readonly number[],
  standardIds: readonly number[],
  fromWeek: string,
  startsOn: string,
) {
  if (classIds.length === 0) return Promise.resolve([] as GrowthRow[]);
  const ints = (ids: readonly number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  return select<GrowthRow>(
    db,
    sql`select r.class_id, r.standard_id, (r.day - (extract(isodow from r.day)::int - 1))::text as week,
               (r.day >= ${startsOn}::date) as after,
               sum(r.items)::int as items, sum(r.correct)::int as correct,
               sum(r.points)::float8 as points, sum(r.max_points)::float8 as max_points
          from report_student_standard_day r
         where r.school_id = ${schoolId} and r.class_id = any(${ints(classIds)})
           and r.standard_id = any(${ints(standardIds)}) and r.day >= ${fromWeek}::date
         group by 1, 2, 3, 4`,
  );
}
