import { STAFF_ROLES } from '@clearsheets/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PATHS } from '../lib/route-access';
import { guardedRoute as page } from './guards/guarded-route';
import { RequireRole } from './guards/require-role';
import { PublicLayout } from './layouts/public-layout';

// The staff pages' routes and the not-found page, loaded by router.tsx for any path that is neither a student's
// nor a public page. A chunk of its own: the table of some eighty staff pages (and the list of files each one
// needs) stays out of the student's first load.

const StaffLayout = lazy(() => import('./layouts/staff-layout').then((m) => ({ default: m.StaffLayout })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const StaffHomePage = lazy(() =>
  import('../features/dashboards/pages/staff-home-page').then((m) => ({ default: m.StaffHomePage })),
);
const AccountSettingsPage = lazy(() =>
  import('../features/dashboards/pages/account-settings-page').then((m) => ({ default: m.AccountSettingsPage })),
);
const SubscriptionPage = lazy(() =>
  import('../features/billing/pages/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
const SubscriptionSuccessPage = lazy(() =>
  import('../features/billing/pages/subscription-success-page').then((m) => ({ default: m.SubscriptionSuccessPage })),
);
const AccountBilling = lazy(() => import('../features/billing/components/account-billing'));
const DistrictReportPage = lazy(() =>
  import('../features/reports/scope/pages/district-report-page').then((m) => ({ default: m.DistrictReportPage })),
);
const SchoolDetailPage = lazy(() =>
  import('../features/reports/scope/pages/school-detail-page').then((m) => ({ default: m.SchoolDetailPage })),
);
const ScopeClassPage = lazy(() =>
  import('../features/reports/scope/pages/scope-class-page').then((m) => ({ default: m.ScopeClassPage })),
);
const DomainSummaryPage = lazy(() =>
  import('../features/reports/scope/pages/domain-summary-page').then((m) => ({ default: m.DomainSummaryPage })),
);
const StandardDetailPage = lazy(() =>
  import('../features/reports/scope/pages/standard-detail-page').then((m) => ({ default: m.StandardDetailPage })),
);
const ScopeAssignmentResultsPage = lazy(() =>
  import('../features/reports/scope/pages/assignment-results-page').then((m) => ({ default: m.AssignmentResultsPage })),
);
const CoachingPage = lazy(() =>
  import('../features/reports/scope/pages/coaching-page').then((m) => ({ default: m.CoachingPage })),
);
const StudentUsagePage = lazy(() =>
  import('../features/reports/usage/pages/student-usage-page').then((m) => ({ default: m.StudentUsagePage })),
);
const StudentUsageDetailPage = lazy(() =>
  import('../features/reports/usage/pages/student-usage-detail-page').then((m) => ({
    default: m.StudentUsageDetailPage,
  })),
);
const SessionDayPage = lazy(() =>
  import('../features/reports/usage/pages/session-day-page').then((m) => ({ default: m.SessionDayPage })),
);
const SchoolUsagePage = lazy(() =>
  import('../features/reports/usage/pages/school-usage-page').then((m) => ({ default: m.SchoolUsagePage })),
);
const TeacherReportCards = lazy(() =>
  import('../features/reports/dashboard/components/teacher-report-cards').then((m) => ({
    default: m.TeacherReportCards,
  })),
);
const ScopeHeadlines = lazy(() =>
  import('../features/reports/dashboard/components/scope-headlines').then((m) => ({ default: m.ScopeHeadlines })),
);
const CrystalReportPage = lazy(() =>
  import('../features/reports/crystal/pages/crystal-report-page').then((m) => ({ default: m.CrystalReportPage })),
);
const CrystalDomainPage = lazy(() =>
  import('../features/reports/crystal/pages/crystal-domain-page').then((m) => ({ default: m.CrystalDomainPage })),
);
const CrystalStandardPage = lazy(() =>
  import('../features/reports/crystal/pages/crystal-standard-page').then((m) => ({ default: m.CrystalStandardPage })),
);
const CrystalStudentPage = lazy(() =>
  import('../features/reports/crystal/pages/crystal-student-page').then((m) => ({ default: m.CrystalStudentPage })),
);
const LessonCrystalPage = lazy(() =>
  import('../features/reports/crystal/pages/lesson-crystal-page').then((m) => ({ default: m.LessonCrystalPage })),
);
const CreateClassPage = lazy(() =>
  import('../features/classes/pages/create-class-page').then((m) => ({ default: m.CreateClassPage })),
);
const ClassManagerPage = lazy(() =>
  import('../features/classes/pages/class-manager-page').then((m) => ({ default: m.ClassManagerPage })),
);
const ClassManagePage = lazy(() =>
  import('../features/classes/pages/class-manage-page').then((m) => ({ default: m.ClassManagePage })),
);
const SignInCardsPage = lazy(() =>
  import('../features/classes/pages/sign-in-cards-page').then((m) => ({ default: m.SignInCardsPage })),
);
const ClassSettingsPage = lazy(() =>
  import('../features/classes/pages/class-settings-page').then((m) => ({ default: m.ClassSettingsPage })),
);
const StudentListPage = lazy(() =>
  import('../features/students/pages/student-list-page').then((m) => ({ default: m.StudentListPage })),
);
const StudentImportPage = lazy(() =>
  import('../features/imports/pages/student-import-page').then((m) => ({ default: m.StudentImportPage })),
);
const ImportFileListPage = lazy(() =>
  import('../features/imports/pages/import-file-list-page').then((m) => ({ default: m.ImportFileListPage })),
);
const RosterPage = lazy(() => import('../features/roster/pages/roster-page').then((m) => ({ default: m.RosterPage })));
const StaffPage = lazy(() => import('../features/staff/pages/staff-page').then((m) => ({ default: m.StaffPage })));
const ReportingGroupPage = lazy(() =>
  import('../features/groups/pages/reporting-group-page').then((m) => ({ default: m.ReportingGroupPage })),
);
const CreateGroupPage = lazy(() =>
  import('../features/groups/pages/create-group-page').then((m) => ({ default: m.CreateGroupPage })),
);
const SmallGroupManagerPage = lazy(() =>
  import('../features/groups/pages/small-group-manager-page').then((m) => ({ default: m.SmallGroupManagerPage })),
);
const LibraryPage = lazy(() =>
  import('../features/library/pages/library-page').then((m) => ({ default: m.LibraryPage })),
);
const WorksheetPage = lazy(() =>
  import('../features/library/pages/worksheet-page').then((m) => ({ default: m.WorksheetPage })),
);
const WorksheetListPage = lazy(() =>
  import('../features/library/pages/worksheet-list-page').then((m) => ({ default: m.WorksheetListPage })),
);
const StudioListPage = lazy(() =>
  import('../features/studio/pages/studio-list-page').then((m) => ({ default: m.StudioListPage })),
);
const StudioPage = lazy(() => import('../features/studio/pages/studio-page').then((m) => ({ default: m.StudioPage })));
const AssignmentHomePage = lazy(() =>
  import('../features/assignments/pages/assignment-home-page').then((m) => ({ default: m.AssignmentHomePage })),
);
const AssignmentListPage = lazy(() =>
  import('../features/assignments/pages/assignment-list-page').then((m) => ({ default: m.AssignmentListPage })),
);
const AssignmentPreviewPage = lazy(() =>
  import('../features/assignments/pages/assignment-preview-page').then((m) => ({ default: m.AssignmentPreviewPage })),
);
const AssignWorksheetPage = lazy(() =>
  import('../features/assignments/pages/assign-worksheet-page').then((m) => ({ default: m.AssignWorksheetPage })),
);
const StudentRangePage = lazy(() =>
  import('../features/assignments/pages/student-range-page').then((m) => ({ default: m.StudentRangePage })),
);
const StaffAssignmentPage = lazy(() =>
  import('../features/assignments/pages/staff-assignment-page').then((m) => ({ default: m.StaffAssignmentPage })),
);
const GradeResultPage = lazy(() =>
  import('../features/results/pages/grade-result-page').then((m) => ({ default: m.GradeResultPage })),
);
const GradeQueuePage = lazy(() =>
  import('../features/results/pages/grade-queue-page').then((m) => ({ default: m.GradeQueuePage })),
);
const AssignmentResultPage = lazy(() =>
  import('../features/results/pages/assignment-result-page').then((m) => ({ default: m.AssignmentResultPage })),
);
const StudentScoresPage = lazy(() =>
  import('../features/results/pages/student-scores-page').then((m) => ({ default: m.StudentScoresPage })),
);
const ClassResultPage = lazy(() =>
  import('../features/results/pages/class-result-page').then((m) => ({ default: m.ClassResultPage })),
);
const SchoolDetailsPage = lazy(() =>
  import('../features/results/pages/school-details-page').then((m) => ({ default: m.SchoolDetailsPage })),
);
const ClearMonitorPage = lazy(() =>
  import('../features/monitor/pages/clear-monitor-page').then((m) => ({ default: m.ClearMonitorPage })),
);
const ActiveAssignmentsPage = lazy(() =>
  import('../features/monitor/pages/active-assignments-page').then((m) => ({ default: m.ActiveAssignmentsPage })),
);
const SheetPreviewPage = lazy(() =>
  import('../features/monitor/pages/sheet-preview-page').then((m) => ({ default: m.SheetPreviewPage })),
);
const LessonLibraryPage = lazy(() =>
  import('../features/lessons/pages/lesson-library-page').then((m) => ({ default: m.LessonLibraryPage })),
);
const LessonPreviewPage = lazy(() =>
  import('../features/lessons/pages/lesson-preview-page').then((m) => ({ default: m.LessonPreviewPage })),
);
const LaunchLessonPage = lazy(() =>
  import('../features/lessons/pages/launch-lesson-page').then((m) => ({ default: m.LaunchLessonPage })),
);
const MyLessonsPage = lazy(() =>
  import('../features/lessons/pages/my-lessons-page').then((m) => ({ default: m.MyLessonsPage })),
);
const MyLessonBuilderPage = lazy(() =>
  import('../features/lessons/pages/my-lesson-builder-page').then((m) => ({ default: m.MyLessonBuilderPage })),
);
const LessonSummaryPage = lazy(() =>
  import('../features/lessons/pages/lesson-summary-page').then((m) => ({ default: m.LessonSummaryPage })),
);
const LessonReportPage = lazy(() =>
  import('../features/lessons/pages/lesson-report-page').then((m) => ({ default: m.LessonReportPage })),
);
const ClassGameSummaryPage = lazy(() =>
  import('../features/arcade/pages/class-game-summary-page').then((m) => ({ default: m.ClassGameSummaryPage })),
);
const ForbiddenPage = lazy(() => import('./pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));

/** The staff area (its layout and guard) and, for any other path, the not-found page. */
export default function StaffRoutes() {
  const staffHome = (
    <StaffHomePage
      teacherReports={
        <Suspense fallback={null}>
          <TeacherReportCards />
        </Suspense>
      }
      leaderReports={
        <Suspense fallback={null}>
          <ScopeHeadlines />
        </Suspense>
      }
    />
  );
  return (
    <Routes>
      <Route
        element={
          <RequireRole roles={STAFF_ROLES}>
            <Suspense fallback={<PageLoader fullPage />}>
              <StaffLayout />
            </Suspense>
          </RequireRole>
        }
      >
        {page(PATHS.teacherHome, staffHome)}
        {page(PATHS.teacherDashboard, staffHome)}
        {page(PATHS.teacherForbidden, <ForbiddenPage />)}
        {page(PATHS.districtReport, <DistrictReportPage />)}
        {page(PATHS.teacherStudentUsage, <StudentUsagePage />)}
        {page(PATHS.teacherStudentUsageDetail, <StudentUsageDetailPage />)}
        {page(PATHS.teacherSessionSummary, <SessionDayPage />)}
        {page(PATHS.districtSchoolUsage, <SchoolUsagePage />)}
        {page(PATHS.districtSchoolDetail, <SchoolDetailPage />)}
        {page(PATHS.districtClassResult, <ScopeClassPage />)}
        {page(PATHS.districtDomainSummary, <DomainSummaryPage />)}
        {page(PATHS.districtStandardDetails, <StandardDetailPage />)}
        {page(PATHS.districtResult, <ScopeAssignmentResultsPage school={false} />)}
        {page(PATHS.districtSchoolResult, <ScopeAssignmentResultsPage school />)}
        {page(PATHS.districtCoaching, <CoachingPage />)}
        {page(PATHS.teacherReport, <CrystalReportPage />)}
        {page(PATHS.teacherReportDomain, <CrystalDomainPage />)}
        {page(PATHS.teacherReportStandard, <CrystalStandardPage />)}
        {page(PATHS.teacherReportStudent, <CrystalStudentPage />)}
        {page(PATHS.teacherLessonReport, <LessonCrystalPage view="overview" />)}
        {page(PATHS.teacherLessonReportDomain, <LessonCrystalPage view="domain" />)}
        {page(PATHS.teacherLessonReportStandard, <LessonCrystalPage view="standard" />)}
        {page(PATHS.teacherLessonReportUsage, <LessonCrystalPage view="usage" />)}
        {page(PATHS.teacherCreateClass, <CreateClassPage />)}
        {page(PATHS.teacherClassManager, <ClassManagerPage />)}
        {page(PATHS.teacherManage, <ClassManagePage />)}
        {page(PATHS.teacherManageCards, <SignInCardsPage />)}
        {page(PATHS.teacherManageSettings, <ClassSettingsPage />)}
        {page(PATHS.teacherStudentList, <StudentListPage />)}
        {page(PATHS.teacherStudentImport, <StudentImportPage />)}
        {page(PATHS.teacherImportFiles, <ImportFileListPage />)}
        {page(PATHS.districtRoster, <RosterPage />)}
        {page(PATHS.teacherStaff, <StaffPage />)}
        {page(PATHS.teacherReportingGroups, <ReportingGroupPage />)}
        {page(PATHS.teacherCreateReportingGroup, <CreateGroupPage />)}
        {page(PATHS.teacherSmallGroupManager, <SmallGroupManagerPage />)}
        {page(PATHS.teacherLibrary, <LibraryPage />)}
        {page(PATHS.teacherWorksheet, <WorksheetPage />)}
        {page(PATHS.teacherWorksheetList, <WorksheetListPage />)}
        {page(PATHS.teacherStudioList, <StudioListPage />)}
        {page(PATHS.teacherStudio, <StudioPage />)}
        {page(PATHS.teacherGradeResult, <GradeResultPage />)}
        {page(PATHS.teacherGradeQueue, <GradeQueuePage />)}
        {page(PATHS.teacherAssignmentResult, <AssignmentResultPage />)}
        {page(PATHS.teacherStudentScores, <StudentScoresPage />)}
        {page(PATHS.teacherClassResult, <ClassResultPage />)}
        {page(PATHS.teacherSchoolDetails, <SchoolDetailsPage />)}
        {page(
          PATHS.teacherAccountSetting,
          <AccountSettingsPage
            billing={
              <Suspense fallback={null}>
                <AccountBilling />
              </Suspense>
            }
          />,
        )}
        {page(PATHS.teacherSubscription, <SubscriptionPage />)}
        {page(PATHS.teacherSubscriptionSuccess, <SubscriptionSuccessPage />)}
        {page(PATHS.teacherAssignmentHome, <AssignmentHomePage />)}
        {page(PATHS.teacherAssignmentList, <AssignmentListPage />)}
        {page(PATHS.teacherAssignmentPreview, <AssignmentPreviewPage />)}
        {page(PATHS.teacherAssignWorksheet, <AssignWorksheetPage />)}
        {page(PATHS.teacherStudentRange, <StudentRangePage />)}
        {page(PATHS.districtAssignment, <StaffAssignmentPage level="district" />)}
        {page(PATHS.schoolAssignment, <StaffAssignmentPage level="school" />)}
        {page(PATHS.teacherClearMonitor, <ClearMonitorPage />)}
        {page(PATHS.teacherClearMonitorActive, <ActiveAssignmentsPage />)}
        {page(PATHS.teacherClearMonitorSheet, <SheetPreviewPage />)}
        {page(PATHS.teacherClearLesson, <LessonLibraryPage />)}
        {page(PATHS.teacherClearLessonPreview, <LessonPreviewPage />)}
        {page(PATHS.teacherClearLessonLaunch, <LaunchLessonPage key="clear" kind="clear" />)}
        {page(PATHS.teacherMyClearLesson, <MyLessonsPage />)}
        {page(PATHS.teacherMyClearLessonManage, <MyLessonBuilderPage />)}
        {page(PATHS.teacherMyClearLessonLaunch, <LaunchLessonPage key="my" kind="my" />)}
        {page(PATHS.teacherLessonSummary, <LessonSummaryPage key="clear" view="clear" />)}
        {page(PATHS.teacherMyLessonSummary, <LessonSummaryPage key="my" view="my" />)}
        {page(PATHS.teacherClassLessonResult, <LessonSummaryPage key="class" view="class" />)}
        {page(PATHS.teacherSchoolLessonDetails, <LessonSummaryPage key="school" view="school" />)}
        {page(PATHS.teacherLessonSummaryReport, <LessonReportPage kind="clear" />)}
        {page(PATHS.teacherMyLessonSummaryReport, <LessonReportPage kind="my" />)}
        {page(PATHS.teacherClassGameSummary, <ClassGameSummaryPage />)}
      </Route>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
