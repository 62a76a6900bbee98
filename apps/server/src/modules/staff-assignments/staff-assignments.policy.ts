import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';
import type { SenderScope } from './staff-assignments.repository';

// The staff-assignments policy (docs/decisions/0025, 0010): who sends worksheets to teachers, and to whom.
// Receiving is by being named a recipient (the repository finds only one's own).

/** Whose teachers a caller sends to: a school admin their school's, a district admin their district's; null
 * for anyone else (teachers receive; principals and coaches neither send nor receive). */
export function reachOf(caller: Caller): SenderScope | null {
  if (caller.role === 'DistrictAdmin' && caller.districtId) return { level: 'district', districtId: caller.districtId };
  if (caller.role === 'SchoolAdmin' && caller.schoolId) return { level: 'school', schoolId: caller.schoolId };
  return null;
}

/** Why: one answer for sending, reading what was sent, changing recipients and withdrawing. */
export const staffAssignmentPolicy = definePolicy({
  send: (caller: Caller, _resource: null) => reachOf(caller) !== null,
});
export type StaffAssignmentAction = (typeof staffAssignmentPolicy.actions)[number];
export const { can } = staffAssignmentPolicy;
