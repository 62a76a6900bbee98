import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for classes and students. Kept apart from the pages' texts so the staff
// shell loads two labels, not the class screens' whole bundle.

const nav = { classes: 'Classes', students: 'Students' };
addTexts('en', { classes: { nav } });
addTexts('es', { classes: { nav: { classes: 'Clases', students: 'Estudiantes' } } });

export interface ClassesNavItem {
  to: string;
  label: string;
  matches: string[];
}

/** "Classes" (highlighted on every class page) and "Students", for the roles that may open them. */
export function classesNavItems(role: Role, t: LabelT): ClassesNavItem[] {
  const items: ClassesNavItem[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClassManager])) {
    items.push({
      to: PATHS.teacherClassManager,
      label: t('classes.nav.classes'),
      matches: [
        PATHS.teacherClassManager,
        PATHS.teacherCreateClass,
        PATHS.teacherManage,
        PATHS.teacherManageCards,
        PATHS.teacherManageSettings,
      ],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherStudentList])) {
    items.push({ to: PATHS.teacherStudentList, label: t('classes.nav.students'), matches: [PATHS.teacherStudentList] });
  }
  return items;
}
