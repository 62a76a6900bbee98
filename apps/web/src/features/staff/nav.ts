import type { Role } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the staff list (school and district leaders).

const nav = { staffList: 'Staff' };
addTexts('en', { staff: { people: { nav } } });

export function staffNavItems(role: Role): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStaff])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  return [{ to: PATHS.teacherStaff, label: t('staff.people.nav.staffList'), matches: [PATHS.teacherStaff] }];
}
