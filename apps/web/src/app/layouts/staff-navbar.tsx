import type { Role, TMe } from '@clearsheets/shared';
import { AppShell, Box, Divider, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LockIcon } from '../../components/icons';
import { arcadeNavItems } from '../../features/arcade/nav';
import { assignmentsNavItems } from '../../features/assignments/nav';
import { classesNavItems } from '../../features/classes/nav';
import { groupsNavItems } from '../../features/groups/nav';
import { importsNavItems } from '../../features/imports/nav';
import { lessonsNavItems } from '../../features/lessons/nav';
import { libraryNavItems } from '../../features/library/nav';
import { monitorNavItems } from '../../features/monitor/nav';
import { crystalNavItems } from '../../features/reports/crystal/nav';
import { scopeNavItems } from '../../features/reports/scope/nav';
import { resultsNavItems } from '../../features/results/nav';
import { rosterNavItems } from '../../features/roster/nav';
import { staffNavItems } from '../../features/staff/nav';
import { studioNavItems } from '../../features/studio/nav';
import { type LabelT, useTranslation } from '../../lib/i18n';
import { useMe } from '../../lib/me-query';
import { isRoleAllowed, PAGE_ROLES, PATHS } from '../../lib/route-access';

interface NavItem {
  to: string;
  label: string;
  /** Paths that highlight this item (a page with two addresses). */
  matches: string[];
  /** The license does not include it: still listed (with a lock), its page says how to get it. */
  locked?: boolean;
}

/** Only the pages that exist and that this role may open; nothing announced before it is built. */
function navItemsFor(role: Role, permissions: TMe['permissions'] | undefined, t: LabelT): NavItem[] {
  const items: NavItem[] = [];
  if (isRoleAllowed(role, PAGE_ROLES[PATHS.teacherDashboard])) {
    items.push({
      to: PATHS.teacherDashboard,
      label: t('staff.nav.dashboard'),
      matches: [PATHS.teacherHome, PATHS.teacherDashboard],
    });
  }
  items.push(...scopeNavItems(role, t));
  items.push(...classesNavItems(role, t));
  items.push(...resultsNavItems(role, t));
  items.push(...crystalNavItems(role, permissions, t));
  items.push(...monitorNavItems(role, permissions, t));
  items.push(...lessonsNavItems(role, t));
  items.push(...assignmentsNavItems(role, t), ...arcadeNavItems(role, t));
  items.push(...libraryNavItems(role, t), ...studioNavItems(role, permissions, t));
  items.push(
    ...groupsNavItems(role, t),
    ...importsNavItems(role, t),
    ...staffNavItems(role, t),
    ...rosterNavItems(role, t),
  );
  return items;
}

interface StaffNavbarProps {
  role: Role;
  name: string;
  roleLabel: string;
  place: string | null;
  navId: string;
  onNavigate: () => void;
}

/** The staff navigation; on phones it also shows who is signed in, which the header has no room for. */
export function StaffNavbar({ role, name, roleLabel, place, navId, onNavigate }: StaffNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const permissions = useMe().data?.permissions;
  return (
    // The menu scrolls on its own when it is taller than the window (a short laptop screen, a zoomed page).
    <AppShell.Navbar id={navId} p="sm" aria-label={t('staff.nav.label')} style={{ overflowY: 'auto' }}>
      <Stack gap={4}>
        {navItemsFor(role, permissions, t as LabelT).map((item) => {
          const active = item.matches.some((path) => path.toLowerCase() === current);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={
                item.locked ? (
                  <>
                    {item.label}
                    <VisuallyHidden> {t('staff.nav.locked')}</VisuallyHidden>
                  </>
                ) : (
                  item.label
                )
              }
              rightSection={
                item.locked ? (
                  <Box c="dimmed" display="flex">
                    <LockIcon />
                  </Box>
                ) : undefined
              }
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              fw={600}
            />
          );
        })}
      </Stack>
      <Box hiddenFrom="sm" mt="auto">
        <Divider my="sm" />
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {place ? `${roleLabel} · ${place}` : roleLabel}
        </Text>
      </Box>
    </AppShell.Navbar>
  );
}
