import { MESSAGES } from '@clearsheets/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PAGE_ROLES, PATHS } from '../apps/web/src/lib/route-access';
import { DEMO_PASSWORD } from './support/accounts';
import { libraryWorksheet, saveAnswer, startAttempt } from './support/demo-work';
import { type DemoWork, QUERIES } from './support/page-visits';
import { loginForm, urlPath } from './support/session';

// Every screen exists in Spanish (issue 27): a new teacher of the demo school who chose Spanish, and a new
// student of theirs who chose it too, open every page their role may open, and no visible text (nor label,
// placeholder or title) may read as English. English is found by words Spanish never uses; what people typed
// (names, titles, the questions of the English library) is left out, as the app shows it as it was written.

// One worker: both tests share the teacher, the student and their work. Nearly 60 pages on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

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
    {
      firstName: 'Paz',
      lastName,
      email: `paz.${lastName.toLowerCase()}@example.org`,
      role: 'Teacher',
      schoolId: me.school.id,
    },
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

  const cls = await call<{ class: { id: number }; createdStudents: Person[] }>(
    request,
    teacher,
    'POST',
    '/api/v1/classes',
    {
      grade: '5',
      name: `Clase ${tag()}`,
      subject: 'Math',
      students: [{ firstName: 'Sol', lastName }],
    },
  );
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
    await saveAnswer(request, studentToken, attempt.attemptId, choice.id, {
      answerType: 1,
      choiceId: choice.choices[0].id,
    });
  await call(request, studentToken, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  const open = await assign(`Pendiente ${tag()}`);
  const copy = await call<{ id: number }>(request, teacher, 'POST', `/api/v1/worksheets/${worksheet.id}/duplicate`);
  const lessons = await call<{ items: { id: number }[] }>(request, teacher, 'GET', '/api/v1/lessons?grade=5');
  const classDetail = await call<{ students: { id: number }[] }>(
    request,
    teacher,
    'GET',
    `/api/v1/classes/${cls.class.id}`,
  );
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

/** Words of English screens that Spanish never uses (whole words, any case; "No", "Total", "Final" and the like are
 * Spanish too and are left out). */
const WORDS = `
the and your you with of to for from this that these is are was were not or by in on at it its be have will can
all each every more new one what who when how which after before into out here there yet our their they we an if than
then open close save cancel add edit show hide back next previous search choose print download view loading students?
class(es)? teachers? assign(ed|ment|ments)? lessons? worksheets? reports? games? coins? scores? questions? answers?
results? settings name week today page grade none yes level average minutes points correct percent school district
standards? free upgrade sign password username submitted started due groups? summary library
`;

const ENGLISH = new RegExp(`\\b(${WORDS.trim().split(/\s+/).join('|')})\\b`, 'i');

/** The product's names and its parts' names, the same in both languages. */
const PRODUCT_NAMES = /My Clear Lessons?|Clear Lessons?|Clear Monitor|Clearsheet Studio|Clear ?[Ss]heets?/g;

/** What people wrote and the library holds, as the API sent it: every string of every JSON reply but the server's
 * own messages (those must be shown in the screen's language), cut at math (`$…$`), which a page typesets. */
function contentCollector(page: Page) {
  const messages = new Set<string>(Object.values(MESSAGES));
  const texts = new Set<string>();
  const reading: Promise<void>[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (messages.has(value) || value.trim().length < 2) return;
      texts.add(value.trim());
      for (const piece of value.split(/\$[^$]*\$|\n/)) if (piece.trim().length >= 2) texts.add(piece.trim());
    } else if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    reading.push(response.json().then(collect, () => undefined));
  });
  return {
    /** The text with the content and product names it holds taken out. */
    async uiPart(text: string) {
      await Promise.all(reading);
      if (texts.has(text)) return '';
      let rest = text.replace(PRODUCT_NAMES, ' ');
      for (const typed of texts) if (typed.length >= 4 && rest.includes(typed)) rest = rest.split(typed).join(' ');
      return rest;
    },
  };
}

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
      if (parent.closest('.katex, svg') || !shown(parent)) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Opens each page and returns the English it shows, by page. */
async function englishOn(page: Page, paths: string[], work: DemoWork) {
  const content = contentCollector(page);
  const found: string[] = [];
  for (const path of paths) {
    const url = `${path}${QUERIES[path]?.(work) ?? ''}`;
    await page.goto(url);
    await expect(page).toHaveURL(urlPath(path.replace(/\/$/, '')));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    for (const text of new Set(await visibleTexts(page)))
      if (ENGLISH.test(text) && ENGLISH.test(await content.uiPart(text)))
        found.push(`${url}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return found;
}

/** The pages a role may open (the web's own table), but the 403 page (it is reached by a wrong turn). */
const pathsOf = (role: string) =>
  Object.entries(PAGE_ROLES)
    .filter(
      ([path, roles]) =>
        roles.includes(role as never) && path !== PATHS.teacherForbidden && path !== PATHS.studentForbidden,
    )
    .map(([path]) => path);

async function signIn(page: Page, who: Person, home: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(who.username);
  await form.password.fill(who.password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath(home));
}

let made: Awaited<ReturnType<typeof setUp>>;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  made = await setUp(request);
  await request.dispose();
});

test('a teacher who chose Spanish sees every staff page of a teacher in Spanish', async ({ page }) => {
  await signIn(page, made.teacher, '/teacher');
  expect(await englishOn(page, pathsOf('Teacher'), made.work), 'English on Spanish screens').toEqual([]);
});

test('a student who chose Spanish sees every student page in Spanish', async ({ page }) => {
  await signIn(page, made.student, '/student');
  expect(await englishOn(page, pathsOf('Student'), made.work), 'English on Spanish screens').toEqual([]);
});
