import { ROLES, type Role } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/auth/access-tokens';
import { assertMayWatch, can } from './monitor.policy';

const caller = (role: Role): Caller => ({ userId: 1, role, schoolId: 10, districtId: 100, licenses: [] });

describe('monitor.policy can', () => {
  it.each(ROLES)('%s watches only with cs_clear_monitor, and never as a student', (role) => {
    expect(can(caller(role), 'watch', { granted: true })).toBe(role !== 'Student');
    expect(can(caller(role), 'watch', { granted: false })).toBe(false);
  });

  it('tells a student nothing exists and refuses staff without the flag', () => {
    expect(() => assertMayWatch(caller('Student'), { granted: true })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => assertMayWatch(caller('Teacher'), { granted: false })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => assertMayWatch(caller('Principal'), { granted: true })).not.toThrow();
  });
});
