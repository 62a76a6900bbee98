import type { Role } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/auth/access-tokens';
import { can as canOnClass } from '../classes';
import { can } from './groups.policy';

const caller = (role: Role): Caller => ({ userId: 1, role, schoolId: 10, districtId: 100, licenses: [] });
const cls = { schoolId: 10, districtId: 100, callerTeaches: true };

describe('groups.policy can', () => {
  it.each([
    ['Teacher', { read: true, edit: true }],
    ['SchoolAdmin', { read: true, edit: true }],
    ['DistrictAdmin', { read: true, edit: true }],
    ['Principal', { read: true, edit: false }],
    ['InstructionalCoach', { read: true, edit: false }],
    ['Student', { read: false, edit: false }],
  ] as const)("%s: a class's groups as the class", (role, expected) => {
    const who = caller(role);
    expect({ read: can(who, 'read', { cls }), edit: can(who, 'edit', { cls }) }).toEqual(expected);
    // The web reads the class's `edit` for its groups: the same answer.
    expect(can(who, 'edit', { cls })).toBe(canOnClass(who, 'edit', cls));
  });

  it('gives nothing on a class the caller cannot see', () => {
    const other = { schoolId: 11, districtId: 101, callerTeaches: false };
    for (const role of ['Teacher', 'SchoolAdmin', 'DistrictAdmin', 'Principal'] as const)
      expect(can(caller(role), 'read', { cls: other })).toBe(false);
  });
});
