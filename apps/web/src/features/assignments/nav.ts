import type { Role } from '@clearsheets/shared';
import { addTexts, i18n } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

// The staff navigation's entries for assigning: three labels only, so the shell does not load the
// assignment screens' texts.

const nav = { assignments: 'Assignments', district: 'District assignments', school: 'School assignments' };
addTexts('en', { assignments: { nav } });

/** "Assignments" for teachers (lit on every assignment page); admins' "District/School assignments". */
export function assignmentsNavItems(role: Role): { to: string; label: string; matches: string[] }[] {
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
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
