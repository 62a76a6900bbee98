import type { PermissionName } from '@clearsheets/shared';
import { PATHS } from '../../../lib/route-access';

/** The teacher features a plan lists, in display order (their names are the account page's). */
export const PLAN_FEATURES = [
  'cs_clear_monitor',
  'cs_clearsheet_studio',
  'cs_crystal_inner_report',
  'cs_teacher_assignment_Feedback',
  'teacher_allowed_premuim_class',
  'teacher_quick_assignment',
] as const satisfies readonly PermissionName[];

/** Where a newly opened feature starts, for the success page's links. */
export const FEATURE_PAGES: Partial<Record<PermissionName, string>> = {
  cs_clear_monitor: PATHS.teacherClearMonitorActive,
  cs_clearsheet_studio: PATHS.teacherStudioList,
};

/** The plan's features worth listing, in display order. */
export const listedFeatures = (features: readonly PermissionName[]) =>
  PLAN_FEATURES.filter((f) => features.includes(f));

/** What a plan lists beyond a cheaper one (Premium over Paid: decision 0045), in display order. */
export const addedFeatures = (features: readonly PermissionName[], base: readonly PermissionName[]) =>
  listedFeatures(features).filter((f) => !base.includes(f));

/** A plan without premium classes keeps the free class size (the server's cap, decision 0045). */
export const capsClassSize = (features: readonly PermissionName[]) =>
  !features.includes('teacher_allowed_premuim_class');
