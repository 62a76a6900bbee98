import { ROLES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { can, reachOf } from './staff-assignments.policy';

describe('staff-assignments.policy can', () => {
  it('lets school and district admins send, nobody else', () => {
    expect(ROLES.filter((role) => can(caller(role), 'send', null))).toEqual(['SchoolAdmin', 'DistrictAdmin']);
  });

  it("sends to the admin's school or district; an admin without one sends nowhere", () => {
    expect(reachOf(caller('SchoolAdmin'))).toEqual({ level: 'school', schoolId: 10 });
    expect(reachOf(caller('DistrictAdmin'))).toEqual({ level: 'district', districtId: 100 });
    expect(reachOf(caller('SchoolAdmin', { schoolId: null }))).toBeNull();
    expect(can(caller('DistrictAdmin', { districtId: null }), 'send', null)).toBe(false);
  });
});
