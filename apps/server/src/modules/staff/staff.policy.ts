import { type Role, STAFF_MANAGED_ROLES } from '@clearsheets/shared';

type StaffRole = (typeof STAFF_MANAGED_ROLES)[number];

import type { Caller } from '../../platform/auth/access-tokens';
import { AppError, forbidden } from '../../platform/errors';

/** Roles that may add, change and deactivate staff. */
export const STAFF_MANAGERS = ['SchoolAdmin', 'DistrictAdmin'] as const satisfies readonly Role[];
/** Roles that may read the staff list (principals and coaches only look). */
export const STAFF_READERS = [...STAFF_MANAGERS, 'Principal', 'InstructionalCoach'] as const satisfies readonly Role[];

/** The staff a caller may see: one school, or every school of a district. */
export type StaffScope = { kind: 'school'; schoolId: number } | { kind: 'district'; districtId: number };

/** Why: scope comes from the verified token alone, so a guessed id outside it is simply not found. */
export function staffScopeOf(caller: Caller): StaffScope {
  if (caller.role === 'DistrictAdmin') {
    if (caller.districtId) return { kind: 'district', districtId: caller.districtId };
  } else if ((STAFF_READERS as readonly Role[]).includes(caller.role) && caller.schoolId) {
    return { kind: 'school', schoolId: caller.schoolId };
  }
  throw forbidden();
}

/** Why: principals and coaches can read the list but every change is for admins only. */
export function assertStaffManager(caller: Caller) {
  if (!(STAFF_MANAGERS as readonly Role[]).includes(caller.role)) throw forbidden();
}

/** Roles a school admin manages; leaders' accounts (principals, coaches, school admins) belong to the district. */
export const SCHOOL_ADMIN_MANAGES = ['Teacher'] as const satisfies readonly Role[];

/**
 * Why: a school admin must not take over the principal's account (reset its password, demote or deactivate it)
 * nor create leaders; the district manages leaders. A school admin still edits their own name and address.
 */
export function mayManage(caller: Caller, target: { id: number; role: Role }): boolean {
  if (!(STAFF_MANAGERS as readonly Role[]).includes(caller.role)) return false;
  if (caller.role !== 'SchoolAdmin' || caller.userId === target.id) return true;
  return (SCHOOL_ADMIN_MANAGES as readonly Role[]).includes(target.role);
}
export function assertManages(caller: Caller, target: { id: number; role: Role }) {
  if (!mayManage(caller, target)) throw leadersByDistrict();
}

/** Why: only the district gives a leader's role, whether to a new account or an existing one. */
export function rolesCallerMayGive(caller: Caller): StaffRole[] {
  if (!(STAFF_MANAGERS as readonly Role[]).includes(caller.role)) return [];
  return caller.role === 'SchoolAdmin' ? [...SCHOOL_ADMIN_MANAGES] : [...STAFF_MANAGED_ROLES];
}
export function assertMayGiveRole(caller: Caller, role: StaffRole) {
  if (!rolesCallerMayGive(caller).includes(role)) throw leadersByDistrict();
}

const leadersByDistrict = () =>
  new AppError(403, 'leaders_by_district', 'forbidden', "Leaders' accounts are managed by the district");

/** Why: an admin who deactivates or demotes themselves, or moves away, locks themselves out. */
export function assertNotSelf(caller: Caller, targetId: number, what: string) {
  if (caller.userId === targetId) throw new AppError(403, 'not_on_self', 'forbidden', `You cannot ${what} yourself`);
}
