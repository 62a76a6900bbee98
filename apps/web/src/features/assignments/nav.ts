import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for assigning: three labels only, so the shell does not load the
// assignment screens' texts.

const nav = { assignments: 'Assignments', district: 'District assignments', school: 'School assignments' };
addTexts('en', { assignments: { nav } });
addTexts('es', {
  assignments: { nav: { assignments: 'Tareas', district: 'Tareas del distrito', school: 'Tareas de la escuela' } },
});

/** "Assignments" for teachers (lit on every assignment page); admins' "District/School assignments". */
export function assignmentsNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  const items: { to: string; label: string; matches: string[] }[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherAssignmentHome])) {
    items.push({
      to: PATHS.teacherAssignmentHome,
      label: t('assignments.nav.assignments'),
      matches: [
        PATHS.teacherAssignmentHome,
        PATHS.teacherAssignmentList,
        PATHS.teacherAssignmentPreview,
        PATHS.teacherStudentRange,
        PATHS.teacherAssignWorksheet,
      ],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.districtAssignment])) {
    items.push({
      to: PATHS.districtAssignment,
      label: t('assignments.nav.district'),
      matches: [PATHS.districtAssignment],
    });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.schoolAssignment])) {
    items.push({ to: PATHS.schoolAssignment, label: t('assignments.nav.school'), matches: [PATHS.schoolAssignment] });
  }
  return items;
}
