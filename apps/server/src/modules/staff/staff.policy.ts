import type { Role } from '@clearsheets/shared';
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

/** Why: an admin who deactivates or demotes themselves, or moves away, locks themselves out. */
export function assertNotSelf(caller: Caller, targetId: number, what: string) {
  if (caller.userId === targetId) throw new AppError(403, 'not_on_self', 'forbidden', `You cannot ${what} yourself`);
}
