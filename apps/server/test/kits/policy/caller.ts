import type { Role } from '@clearsheets/shared';
import type { Caller } from '../../../src/platform/auth/access-tokens';

/** A caller of the given role in school 10 of district 100 (user 1, no licenses) unless `over` says otherwise. */
export const caller = (role: Role, over: Partial<Caller> = {}): Caller => ({
  userId: 1,
  role,
  schoolId: 10,
  districtId: 100,
  licenses: [],
  ...over,
});
