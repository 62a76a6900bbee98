import type { Role, TMe } from '@clearsheets/shared';
import { addTexts, type LabelT } from '../../lib/i18n';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';
import { canWatchLive } from './lib/monitor-access';

// The staff navigation's entry for the Clear Monitor: one label, so the shell does not load the monitor.

const nav = { monitor: 'Clear Monitor' };
addTexts('en', { monitor: { nav } });
addTexts('es', { monitor: { nav: { monitor: 'Clear Monitor' } } });

/** "Clear Monitor", lit on the chooser, the grid, the open assignments and a student's live sheet; shown locked
 * when the permissions /me sent do not include it (undefined while /me loads: not yet known, not locked). */
export function monitorNavItems(
  role: Role,
  permissions: TMe['permissions'] | undefined,
  t: LabelT,
): { to: string; label: string; matches: string[]; locked: boolean }[] {
  if (!isRoleAllowed(role, PAGE_ROLES[PATHS.teacherClearMonitor])) return [];
  return [
    {
      to: PATHS.teacherClearMonitor,
      label: t('monitor.nav.monitor'),
      matches: [PATHS.teacherClearMonitor, PATHS.teacherClearMonitorActive, PATHS.teacherClearMonitorSheet],
      locked: permissions !== undefined && !canWatchLive(permissions),
    },
  ];
}
