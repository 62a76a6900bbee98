import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PAGE_ROLES, PATHS } from '../apps/web/src/lib/route-access';
import { tokenFor } from './support/demo-work';
import { loginForm, urlPath } from './support/session';

// A teacher who chose Spanish in account settings opens every page a teacher may open, and no screen chrome
// (headings, buttons, labels, table headers, tabs, the menu) shows English words. Data (worksheet and lesson
// titles, names) is not checked: only the product's own words.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** English UI words that no Spanish screen uses (product names are taken out before the check). Small words such
 * as "and" or "the" are left out: library titles in headings are English data. */
const ENGLISH_WORDS = [
  'Save',
  'Cancel',
  'Close',
  'Delete',
  'Edit',
  'Remove',
  'Search',
  'Next',
  'Previous',
  'Back',
  'Create',
  'Show',
  'Choose',
  'Submit',
  'Assign',
  'Assignments?',
  'Students?',
  'Teachers?',
  'Classes',
  'Results',
  'Worksheets?',
  'Settings',
  'Grading',
  'Loading',
  'Print',
  'Export',
  'Upload',
  'Import',
  'Your',
];
const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`);
/** Product names stay as they are in every language. */
const PRODUCT_NAMES = /Clear ?Sheets?( Studio)?|Clear Monitor|(My )?Clear Lessons?|OneRoster|English/gi;

/** The screen chrome: the product's own words, not the data shown in it. */
const CHROME = 'h1, h2, button, label, th, legend, [role="tab"], nav a, [role="navigation"] a';

/** Pages a teacher may open, without those needing a running lesson or being the 403 page. */
const TEACHER_PATHS = Object.entries(PAGE_ROLES)
  .filter(([path, roles]) => path.startsWith('/teacher') && roles.includes('Teacher'))
  .map(([path]) => path)
  .filter(
    (path) =>
      path !== PATHS.teacherForbidden &&
      path !== PATHS.teacherClearLessonLaunch &&
      path !== PATHS.teacherMyClearLessonLaunch,
  );

/** A new teacher of the demo school, added by the school admin, with Spanish chosen through the account API. */
async function spanishTeacher(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await tokenFor(request, 'school.admin')}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { school: { id: number } };
  const lastName = `Espanol${tag()}`;
  const created = await request.post('/api/v1/staff', {
    headers,
    data: {
      firstName: 'Lucia',
      lastName,
      email: `lucia.${lastName.toLowerCase()}@example.org`,
      role: 'Teacher',
      schoolId: me.school.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { staff: { username: string }; temporaryPassword: string };
  const first = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: body.staff.username,
      password: body.temporaryPassword,
      client_id: 'clearsheets-web',
    },
  });
  const ticket = ((await first.json()) as { change_ticket?: string }).change_ticket;
  const password = `Propia${tag()}9`;
  const replaced = await request.post('/api/v1/account/temporary-password', {
    data: { ticket, newPassword: password, confirmPassword: password },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
  const token = await (
    await request.post('/connect/token', {
      form: { grant_type: 'password', username: body.staff.username, password, client_id: 'clearsheets-web' },
    })
  ).json();
  const language = await request.put('/api/v1/account/language', {
    headers: { Authorization: `Bearer ${(token as { access_token: string }).access_token}` },
    data: { language: 'es' },
  });
  expect(language.status(), await language.text()).toBe(200);
  return { username: body.staff.username, password };
}

/** The chrome texts of the page that still contain an English word. */
async function englishChrome(page: Page): Promise<string[]> {
  const texts = await page.locator(CHROME).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a teacher reads
      .map((element) => (element as HTMLElement).innerText.trim())
      .filter(Boolean),
  );
  return [...new Set(texts)].filter((text) => ENGLISH.test(text.replace(PRODUCT_NAMES, '')));
}

test('a teacher who chose Spanish sees every page and the menu in Spanish', async ({ page, request }) => {
  test.setTimeout(TEACHER_PATHS.length * 15_000);
  const teacher = await spanishTeacher(request);
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(teacher.username);
  await form.password.fill(teacher.password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const untranslated: Record<string, string[]> = {};
  for (const path of TEACHER_PATHS) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    // The page's own texts arrive with its code: wait until nothing is loading.
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    const english = await englishChrome(page);
    if (english.length > 0) untranslated[path] = english;
  }
  expect(untranslated).toEqual({});
});
