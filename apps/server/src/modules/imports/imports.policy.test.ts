import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { can, type ImportJobFacts } from './imports.policy';

/** A job teacher 2 started into a class of school 10, district 100. */
const job: ImportJobFacts = { createdBy: 2, districtId: 100, classSchoolId: 10 };

describe('imports.policy can', () => {
  it.each([
    ['its creator', caller('Teacher', { userId: 2 }), true],
    ['another teacher', caller('Teacher'), false],
    ["an admin of the class's school", caller('SchoolAdmin'), true],
    ['an admin of another school', caller('SchoolAdmin', { schoolId: 11 }), false],
    ["a principal of the class's school", caller('Principal'), false],
    ['a district admin of the district', caller('DistrictAdmin'), true],
    ['a district admin of another district', caller('DistrictAdmin', { districtId: 9 }), false],
  ])('%s: %s', (_name, who, expected) => {
    expect(can(who, 'read', job)).toBe(expected);
  });

  it('leaves a job without a class to its creator and the district', () => {
    const noClass = { ...job, classSchoolId: null };
    expect(can(caller('SchoolAdmin'), 'read', noClass)).toBe(false);
    expect(can(caller('DistrictAdmin'), 'read', noClass)).toBe(true);
  });
});
