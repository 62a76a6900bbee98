import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { select } from './scope-sql.repository';

/** The names a report's heading shows: its district's, and a school's when one is named. */
export async function scopeNames(db: Db, districtId: number, schoolId?: number) {
  const [row] = await select<{ district: string | null; school: string | null }>(
    db,
    sql`select (select name from districts where id = ${districtId}) as district,
               ${schoolId ? sql`(select name from schools where id = ${schoolId})` : sql`null::text`} as school`,
  );
  return { district: row?.district ?? null, school: row?.school ?? null };
}
