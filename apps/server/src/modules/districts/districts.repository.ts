import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, schools, users } from '../../db/schema';

export async function findDistrict(db: Db, id: number) {
  const [row] = await db.select().from(districts).where(eq(districts.id, id)).limit(1);
  return row;
}

/** Schools of a district (or one school of it) with their active teacher and student counts. */
export async function listSchoolSummaries(db: Db, districtId: number, onlySchoolId?: number) {
  const count = (role: string) => sql<number>`(count(*) filter (where ${users.role} = ${role}))::int`;
  return db
    .select({ id: schools.id, name: schools.name, teachers: count('Teacher'), students: count('Student') })
    .from(schools)
    .leftJoin(users, and(eq(users.schoolId, schools.id), eq(users.status, 'active')))
    .where(and(eq(schools.districtId, districtId), onlySchoolId ? eq(schools.id, onlySchoolId) : undefined))
    .groupBy(schools.id, schools.name)
    .orderBy(schools.name);
}
