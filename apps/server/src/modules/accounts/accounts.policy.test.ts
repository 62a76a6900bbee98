import { ROLES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { can } from './accounts.policy';

describe('accounts.policy can', () => {
  it.each(ROLES.map((role) => [role, role !== 'Student'] as const))(
    '%s: reads and edits their own account settings: %s',
    (role, expected) => {
      const who = caller(role, { userId: 7 });
      expect(can(who, 'read', { userId: 7 })).toBe(expected);
      expect(can(who, 'edit', { userId: 7 })).toBe(expected);
    },
  );

  it("never reaches another person's account, whatever the role", () => {
    for (const role of ROLES) {
      expect(can(caller(role, { userId: 7 }), 'read', { userId: 8 })).toBe(false);
      expect(can(caller(role, { userId: 7 }), 'edit', { userId: 8 })).toBe(false);
    }
  });

  it.each([
    ['their own free license with no grade yet', { teacherId: 7, grades: [] }, true],
    ['a grade already chosen', { teacherId: 7, grades: ['4'] }, false],
    ["someone else's license", { teacherId: 8, grades: [] }, false],
    ['a license held by no teacher', { teacherId: null, grades: [] }, false],
  ] as const)('chooses the license grade on %s: %s', (_, license, expected) => {
    expect(can(caller('Teacher', { userId: 7 }), 'chooseLicenseGrade', { userId: 7, license })).toBe(expected);
  });

  it('chooses no grade without a license', () => {
    expect(can(caller('Teacher', { userId: 7 }), 'chooseLicenseGrade', { userId: 7 })).toBe(false);
  });
});
