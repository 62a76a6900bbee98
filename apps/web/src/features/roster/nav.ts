import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the OneRoster import (district admins).

const nav = { oneRoster: 'OneRoster import' };
addTexts('en', { roster: { nav } });
addTexts('es', { roster: { nav: { oneRoster: 'Importar de OneRoster' } } });

export function rosterNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.districtRoster])) return [];
  return [{ to: PATHS.districtRoster, label: t('roster.nav.oneRoster'), matches: [PATHS.districtRoster] }];
}
