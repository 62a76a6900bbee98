import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for worksheets: two labels only, so the shell does not load the
// worksheet screens' texts.

const nav = { library: 'ClearSheet library', myWorksheets: 'My worksheets' };
addTexts('en', { library: { nav } });
addTexts('es', { library: { nav: { library: 'Biblioteca ClearSheet', myWorksheets: 'Mis hojas de trabajo' } } });

/** "ClearSheet library" (also lit on a worksheet's page) and "My worksheets". */
export function libraryNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  const items: { to: string; label: string; matches: string[] }[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherLibrary])) {
    items.push({
      to: PATHS.teacherLibrary,
      label: t('library.nav.library'),
      matches: [PATHS.teacherLibrary, PATHS.teacherWorksheet],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherWorksheetList])) {
    items.push({
      to: PATHS.teacherWorksheetList,
      label: t('library.nav.myWorksheets'),
      matches: [PATHS.teacherWorksheetList],
    });
  }
  return items;
}
