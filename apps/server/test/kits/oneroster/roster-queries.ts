import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { classes, enrollments, users } from '../../../src/db/schema';

/** What an import left behind, looked up by the file's sourcedIds (the district's, read when asked). */
export function rosterQueries(db: () => Db, districtId: () => number) {
  const userBySid = async (sid: string) =>
    (
      await db()
        .select()
        .from(users)
        .where(and(eq(users.districtId, districtId()), eq(users.sourcedId, sid)))
    )[0];
  const classBySid = async (sid: string) => (await db().select().from(classes).where(eq(classes.sourcedId, sid)))[0];
  /** The sourcedIds of a class's active students, sorted. */
  const roster = async (classSid: string) => {
    const cls = await classBySid(classSid);
    const rows = await db()
      .select({ sid: users.sourcedId })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(and(eq(enrollments.classId, cls!.id), eq(enrollments.status, 'active')));
    return rows.map((r) => r.sid).sort();
  };
  return { userBySid, classBySid, roster };
}
