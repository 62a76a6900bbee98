import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for student imports: two labels only, so the shell does not load the
// import screens' texts.

const nav = { studentImport: 'Import students', importHistory: 'Import history' };
addTexts('en', { imports: { nav } });
addTexts('es', {
  imports: { nav: { studentImport: 'Importar estudiantes', importHistory: 'Historial de importaciones' } },
});

export interface ImportsNavItem {
  to: string;
  label: string;
  matches: string[];
}

/** "Import students" and "Import history", for the roles that may import. */
export function importsNavItems(role: Role, t: LabelT): ImportsNavItem[] {
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
