import { ROLES, type Role } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/auth/access-tokens';
import { can, needsStudioFlag } from './images.policy';

const caller = (role: Role): Caller => ({ userId: 1, role, schoolId: 10, districtId: 100, licenses: [] });

describe('images.policy can', () => {
  it.each(ROLES)('%s uploads as a teacher or with the studio create flag', (role) => {
    expect(can(caller(role), 'upload', { studioCreate: true })).toBe(true);
    expect(can(caller(role), 'upload', { studioCreate: false })).toBe(role === 'Teacher');
    expect(needsStudioFlag(caller(role))).toBe(role !== 'Teacher');
  });
});
