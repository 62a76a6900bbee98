import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';

// The districts policy (docs/decisions/0025): how much of their district's overview a caller sees.

/** Which schools of the caller's district the overview shows: all (district admins), one (a school's leaders
 * and teachers), or none (no district, or no school to show). */
export type OverviewReach = { kind: 'district' } | { kind: 'school'; schoolId: number } | { kind: 'none' };

export function reachOf(caller: Caller): OverviewReach {
  if (!caller.districtId) return { kind: 'none' };
  if (caller.role === 'DistrictAdmin') return { kind: 'district' };
  return caller.schoolId ? { kind: 'school', schoolId: caller.schoolId } : { kind: 'none' };
}

/** Why: one answer for reading the overview at all. */
export const districtPolicy = definePolicy({
  read: (caller: Caller, _resource: null) => reachOf(caller).kind !== 'none',
});
export type DistrictAction = (typeof districtPolicy.actions)[number];
export const { can } = districtPolicy;
