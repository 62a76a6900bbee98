import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { districts, licenses, schools, users } from '../../db/schema';
import type { LicenseReach } from './licenses.policy';

const teacherSchool = alias(schools, 'teacher_school');

export interface LicenseFilters {
  status?: 'in_force' | 'expired' | 'future';
  scope?: 'teacher' | 'school' | 'district';
  code?: string;
}

function reachCondition(reach: LicenseReach): SQL {
  switch (reach.kind) {
    case 'district':
      return sql`(
        (${licenses.scope} = 'district' and ${licenses.districtId} = ${reach.districtId})
        or (${licenses.scope} = 'school' and ${schools.districtId} = ${reach.districtId})
        or (${licenses.scope} = 'teacher' and coalesce(${users.districtId}, ${teacherSchool.districtId}) = ${reach.districtId})
      )`;
    case 'school':
      return sql`(
        (${licenses.scope} = 'school' and ${licenses.schoolId} = ${reach.schoolId})
        or (${licenses.scope} = 'teacher' and ${users.schoolId} = ${reach.schoolId})
      )`;
    case 'own':
      return sql`(${licenses.scope} = 'teacher' and ${licenses.teacherId} = ${reach.userId})`;
  }
}

function statusCondition(status: LicenseFilters['status'], today: string): SQL | undefined {
  if (status === 'in_force') return and(lte(licenses.startsOn, today), gte(licenses.endsOn, today));
  if (status === 'expired') return lt(licenses.endsOn, today);
  if (status === 'future') return gt(licenses.startsOn, today);
  return undefined;
}

/** One page of the licenses in reach, district's first, then schools', then teachers', by holder. */
export async function listLicenses(
  db: Db,
  reach: LicenseReach,
  filters: LicenseFilters,
  page: { limit: number; offset: number },
  today: string,
) {
  const where = and(
    reachCondition(reach),
    statusCondition(filters.status, today),
    filters.scope ? eq(licenses.scope, filters.scope) : undefined,
    filters.code ? eq(licenses.code, filters.code) : undefined,
  );
  const holderName = sql<string>`case ${licenses.scope}
    when 'district' then ${districts.name}
    when 'school' then ${schools.name}
    else ${users.firstName} || ' ' || ${users.lastName} end`;
  const base = () =>
    db
      .select({
        license: licenses,
        holderName,
        schoolName: teacherSchool.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(licenses)
      .leftJoin(districts, eq(districts.id, licenses.districtId))
      .leftJoin(schools, eq(schools.id, licenses.schoolId))
      .leftJoin(users, eq(users.id, licenses.teacherId))
      .leftJoin(teacherSchool, eq(teacherSchool.id, users.schoolId));
  const rows = await base()
    .where(where)
    .orderBy(
      sql`case ${licenses.scope} when 'district' then 0 when 'school' then 1 else 2 end`,
      asc(holderName),
      desc(licenses.startsOn),
      asc(licenses.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the count still says how many there are.
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(licenses)
    .leftJoin(districts, eq(districts.id, licenses.districtId))
    .leftJoin(schools, eq(schools.id, licenses.schoolId))
    .leftJoin(users, eq(users.id, licenses.teacherId))
    .leftJoin(teacherSchool, eq(teacherSchool.id, users.schoolId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
