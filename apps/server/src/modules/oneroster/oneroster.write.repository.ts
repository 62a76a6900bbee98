import { PRODUCT_ID_CLEARSHEETS } from '@clearsheets/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunked, insertRows, updateRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { classes, enrollments, studentCredentials, users } from '../../db/schema';
import type { CredentialBox } from '../../platform/crypto/credential-box';
import { revokeRefreshTokens } from '../auth';
import { createStudentAccounts } from '../rosters';
import type { DbState, Plan, PlanClass, PlanUser } from './oneroster.plan';
import { assertCaps, writeLinks } from './oneroster.write-links.repository';

// Writing a validated plan inside the import's transaction: multi-row inserts, updates and deletes through
// unnest (bulk-sql.ts), in chunks; never a query per row.

export interface WriteCounts {
  created: number;
  /** Records whose data changed (a row imported again unchanged is not counted). */
  updated: number;
  details: Record<string, number>;
  /** Accounts this import deactivated: their sign-ins end (refresh tokens revoked here, announced after commit). */
  endedUserIds: number[];
}

/** Applies the plan; `progress` is told how many rows are done so far. */
export async function writePlan(
  tx: Db,
  box: CredentialBox,
  plan: Plan,
  state: DbState,
  progress: (rows: number) => void,
): Promise<WriteCounts> {
  const d = state.districtId;
  const details: Record<string, number> = {};

  // Schools.
  const schoolId = new Map<string, number>([...state.schoolsBySourcedId].map(([sid, s]) => [sid, s.id]));
  const newSchools = plan.schools.filter((s) => !s.existingId);
  const createdSchools = await insertRows<{ id: number; sourced_id: string }>(
    tx,
    'schools',
    [
      ['district_id', 'int'],
      ['name', 'text'],
      ['sourced_id', 'text'],
    ],
    newSchools.map((s) => [d, s.name, s.sourcedId]),
    'returning id, sourced_id',
  );
  for (const r of createdSchools) schoolId.set(r.sourced_id, r.id);
  for (const s of plan.schools) if (s.existingId) schoolId.set(s.sourcedId, s.existingId);
  const oldSchools = plan.schools.filter((s) => s.existingId && s.changed);
  await updateRows(
    tx,
    'schools',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['sourced_id', 'text'],
    ],
    oldSchools.map((s) => [s.existingId as number, s.name, s.sourcedId]),
    'name = v.name, sourced_id = v.sourced_id',
  );
  details.schoolsCreated = newSchools.length;
  details.schoolsUpdated = oldSchools.length;

  // Users.
  const userId = new Map<string, number>([...state.usersBySourcedId].map(([sid, u]) => [sid, u.id]));
  const placeOf = (u: PlanUser) => (u.schoolSourcedId ? (schoolId.get(u.schoolSourcedId) ?? null) : null);
  const newStaff = plan.users.filter((u) => !u.existing && u.role !== 'Student');
  const createdStaff = await insertRows<{ id: number; sourced_id: string }>(
    tx,
    'users',
    [
      ['role', 'text'],
      ['username', 'text'],
      ['email', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['status', 'text'],
      ['district_id', 'int'],
      ['school_id', 'int'],
      ['sourced_id', 'text'],
    ],
    newStaff.map((u) => [u.role, u.username, u.email, u.firstName, u.lastName, u.status, d, placeOf(u), u.sourcedId]),
    'returning id, sourced_id',
  );
  for (const r of createdStaff) userId.set(r.sourced_id, r.id);
  await insertRows(
    tx,
    'user_products',
    [
      ['user_id', 'int'],
      ['product_id', 'int'],
    ],
    createdStaff.map((r) => [r.id, PRODUCT_ID_CLEARSHEETS]),
  );
  const newStudents = plan.users.filter((u) => !u.existing && u.role === 'Student');
  const bySchool = new Map<number, PlanUser[]>();
  for (const u of newStudents) bySchool.set(placeOf(u) as number, [...(bySchool.get(placeOf(u) as number) ?? []), u]);
  for (const [school, group] of bySchool) {
    const created = await createStudentAccounts(
      tx,
      box,
      group.map((u) => ({
        firstName: u.firstName,
        lastName: u.lastName,
        username: u.username ?? undefined,
        password: u.password ?? undefined,
        grade: u.grade,
        sourcedId: u.sourcedId,
      })),
      { schoolId: school, districtId: d, grade: null },
    );
    for (const [k, c] of created.entries()) userId.set(group[k]!.sourcedId, c.id);
  }
  const disabledNew = newStudents
    .filter((u) => u.status === 'deactivated')
    .map((u) => userId.get(u.sourcedId) as number);
  for (const part of chunked(disabledNew))
    await tx.update(users).set({ status: 'deactivated' }).where(inArray(users.id, part));

  const known = plan.users.filter((u) => u.existing);
  for (const u of known) userId.set(u.sourcedId, u.existing!.id);
  const oldUsers = known.filter((u) => userChanged(u, placeOf(u)));
  await updateRows(
    tx,
    'users',
    [
      ['id', 'int'],
      ['role', 'text'],
      ['username', 'text'],
      ['email', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['school_id', 'int'],
      ['grade', 'text'],
      ['status', 'text'],
      ['sourced_id', 'text'],
    ],
    oldUsers.map((u) => [
      u.existing!.id,
      u.role,
      u.username,
      u.email,
      u.firstName,
      u.lastName,
      placeOf(u),
      u.grade,
      u.status,
      u.sourcedId,
    ]),
    `role = v.role, username = coalesce(v.username, t.username), email = coalesce(v.email, t.email),
     first_name = v.first_name, last_name = v.last_name, school_id = v.school_id,
     grade = case when v.role = 'Student' then coalesce(v.grade, t.grade) else t.grade end,
     status = v.status, sourced_id = v.sourced_id, updated_at = now()`,
  );
  const newPasswords = await updateStudentPasswords(tx, box, known);
  const gone = plan.deactivated.map((u) => u.id);
  // A deactivated account's sign-ins end at once, whether enabledUser is false or a record is removed.
  const endedUserIds = [
    ...new Set([
      ...gone,
      ...oldUsers
        .filter((u) => u.status === 'deactivated' && u.existing!.status !== 'deactivated')
        .map((u) => u.existing!.id),
    ]),
  ];
  for (const id of endedUserIds) await revokeRefreshTokens(tx, id);
  for (const part of chunked(gone)) {
    // A deactivated student leaves their classes (and stops counting against a class's limit).
    await tx.update(users).set({ status: 'deactivated', updatedAt: new Date() }).where(inArray(users.id, part));
    await tx
      .update(enrollments)
      .set({ status: 'removed', removedAt: new Date() })
      .where(and(eq(enrollments.status, 'active'), inArray(enrollments.studentId, part)));
  }
  details.usersCreated = newStaff.length + newStudents.length;
  const usersUpdated = new Set([...oldUsers.map((u) => u.existing!.id), ...newPasswords]).size;
  details.usersUpdated = usersUpdated;
  details.usersDeactivated = gone.length;
  progress(plan.users.length + plan.schools.length);

  // Classes.
  const classId = new Map<string, number>([...state.classesBySourcedId].map(([sid, c]) => [sid, c.id]));
  const newClasses = plan.classes.filter((c) => !c.existing);
  const createdClasses = await insertRows<{ id: number; sourced_id: string }>(
    tx,
    'classes',
    [
      ['school_id', 'int'],
      ['name', 'text'],
      ['grade', 'text'],
      ['subject', 'text'],
      ['sourced_id', 'text'],
    ],
    newClasses.map((c) => [schoolId.get(c.schoolSourcedId) as number, c.title, c.grade, c.subject, c.sourcedId]),
    'returning id, sourced_id',
  );
  for (const r of createdClasses) classId.set(r.sourced_id, r.id);
  const oldClasses = plan.classes.filter(
    (c) => c.existing && classChanged(c, schoolId.get(c.schoolSourcedId) as number),
  );
  await updateRows(
    tx,
    'classes',
    [
      ['id', 'int'],
      ['school_id', 'int'],
      ['name', 'text'],
      ['grade', 'text'],
      ['subject', 'text'],
    ],
    oldClasses.map((c) => [c.existing!.id, schoolId.get(c.schoolSourcedId) as number, c.title, c.grade, c.subject]),
    'school_id = v.school_id, name = v.name, grade = v.grade, subject = v.subject, deleted_at = null, updated_at = now()',
  );
  const deleted = plan.deletedClasses.map((c) => c.id);
  for (const part of chunked(deleted))
    await tx.update(classes).set({ deletedAt: new Date(), updatedAt: new Date() }).where(inArray(classes.id, part));
  details.classesCreated = newClasses.length;
  details.classesUpdated = oldClasses.length;
  details.classesDeleted = deleted.length;

  Object.assign(details, await writeLinks(tx, plan, classId, userId));
  progress(plan.totalRows);
  await assertCaps(tx, plan, classId, state.licenses);
  return {
    created: newSchools.length + details.usersCreated + newClasses.length,
    updated: oldSchools.length + usersUpdated + gone.length + oldClasses.length + deleted.length,
    details,
    endedUserIds,
  };
}

/** True when the import changes something of an existing account (blank username, email or grade keep theirs). */
function userChanged(u: PlanUser, schoolId: number | null) {
  const e = u.existing!;
  return (
    e.role !== u.role ||
    (u.username !== null && e.username !== u.username) ||
    (u.email !== null && (e.email ?? '').toLowerCase() !== u.email) ||
    e.firstName !== u.firstName ||
    e.lastName !== u.lastName ||
    e.schoolId !== schoolId ||
    (u.role === 'Student' && u.grade !== null && e.grade !== u.grade) ||
    e.status !== u.status ||
    e.sourcedId !== u.sourcedId
  );
}

function classChanged(c: PlanClass, schoolId: number) {
  const e = c.existing!;
  return (
    !!e.deletedAt || e.schoolId !== schoolId || e.name !== c.title || e.grade !== c.grade || e.subject !== c.subject
  );
}

/** A student's password from the file replaces the one on record only when it differs; returns whose did. */
async function updateStudentPasswords(tx: Db, box: CredentialBox, oldUsers: PlanUser[]): Promise<number[]> {
  const withPassword = oldUsers.filter((u) => u.role === 'Student' && u.password);
  if (!withPassword.length) return [];
  const sealed = new Map<number, string>();
  for (const part of chunked(withPassword.map((u) => u.existing!.id)))
    for (const r of await tx
      .select({ id: studentCredentials.studentId, sealed: studentCredentials.passwordCiphertext })
      .from(studentCredentials)
      .where(inArray(studentCredentials.studentId, part)))
      sealed.set(r.id, r.sealed);
  const changed = withPassword.filter((u) => {
    const s = sealed.get(u.existing!.id);
    return !s || box.open(s) !== u.password;
  });
  for (const part of chunked(changed)) {
    await tx
      .insert(studentCredentials)
      .values(part.map((u) => ({ studentId: u.existing!.id, passwordCiphertext: box.seal(u.password as string) })))
      .onConflictDoUpdate({
        target: studentCredentials.studentId,
        // The district's password replaces the staff member's: nobody on staff chose it (decision 0015).
        set: {
          passwordCiphertext: sql`excluded.password_ciphertext`,
          setBy: null,
          rosterClassId: null,
          updatedAt: sql`now()`,
        },
      });
    await tx
      .update(users)
      .set({ passwordHash: null })
      .where(
        inArray(
          users.id,
          part.map((u) => u.existing!.id),
        ),
      );
  }
  return changed.map((u) => u.existing!.id);
}
