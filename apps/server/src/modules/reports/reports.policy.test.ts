import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { abilitiesOf, can } from './reports.policy';

// The caller kit's places: school 10 of district 100.
const OWN_SCHOOL = { schoolId: 10, districtId: 100 };
const OTHER_SCHOOL = { schoolId: 11, districtId: 100 };
const OTHER_DISTRICT = { schoolId: 20, districtId: 200 };

describe('reports policy', () => {
  it.each([
    ['DistrictAdmin', [true, true, false]],
    ['SchoolAdmin', [true, false, false]],
    ['Principal', [true, false, false]],
    ['InstructionalCoach', [true, false, false]],
    ['Teacher', [false, false, false]],
    ['Student', [false, false, false]],
  ] as const)("a %s reads school reports of its own school, another school, another district's", (role, expected) => {
    const who = caller(role);
    expect([OWN_SCHOOL, OTHER_SCHOOL, OTHER_DISTRICT].map((s) => can(who, 'readSchool', s))).toEqual(expected);
  });

  it("reads and changes only its own district's levels as a district admin", () => {
    expect(can(caller('DistrictAdmin'), 'readDistrict', { districtId: 100 })).toBe(true);
    expect(can(caller('DistrictAdmin'), 'readDistrict', { districtId: 200 })).toBe(false);
    expect(can(caller('SchoolAdmin'), 'readDistrict', { districtId: 100 })).toBe(false);
    expect(abilitiesOf(caller('DistrictAdmin'), { districtId: 100 }).editLevels).toBe(true);
    expect(abilitiesOf(caller('Principal'), { districtId: 100 }).editLevels).toBe(false);
  });

  it('runs coaching cycles as a leader of the school only', () => {
    expect(abilitiesOf(caller('InstructionalCoach'), { schoolId: 10 })).toEqual({
      editLevels: false,
      runCoaching: true,
    });
    expect(can(caller('Principal'), 'runCoaching', { schoolId: 11 })).toBe(false);
    expect(can(caller('DistrictAdmin'), 'runCoaching', { schoolId: 10 })).toBe(false);
  });
});
