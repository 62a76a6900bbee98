import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for small groups, highlighted on the list, create and manager pages.

const nav = { groups: 'Small groups' };
addTexts('en', { groups: { nav } });
addTexts('es', { groups: { nav: { groups: 'Grupos pequeños' } } });

export function groupsNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherReportingGroups])) return [];
  return [
    {
      to: PATHS.teacherReportingGroups,
      label: t('groups.nav.groups'),
      matches: [PATHS.teacherReportingGroups, PATHS.teacherCreateReportingGroup, PATHS.teacherSmallGroupManager],
    },
  ];
}
