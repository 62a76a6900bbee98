import { randomInt } from 'node:crypto';
import type { TStaffMember, ZCreateStaffRequest, ZUpdateStaffRequest } from '@clearsheets/shared';
import { MESSAGES } from '@clearsheets/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError, notFound } from '../../platform/errors';
import { revokeRefreshTokens } from '../auth';
import {
  abilitiesOf,
  assertManages,
  assertMayGiveRole,
  assertNotSelf,
  assertStaffManager,
  listFactsOf,
  type StaffScope,
  staffScopeOf,
} from './staff.policy';
import {
  emailInUse,
  findSchoolInScope,
  findStaffInScope,
  insertStaff,
  inTransaction,
  isUniqueViolation,
  listStaffPage,
  type StaffFilters,
  type StaffPatch,
  updateStaffRow,
  usernamesStartingWith,
} from './staff.repository';
import { firstFreeUsername, generateTemporaryPassword, staffUsernameBase } from './staff-credentials';

type CreateInput = z.infer<typeof ZCreateStaffRequest>;
type UpdateInput = z.infer<typeof ZUpdateStaffRequest>;
/** Who acts, and from where (for the audit log). */
export interface Actor {
  caller: Caller;
  ip: string;
}

const EMAIL_TAKEN = MESSAGES.emailTaken;
const emailTaken = () =>
  new AppError(409, 'email_taken', 'emailTaken', EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);
const schoolOutOfScope = () =>
  new AppError(404, 'not_found', 'notFound', 'School not found', [
    { field: 'schoolId', message: 'Choose a school you manage' },
  ]);

/** Why: admins find staff by any name or address they remember, one page at a time. */
export async function listStaff(db: Db, caller: Caller, query: StaffFilters & { page: number; pageSize: number }) {
  const { page, pageSize, ...filters } = query;
  const { items, total } = await listStaffPage(db, staffScopeOf(caller), filters, page, pageSize);
  const withAbilities = items.map((m) => ({ ...m, abilities: abilitiesOf(caller, m) }));
  return { items: withAbilities, total, page, pageSize, ...listFactsOf(caller) };
}

async function loadManaged(db: Db, caller: Caller, id: number): Promise<{ scope: StaffScope; staff: TStaffMember }> {
  const scope = staffScopeOf(caller);
  const staff = await findStaffInScope(db, scope, id);
  if (!staff) throw notFound();
  assertStaffManager(caller);
  assertManages(caller, staff);
  return { scope, staff };
}

const audit = (db: Db, actor: Actor, action: string, staffId: number, details?: Record<string, unknown>) =>
  writeAudit(db, {
    actorUserId: actor.caller.userId,
    action,
    entityType: 'user',
    entityId: staffId,
    details,
    ip: actor.ip,
  });

/** Why: the admin hands the new account its one temporary password; it is never shown again. */
export async function createStaff(db: Db, actor: Actor, input: CreateInput) {
  const scope = staffScopeOf(actor.caller);
  assertStaffManager(actor.caller);
  assertMayGiveRole(actor.caller, input.role);
  const school = await findSchoolInScope(db, scope, input.schoolId);
  if (!school) throw schoolOutOfScope();
  if (await emailInUse(db, input.email)) throw emailTaken();
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const base = staffUsernameBase(input.email, input.firstName, input.lastName);
  // A concurrent sign-up can take the same username between the check and the insert: try again.
  for (let attempt = 0; ; attempt++) {
    const skip = attempt ? randomInt(attempt * 4) : 0;
    const username = firstFreeUsername(base, await usernamesStartingWith(db, base), skip);
    try {
      const id = await inTransaction(db, async (tx) => {
        const newId = await insertStaff(tx, { ...input, username, passwordHash, districtId: school.districtId });
        await audit(tx, actor, 'staff.created', newId, { schoolId: school.id, role: input.role });
        return newId;
      });
      const staff = await findStaffInScope(db, scope, id);
      if (!staff) throw new Error('created staff not found');
      return { staff, temporaryPassword };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      if (!isUniqueViolation(error, 'users_username_key') || attempt >= 5) throw error;
    }
  }
}

/** Why: names, email, role and school change; moves stay inside the admin's own scope. */
export async function updateStaff(db: Db, actor: Actor, id: number, input: UpdateInput) {
  const { scope, staff } = await loadManaged(db, actor.caller, id);
  const patch: StaffPatch = {};
  if (input.firstName !== undefined && input.firstName !== staff.firstName) patch.firstName = input.firstName;
  if (input.lastName !== undefined && input.lastName !== staff.lastName) patch.lastName = input.lastName;
  if (input.email !== undefined && input.email !== staff.email?.toLowerCase()) {
    if (await emailInUse(db, input.email, id)) throw emailTaken();
    // A new address has not been verified yet.
    Object.assign(patch, { email: input.email, emailVerified: false });
  }
  if (input.role !== undefined && input.role !== staff.role) {
    assertNotSelf(actor.caller, id, 'change the role of');
    assertMayGiveRole(actor.caller, input.role);
    patch.role = input.role;
  }
  if (input.schoolId !== undefined && input.schoolId !== staff.schoolId) {
    assertNotSelf(actor.caller, id, 'move');
    const school = await findSchoolInScope(db, scope, input.schoolId);
    if (!school) throw schoolOutOfScope();
    Object.assign(patch, { schoolId: school.id, districtId: school.districtId });
  }
  const fields = Object.keys(patch).filter((k) => k !== 'districtId' && k !== 'emailVerified');
  if (fields.length) {
    try {
      await inTransaction(db, async (tx) => {
        await updateStaffRow(tx, id, patch);
        await audit(tx, actor, 'staff.updated', id, {
          fields,
          ...(patch.schoolId ? { schoolId: patch.schoolId } : {}),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      throw error;
    }
  }
  return (await findStaffInScope(db, scope, id)) ?? staff;
}

async function setStatus(db: Db, actor: Actor, id: number, status: TStaffMember['status']) {
  const { scope } = await loadManaged(db, actor.caller, id);
  if (status === 'deactivated') assertNotSelf(actor.caller, id, 'deactivate');
  await inTransaction(db, async (tx) => {
    await updateStaffRow(tx, id, { status });
    // A deactivated account is signed out everywhere, not just refused at its next sign-in.
    if (status === 'deactivated') await revokeRefreshTokens(tx, id);
    await audit(tx, actor, status === 'deactivated' ? 'staff.deactivated' : 'staff.reactivated', id);
  });
  return (await findStaffInScope(db, scope, id)) as TStaffMember;
}

/** Why: staff who leave lose access at once while their history stays. */
export const deactivateStaff = (db: Db, actor: Actor, id: number) => setStatus(db, actor, id, 'deactivated');

/** Why: staff who return keep their account, classes and history. */
export const reactivateStaff = (db: Db, actor: Actor, id: number) => setStatus(db, actor, id, 'active');

/** Why: a teacher who signed up and named this school gets its and the district's licenses only once an admin
 * there confirms they teach there (decision 0028); confirming twice changes nothing. */
export async function confirmStaffPlacement(db: Db, actor: Actor, id: number) {
  const { scope, staff } = await loadManaged(db, actor.caller, id);
  if (staff.placementConfirmed) return staff;
  await inTransaction(db, async (tx) => {
    await updateStaffRow(tx, id, { placementConfirmed: true });
    await audit(tx, actor, 'staff.placement_confirmed', id, { schoolId: staff.schoolId });
  });
  return (await findStaffInScope(db, scope, id)) as TStaffMember;
}

/** Why: staff who forgot their password get a new temporary one from their admin; old sessions end. */
export async function resetStaffPassword(db: Db, actor: Actor, id: number) {
  const { scope } = await loadManaged(db, actor.caller, id);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await inTransaction(db, async (tx) => {
    // A temporary password: the next sign-in must choose a new one (docs/decisions/0028).
    await updateStaffRow(tx, id, { passwordHash, mustChangePassword: true });
    await revokeRefreshTokens(tx, id);
    await audit(tx, actor, 'staff.password_reset', id);
  });
  return { staff: (await findStaffInScope(db, scope, id)) as TStaffMember, temporaryPassword };
}
