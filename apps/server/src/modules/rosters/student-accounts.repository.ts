import { PRODUCT_ID_CLEARSHEETS, type TCreatedStudent, type TNewStudent } from '@clearsheets/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, insertRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { studentCredentials, users } from '../../db/schema';
import type { CredentialBox } from '../../platform/crypto/credential-box';
import { AppError } from '../../platform/errors';
import { generateStudentPassword, usernameBase } from './student-names';

/** Picks free usernames for many students with one query: base, base2, base3, ... */
export async function allocateUsernames(db: Db, bases: string[], reserved: Set<string> = new Set()): Promise<string[]> {
  const unique = [...new Set(bases)];
  const taken = new Set(reserved);
  if (unique.length) {
    const rows = await db
      .select({ username: users.username })
      .from(users)
      .where(anyOf(sql`rtrim(${users.username}, '0123456789')`, unique));
    for (const r of rows) taken.add(r.username);
  }
  const next = new Map<string, number>();
  return bases.map((base) => {
    let n = next.get(base) ?? 1;
    let candidate = n === 1 ? base : `${base}${n}`;
    while (taken.has(candidate)) candidate = `${base}${++n}`;
    next.set(base, n + 1);
    taken.add(candidate);
    return candidate;
  });
}

export interface StudentPlacement {
  schoolId: number;
  districtId: number;
  grade?: string | null;
  /** Who sets the passwords and for which class's roster: decides who reads them back (decision 0015). */
  passwordsSetBy?: { userId: number; rosterClassId: number | null } | null;
}

/** Creates student accounts in multi-row inserts. Passwords are sealed for sign-in cards and hashed later
 * in the background (docs/decisions/0008), so 10,000 students take seconds, not minutes. Chosen usernames
 * that are taken are refused; blank ones are generated. */
export async function createStudentAccounts(
  db: Db,
  box: CredentialBox,
  students: (TNewStudent & { grade?: string | null; sourcedId?: string | null })[],
  placement: StudentPlacement,
): Promise<TCreatedStudent[]> {
  if (!students.length) return [];
  const chosen = students.map((s) => s.username).filter((u): u is string => !!u);
  if (new Set(chosen).size !== chosen.length) throw new AppError(409, 'username_taken', 'usernameTaken');
  if (chosen.length) {
    const clash = await db.select({ username: users.username }).from(users).where(anyOf(users.username, chosen));
    if (clash.length)
      throw new AppError(409, 'username_taken', 'usernameTaken', clash.map((c) => c.username).join(', '), [
        { field: 'username', message: `${clash[0]?.username}: this username is already taken` },
      ]);
  }
  const blanks = students.filter((s) => !s.username);
  const generated = await allocateUsernames(
    db,
    blanks.map((s) => usernameBase(s.firstName, s.lastName)),
    new Set(chosen),
  );
  let g = 0;
  const prepared = students.map((s) => ({
    ...s,
    username: s.username ?? (generated[g++] as string),
    password: s.password ?? generateStudentPassword(),
  }));
  // One parameter per column (unnest), not per value: far cheaper than building VALUES lists.
  const rows = await insertRows<{ id: number; username: string }>(
    db,
    'users',
    [
      ['role', 'text'],
      ['username', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['school_id', 'int'],
      ['district_id', 'int'],
      ['grade', 'text'],
      ['sourced_id', 'text'],
    ],
    prepared.map((s) => [
      'Student',
      s.username,
      s.firstName,
      s.lastName,
      placement.schoolId,
      placement.districtId,
      s.grade ?? placement.grade ?? null,
      s.sourcedId ?? null,
    ]),
    'returning id, username',
  );
  const idByUsername = new Map(rows.map((r) => [r.username, r.id]));
  const withIds = prepared.map((s) => ({ ...s, id: idByUsername.get(s.username) as number }));
  await insertRows(
    db,
    'student_credentials',
    [
      ['student_id', 'int'],
      ['password_ciphertext', 'text'],
      ['set_by', 'int'],
      ['roster_class_id', 'int'],
    ],
    withIds.map((s) => [
      s.id,
      box.seal(s.password),
      placement.passwordsSetBy?.userId ?? null,
      placement.passwordsSetBy?.rosterClassId ?? null,
    ]),
  );
  await insertRows(
    db,
    'user_products',
    [
      ['user_id', 'int'],
      ['product_id', 'int'],
    ],
    withIds.map((s) => [s.id, PRODUCT_ID_CLEARSHEETS]),
  );
  return withIds.map(({ id, firstName, lastName, username, password }) => ({
    id,
    firstName,
    lastName,
    username,
    password,
  }));
}

/** Sets a student's password: sealed for cards now, hashed by the background hasher. `setBy` is the staff
 * member choosing it outside any roster (a reset): only they and the teachers of their classes read it back
 * (null: nobody on staff chose it, so no card shows it). */
export async function setStudentPassword(
  db: Db,
  box: CredentialBox,
  studentId: number,
  password: string,
  setBy: number | null = null,
) {
  const sealed = box.seal(password);
  // The sealed copy first, then the hash cleared: a background hash of the old password finishing in between
  // then either sees the new copy and is dropped, or is stored and cleared right after (storeStudentHash).
  await db
    .insert(studentCredentials)
    .values({ studentId, passwordCiphertext: sealed, setBy })
    .onConflictDoUpdate({
      target: studentCredentials.studentId,
      set: { passwordCiphertext: sealed, setBy, rosterClassId: null, updatedAt: new Date() },
    });
  await db.update(users).set({ passwordHash: null, updatedAt: new Date() }).where(eq(users.id, studentId));
}

/** Students whose sealed password still awaits its argon2id hash. */
export async function findUnhashedStudents(db: Db, limit: number) {
  return db
    .select({ id: users.id, sealed: studentCredentials.passwordCiphertext })
    .from(users)
    .innerJoin(studentCredentials, eq(studentCredentials.studentId, users.id))
    .where(and(isNull(users.passwordHash), eq(users.role, 'Student')))
    .limit(limit);
}

export async function findSealedPassword(db: Db, studentId: number) {
  const [row] = await db
    .select({ sealed: studentCredentials.passwordCiphertext })
    .from(studentCredentials)
    .where(eq(studentCredentials.studentId, studentId));
  return row?.sealed;
}

/**
 * Stores a computed hash unless the password changed meanwhile (then the hash is stale). The student's row
 * is locked first and the sealed copy read after: a reset committing meanwhile is then always seen. (One
 * statement with an EXISTS subquery is not enough on PostgreSQL: re-checking a row updated by a concurrent
 * reset re-evaluates the subquery on the old snapshot and would store the old password's hash.)
 */
export async function storeStudentHash(db: Db, studentId: number, sealed: string, hash: string) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentId), isNull(users.passwordHash)))
      .for('update');
    if (!locked) return;
    const [current] = await tx
      .select({ sealed: studentCredentials.passwordCiphertext })
      .from(studentCredentials)
      .where(eq(studentCredentials.studentId, studentId));
    if (current?.sealed !== sealed) return;
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, studentId));
  });
}
