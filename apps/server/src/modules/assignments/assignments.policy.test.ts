import { ROLES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/kits/policy/caller';
import type { Caller } from '../../platform/auth/access-tokens';
import { abilitiesOf, can, canCreate, reachOf } from './assignments.policy';

const answers = (who: Caller, inReach: boolean) => ({
  read: can(who, 'read', { inReach }),
  edit: can(who, 'edit', { inReach }),
  grade: can(who, 'grade', { inReach }),
});

describe('assignments.policy can', () => {
  const allowed = { read: true, edit: true, grade: true };
  const readOnly = { read: true, edit: false, grade: false };
  const none = { read: false, edit: false, grade: false };
  it.each([
    ['Teacher', allowed],
    ['SchoolAdmin', readOnly],
    ['Principal', readOnly],
    ['InstructionalCoach', readOnly],
    ['DistrictAdmin', readOnly],
    ['Student', readOnly],
  ] as const)('%s, in reach', (role, expected) => {
    expect(answers(caller(role), true)).toEqual(expected);
  });

  it.each(ROLES)('%s, out of reach: nothing', (role) => {
    expect(answers(caller(role), false)).toEqual(none);
  });

  it('reaches a teacher their own and co-taught work, leaders their school, admins their district', () => {
    expect(reachOf(caller('Teacher'))).toEqual({ kind: 'teacher', teacherId: 1 });
    expect(reachOf(caller('SchoolAdmin'))).toEqual({ kind: 'school', schoolId: 10 });
    expect(reachOf(caller('Principal'))).toEqual({ kind: 'school', schoolId: 10 });
    expect(reachOf(caller('InstructionalCoach', { schoolId: null }))).toEqual({ kind: 'none' });
    expect(reachOf(caller('DistrictAdmin'))).toEqual({ kind: 'district', districtId: 100 });
    expect(reachOf(caller('Student'))).toEqual({ kind: 'none' });
  });

  it('sends grade and edit as abilities; only teachers create', () => {
    expect(abilitiesOf(caller('Teacher'), { inReach: true })).toEqual({ edit: true, grade: true });
    expect(abilitiesOf(caller('Principal'), { inReach: true })).toEqual({ edit: false, grade: false });
    expect(ROLES.filter((role) => canCreate(caller(role)))).toEqual(['Teacher']);
  });
});
