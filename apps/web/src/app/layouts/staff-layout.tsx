import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { DeferredNotifications } from '../../components/deferred-notifications';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { I18nProvider, i18n, useTranslation } from '../../lib/i18n';
import '../../lib/locales/staff-es';
import { useMe } from '../../lib/me-query';
import { useSession } from '../../lib/session-store';
import { StaffHeader } from './staff-header';
import { StaffNavbar } from './staff-navbar';
import { fullNameOf, placeOf } from './user-display';

const NAV_ID = 'staff-navigation';

/** The staff look, in the language chosen in account settings (English or Spanish where translated; the
 * rest stays English). Its own i18n instance, as the student look's, so public pages stay as they were. */
export function StaffLayout() {
  const staffI18n = useMemo(() => i18n.clone('en'), []);
  const language = useMe().data?.user.language;
  useLayoutEffect(() => {
    if (language && staffI18n.language !== language) void staffI18n.changeLanguage(language);
  }, [language, staffI18n]);
  useLayoutEffect(() => {
    const apply = (lng: string) => {
      document.documentElement.lang = lng;
    };
    apply(staffI18n.language);
    const unsubscribe = staffI18n.subscribe(apply);
    return () => {
      unsubscribe();
      document.documentElement.lang = 'en';
    };
  }, [staffI18n]);
  return (
    <I18nProvider i18n={staffI18n}>
      <StaffFrame />
    </I18nProvider>
  );
}

/** Header, navigation and the page. */
function StaffFrame() {
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
      <DeferredNotifications position="top-right" />
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
