import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { can, reachOf } from './licenses.policy';

describe('licenses policy', () => {
  it.each([
    ['DistrictAdmin', { kind: 'district', districtId: 100 }],
    ['SchoolAdmin', { kind: 'school', schoolId: 10 }],
    ['Principal', { kind: 'school', schoolId: 10 }],
    ['InstructionalCoach', { kind: 'school', schoolId: 10 }],
    ['Teacher', { kind: 'own', userId: 1 }],
    ['Student', null],
  ] as const)('a %s reaches %o', (role, reach) => {
    expect(reachOf(caller(role))).toEqual(reach);
    expect(can(caller(role), 'read', null)).toBe(reach !== null);
  });

  it('reaches nothing without a school or district to show', () => {
    expect(reachOf(caller('DistrictAdmin', { districtId: null }))).toBeNull();
    expect(reachOf(caller('Principal', { schoolId: null }))).toBeNull();
  });
});
