import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { PageLoader } from '../components/page-loader';
import { PATHS, STUDENT_ROLES } from '../lib/route-access';
import { getAccessToken } from '../lib/session-store';
import { guardedRoute as page } from './guards/guarded-route';
import { RequireRole } from './guards/require-role';
import { RootRedirect } from './guards/root-redirect';
import { PublicLayout } from './layouts/public-layout';

// Every layout and page is its own chunk: a student downloads neither the staff shell nor staff pages, nor even
// the staff pages' route table (staff-routes.tsx). Declarative routes (not the data router) keep about 17 kB gzip
// out of everyone's first load.
const loadStudentLayout = () => import('./layouts/student-layout');
const loadStudentHome = () => import('../features/dashboards/pages/student-home-page');
const loadLoginPage = () => import('../features/auth/pages/login-page');
const StudentLayout = lazy(() => loadStudentLayout().then((m) => ({ default: m.StudentLayout })));
const ForbiddenPage = lazy(() => import('./pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/pages/signup-page').then((m) => ({ default: m.SignupPage })));
const EmailVerifiedPage = lazy(() =>
  import('../features/auth/pages/email-verified-page').then((m) => ({ default: m.EmailVerifiedPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/auth/pages/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
const DevOutboxPage = lazy(() =>
  import('../features/dev-outbox/pages/dev-outbox-page').then((m) => ({ default: m.DevOutboxPage })),
);
const StudentHomePage = lazy(() => loadStudentHome().then((m) => ({ default: m.StudentHomePage })));
const PlayerPage = lazy(() => import('../features/player/pages/player-page').then((m) => ({ default: m.PlayerPage })));
const SummaryPage = lazy(() =>
  import('../features/player/pages/summary-page').then((m) => ({ default: m.SummaryPage })),
);
const PendingSummaryPage = lazy(() =>
  import('../features/player/pages/summary-page').then((m) => ({ default: m.PendingSummaryPage })),
);
const StudentLessonPage = lazy(() =>
  import('../features/lessons/pages/student-lesson-page').then((m) => ({ default: m.StudentLessonPage })),
);
const ArcadePage = lazy(() => import('../features/arcade/pages/arcade-page').then((m) => ({ default: m.ArcadePage })));
const StudentGameSummaryPage = lazy(() =>
  import('../features/arcade/pages/student-game-summary-page').then((m) => ({ default: m.StudentGameSummaryPage })),
);
const StaffRoutes = lazy(() => import('./staff-routes'));

/**
 * The two pages most visits open first start downloading with the app, while the session is restored, instead of
 * after it: on a slow phone network that puts them on screen a round trip or two sooner (decision 0041). The
 * student's pages only when a session is stored: a visitor would be sent to /login.
 */
export function preloadFirstPage(pathname: string) {
  const loads =
    pathname === PATHS.login
      ? [loadLoginPage]
      : pathname === PATHS.studentHome && getAccessToken()
        ? [loadStudentLayout, loadStudentHome]
        : [];
  for (const load of loads) void load().catch(() => {}); // a failed download is retried, and shown, by the route
}

/** The route table: student and public page groups here, each with its own layout and guard; the rest lazily. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ChunkErrorBoundary>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route
            element={
              <RequireRole roles={STUDENT_ROLES}>
                <Suspense fallback={<PageLoader fullPage />}>
                  <StudentLayout />
                </Suspense>
              </RequireRole>
            }
          >
            {page(PATHS.studentHome, <StudentHomePage />)}
            {page(PATHS.studentForbidden, <ForbiddenPage />)}
            {page(PATHS.studentWorksheet, <PlayerPage />)}
            {page(PATHS.studentSummary, <SummaryPage />)}
            {page(PATHS.studentPendingSummary, <PendingSummaryPage />)}
            {page(PATHS.studentClearLesson, <StudentLessonPage kind="clear" />)}
            {page(PATHS.studentMyLesson, <StudentLessonPage kind="my" />)}
            {page(PATHS.studentArcade, <ArcadePage />)}
            {page(PATHS.studentGameSummary, <StudentGameSummaryPage />)}
          </Route>
          <Route element={<PublicLayout />}>
            <Route path={PATHS.login} element={<LoginPage />} />
            <Route path={PATHS.signup} element={<SignupPage />} />
            <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
            <Route path={PATHS.confirmEmail} element={<ConfirmEmailPage />} />
            {/* The sign-up mail's link: public (no sign-in), though it lives under /teacher (spec route). */}
            <Route path={PATHS.teacherEmailVerified} element={<EmailVerifiedPage />} />
            <Route path={PATHS.devOutbox} element={<DevOutboxPage />} />
          </Route>
          {/* Staff pages and the not-found page: their own chunk. */}
          <Route
            path="*"
            element={
              <Suspense fallback={<PageLoader fullPage />}>
                <StaffRoutes />
              </Suspense>
            }
          />
        </Routes>
      </ChunkErrorBoundary>
    </BrowserRouter>
  );
}
