import type { Role } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the OneRoster import (district admins).

const nav = { oneRoster: 'OneRoster import' };
addTexts('en', { roster: { nav } });

export function rosterNavItems(role: Role): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.districtRoster])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  return [{ to: PATHS.districtRoster, label: t('roster.nav.oneRoster'), matches: [PATHS.districtRoster] }];
}
