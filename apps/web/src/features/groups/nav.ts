import type { Role } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for small groups, highlighted on the list, create and manager pages.

const nav = { groups: 'Small groups' };
addTexts('en', { groups: { nav } });

export function groupsNavItems(role: Role): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherReportingGroups])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  return [
    {
      to: PATHS.teacherReportingGroups,
      label: t('groups.nav.groups'),
      matches: [PATHS.teacherReportingGroups, PATHS.teacherCreateReportingGroup, PATHS.teacherSmallGroupManager],
    },
  ];
}
