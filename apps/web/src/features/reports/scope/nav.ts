import type { Role } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../lib/route-access';

// The staff navigation's entries for the school and district reports: labels only, so the shell does not load
// the reports' texts.

const nav = {
  districtReport: 'District report',
  schoolReport: 'School report',
  assignmentResults: 'Assignment results',
};
addTexts('en', { scope: { nav: { menu: nav } } });
addTexts('es', {
  scope: {
    nav: {
      menu: {
        districtReport: 'Informe del distrito',
        schoolReport: 'Informe de la escuela',
        assignmentResults: 'Resultados de tareas',
      },
    },
  },
});

/** The pages under a school's report (lit while the school report's entry is the way back to them). */
const SCHOOL_PAGES = [
  PATHS.districtSchoolDetail,
  PATHS.districtClassResult,
  PATHS.districtDomainSummary,
  PATHS.districtStandardDetails,
  PATHS.districtSchoolResult,
  PATHS.districtCoaching,
];

/** "District report" (district admins: lit on every report page under it) and "Assignment results"; "School
 * report" for a school's leaders (their own school: the page fills it in). */
export function scopeNavItems(role: Role, t: LabelT): { to: string; label: string; matches: string[] }[] {
  const items: { to: string; label: string; matches: string[] }[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.districtReport])) {
    items.push({
      to: PATHS.districtReport,
      label: t('scope.nav.menu.districtReport'),
      matches: [PATHS.districtReport, ...SCHOOL_PAGES],
    });
  } else if (isRoleAllowed(role, PAGE_ROLES[PATHS.districtSchoolDetail])) {
    items.push({ to: PATHS.districtSchoolDetail, label: t('scope.nav.menu.schoolReport'), matches: SCHOOL_PAGES });
  }
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.districtResult])) {
    items.push({
      to: PATHS.districtResult,
      label: t('scope.nav.menu.assignmentResults'),
      matches: [PATHS.districtResult],
    });
  }
  return items;
}
