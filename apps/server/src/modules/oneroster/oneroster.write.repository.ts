import { PRODUCT_ID_CLEARSHEETS, type TImportProblem } from '@clearsheets/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunked, insertRows, updateRows, yieldToEventLoop } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { classes, enrollments, studentCredentials, users } from '../../db/schema';
import type { CredentialBox } from '../../platform/crypto/credential-box';
import { revokeRefreshTokens } from '../auth';
import { ImportProblems } from '../imports';

import { createStudentAccounts } from '../rosters';
import type { DbState, PlanSchool } from './oneroster.plan';
import type { CreatedIds, PartClass, PartUser, PlanPart } from './oneroster.plan-parts';
import {
  addStudents,
  addTeachers,
  classesOverCap,
  keepOnePrimary,
  removeStudents,
  removeTeachers,
} from './oneroster.write-links.repository';

// Writing a validated plan inside the import's transaction, part by part as it arrives: multi-row inserts,
// updates and deletes through unnest (bulk-sql.ts); never a query per row.

export interface WriteCounts {
  created: number;
  /** Records whose data changed (a row imported again unchanged is not counted). */
  updated: number;
  details: Record<string, number>;
  /** Accounts this import deactivated: their sign-ins end (refresh tokens revoked here, announced after commit). */
  endedUserIds: number[];
}

const COUNTED = [
  'schoolsCreated',
  'schoolsUpdated',
  'usersCreated',
  'usersUpdated',
  'usersDeactivated',
  'classesCreated',
  'classesUpdated',
  'classesDeleted',
  'teachersAdded',
  'teachersRemoved',
  'enrollmentsAdded',
  'enrollmentsRemoved',
] as const;

/** Writes a plan as its parts arrive from the parse thread (oneroster.plan-parts.ts), inside the import's
 * transaction, and counts what it wrote. It keeps the counts and the accounts whose sign-ins end, never the
 * plan's rows. */
export class PlanWriter {
  readonly details: Record<(typeof COUNTED)[number], number> = Object.fromEntries(COUNTED.map((k) => [k, 0])) as never;
  private readonly endedUserIds = new Set<number>();
  private readonly overCap: TImportProblem[] = [];

  constructor(
    private readonly tx: Db,
    private readonly box: CredentialBox,
    private readonly state: Pick<DbState, 'districtId' | 'licenses'>,
    /** Told how many of the bundle's rows are written so far. */
    private readonly progress: (rows: number) => void,
  ) {}

  /** Writes one part; answers with the ids of the records it created. */
  async take(part: PlanPart): Promise<CreatedIds | undefined> {
    const { tx } = this;
    const d = this.details;
    switch (part.kind) {
      case 'schools':
        return this.schools(part.schools);
      case 'users': {
        const created = await this.users(part.users);
        this.progress(part.done);
        return created;
      }
      case 'deactivate':
        return void (await this.deactivate(part.userIds));
      case 'classes': {
        const created = await this.classes(part.classes);
        this.progress(part.done);
        return created;
      }
      case 'deleteClasses':
        await tx
          .update(classes)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(inArray(classes.id, part.classIds));
        d.classesDeleted += part.classIds.length;
        return;
      case 'addTeachers':
        await addTeachers(tx, part.rows);
        d.teachersAdded += part.rows.length;
        return;
      case 'primaries':
        return void (await keepOnePrimary(tx, part.pairs));
      case 'removeTeachers':
        await removeTeachers(tx, part.pairs);
        d.teachersRemoved += part.pairs.length;
        return;
      case 'addStudents':
        await addStudents(tx, part.pairs);
        d.enrollmentsAdded += part.pairs.length;
        this.progress(part.done);
        return;
      case 'removeStudents':
        await removeStudents(tx, part.pairs);
        d.enrollmentsRemoved += part.pairs.length;
        this.progress(part.done);
        return;
      case 'caps':
        this.overCap.push(...(await classesOverCap(tx, part.classIds, this.state.licenses)));
        return;
    }
  }

  /** After the last part: the counts, or the classes over their cap (the transaction then rolls back). */
  finish(): WriteCounts {
    if (this.overCap.length) throw new ImportProblems(this.overCap);
    const d = this.details;
    return {
      created: d.schoolsCreated + d.usersCreated + d.classesCreated,
      updated: d.schoolsUpdated + d.usersUpdated + d.usersDeactivated + d.classesUpdated + d.classesDeleted,
      details: { ...d },
      endedUserIds: [...this.endedUserIds],
    };
  }

  private async schools(schools: PlanSchool[]): Promise<CreatedIds> {
    const newSchools = schools.filter((s) => !s.existingId);
    const created = await insertRows<{ id: number; sourced_id: string }>(
      this.tx,
      'schools',
      [
        ['district_id', 'int'],
        ['name', 'text'],
        ['sourced_id', 'text'],
      ],
      newSchools.map((s) => [this.state.districtId, s.name, s.sourcedId]),
      'returning id, sourced_id',
    );
    const oldSchools = schools.filter((s) => s.existingId && s.changed);
    await updateRows(
      this.tx,
      'schools',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['sourced_id', 'text'],
      ],
      oldSchools.map((s) => [s.existingId as number, s.name, s.sourcedId]),
      'name = v.name, sourced_id = v.sourced_id',
    );
    this.details.schoolsCreated += newSchools.length;
    this.details.schoolsUpdated += oldSchools.length;
    return created.map((r) => [r.sourced_id, r.id]);
  }

  private async users(part: PartUser[]): Promise<CreatedIds> {
    const { tx, box } = this;
    const d = this.state.districtId;
    const created: CreatedIds = [];
    const newStaff = part.filter((u) => !u.existingId && u.role !== 'Student');
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
      newStaff.map((u) => [u.role, u.username, u.email, u.firstName, u.lastName, u.status, d, u.schoolId, u.sourcedId]),
      'returning id, sourced_id',
    );
    for (const r of createdStaff) created.push([r.sourced_id, r.id]);
    await insertRows(
      tx,
      'user_products',
      [
        ['user_id', 'int'],
        ['product_id', 'int'],
      ],
      createdStaff.map((r) => [r.id, PRODUCT_ID_CLEARSHEETS]),
    );
    const newStudents = part.filter((u) => !u.existingId && u.role === 'Student');
    const bySchool = new Map<number, PartUser[]>();
    for (const u of newStudents) bySchool.set(u.schoolId as number, [...(bySchool.get(u.schoolId as number) ?? []), u]);
    const disabledNew: number[] = [];
    for (const [school, group] of bySchool) {
      const accounts = await createStudentAccounts(
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
      for (const [k, c] of accounts.entries()) {
        created.push([group[k]!.sourcedId, c.id]);
        if (group[k]!.status === 'deactivated') disabledNew.push(c.id);
      }
      await yieldToEventLoop();
    }
    for (const ids of chunked(disabledNew))
      await tx.update(users).set({ status: 'deactivated' }).where(inArray(users.id, ids));

    const known = part.filter((u) => u.existingId);
    const oldUsers = known.filter((u) => u.changed);
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
        u.existingId as number,
        u.role,
        u.username,
        u.email,
        u.firstName,
        u.lastName,
        u.schoolId,
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
    // A deactivated account's sign-ins end at once, whether enabledUser is false or a record is removed.
    await this.endSignIns(known.filter((u) => u.ends).map((u) => u.existingId as number));
    this.details.usersCreated += newStaff.length + newStudents.length;
    this.details.usersUpdated += new Set([...oldUsers.map((u) => u.existingId as number), ...newPasswords]).size;
    return created;
  }

  /** Records removed from the district: the accounts are deactivated and leave their classes. */
  private async deactivate(ids: number[]) {
    await this.endSignIns(ids);
    // A deactivated student leaves their classes (and stops counting against a class's limit).
    await this.tx.update(users).set({ status: 'deactivated', updatedAt: new Date() }).where(inArray(users.id, ids));
    await this.tx
      .update(enrollments)
      .set({ status: 'removed', removedAt: new Date() })
      .where(and(eq(enrollments.status, 'active'), inArray(enrollments.studentId, ids)));
    this.details.usersDeactivated += ids.length;
  }

  private async endSignIns(userIds: number[]) {
    const fresh = userIds.filter((id) => !this.endedUserIds.has(id));
    if (!fresh.length) return;
    for (const id of fresh) this.endedUserIds.add(id);
    await revokeRefreshTokens(this.tx, fresh);
  }

  private async classes(part: PartClass[]): Promise<CreatedIds> {
    const newClasses = part.filter((c) => !c.existingId);
    const created = await insertRows<{ id: number; sourced_id: string }>(
      this.tx,
      'classes',
      [
        ['school_id', 'int'],
        ['name', 'text'],
        ['grade', 'text'],
        ['subject', 'text'],
        ['sourced_id', 'text'],
      ],
      newClasses.map((c) => [c.schoolId, c.title, c.grade, c.subject, c.sourcedId]),
      'returning id, sourced_id',
    );
    const oldClasses = part.filter((c) => c.existingId && c.changed);
    await updateRows(
      this.tx,
      'classes',
      [
        ['id', 'int'],
        ['school_id', 'int'],
        ['name', 'text'],
        ['grade', 'text'],
        ['subject', 'text'],
      ],
      oldClasses.map((c) => [c.existingId as number, c.schoolId, c.title, c.grade, c.subject]),
      'school_id = v.school_id, name = v.name, grade = v.grade, subject = v.subject, deleted_at = null, updated_at = now()',
    );
    this.details.classesCreated += newClasses.length;
    this.details.classesUpdated += oldClasses.length;
    return created.map((r) => [r.sourced_id, r.id]);
  }
}

/** A student's password from the file replaces the one on record only when it differs; returns whose did. */
async function updateStudentPasswords(tx: Db, box: CredentialBox, oldUsers: PartUser[]): Promise<number[]> {
  const withPassword = oldUsers.filter((u) => u.role === 'Student' && u.password);
  if (!withPassword.length) return [];
  const sealed = new Map<number, string>();
  for (const part of chunked(withPassword.map((u) => u.existingId as number)))
    for (const r of await tx
      .select({ id: studentCredentials.studentId, sealed: studentCredentials.passwordCiphertext })
      .from(studentCredentials)
      .where(inArray(studentCredentials.studentId, part)))
      sealed.set(r.id, r.sealed);
  const changed = withPassword.filter((u) => {
    const s = sealed.get(u.existingId as number);
    return !s || box.open(s) !== u.password;
  });
  for (const part of chunked(changed)) {
    await tx
      .insert(studentCredentials)
      .values(
        part.map((u) => ({ studentId: u.existingId as number, passwordCiphertext: box.seal(u.password as string) })),
      )
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
          part.map((u) => u.existingId as number),
        ),
      );
  }
  return changed.map((u) => u.existingId as number);
}
