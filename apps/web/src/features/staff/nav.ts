import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the staff list (school and district leaders).

const nav = { staffList: 'Staff' };
addTexts('en', { staff: { people: { nav } } });
addTexts('es', { staff: { people: { nav: { staffList: 'Personal' } } } });

export function staffNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStaff])) return [];
  return [{ to: PATHS.teacherStaff, label: t('staff.people.nav.staffList'), matches: [PATHS.teacherStaff] }];
}
