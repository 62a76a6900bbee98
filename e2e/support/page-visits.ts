import { type APIRequestContext, expect } from '@playwright/test';
import { PAGE_ROLES, PATHS } from '../../apps/web/src/lib/route-access';
import type { Username } from './accounts';
import { assign, call, grade5Math, libraryWorksheet, saveAnswer, startAttempt, tokenFor } from './demo-work';

// Every built page (the web's own table of paths and roles), opened by a demo account whose role may open it,
// with the ids the page needs so it shows real data rather than a "choose one" state.

/** The demo account of each role (the paid teacher for Teacher). */
const ACCOUNT_OF_ROLE: Record<string, Username> = {
  Teacher: 'teacher',
  Student: 'student',
  SchoolAdmin: 'school.admin',
  Principal: 'principal',
  InstructionalCoach: 'coach',
  DistrictAdmin: 'district.admin',
};

/** What the pages with an id need: one submitted assignment of Grade 5 Math, its attempt, a studio copy, and an
 * assignment Mia has not opened yet (the player sends a submitted one on to its summary). */
export interface DemoWork {
  classId: number;
  studentId: number;
  worksheetId: number;
  studioWorksheetId: number;
  assignmentId: number;
  attemptId: number;
  openAssignmentId: number;
  /** A seeded Clear Lesson (the preview). */
  lessonId: number;
  /** A reporting category and one of its standards with results in Grade 5 Math (the crystal report's drill). */
  domainId: number;
  standardId: number;
}

/** Mia answers the every-type worksheet (a choice and a written answer) and submits; the teacher copies it and
 * assigns it once more, for the player to open. */
export async function makeDemoWork(request: APIRequestContext): Promise<DemoWork> {
  const teacher = await tokenFor(request, 'teacher');
  const student = await tokenFor(request, 'student');
  const cls = await grade5Math(request, teacher);
  const worksheet = await libraryWorksheet(request, teacher, 'every', 'Grade 5 review: every question type');
  const assignmentId = await assign(request, teacher, {
    classId: cls.id,
    worksheetId: worksheet.id,
    title: `Every page ${Date.now().toString(36)}`,
  });
  const attempt = await startAttempt(request, student, assignmentId);
  const choice = attempt.questions.find((q) => q.answerType === 1);
  const written = attempt.questions.find((q) => q.answerType === 9);
  if (choice?.choices?.[1])
    await saveAnswer(
      request,
      student,
      attempt.attemptId,
      choice.id,
      { answerType: 1, choiceId: choice.choices[1].id },
      1,
    );
  if (written)
    await saveAnswer(
      request,
      student,
      attempt.attemptId,
      written.id,
      { answerType: 9, text: 'Twenty cubes a layer.' },
      2,
    );
  await call(request, student, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  const detail = await call<{ students: { id: number; username: string }[] }>(
    request,
    teacher,
    'GET',
    `/api/v1/classes/${cls.id}`,
  );
  const openAssignmentId = await assign(request, teacher, {
    classId: cls.id,
    worksheetId: worksheet.id,
    title: `Every page, to do ${Date.now().toString(36)}`,
  });
  const mia = detail.students.find((s) => s.username === 'student');
  expect(mia, 'Mia is in Grade 5 Math').toBeDefined();
  const copy = await call<{ id: number }>(request, teacher, 'POST', `/api/v1/worksheets/${worksheet.id}/duplicate`);
  // A title of its own: other specs count the demo teacher's "(copy)" worksheets of the same library sheet.
  await call(request, teacher, 'PATCH', `/api/v1/worksheets/${copy.id}`, {
    title: `Page visits ${Date.now().toString(36)}`,
  });
  // The demo's results (the rollups) give the crystal report's drill a category and a standard to open.
  const report = await call<{ domains: { id: number }[] }>(
    request,
    teacher,
    'GET',
    `/api/v1/reports/crystal?classId=${cls.id}`,
  );
  const domainId = report.domains[0]?.id ?? 0;
  const domain = await call<{ standards: { id: number; items: number }[] }>(
    request,
    teacher,
    'GET',
    `/api/v1/reports/crystal/domain?classId=${cls.id}&domainId=${domainId}`,
  );
  const standardId = domain.standards.find((s) => s.items > 0)?.id ?? 0;
  expect(standardId, 'Grade 5 Math has results on a standard').toBeGreaterThan(0);
  const lessons = await call<{ items: { id: number }[] }>(request, teacher, 'GET', '/api/v1/lessons?grade=5');
  expect(lessons.items.length, 'the seeded Clear Lessons of grade 5').toBeGreaterThan(0);
  return {
    lessonId: lessons.items[0]!.id,
    domainId,
    standardId,
    classId: cls.id,
    studentId: mia?.id as number,
    worksheetId: worksheet.id,
    studioWorksheetId: copy.id,
    assignmentId,
    attemptId: attempt.attemptId,
    openAssignmentId,
  };
}

/** The query string each page with an id needs. */
export const QUERIES: Partial<Record<string, (w: DemoWork) => string>> = {
  [PATHS.studentWorksheet]: (w) => `?assignmentId=${w.openAssignmentId}`,
  [PATHS.studentSummary]: (w) => `?attemptId=${w.attemptId}`,
  [PATHS.studentPendingSummary]: (w) => `?attemptId=${w.attemptId}`,
  [PATHS.teacherManage]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherManageCards]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherManageSettings]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherReportingGroups]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherSmallGroupManager]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherWorksheet]: (w) => `?id=${w.worksheetId}`,
  [PATHS.teacherStudio]: (w) => `?id=${w.studioWorksheetId}`,
  [PATHS.teacherAssignWorksheet]: (w) => `?worksheetId=${w.worksheetId}`,
  [PATHS.teacherStudentRange]: (w) => `?worksheetId=${w.worksheetId}&classIds=${w.classId}`,
  [PATHS.teacherAssignmentList]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherAssignmentPreview]: (w) => `?id=${w.assignmentId}`,
  [PATHS.teacherGradeResult]: (w) => `?assignmentId=${w.assignmentId}`,
  [PATHS.teacherAssignmentResult]: (w) => `?id=${w.assignmentId}`,
  [PATHS.teacherStudentScores]: (w) => `?id=${w.assignmentId}&studentId=${w.studentId}`,
  [PATHS.teacherClassResult]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherClearMonitor]: (w) => `?assignmentId=${w.assignmentId}`,
  [PATHS.teacherClearMonitorSheet]: (w) => `?assignmentId=${w.assignmentId}&studentId=${w.studentId}`,
  [PATHS.teacherReport]: (w) => `?classId=${w.classId}`,
  [PATHS.teacherClearLessonPreview]: (w) => `?cc=${w.lessonId}`,
  [PATHS.teacherReportDomain]: (w) => `?classId=${w.classId}&domainId=${w.domainId}`,
  [PATHS.teacherReportStandard]: (w) => `?classId=${w.classId}&standardId=${w.standardId}`,
  [PATHS.teacherReportStudent]: (w) => `?classId=${w.classId}&studentId=${w.studentId}`,
  [PATHS.teacherLessonReport]: (w) => `?classId=${w.classId}`,
};

/** The 403 pages and the login page have their own tests (with the way a user reaches them). */
const OWN_TESTS = new Set<string>([PATHS.teacherForbidden, PATHS.studentForbidden]);

/** The address that opens a page with the work it shows. */
export const urlOf = (path: string, work: DemoWork) => `${path}${QUERIES[path]?.(work) ?? ''}`;

/** Every built page a role may open (the web's own table), but the ones with tests of their own. */
export function pagesOfRole(role: string): string[] {
  return Object.entries(PAGE_ROLES)
    .filter(([path, roles]) => !OWN_TESTS.has(path) && (roles as readonly string[]).includes(role))
    .map(([path]) => path);
}

export interface PageVisit {
  path: string;
  username: Username;
  url: (work: DemoWork) => string;
}

/** Every built page once, with the account that opens it (the teacher where a teacher may). */
export const PAGE_VISITS: PageVisit[] = Object.entries(PAGE_ROLES)
  .filter(([path]) => !OWN_TESTS.has(path))
  .map(([path, roles]) => {
    const role = roles.includes('Teacher') ? 'Teacher' : roles[0];
    const username = ACCOUNT_OF_ROLE[role ?? ''];
    if (!username) throw new Error(`No demo account may open ${path}`);
    return { path, username, url: (work: DemoWork) => urlOf(path, work) };
  });
