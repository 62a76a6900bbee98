import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { PAGE_ROLES, PATHS } from '../apps/web/src/lib/route-access';
import { DEMO_PASSWORD } from './support/accounts';
import { libraryWorksheet, saveAnswer, startAttempt } from './support/demo-work';
import { type DemoWork, QUERIES } from './support/page-visits';
import { loginForm, urlPath } from './support/session';

// Every screen exists in Spanish (issue 27): a new teacher of the demo school who chose Spanish, and a new
// student of theirs who chose it too, open every page their role may open, and no visible text (nor label,
// placeholder or title) may read as English. English is found by words Spanish never uses; what people typed
// (names, titles, the questions of the English library) is left out, as the app shows it as it was written.

test.describe.configure({ timeout: 120_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function tokenReply(request: APIRequestContext, username: string, password: string) {
  return request.post('/connect/token', {
    form: { grant_type: 'password', username, password, client_id: 'clearsheets-web' },
  });
}

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await tokenReply(request, username, password);
  expect(response.ok(), `sign-in of ${username}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Person {
  username: string;
  password: string;
}

/** A new teacher of the demo school (added by its admin, as a school would) who chose Spanish; their class of one
 * student who chose Spanish; a worksheet the student has answered and submitted and one still to do. */
async function setUp(request: APIRequestContext) {
  const admin = await tokenOf(request, 'school.admin', DEMO_PASSWORD);
  const me = await call<{ school: { id: number } }>(request, admin, 'GET', '/api/v1/me');
  const lastName = `Espanol${tag()}`;
  const created = await call<{ staff: { username: string }; temporaryPassword: string }>(
    request,
    admin,
    'POST',
    '/api/v1/staff',
    { firstName: 'Paz', lastName, email: `paz.${lastName.toLowerCase()}@example.org`, role: 'Teacher', schoolId: me.school.id },
  );
  // A temporary password opens no session: the new teacher chooses their own first (decision 0028).
  const first = await tokenReply(request, created.staff.username, created.temporaryPassword);
  const ticket = ((await first.json()) as { change_ticket?: string }).change_ticket;
  const password = `Propia${tag()}9`;
  const replaced = await request.post('/api/v1/account/temporary-password', {
    data: { ticket, newPassword: password, confirmPassword: password },
  });
  expect(replaced.ok(), await replaced.text()).toBe(true);
  const teacher = await tokenOf(request, created.staff.username, password);
  await call(request, teacher, 'PUT', '/api/v1/account/language', { language: 'es' });

  const cls = await call<{ class: { id: number }; createdStudents: Person[] }>(request, teacher, 'POST', '/api/v1/classes', {
    grade: '5',
    name: `Clase ${tag()}`,
    subject: 'Math',
    students: [{ firstName: 'Sol', lastName }],
  });
  const student = cls.createdStudents[0] as Person;
  const studentToken = await tokenOf(request, student.username, student.password);
  await call(request, studentToken, 'PUT', '/api/v1/student/language', { language: 'es' });

  const worksheet = await libraryWorksheet(request, teacher, 'every', 'Grade 5 review: every question type');
  const assign = (title: string) =>
    call<{ id: number }>(request, teacher, 'POST', '/api/v1/assignments', {
      classIds: [cls.class.id],
      worksheetId: worksheet.id,
      feedbackOption: 2,
      title,
      readAloud: false,
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
  const done = await assign(`Hecha ${tag()}`);
  const attempt = await startAttempt(request, studentToken, done.id);
  const choice = attempt.questions.find((q) => q.answerType === 1);
  if (choice?.choices?.[0])
    await saveAnswer(request, studentToken, attempt.attemptId, choice.id, { answerType: 1, choiceId: choice.choices[0].id });
  await call(request, studentToken, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  const open = await assign(`Pendiente ${tag()}`);
  const copy = await call<{ id: number }>(request, teacher, 'POST', `/api/v1/worksheets/${worksheet.id}/duplicate`);
  const lessons = await call<{ items: { id: number }[] }>(request, teacher, 'GET', '/api/v1/lessons?grade=5');
  const classDetail = await call<{ students: { id: number }[] }>(request, teacher, 'GET', `/api/v1/classes/${cls.class.id}`);
  const work: DemoWork = {
    classId: cls.class.id,
    studentId: classDetail.students[0]?.id ?? 0,
    worksheetId: worksheet.id,
    studioWorksheetId: copy.id,
    assignmentId: done.id,
    attemptId: attempt.attemptId,
    openAssignmentId: open.id,
    lessonId: lessons.items[0]?.id ?? 0,
    domainId: 0,
    standardId: 0,
  };
  return { teacher: { username: created.staff.username, password }, student, work };
}

/** Words English screens use and Spanish ones never do (case matters: "No" and "Total" are Spanish too). */
const ENGLISH =
  /\b(the|The|and|your|Your|with|With|of|to|for|For|from|this|This|is|are|not|Not|no one|Save|Cancel|Class|Classes|Student|Students|Assign|Assigned|Assignment|Assignments|Results|Score|Scores|Back|Search|Open|Choose|Settings|Sign out|Loading|Due|Add|View|Print|Download|Edit|Delete|Show|Hide|Close|Next|Previous|Submitted|Started|Worksheet|Worksheets|Lesson|Lessons|Report|Reports|Teacher|Teachers|Name|Date|Status|Actions|None|All|Yes|Week|Today|Yesterday|Page|Game|Games|Coins|Questions?|Answer|Answers)\b/;

/** Visible texts of the page, and the labels a screen reader or a pointer shows (aria-label, placeholder, title). */
function visibleTexts(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[translate="no"], .katex, svg') || !shown(parent)) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Opens each page and returns the English it shows, by page. */
async function englishOn(page: Page, paths: string[], work: DemoWork, content: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    const url = `${path}${QUERIES[path]?.(work) ?? ''}`;
    await page.goto(url);
    await expect(page).toHaveURL(urlPath(path.replace(/\/$/, '')));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"], .mantine-Loader-root')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const english = (await visibleTexts(page)).filter(
      (text) => ENGLISH.test(text) && !content.some((typed) => text.includes(typed) || typed.includes(text)),
    );
    for (const text of new Set(english)) found.push(`${url}: ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
  }
  return found;
}

/** The pages a role may open (the web's own table), but the 403 page (it is reached by a wrong turn). */
const pathsOf = (role: string) =>
  Object.entries(PAGE_ROLES)
    .filter(([path, roles]) => roles.includes(role as never) && path !== PATHS.teacherForbidden && path !== PATHS.studentForbidden)
    .map(([path]) => path);

async function signIn(page: Page, who: Person, home: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(who.username);
  await form.password.fill(who.password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath(home));
}

test('a teacher and a student who chose Spanish see every page of theirs in Spanish', async ({ browser, request }) => {
  const { teacher, student, work } = await setUp(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, teacher, '/teacher');
    const staffEnglish = await englishOn(page, pathsOf('Teacher'), work, CONTENT);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, student, '/student');
    const studentEnglish = await englishOn(page, pathsOf('Student'), work, CONTENT);
    expect([...staffEnglish, ...studentEnglish], 'English on Spanish screens').toEqual([]);
  } finally {
    await context.close();
  }
});

/** What people wrote, shown as written: the library's English worksheets and lessons, school and people's names. */
const CONTENT = ['Grade 5 review: every question type', 'Bluebonnet Elementary', 'Lone Oak ISD'];
