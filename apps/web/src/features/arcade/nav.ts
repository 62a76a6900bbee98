import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the arcade's class game summary and settings: a label only, so the shell does
// not load the arcade's pages.

addTexts('en', { arcade: { nav: { summary: 'Arcade' } } });
addTexts('es', { arcade: { nav: { summary: 'Sala de juegos' } } });

/** "Arcade", lit on the class game summary. */
export function arcadeNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClassGameSummary])) return [];
  return [
    { to: PATHS.teacherClassGameSummary, label: t('arcade.nav.summary'), matches: [PATHS.teacherClassGameSummary] },
  ];
}
