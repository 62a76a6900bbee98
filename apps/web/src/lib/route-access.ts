import { type Role, STAFF_ROLES } from '@clearsheets/shared';

// The web's URLs are the spec's routes (DESIGN.md 4.3). One table says who may open each built page; the
// router and the post-sign-in redirect both read it, so they can never disagree.

export const PATHS = {
  login: '/login',
  teacherHome: '/teacher',
  teacherDashboard: '/teacher/dashboard',
  teacherForbidden: '/teacher/error403',
  districtReport: '/districtadmin/report',
  // The crystal report and the lesson crystal report (the spec's routes; student detail is ours).
  teacherReport: '/teacher/report',
  teacherReportDomain: '/teacher/report/domainsummary',
  teacherReportStandard: '/teacher/report/standardDetails',
  teacherReportStudent: '/teacher/report/studentdetail',
  teacherLessonReport: '/teacher/clearlessoncrystalreport',
  teacherLessonReportDomain: '/teacher/clearlessoncrystalreport/domainsummary',
  teacherLessonReportStandard: '/teacher/clearlessoncrystalreport/standardDetails',
  teacherLessonReportUsage: '/teacher/clearlessoncrystalreport/studentusagedetail',
  // Usage and session reports (the spec's routes).
  teacherStudentUsage: '/teacher/report/studentusage',
  teacherStudentUsageDetail: '/teacher/report/studentusagedetail',
  teacherSessionSummary: '/teacher/report/studentsessionsummarydetail',
  districtSchoolUsage: '/districtadmin/report/schoolusage',
  // School and district reports (the spec's shared and district admin routes; coaching is ours).
  districtDomainSummary: '/districtadmin/report/domainsummary/',
  districtStandardDetails: '/districtadmin/report/standardDetails',
  districtSchoolDetail: '/districtadmin/report/schooldetail',
  districtCoaching: '/districtadmin/report/coaching',
  districtResult: '/districtadmin/result',
  districtSchoolResult: '/districtadmin/schoolresult',
  districtClassResult: '/districtadmin/classresult',
  studentHome: '/student',
  studentForbidden: '/student/error403',
  studentWorksheet: '/student/worksheet',
  studentSummary: '/student/assignment/summary',
  studentPendingSummary: '/student/assignment/pendingsummary',
  teacherCreateClass: '/teacher/createclass',
  teacherClassManager: '/teacher/classmanager',
  teacherManage: '/teacher/manage',
  teacherManageCards: '/teacher/manage/cards',
  teacherStudentList: '/teacher/studentlist',
  teacherManageSettings: '/teacher/managesettings',
  teacherStudentImport: '/teacher/studentimportlist',
  teacherImportFiles: '/teacher/importfilelist',
  districtRoster: '/districtadmin/roster',
  teacherStaff: '/teacher/staff',
  teacherReportingGroups: '/teacher/reportinggroup',
  teacherCreateReportingGroup: '/teacher/reportinggroup/create',
  teacherSmallGroupManager: '/teacher/smallgroupmanager',
  teacherLibrary: '/teacher/clearSheetLibrary',
  teacherWorksheet: '/teacher/worksheet',
  teacherWorksheetList: '/teacher/worksheet/list',
  teacherStudioList: '/teacher/clearsheetstudio/list',
  teacherStudio: '/teacher/clearsheetstudio',
  teacherAssignmentHome: '/teacher/assignment',
  teacherAssignmentList: '/teacher/assignment/list',
  teacherAssignmentPreview: '/teacher/assignment/preview',
  teacherStudentRange: '/teacher/assignment/studentrange',
  teacherAssignWorksheet: '/teacher/worksheet/assignWorksheet',
  districtAssignment: '/districtadmin/assignment',
  schoolAssignment: '/schoolassignment',
  teacherGradeResult: '/teacher/graderesult',
  teacherGradeQueue: '/teacher/gradelessonresult',
  teacherAssignmentResult: '/teacher/assignment/result',
  teacherStudentScores: '/teacher/assignment/studentscores',
  teacherClassResult: '/teacher/classresult',
  teacherSchoolDetails: '/teacher/schooldetails',
  teacherClearMonitor: '/teacher/clearmonitor',
  teacherClearMonitorActive: '/teacher/clearmonitor/activeassignments',
  teacherClearMonitorSheet: '/teacher/clearmonitor/sheetpreview',
  // Live lessons (the spec's routes): the library, a preview, the live lesson (teacher and projector audiences).
  teacherClearLesson: '/teacher/clearlesson',
  teacherClearLessonPreview: '/teacher/clearlesson/preview',
  teacherClearLessonLaunch: '/teacher/clearlesson/launchclearlesson',
  // My Clear Lessons (the spec's routes): the teacher's own and the school's shared lessons, the builder (?id= to
  // change one), the live lesson of one of them.
  teacherMyClearLesson: '/teacher/myclearlesson',
  teacherMyClearLessonManage: '/teacher/myclearlesson/myclearlessonmanage',
  teacherMyClearLessonLaunch: '/teacher/teachermyclearlesson/launchclearlesson',
  // The lesson summary (the spec's routes; a session's report is ours): the sessions taught, a class's and a school's.
  teacherLessonSummary: '/teacher/lessonsummary',
  teacherLessonSummaryReport: '/teacher/lessonsummary/report',
  teacherMyLessonSummary: '/teacher/mylessonsummary',
  teacherMyLessonSummaryReport: '/teacher/mylessonsummary/report',
  teacherClassLessonResult: '/teacher/classlessonresult',
  teacherSchoolLessonDetails: '/teacher/schoollessondetails',
  studentClearLesson: '/student/clearlesson',
  studentMyLesson: '/student/mylesson',
  // The arcade (the spec's routes): a student's arcade and games, their game summary; a class's game summary and
  // arcade settings for its staff (and the district switch for district admins).
  studentArcade: '/playgame',
  studentGameSummary: '/student/assignment/gamesummary',
  teacherClassGameSummary: '/teacher/assignment/classgamesummary',
  teacherAccountSetting: '/teacher/accountsetting/',
  teacherSubscription: '/teacher/subscription',
  teacherSubscriptionSuccess: '/teacher/accountsetting/subscriptionsuccess',
  /** Development only: the mail the app sent (the server has no outbox in production). */
  devOutbox: '/dev/outbox',
  // Public pages of accounts (decision 0028): sign-up, forgotten passwords and the pages mailed links open.
  signup: '/signup',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  confirmEmail: '/confirmemail',
  teacherEmailVerified: '/teacher/emailverified',
} as const;
export type PagePath = (typeof PATHS)[keyof typeof PATHS];
/** Pages anyone may open, signed in or not: no roles to check. */
type PublicPagePath =
  | typeof PATHS.login
  | typeof PATHS.devOutbox
  | typeof PATHS.signup
  | typeof PATHS.forgotPassword
  | typeof PATHS.resetPassword
  | typeof PATHS.confirmEmail
  | typeof PATHS.teacherEmailVerified;

/** Staff who work in one school: their home is the teacher dashboard. */
export const SCHOOL_STAFF_ROLES = [
  'Teacher',
  'SchoolAdmin',
  'Principal',
  'InstructionalCoach',
] as const satisfies readonly Role[];
/** Staff who lead a school and see its summary on their home. */
export const SCHOOL_LEADER_ROLES = [
  'SchoolAdmin',
  'Principal',
  'InstructionalCoach',
] as const satisfies readonly Role[];
export const STUDENT_ROLES = ['Student'] as const satisfies readonly Role[];

/** Student pages built for a phone held upright too (the worksheet player and its results): no rotate overlay. */
export const STUDENT_ANY_ORIENTATION_PATHS: readonly string[] = [
  PATHS.studentWorksheet,
  PATHS.studentSummary,
  PATHS.studentPendingSummary,
  PATHS.studentClearLesson,
  PATHS.studentMyLesson,
  PATHS.studentArcade,
  PATHS.studentGameSummary,
];

export const PAGE_ROLES: Record<Exclude<PagePath, PublicPagePath>, readonly Role[]> = {
  [PATHS.teacherHome]: SCHOOL_STAFF_ROLES,
  [PATHS.teacherDashboard]: SCHOOL_STAFF_ROLES,
  [PATHS.teacherForbidden]: STAFF_ROLES,
  [PATHS.districtReport]: ['DistrictAdmin'],
  // The crystal reports: a class's (its teachers, its school's leaders, the district's admins: the server checks
  // the class and the cs_crystal_inner_report license on every call).
  [PATHS.teacherReport]: STAFF_ROLES,
  [PATHS.teacherReportDomain]: STAFF_ROLES,
  [PATHS.teacherReportStandard]: STAFF_ROLES,
  [PATHS.teacherReportStudent]: STAFF_ROLES,
  [PATHS.teacherLessonReport]: STAFF_ROLES,
  [PATHS.teacherLessonReportDomain]: STAFF_ROLES,
  [PATHS.teacherLessonReportStandard]: STAFF_ROLES,
  [PATHS.teacherLessonReportUsage]: STAFF_ROLES,
  // Usage: a class's (its teachers, its school's leaders, the district's admins: the server checks the class);
  // schools by week for leaders (their school) and district admins (every school).
  [PATHS.teacherStudentUsage]: STAFF_ROLES,
  [PATHS.teacherStudentUsageDetail]: STAFF_ROLES,
  [PATHS.teacherSessionSummary]: STAFF_ROLES,
  [PATHS.districtSchoolUsage]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  // A school's reports: its leaders and the district's admins (the server keeps each to their own school).
  [PATHS.districtDomainSummary]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.districtStandardDetails]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.districtSchoolDetail]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.districtCoaching]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.districtResult]: ['DistrictAdmin'],
  [PATHS.districtSchoolResult]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.districtClassResult]: [...SCHOOL_LEADER_ROLES, 'DistrictAdmin'],
  [PATHS.studentHome]: STUDENT_ROLES,
  [PATHS.studentForbidden]: STUDENT_ROLES,
  [PATHS.studentWorksheet]: STUDENT_ROLES,
  [PATHS.studentSummary]: STUDENT_ROLES,
  [PATHS.studentPendingSummary]: STUDENT_ROLES,
  [PATHS.studentArcade]: STUDENT_ROLES,
  [PATHS.studentGameSummary]: STUDENT_ROLES,
  [PATHS.teacherClassGameSummary]: STAFF_ROLES,
  [PATHS.teacherCreateClass]: ['Teacher'],
  [PATHS.teacherClassManager]: STAFF_ROLES,
  [PATHS.teacherManage]: STAFF_ROLES,
  // Cards show passwords: only those who may change the class (principals and coaches only look).
  [PATHS.teacherManageCards]: ['Teacher', 'SchoolAdmin', 'DistrictAdmin'],
  [PATHS.teacherStudentList]: STAFF_ROLES,
  [PATHS.teacherManageSettings]: STAFF_ROLES,
  [PATHS.teacherStudentImport]: ['Teacher', 'SchoolAdmin', 'DistrictAdmin'],
  [PATHS.teacherImportFiles]: ['Teacher', 'SchoolAdmin', 'DistrictAdmin'],
  [PATHS.districtRoster]: ['DistrictAdmin'],
  [PATHS.teacherStaff]: ['SchoolAdmin', 'DistrictAdmin', 'Principal', 'InstructionalCoach'],
  [PATHS.teacherReportingGroups]: STAFF_ROLES,
  [PATHS.teacherCreateReportingGroup]: ['Teacher', 'SchoolAdmin', 'DistrictAdmin'],
  [PATHS.teacherSmallGroupManager]: ['Teacher', 'SchoolAdmin', 'DistrictAdmin'],
  // Worksheets: every staff role may browse and preview; the studio is for the roles that author (the
  // cs_clearsheet_studio create/edit grant), and the server checks the license on every call.
  [PATHS.teacherLibrary]: STAFF_ROLES,
  [PATHS.teacherWorksheet]: STAFF_ROLES,
  [PATHS.teacherWorksheetList]: STAFF_ROLES,
  [PATHS.teacherStudioList]: ['Teacher', 'InstructionalCoach'],
  [PATHS.teacherStudio]: ['Teacher', 'InstructionalCoach'],
  // Assigning: teachers give worksheets to their classes; school and district admins send them to teachers.
  [PATHS.teacherAssignmentHome]: ['Teacher'],
  [PATHS.teacherAssignmentList]: ['Teacher'],
  [PATHS.teacherAssignmentPreview]: ['Teacher'],
  [PATHS.teacherStudentRange]: ['Teacher'],
  [PATHS.teacherAssignWorksheet]: ['Teacher'],
  [PATHS.districtAssignment]: ['DistrictAdmin'],
  [PATHS.schoolAssignment]: ['SchoolAdmin'],
  // Grading and results: teachers grade (the server refuses anyone else); every staff role may read results
  // in its scope (own classes, school, district); the school page is for those who work in one school.
  [PATHS.teacherGradeResult]: ['Teacher'],
  [PATHS.teacherGradeQueue]: ['Teacher'],
  [PATHS.teacherAssignmentResult]: STAFF_ROLES,
  [PATHS.teacherStudentScores]: STAFF_ROLES,
  [PATHS.teacherClassResult]: STAFF_ROLES,
  [PATHS.teacherSchoolDetails]: SCHOOL_STAFF_ROLES,
  // The Clear Monitor: staff who may see an assignment's results watch it live (the server checks the
  // cs_clear_monitor license and the assignment's scope on every call).
  [PATHS.teacherClearMonitor]: STAFF_ROLES,
  [PATHS.teacherClearMonitorActive]: STAFF_ROLES,
  [PATHS.teacherClearMonitorSheet]: STAFF_ROLES,
  // Live lessons: staff browse, preview and teach them to their classes (the server checks the license and the
  // session's teacher on every call); students follow the lessons of their classes.
  [PATHS.teacherClearLesson]: STAFF_ROLES,
  [PATHS.teacherClearLessonPreview]: STAFF_ROLES,
  [PATHS.teacherClearLessonLaunch]: STAFF_ROLES,
  // My Clear Lessons: staff build, share and teach their own (the server checks the license and the owner).
  [PATHS.teacherMyClearLesson]: STAFF_ROLES,
  [PATHS.teacherMyClearLessonManage]: STAFF_ROLES,
  [PATHS.teacherMyClearLessonLaunch]: STAFF_ROLES,
  // The lesson summary: every staff role; the server keeps each to their reach (a teacher's own sessions, a class's
  // readers, a school's leaders, the district's admins) and answers 404 outside it.
  [PATHS.teacherLessonSummary]: STAFF_ROLES,
  [PATHS.teacherLessonSummaryReport]: STAFF_ROLES,
  [PATHS.teacherMyLessonSummary]: STAFF_ROLES,
  [PATHS.teacherMyLessonSummaryReport]: STAFF_ROLES,
  [PATHS.teacherClassLessonResult]: STAFF_ROLES,
  [PATHS.teacherSchoolLessonDetails]: STAFF_ROLES,
  [PATHS.studentClearLesson]: STUDENT_ROLES,
  [PATHS.studentMyLesson]: STUDENT_ROLES,
  // Every staff member sees their own account: profile, licenses and the features those open.
  [PATHS.teacherAccountSetting]: STAFF_ROLES,
  // Plans are bought by teachers; leaders' licenses come with their school or district (decision 0029).
  [PATHS.teacherSubscription]: ['Teacher'],
  [PATHS.teacherSubscriptionSuccess]: ['Teacher'],
};

/** Where a user lands after sign-in or when they ask for "home". */
export function homePathFor(role: Role): string {
  if (role === 'Student') return PATHS.studentHome;
  if (role === 'DistrictAdmin') return PATHS.districtReport;
  return PATHS.teacherHome;
}

/** Each area has its own 403 page, so a refused user stays in the look they know. */
export function forbiddenPathFor(role: Role): string {
  return role === 'Student' ? PATHS.studentForbidden : PATHS.teacherForbidden;
}

/** True when the role is listed for the page; roles come from untrusted storage, hence the string type. */
export function isRoleAllowed(role: string | null | undefined, allowed: readonly Role[]): boolean {
  return !!role && (allowed as readonly string[]).includes(role);
}

function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** Whether a role may open a built page (React Router matches case-insensitively, so do we). */
export function canOpenPath(role: Role, pathname: string): boolean {
  const wanted = normalizePathname(pathname);
  for (const [path, roles] of Object.entries(PAGE_ROLES)) {
    if (normalizePathname(path) === wanted) return isRoleAllowed(role, roles);
  }
  return false;
}

/** Accepts only same-origin paths ("/teacher?x=1"), never "//evil.example" or "https://...", to block open redirects. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (Array.from(raw).some((c) => c.charCodeAt(0) < 32)) return null;
  try {
    const url = new URL(raw, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return null;
    if (normalizePathname(url.pathname) === PATHS.login) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** After sign-in: back to the page the user was going to if their role may open it, else their home. */
export function postLoginTarget(role: Role, redirect: string | null | undefined): string {
  const safe = safeRedirectPath(redirect);
  if (safe) {
    const pathname = new URL(safe, 'http://local.invalid').pathname;
    if (canOpenPath(role, pathname) && !pathname.toLowerCase().endsWith('/error403')) return safe;
  }
  return homePathFor(role);
}

/** The login URL that remembers where the user was going. */
export function loginPathFor(from: { pathname: string; search?: string; hash?: string } | null): string {
  if (!from || normalizePathname(from.pathname) === '/' || normalizePathname(from.pathname) === PATHS.login) {
    return PATHS.login;
  }
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return `${PATHS.login}?redirect=${encodeURIComponent(target)}`;
}
