import { type Role, STAFF_ROLES } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import { forbidden } from '../../platform/errors';

// The licenses policy (docs/decisions/0025, 0029): whose licenses a caller sees. A district admin sees every
// license in the district (the district's, each school's, each teacher's); a school's leaders (school admin,
// principal, coach) their school's and its teachers'; a teacher their own.

/** Roles with a license list (students hold none of their own). */
export const LICENSE_READERS = STAFF_ROLES;

export type LicenseReach =
  | { kind: 'district'; districtId: number }
  | { kind: 'school'; schoolId: number }
  | { kind: 'own'; userId: number };

const SCHOOL_LEADERS: readonly Role[] = ['SchoolAdmin', 'Principal', 'InstructionalCoach'];

/** The set form of `read`: null when the caller reaches no licenses. */
export function reachOf(caller: Caller): LicenseReach | null {
  if (caller.role === 'DistrictAdmin')
    return caller.districtId ? { kind: 'district', districtId: caller.districtId } : null;
  if (SCHOOL_LEADERS.includes(caller.role))
    return caller.schoolId ? { kind: 'school', schoolId: caller.schoolId } : null;
  if (caller.role === 'Teacher') return { kind: 'own', userId: caller.userId };
  return null;
}

/** Why: one answer for reading a license list at all; its rows are then the caller's reach. */
export const licensePolicy = definePolicy({
  read: (caller: Caller, _resource: null) => reachOf(caller) !== null,
});
export type LicenseAction = (typeof licensePolicy.actions)[number];
export const { can } = licensePolicy;

/** The caller's reach, or 403 when they have no list. */
export function licenseReachOf(caller: Caller): LicenseReach {
  const reach = reachOf(caller);
  if (!reach) throw forbidden();
  return reach;
}
