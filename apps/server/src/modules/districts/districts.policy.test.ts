import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { can, reachOf } from './districts.policy';

describe('districts.policy can', () => {
  it.each([
    ['DistrictAdmin', { kind: 'district' }],
    ['SchoolAdmin', { kind: 'school', schoolId: 10 }],
    ['Principal', { kind: 'school', schoolId: 10 }],
    ['InstructionalCoach', { kind: 'school', schoolId: 10 }],
    ['Teacher', { kind: 'school', schoolId: 10 }],
  ] as const)('%s sees %j', (role, reach) => {
    expect(reachOf(caller(role))).toEqual(reach);
    expect(can(caller(role), 'read', null)).toBe(true);
  });

  it('shows nothing without a district, or to a school leader without a school', () => {
    expect(can(caller('DistrictAdmin', { districtId: null }), 'read', null)).toBe(false);
    expect(can(caller('Principal', { schoolId: null }), 'read', null)).toBe(false);
    expect(can(caller('DistrictAdmin', { schoolId: null }), 'read', null)).toBe(true);
  });
});
