import { type Role, STAFF_MANAGED_ROLES } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { AppError, forbidden } from '../../platform/errors';

// The one staff policy (docs/decisions/0025): who reads the staff list, who manages whom, who gives which role.
// Pure: a staff member's facts (id, role) come with the row; scope is the caller's own school or district.

type StaffRole = (typeof STAFF_MANAGED_ROLES)[number];

/** Roles that may add, change and deactivate staff (the guard of the write routes). */
export const STAFF_MANAGERS = ['SchoolAdmin', 'DistrictAdmin'] as const satisfies readonly Role[];
/** Roles that may read the staff list (principals and coaches only look; the guard of the list). */
export const STAFF_READERS = [...STAFF_MANAGERS, 'Principal', 'InstructionalCoach'] as const satisfies readonly Role[];
/** Roles a school admin manages; leaders' accounts (principals, coaches, school admins) belong to the district. */
export const SCHOOL_ADMIN_MANAGES = ['Teacher'] as const satisfies readonly Role[];

const isIn = (roles: readonly Role[], role: Role) => roles.includes(role);

/** The staff a caller may see: one school, or every school of a district. */
export type StaffScope = { kind: 'school'; schoolId: number } | { kind: 'district'; districtId: number };

/** The set form of `read`: null when the caller reaches no staff. */
export function reachOf(caller: Caller): StaffScope | null {
  if (caller.role === 'DistrictAdmin')
    return caller.districtId ? { kind: 'district', districtId: caller.districtId } : null;
  if (isIn(STAFF_READERS, caller.role) && caller.schoolId) return { kind: 'school', schoolId: caller.schoolId };
  return null;
}

/** Roles the caller may give to a new or existing account: only the district gives a leader's role. */
function rolesToGive(caller: Caller): StaffRole[] {
  if (!isIn(STAFF_MANAGERS, caller.role)) return [];
  return caller.role === 'SchoolAdmin' ? [...SCHOOL_ADMIN_MANAGES] : [...STAFF_MANAGED_ROLES];
}

/**
 * Why: one answer for every staff rule. `read`: the list at all (its rows are then the caller's scope);
 * `manage` a member (edit, reset the password, deactivate): admins, but a school admin only teachers and
 * themselves, so the principal's account is the district's; `giveRole`: the role a new or changed account gets.
 */
export const staffPolicy = definePolicy(
  {
    read: (caller: Caller, _resource: null) => reachOf(caller) !== null,
    manage: (caller: Caller, member: { id: number; role: Role }) => {
      if (!isIn(STAFF_MANAGERS, caller.role)) return false;
      if (caller.role !== 'SchoolAdmin' || caller.userId === member.id) return true;
      return isIn(SCHOOL_ADMIN_MANAGES, member.role);
    },
    giveRole: (caller: Caller, role: StaffRole) => rolesToGive(caller).includes(role),
  },
  ['manage'],
);
export type StaffAction = (typeof staffPolicy.actions)[number];
export const { can } = staffPolicy;

/** The abilities a staff list row carries to the web. */
export const abilitiesOf = (caller: Caller, member: { id: number; role: Role }) =>
  staffPolicy.abilitiesOf(caller, member);

/** What the staff list says about the caller: the roles they may give and how far they reach. */
export function listFactsOf(caller: Caller) {
  return { rolesYouMayGive: rolesToGive(caller), scope: staffScopeOf(caller).kind };
}

/** Why: scope comes from the verified token alone, so a guessed id outside it is simply not found. */
export function staffScopeOf(caller: Caller): StaffScope {
  const scope = reachOf(caller);
  if (!scope) throw forbidden();
  return scope;
}

/** Why: principals and coaches can read the list but every change is for admins only. */
export function assertStaffManager(caller: Caller) {
  if (!isIn(STAFF_MANAGERS, caller.role)) throw forbidden();
}

export function assertManages(caller: Caller, target: { id: number; role: Role }) {
  if (!can(caller, 'manage', target)) throw leadersByDistrict();
}

export function assertMayGiveRole(caller: Caller, role: StaffRole) {
  if (!can(caller, 'giveRole', role)) throw leadersByDistrict();
}

const leadersByDistrict = () =>
  new AppError(403, 'leaders_by_district', 'forbidden', "Leaders' accounts are managed by the district");

/** Why: an admin who deactivates or demotes themselves, or moves away, locks themselves out. */
export function assertNotSelf(caller: Caller, targetId: number, what: string) {
  if (caller.userId === targetId) throw new AppError(403, 'not_on_self', 'forbidden', `You cannot ${what} yourself`);
}
