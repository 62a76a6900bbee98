import type { Role, TMe } from '@clearsheets/shared';
import { i18n } from '../../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../../lib/route-access';

// The staff navigation's entry for the crystal report: one label, so the shell does not load the report.

i18n.addResourceBundle('en', 'translation', { crystal: { nav: { report: 'Crystal report' } } }, true, false);
i18n.addResourceBundle('es', 'translation', { crystal: { nav: { report: 'Informe cristal' } } }, true, false);

/** "Crystal report", lit on all its pages and the lesson crystal report's; locked when the permissions /me sent
 * do not include it (undefined while /me loads: not yet known, not locked). */
export function crystalNavItems(
  role: Role,
  permissions?: TMe['permissions'],
): { to: string; label: string; matches: string[]; locked: boolean }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherReport])) return [];
  const t = i18n.t.bind(i18n) as unknown as (key: string) => string;
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
