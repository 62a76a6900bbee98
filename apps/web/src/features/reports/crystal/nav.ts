import type { Role, TMe } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../lib/route-access';

// The staff navigation's entry for the crystal report: one label, so the shell does not load the report.

addTexts('en', { crystal: { nav: { report: 'Crystal report' } } });
addTexts('es', { crystal: { nav: { report: 'Informe cristal' } } });

/** "Crystal report", lit on all its pages and the lesson crystal report's; locked when the permissions /me sent
 * do not include it (undefined while /me loads: not yet known, not locked). */
export function crystalNavItems(
  role: Role,
  permissions: TMe['permissions'] | undefined,
  t: LabelT,
): { to: string; label: string; matches: string[]; locked: boolean }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherReport])) return [];
  return [
    {
      to: PATHS.teacherReport,
      label: t('crystal.nav.report'),
      matches: [
        PATHS.teacherReport,
        PATHS.teacherReportDomain,
        PATHS.teacherReportStandard,
        PATHS.teacherReportStudent,
        PATHS.teacherLessonReport,
        PATHS.teacherLessonReportDomain,
        PATHS.teacherLessonReportStandard,
        PATHS.teacherLessonReportUsage,
      ],
      locked: permissions !== undefined && permissions.cs_crystal_inner_report?.V !== true,
    },
  ];
}
