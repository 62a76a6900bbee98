import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';

/** A school of the given district (null: none, or another district's). */
export async function findSchoolOfDistrict(db: Db, schoolId: number, districtId: number) {
  const [row] = await db
    .select({ id: schools.id, districtId: schools.districtId, name: schools.name })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.districtId, districtId)));
  return row ?? null;
}
