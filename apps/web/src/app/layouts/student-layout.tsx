import { Box, Container, Group, MantineThemeProvider, Text } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { DeferredNotifications } from '../../components/deferred-notifications';
import { PageLoader } from '../../components/page-loader';
import { RotateOverlay, useNeedsRotation } from '../../components/rotate-overlay';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SafeSignOutButton } from '../../features/player/sign-out/safe-sign-out-button';
import { createStudentI18n, I18nProvider, useTranslation } from '../../lib/i18n';
import { STUDENT_ANY_ORIENTATION_PATHS } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';
import { studentTheme } from '../theme';
import { useSignOut } from '../use-sign-out';
import { StudentLanguageSwitch } from './student-language-switch';
import { fullNameOf } from './user-display';

// The arcade badge (banner, avatar, coins) loads after the page: never part of the student's first load.
const ArcadeBadge = lazy(() => import('../../features/arcade/components/header-badge'));

/** The student look, in the student's language (English or Spanish). */
export function StudentLayout() {
  const studentI18n = useMemo(createStudentI18n, []);
  useLayoutEffect(() => {
    const apply = (lng: string) => {
      document.documentElement.lang = lng;
    };
    apply(studentI18n.language);
    // The server's answer (or the student's switch) may change it after the first paint.
    const unsubscribe = studentI18n.subscribe(apply);
    return () => {
      unsubscribe();
      document.documentElement.lang = 'en';
    };
  }, [studentI18n]);
  return (
    <I18nProvider i18n={studentI18n}>
      <MantineThemeProvider theme={studentTheme}>
        <StudentFrame />
        {/* At the bottom: the header's Sign out and language switch stay uncovered and clickable. */}
        <DeferredNotifications position="bottom-center" />
      </MantineThemeProvider>
    </I18nProvider>
  );
}

/** Bright header with the student's first name and a large sign-out button; the rotate overlay on phones. */
function StudentFrame() {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();
  const { pathname } = useLocation();
  // The worksheet player and its summary work on an upright phone (students answer at 390 px wide).
  const needsRotation =
    useNeedsRotation() && !STUDENT_ANY_ORIENTATION_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase());
  if (session.status !== 'signedIn') return <PageLoader fullPage />;
  const name = fullNameOf(session.user);
  return (
    <>
      <div className="cs-student-page" inert={needsRotation}>
        <SkipLink />
        <header className="cs-student-header">
          <Container size="lg" py="sm">
            <Group justify="space-between" wrap="nowrap" mih={56} gap="sm">
              <BrandMark color="white" compact />
              <Group gap="sm" wrap="nowrap">
                {/* The header fits every width in either language: the name from 992 px, the arcade badge from 768 px
                    (its arcade name from 1200 px); below, the brand, the language and Sign out. */}
                <Group gap={8} wrap="nowrap" visibleFrom="md">
                  <span className="cs-student-initial" aria-hidden="true">
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <Text fw={700} fz="lg" c="white" truncate="end" maw={180} title={name}>
                    {name}
                  </Text>
                </Group>
                <Box visibleFrom="sm">
                  <Suspense fallback={null}>
                    <ArcadeBadge />
                  </Suspense>
                </Box>
                <StudentLanguageSwitch />
                {/* Answers still on this device are sent (or the student asked) before signing out. */}
                <SafeSignOutButton
                  variant="white"
                  color="violet"
                  size="md"
                  mih={48}
                  signOut={signOut}
                  pending={pending}
                  label={t('common.signOut')}
                />
              </Group>
            </Group>
          </Container>
        </header>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
          <Container size="md" py="xl">
            <ChunkErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ChunkErrorBoundary>
          </Container>
        </Box>
      </div>
      {needsRotation && <RotateOverlay />}
    </>
  );
}
