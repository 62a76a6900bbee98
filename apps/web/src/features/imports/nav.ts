import type { Role } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for student imports: two labels only, so the shell does not load the
// import screens' texts.

const nav = { studentImport: 'Import students', importHistory: 'Import history' };
addTexts('en', { imports: { nav } });

export interface ImportsNavItem {
  to: string;
  label: string;
  matches: string[];
}

/** "Import students" and "Import history", for the roles that may import. */
export function importsNavItems(role: Role): ImportsNavItem[] {
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
  const items: ImportsNavItem[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStudentImport])) {
    items.push({
      to: PATHS.teacherStudentImport,
      label: t('imports.nav.studentImport'),
      matches: [PATHS.teacherStudentImport],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherImportFiles])) {
    items.push({
      to: PATHS.teacherImportFiles,
      label: t('imports.nav.importHistory'),
      matches: [PATHS.teacherImportFiles],
    });
  }
  return items;
}
