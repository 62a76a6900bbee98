import { ROLES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import { abilitiesOf, can, listFactsOf, reachOf } from './staff.policy';

const GIVEN = ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach'] as const;

describe('staff.policy can', () => {
  it.each([
    ['Student', false, [], { teacher: false, principal: false, self: false }],
    ['Teacher', false, [], { teacher: false, principal: false, self: false }],
    ['Principal', true, [], { teacher: false, principal: false, self: false }],
    ['InstructionalCoach', true, [], { teacher: false, principal: false, self: false }],
    ['SchoolAdmin', true, ['Teacher'], { teacher: true, principal: false, self: true }],
    ['DistrictAdmin', true, [...GIVEN], { teacher: true, principal: true, self: true }],
  ] as const)('%s: reads %s, gives %j, manages %j', (role, reads, gives, manages) => {
    const who = caller(role);
    expect(can(who, 'read', null)).toBe(reads);
    expect(GIVEN.filter((r) => can(who, 'giveRole', r))).toEqual(gives);
    expect({
      teacher: can(who, 'manage', { id: 2, role: 'Teacher' }),
      principal: can(who, 'manage', { id: 3, role: 'Principal' }),
      self: can(who, 'manage', { id: 1, role: role === 'Student' ? 'Teacher' : role }),
    }).toEqual(manages);
  });

  it('reaches one school, or every school of the district; no place, no list', () => {
    expect(reachOf(caller('Principal'))).toEqual({ kind: 'school', schoolId: 10 });
    expect(reachOf(caller('DistrictAdmin'))).toEqual({ kind: 'district', districtId: 100 });
    expect(reachOf(caller('DistrictAdmin', { districtId: null }))).toBeNull();
    expect(reachOf(caller('SchoolAdmin', { schoolId: null }))).toBeNull();
    for (const role of ROLES.filter((r) => r === 'Student' || r === 'Teacher'))
      expect(reachOf(caller(role))).toBeNull();
  });

  it("sends each row's manage and the list's roles and scope", () => {
    expect(abilitiesOf(caller('SchoolAdmin'), { id: 3, role: 'Principal' })).toEqual({ manage: false });
    expect(listFactsOf(caller('SchoolAdmin'))).toEqual({ rolesYouMayGive: ['Teacher'], scope: 'school' });
    expect(listFactsOf(caller('DistrictAdmin'))).toEqual({ rolesYouMayGive: [...GIVEN], scope: 'district' });
    expect(listFactsOf(caller('Principal'))).toEqual({ rolesYouMayGive: [], scope: 'school' });
  });
});
