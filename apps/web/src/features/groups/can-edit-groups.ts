import type { Role } from '@clearsheets/shared';

/** Who may change groups (the server's class writers); principals and coaches only look. */
export const GROUP_EDITOR_ROLES = ['Teacher', 'SchoolAdmin', 'DistrictAdmin'] as const satisfies readonly Role[];

export const canEditGroups = (role: Role | null | undefined) =>
  !!role && (GROUP_EDITOR_ROLES as readonly Role[]).includes(role);
