import type { PermissionName, TMe } from '@clearsheets/shared';

/** The product features a staff home lists, in display order, by the permission that opens them. */
export const HOME_FEATURES = [
  'cs_clear_monitor',
  'cs_clearsheet_studio',
  'cs_crystal_inner_report',
  'cs_teacher_assignment_Feedback',
  'teacher_allowed_premuim_class',
  'teacher_quick_assignment',
] as const satisfies readonly PermissionName[];
export type HomeFeature = (typeof HOME_FEATURES)[number];

export interface FeatureAccess {
  permission: HomeFeature;
  allowed: boolean;
}

/** A feature is open when the user's effective permissions grant view (V); otherwise it is locked. Given the
 * server's `upgradable` list, a locked feature no license would give this user is left out: it is not theirs. */
export function featureAccess(permissions: TMe['permissions'], upgradable?: TMe['upgradable']): FeatureAccess[] {
  return HOME_FEATURES.map((permission) => ({ permission, allowed: permissions[permission]?.V === true })).filter(
    (f) => f.allowed || !upgradable || upgradable.includes(f.permission),
  );
}
