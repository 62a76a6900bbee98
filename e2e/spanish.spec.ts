import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { Username } from './support/accounts';
import { assign, call, libraryWorksheet, saveAnswer, startAttempt } from './support/demo-work';
import { contentCollector, englishOnPage } from './support/english-finder';
import { type DemoWork, pagesOfRole, urlOf } from './support/page-visits';
import { signIn, urlPath } from './support/session';
import {
  type Classroom,
  type Credentials,
  newClass,
  newStaffMember,
  type Person,
  type SchoolStaffRole,
  tag,
  tokenOf,
} from './support/world';

// Every screen exists in Spanish (issue 27): someone of each role chooses Spanish, opens every page the role may
// open (the web's own table of pages, support/page-visits.ts), and no visible text, label, placeholder, title or
// chosen option may read as English (support/english-finder.ts says how English is found and what is left out).
// The people and their work are the test's own (support/world.ts) at the demo school; the district admin is the
// demo's, since no API makes one: its Spanish is its /me answer rewritten in the browser, so nothing is written
// to the account.

// Each role is a test of its own (one failing does not stop the others), sharing the class and its work: ~250
// pages in all.
test.describe.configure({ timeout: 600_000 });

interface Made {
  room: Classroom;
  leaders: Record<Exclude<SchoolStaffRole, 'Teacher'>, Person>;
  work: DemoWork;
}

/** The crystal report's first reporting category with results, and one of its standards with results, once the
 * class's submitted work reaches the report. */
async function reportDrill(request: APIRequestContext, token: string, classId: number) {
  let domainId = 0;
  let standardId = 0;
  // Submitted work reaches the report's rollups shortly after the submission.
  await expect(async () => {
    const report = await call<{ domains: { id: number }[] }>(
      request,
      token,
      'GET',
      `/api/v1/reports/crystal?classId=${classId}`,
    );
    domainId = report.domains[0]?.id ?? 0;
    expect(domainId, 'the class has results in a reporting category').toBeGreaterThan(0);
    const domain = await call<{ standards: { id: number; items: number }[] }>(
      request,
      token,
      'GET',
      `/api/v1/reports/crystal/domain?classId=${classId}&domainId=${domainId}`,
    );
    standardId = domain.standards.find((s) => s.items > 0)?.id ?? 0;
    expect(standardId, 'the class has results on a standard').toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  return { domainId, standardId };
}

/** A teacher of the demo school and their class of two (Spanish names, so the class's own words are Spanish),
 * the school's leaders, and the work the pages with an id show: a submitted assignment, one still to do, a studio
 * copy, a Clear Lesson and the report's drill. */
async function makeWorld(request: APIRequestContext): Promise<Made> {
  const teacher = await newStaffMember(request, 'Teacher', 'Paz');
  const room = await newClass(request, teacher, { name: `Matemáticas ${tag()}`, students: ['Sol', 'Luz'] });
  const leaders = {
    SchoolAdmin: await newStaffMember(request, 'SchoolAdmin', 'Rosa'),
    Principal: await newStaffMember(request, 'Principal', 'Luis'),
    InstructionalCoach: await newStaffMember(request, 'InstructionalCoach', 'Ana'),
  };
  const token = await tokenOf(request, teacher);
  const student = room.students[0] as Person;
  const studentToken = await tokenOf(request, student);
  const worksheet = await libraryWorksheet(request, token, 'every', 'Grade 5 review: every question type');
  const assignmentId = await assign(request, token, {
    classId: room.classId,
    worksheetId: worksheet.id,
    title: `Repaso ${tag()}`,
  });
  const attempt = await startAttempt(request, studentToken, assignmentId);
  const choice = attempt.questions.find((q) => q.answerType === 1);
  const written = attempt.questions.find((q) => q.answerType === 9);
  if (choice?.choices?.[0])
    await saveAnswer(request, studentToken, attempt.attemptId, choice.id, {
      answerType: 1,
      choiceId: choice.choices[0].id,
    });
  if (written)
    await saveAnswer(request, studentToken, attempt.attemptId, written.id, { answerType: 9, text: 'Veinte cubos.' }, 2);
  await call(request, studentToken, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  const openAssignmentId = await assign(request, token, {
    classId: room.classId,
    worksheetId: worksheet.id,
    title: `Pendiente ${tag()}`,
  });
  const copy = await call<{ id: number }>(request, token, 'POST', `/api/v1/worksheets/${worksheet.id}/duplicate`);
  await call(request, token, 'PATCH', `/api/v1/worksheets/${copy.id}`, { title: `Mi hoja ${tag()}` });
  const lessons = await call<{ items: { id: number }[] }>(request, token, 'GET', '/api/v1/lessons?grade=5');
  const detail = await call<{ students: { id: number }[] }>(request, token, 'GET', `/api/v1/classes/${room.classId}`);
  const studentId = detail.students.find((s) => s.id === student.id)?.id ?? detail.students[0]?.id ?? 0;
  return {
    room,
    leaders,
    work: {
      classId: room.classId,
      studentId,
      worksheetId: worksheet.id,
      studioWorksheetId: copy.id,
      assignmentId,
      attemptId: attempt.attemptId,
      openAssignmentId,
      lessonId: lessons.items[0]?.id ?? 0,
      ...(await reportDrill(request, token, room.classId)),
    },
  };
}

/** Staff choose Spanish on their account settings page, as a user does; the page then speaks Spanish. */
async function chooseSpanishAsStaff(page: Page) {
  await page.goto('/teacher/accountsetting/');
  await page.getByRole('radio', { name: /Español/ }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/** Students choose Spanish with the switch in their header. */
async function chooseSpanishAsStudent(page: Page) {
  await page.getByRole('radio', { name: 'Español' }).first().check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

type Content = ReturnType<typeof contentCollector>;

/** Opens every page of the role and returns what reads as English (or did not open), by page. */
async function englishOnPages({ page, content }: Visitor, role: string, work: DemoWork) {
  const found: string[] = [];
  for (const path of pagesOfRole(role)) {
    const url = urlOf(path, work);
    try {
      await page.goto(url);
      await expect(page).toHaveURL(urlPath(path.replace(/\/$/, '')));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    } catch (error) {
      found.push(`${url}: did not open in Spanish (${String(error).split('\n')[0]})`);
      continue;
    }
    found.push(...(await englishOnPage(page, content, url)));
  }
  return found;
}

interface Visitor {
  page: Page;
  content: Content;
}

/** A new browser page signed in as `who`, collecting content from its first request. */
async function visitor(browser: Browser, who: Username | Credentials): Promise<Visitor> {
  const page = await (await browser.newContext()).newPage();
  const content = contentCollector(page);
  await signIn(page, who);
  return { page, content };
}

let made: Made;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  made = await makeWorld(request);
  await request.dispose();
});

test('a teacher who chose Spanish sees every page of a teacher in Spanish', async ({ browser }) => {
  const who = await visitor(browser, made.room.teacher);
  await chooseSpanishAsStaff(who.page);
  expect(await englishOnPages(who, 'Teacher', made.work), 'English on Spanish screens').toEqual([]);
});

for (const role of ['SchoolAdmin', 'Principal', 'InstructionalCoach'] as const) {
  test(`a ${role} who chose Spanish sees every page of the role in Spanish`, async ({ browser }) => {
    const who = await visitor(browser, made.leaders[role]);
    await chooseSpanishAsStaff(who.page);
    expect(await englishOnPages(who, role, made.work), 'English on Spanish screens').toEqual([]);
  });
}

test('a district admin in Spanish sees every page of the role in Spanish', async ({ browser }) => {
  const who = await visitor(browser, 'district.admin');
  // The demo's district admin, read only: from now on its /me says what the server would once Spanish is chosen,
  // without choosing it.
  await who.page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as { user: { language: string } };
    await route.fulfill({ response, json: { ...me, user: { ...me.user, language: 'es' } } });
  });
  expect(await englishOnPages(who, 'DistrictAdmin', made.work), 'English on Spanish screens').toEqual([]);
});

test('a student who chose Spanish sees every student page in Spanish', async ({ browser }) => {
  // Sol, who submitted the assignment whose summary the student pages show.
  const who = await visitor(browser, made.room.students[0] as Person);
  await chooseSpanishAsStudent(who.page);
  expect(await englishOnPages(who, 'Student', made.work), 'English on Spanish screens').toEqual([]);
});
