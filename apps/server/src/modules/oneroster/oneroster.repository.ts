import { UNCAPPED_CLASS_LICENSES } from '@clearsheets/shared';
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { anyOf, chunked, yieldToEventLoop } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { classes, classTeachers, districts, enrollments, licenses, schools, users } from '../../db/schema';
import type { DbState, ExistingClass, ExistingPerson, LicenseSets } from './oneroster.plan';
import type { BulkScope } from './oneroster.plan-bulk';

const person = {
  id: users.id,
  role: users.role,
  username: users.username,
  email: users.email,
  districtId: users.districtId,
  schoolId: users.schoolId,
  sourcedId: users.sourcedId,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  grade: users.grade,
};
const existingClass = {
  id: classes.id,
  schoolId: classes.schoolId,
  isPremium: classes.isPremium,
  deletedAt: classes.deletedAt,
  sourcedId: classes.sourcedId,
  name: classes.name,
  grade: classes.grade,
  subject: classes.subject,
};

/** Runs a lookup per chunk of keys (a query holds at most 65,535 parameters), letting requests in between. */
async function inChunks<K, R>(keys: K[], run: (part: K[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunked([...new Set(keys)], 5000)) {
    out.push(...(await run(part)));
    await yieldToEventLoop();
  }
  return out;
}

export interface BundleRefs {
  userSourcedIds: string[];
  classSourcedIds: string[];
  usernames: string[];
  emails: string[];
  /** Bases of usernames the import derives: accounts holding one of them, or one with "-N". */
  derivedBases: string[];
}

/** Everything validation needs from the database, in a handful of queries whatever the bundle's size. */
export async function loadDbState(db: Db, districtId: number, actorId: number, refs: BundleRefs): Promise<DbState> {
  const schoolRows = await db
    .select({ id: schools.id, name: schools.name, sourcedId: schools.sourcedId })
    .from(schools)
    .where(eq(schools.districtId, districtId));
  const [bySid, byUsername, byEmail, classRows, byDerived] = await Promise.all([
    inChunks(refs.userSourcedIds, (part) =>
      db
        .select(person)
        .from(users)
        .where(and(eq(users.districtId, districtId), anyOf(users.sourcedId, part))),
    ),
    inChunks(refs.usernames, (part) => db.select(person).from(users).where(anyOf(users.username, part))),
    inChunks(refs.emails, (part) =>
      db
        .select(person)
        .from(users)
        .where(anyOf(sql`lower(${users.email})`, part)),
    ),
    inChunks(refs.classSourcedIds, (part) =>
      db
        .select(existingClass)
        .from(classes)
        .innerJoin(schools, eq(schools.id, classes.schoolId))
        .where(and(eq(schools.districtId, districtId), anyOf(classes.sourcedId, part))),
    ),
    inChunks(refs.derivedBases, (part) =>
      db
        .select(person)
        .from(users)
        .where(anyOf(sql`regexp_replace(${users.username}, '-[0-9]+$', '')`, part)),
    ),
  ]);
  const classesBySourcedId = new Map<string, ExistingClass>();
  // A sourcedId kept by a deleted class and a live one: the live one wins.
  for (const c of classRows as ExistingClass[])
    if (!classesBySourcedId.get(c.sourcedId) || !c.deletedAt) classesBySourcedId.set(c.sourcedId, c);
  const classIds = [...classesBySourcedId.values()].map((c) => c.id);
  const [active, primaries, licenseSets] = await Promise.all([
    inChunks(classIds, (part) =>
      db
        .select({ classId: enrollments.classId, id: users.id, sourcedId: users.sourcedId })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .where(and(anyOf(enrollments.classId, part, 'int'), eq(enrollments.status, 'active'))),
    ),
    inChunks(classIds, (part) =>
      db
        .select({ classId: classTeachers.classId, id: users.id, schoolId: users.schoolId })
        .from(classTeachers)
        .innerJoin(users, eq(users.id, classTeachers.teacherId))
        .where(and(anyOf(classTeachers.classId, part, 'int'), eq(classTeachers.isPrimary, true))),
    ),
    loadLicenseSets(db, districtId),
  ]);
  const activeStudents = new Map<number, Set<string>>();
  for (const a of active) {
    const set = activeStudents.get(a.classId) ?? new Set<string>();
    set.add(a.sourcedId ?? `#${a.id}`);
    activeStudents.set(a.classId, set);
  }
  return {
    districtId,
    actorId,
    schoolsBySourcedId: new Map(schoolRows.filter((s) => s.sourcedId).map((s) => [s.sourcedId as string, s])),
    schoolsByName: new Map(schoolRows.filter((s) => !s.sourcedId).map((s) => [s.name.toLowerCase(), s])),
    usersBySourcedId: new Map((bySid as ExistingPerson[]).map((u) => [u.sourcedId as string, u])),
    usersByUsername: new Map(
      [...byUsername, ...byDerived].map((u) => [(u as ExistingPerson).username, u as ExistingPerson]),
    ),
    usersByEmail: new Map((byEmail as ExistingPerson[]).map((u) => [(u.email ?? '').toLowerCase(), u])),
    classesBySourcedId,
    activeStudents,
    primaryTeachers: new Map(primaries.map((p) => [p.classId, { id: p.id, schoolId: p.schoolId }])),
    licenses: licenseSets,
  };
}

/** Clearsheets licenses in force that lift the class cap (premium) and reach the district, one of its schools or one of its people. */
export async function loadLicenseSets(db: Db, districtId: number): Promise<LicenseSets> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({
      scope: licenses.scope,
      teacherId: licenses.teacherId,
      schoolId: licenses.schoolId,
      districtId: licenses.districtId,
    })
    .from(licenses)
    .where(
      and(
        inArray(licenses.code, [...UNCAPPED_CLASS_LICENSES]),
        lte(licenses.startsOn, today),
        gte(licenses.endsOn, today),
        or(
          eq(licenses.districtId, districtId),
          inArray(
            licenses.schoolId,
            db.select({ id: schools.id }).from(schools).where(eq(schools.districtId, districtId)),
          ),
          and(
            isNotNull(licenses.teacherId),
            inArray(
              licenses.teacherId,
              db.select({ id: users.id }).from(users).where(eq(users.districtId, districtId)),
            ),
          ),
        ),
      ),
    );
  return {
    district: rows.some((r) => r.scope === 'district'),
    schools: new Set(rows.filter((r) => r.scope === 'school').map((r) => r.schoolId as number)),
    teachers: new Set(rows.filter((r) => r.scope === 'teacher').map((r) => r.teacherId as number)),
  };
}

/** One import per district at a time: the second waits for the first to commit. */
export async function lockDistrict(tx: Db, districtId: number) {
  await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId)).for('update');
}

/** The imported (sourced) users, classes and active enrollments of the given schools, for a bulk set:
 * users of those schools or enrolled in their classes. */
export async function loadBulkScope(db: Db, districtId: number, schoolIds: number[]): Promise<BulkScope> {
  if (!schoolIds.length) return { users: [], classes: [], enrollments: [] };
  const classRows = (await db
    .select(existingClass)
    .from(classes)
    .where(and(anyOf(classes.schoolId, schoolIds, 'int'), isNotNull(classes.sourcedId)))) as ExistingClass[];
  const live = classRows.filter((c) => !c.deletedAt).map((c) => c.id);
  const enrolled = await inChunks(live, (part) =>
    db
      .select({ classId: enrollments.classId, studentId: enrollments.studentId, sourcedId: users.sourcedId })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(
        and(anyOf(enrollments.classId, part, 'int'), eq(enrollments.status, 'active'), isNotNull(users.sourcedId)),
      ),
  );
  const enrolledIds = [...new Set(enrolled.map((e) => e.studentId))];
  const people = (await db
    .select(person)
    .from(users)
    .where(
      and(
        eq(users.districtId, districtId),
        isNotNull(users.sourcedId),
        or(anyOf(users.schoolId, schoolIds, 'int'), anyOf(users.id, enrolledIds, 'int')),
      ),
    )) as ExistingPerson[];
  const classSid = new Map(classRows.map((c) => [c.id, c.sourcedId]));
  return {
    users: people,
    classes: classRows,
    enrollments: enrolled.map((e) => ({
      classSourcedId: classSid.get(e.classId) as string,
      userSourcedId: e.sourcedId as string,
    })),
  };
}
