import type { Role } from '@clearsheets/shared';
import { i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entry for the arcade's class game summary and settings: a label only, so the shell does
// not load the arcade's pages.

i18n.addResourceBundle('en', 'translation', { arcade: { nav: { summary: 'Arcade' } } }, true, false);
i18n.addResourceBundle('es', 'translation', { arcade: { nav: { summary: 'Sala de juegos' } } }, true, false);

/** "Arcade", lit on the class game summary. */
export function arcadeNavItems(role: Role): { to: string; label: string; matches: string[] }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClassGameSummary])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  return [
    { to: PATHS.teacherClassGameSummary, label: t('arcade.nav.summary'), matches: [PATHS.teacherClassGameSummary] },
  ];
}
