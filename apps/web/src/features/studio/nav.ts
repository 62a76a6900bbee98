import type { Role, TMe } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';
import { canUseStudio } from './lib/studio-access';

// The staff navigation's entry for the studio: one label, so the shell does not load the studio's texts.

const nav = { studio: 'Clearsheet Studio' };
addTexts('en', { studio: { nav } });
addTexts('es', { studio: { nav: { studio: 'Clearsheet Studio' } } });

/** "Clearsheet Studio", lit on the list and in the studio itself. */
export function studioNavItems(
  role: Role,
  permissions: TMe['permissions'] | undefined,
  t: LabelT,
): { to: string; label: string; matches: string[]; locked: boolean }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStudioList])) return [];
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
