import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useSession } from '../../lib/session-store';
import { StaffHeader } from './staff-header';
import { StaffNavbar } from './staff-navbar';
import { fullNameOf, placeOf } from './user-display';

const NAV_ID = 'staff-navigation';

/** The staff look (Teacher, school leaders, district admins): header, navigation and the page. */
export function StaffLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  if (session.status !== 'signedIn') return <PageLoader fullPage />;
  const name = fullNameOf(session.user);
  const roleLabel = t(`roles.${session.role}`);
  const place = placeOf(session.user, session.role === 'DistrictAdmin');
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
      bg="gray.0"
    >
      <SkipLink />
      <Notifications position="top-right" />
      <StaffHeader
        name={name}
        roleLabel={roleLabel}
        place={place}
        navOpened={navOpened}
        onToggleNav={toggle}
        navId={NAV_ID}
      />
      <StaffNavbar
        role={session.role}
        name={name}
        roleLabel={roleLabel}
        place={place}
        navId={NAV_ID}
        onNavigate={close}
      />
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ChunkErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
