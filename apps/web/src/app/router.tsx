import { STAFF_ROLES } from '@clearsheets/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PAGE_ROLES, PATHS, STUDENT_ROLES } from '../lib/route-access';
import { RequireRole } from './guards/require-role';
import { RootRedirect } from './guards/root-redirect';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './pages/not-found-page';

// Every layout and page is its own chunk: a student downloads neither the staff shell nor staff pages.
const StaffLayout = lazy(() => import('./layouts/staff-layout').then((m) => ({ default: m.StaffLayout })));
const StudentLayout = lazy(() => import('./layouts/student-layout').then((m) => ({ default: m.StudentLayout })));
const ForbiddenPage = lazy(() => import('./pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));
const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const StaffHomePage = lazy(() =>
  import('../features/dashboards/pages/staff-home-page').then((m) => ({ default: m.StaffHomePage })),
);
const DistrictReportPage = lazy(() =>
  import('../features/dashboards/pages/district-report-page').then((m) => ({ default: m.DistrictReportPage })),
);
const StudentHomePage = lazy(() =>
  import('../features/dashboards/pages/student-home-page').then((m) => ({ default: m.StudentHomePage })),
);

/** A page behind the spec's guard: valid token and one of the page's roles. */
function guarded(path: keyof typeof PAGE_ROLES, page: ReactNode) {
  return { path, element: <RequireRole roles={PAGE_ROLES[path]}>{page}</RequireRole> };
}

/** The route table: public, staff and student page groups, each with its own layout. */
export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  {
    element: (
      <RequireRole roles={STAFF_ROLES}>
        <Suspense fallback={<PageLoader fullPage />}>
          <StaffLayout />
        </Suspense>
      </RequireRole>
    ),
    children: [
      guarded(PATHS.teacherHome, <StaffHomePage />),
      guarded(PATHS.teacherDashboard, <StaffHomePage />),
      guarded(PATHS.teacherForbidden, <ForbiddenPage />),
      guarded(PATHS.districtReport, <DistrictReportPage />),
    ],
  },
  {
    element: (
      <RequireRole roles={STUDENT_ROLES}>
        <Suspense fallback={<PageLoader fullPage />}>
          <StudentLayout />
        </Suspense>
      </RequireRole>
    ),
    children: [guarded(PATHS.studentHome, <StudentHomePage />), guarded(PATHS.studentForbidden, <ForbiddenPage />)],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.login, element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
