import type { Role, TMe } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';
import { canUseStudio } from './lib/studio-access';

// The staff navigation's entry for the studio: one label, so the shell does not load the studio's texts.

const nav = { studio: 'Clearsheet Studio' };
addTexts('en', { studio: { nav } });

/** "Clearsheet Studio", lit on the list and in the studio itself. */
export function studioNavItems(
  role: Role,
  permissions?: TMe['permissions'],
): { to: string; label: string; matches: string[]; locked: boolean }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStudioList])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  return [
    {
      to: PATHS.teacherStudioList,
      label: t('studio.nav.studio'),
      matches: [PATHS.teacherStudioList, PATHS.teacherStudio],
      // Locked when the license does not let this user write worksheets (undefined while /me loads).
      locked: permissions !== undefined && !canUseStudio({ permissions }),
    },
  ];
}
