import { MESSAGES } from '@clearsheets/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// The ClearSheet library as teachers use it: filter and search the seeded worksheets, come back to the
// same filters, open a worksheet with its answers, copy it into the studio, share the copy with a
// colleague and delete it; and what a free license may assign. The library keeps a teacher's filters, so each
// teacher is made for the test (support/world.ts) and starts signed in (support/signed-in.ts).

test.use({ signedInAs: 'own teacher' });

const SEEDED = 'Grade 5 review: every question type';
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Picks an option of one of the library's drop-downs. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The id of a seeded library worksheet, by its title (through the API the page uses). */
async function libraryWorksheetId(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api/v1/library/worksheets?q=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const found = items.find((w) => w.title === title);
  if (!found) throw new Error(`The seeded worksheet "${title}" is missing`);
  return found.id;
}

/** A worksheet card of the results, by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** A new teacher at the test teacher's school (setup through the API, as the school admin). */
async function colleague(page: Page, lastName: string): Promise<string> {
  const token = await page.request.post('/connect/token', {
    form: { grant_type: 'password', username: 'school.admin', password: 'demo1234', client_id: 'clearsheets-web' },
  });
  expect(token.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  const me = (await (await page.request.get('/api/v1/me', { headers })).json()) as { school: { id: number } };
  const created = await page.request.post('/api/v1/staff', {
    headers,
    data: {
      firstName: 'Lena',
      lastName,
      email: `lena.${lastName.toLowerCase()}@example.org`,
      role: 'Teacher',
      schoolId: me.school.id,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return `Lena ${lastName}`;
}

test('a teacher filters and searches the library, and finds the same filters on return', async ({ page, world }) => {
  test.setTimeout(60_000);
  await openHome(page, (await world.paid()).teacher);
  await page.getByRole('link', { name: 'ClearSheet library' }).first().click();
  await expect(page).toHaveURL(urlPath('/teacher/clearSheetLibrary'));
  await expect(page.getByRole('heading', { level: 1, name: 'ClearSheet library' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Topic/ })).toBeDisabled();

  // Grade 5 math, one reporting category: a worksheet per category is seeded.
  await choose(page, 'Grade', 'Grade 5');
  await choose(page, 'Subject', 'Math');
  await choose(page, /^Topic/, 'Geometry and Measurement');
  const results = page.getByRole('list').filter({ has: page.getByRole('listitem') });
  await expect(results.getByRole('listitem').first()).toContainText('Geometry and Measurement');
  await expect(results.getByRole('listitem').first()).toContainText('GRADE 5', { ignoreCase: true });
  await expectNoSeriousA11yViolations(page, '/teacher/clearSheetLibrary filtered');

  // Full topic only, then a search across the grade: the seeded review of every question type.
  await choose(page, /^Topic/, 'All topics');
  await page.getByRole('switch', { name: 'Full topic only' }).check();
  await page.getByRole('searchbox', { name: 'Search' }).fill('every question type');
  await expect(card(page, SEEDED)).toBeVisible();
  await expect(card(page, SEEDED)).toContainText('10 questions', { ignoreCase: true });
  await expect(card(page, SEEDED)).toContainText('Full topic', { ignoreCase: true });
  await expect(page).toHaveURL(/grade=5&subjectId=1&fullTopic=true&q=every/);

  // Nothing matches: the empty state offers to clear the filters.
  await page.getByRole('searchbox', { name: 'Search' }).fill('zebra crossing algebra');
  await expect(page.getByRole('heading', { name: 'No worksheets match these filters' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('every question type');
  await expect(card(page, SEEDED)).toBeVisible();

  // Away and back through the navigation (no filters in the address): the saved filters come back.
  await page.waitForTimeout(1500); // the preference is saved a second after the last change
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'ClearSheet library' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Grade' })).toHaveValue('Grade 5');
  await expect(page.getByRole('switch', { name: 'Full topic only' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('every question type');
  await expect(card(page, SEEDED)).toBeVisible();
});

test('a teacher opens a worksheet with its answers, copies it to the studio, shares and deletes the copy', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const colleagueName = await colleague(page, `Share${tag()}`);
  await openHome(page, (await world.paid()).teacher);
  await page.goto(`/teacher/worksheet?id=${await libraryWorksheetId(page, SEEDED)}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 10', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answer key for question 1', exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show answers' }).check();
  await expect(page.getByRole('region', { name: 'Answer key for question 1', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Answer key for question/ })).toHaveCount(10);
  await expectNoSeriousA11yViolations(page, '/teacher/worksheet with answers');
  // Library worksheets belong to nobody: no edit, share or delete here.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Assign checks that every question has its answers, then opens the assign page for this worksheet.
  const detailUrl = page.url();
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page).toHaveURL(/\/teacher\/worksheet\/assignWorksheet\?worksheetId=\d+$/);
  await page.goto(detailUrl);

  // Duplicate to edit: the teacher's own copy opens in the studio.
  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(page).toHaveURL(/\/teacher\/clearsheetstudio\?id=\d+$/);
  await expect(visibleText(page, '10 of 10 questions complete')).toBeVisible();
  const copyTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(copyTitle).toContain('Grade 5 review');

  // My worksheets: share the copy with a colleague, then delete it (after a confirmation).
  await page.getByRole('link', { name: 'My worksheets' }).first().click();
  await page.getByRole('searchbox', { name: 'Search worksheets' }).fill(copyTitle);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: copyTitle, exact: true }) })
    .first();
  await expect(row).toContainText('Ready to assign');
  await row.getByRole('button', { name: `More actions for ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: `Share "${copyTitle}"` });
  await share.getByRole('textbox', { name: 'Colleagues' }).click();
  await page.getByRole('option', { name: colleagueName }).click();
  await share.getByText(/^Colleagues at your school/).click(); // closes the list of names
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(visibleText(page, MESSAGES.worksheetShared)).toBeVisible();

  await row.getByRole('button', { name: `Preview ${copyTitle} as a student` }).click();
  const preview = page.getByRole('dialog', { name: `Student view: ${copyTitle}` });
  await expect(preview.getByRole('heading', { name: 'Question 10', exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `More actions for ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete "${copyTitle}"?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/teacher/worksheet/list delete confirmation');
  await confirm.getByRole('button', { name: 'Delete worksheet' }).click();
  await expect(visibleText(page, MESSAGES.worksheetDeleted)).toBeVisible();
  await expect(page.getByRole('link', { name: copyTitle, exact: true })).toHaveCount(0);
});

test.describe(() => {
  test.use({ signedInAs: 'own free teacher' });
  test('a free-license teacher is told they can assign only Full topic worksheets', async ({ page }) => {
    await page.goto('/teacher/clearSheetLibrary?grade=5&subjectId=1');
    await expect(page.getByText(/Your free license lets you assign Full topic worksheets only/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/clearSheetLibrary free license');
    // A worksheet that is not a full topic cannot be assigned on this license; the page says why.
    await page.getByRole('switch', { name: 'Full topic only' }).uncheck();
    const partial = page
      .getByRole('listitem')
      .filter({ hasNot: page.getByText('Full topic', { exact: true }) })
      .first();
    await partial.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/teacher\/worksheet\?id=\d+$/);
    await expect(page.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await expect(page.getByText('Your free license can assign Full topic worksheets only.')).toBeVisible();
    // No studio on a free license: nothing to copy into.
    await expect(page.getByRole('button', { name: 'Duplicate to edit' })).toHaveCount(0);
  });
});

test('the worksheet pages fit a 390 px phone without sideways scrolling', async ({ page, world }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, (await world.paid()).teacher);
  const id = await libraryWorksheetId(page, SEEDED);
  for (const path of [
    '/teacher/clearSheetLibrary?grade=5&subjectId=1',
    `/teacher/worksheet?id=${id}`,
    '/teacher/worksheet/list',
    '/teacher/clearsheetstudio/list',
    '/teacher/clearsheetstudio',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page, '/teacher/clearsheetstudio at 390 px');
});
