import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { call, grade5Math, tokenFor } from './support/demo-work';
import { expect, test } from './support/signed-in';

// The crystal report: the demo teacher opens their class's report, drills reporting category -> standard ->
// student and back, exports a table, saves filters and finds them after a reload; the lesson crystal report says
// there are no lesson results yet. Counts are read from the page (the demo district's numbers may change). Axe on
// every page.

// In order, in one worker: one test changes the order of the teacher's student list, which another reads.
test.describe.configure({ timeout: 90_000, mode: 'default' });
test.use({ signedInAs: 'teacher' });

/** The rows of a CSV file (the byte-order mark dropped; no cell here holds a line break). */
const csvLines = (path: string) =>
  fs
    .readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0);

async function exportCsv(page: Page, table: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${table} as CSV` }).click();
  return csvLines(await (await download).path());
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a teacher opens the crystal report and drills category -> standard -> student, and back', async ({ page }) => {
  await page.goto('/teacher/report');
  // The class the teacher used last (else the first) is put in the address.
  await expect(page).toHaveURL(/\/teacher\/report\?classId=\d+/);
  await expect(heading(page)).toHaveText('Crystal report');
  await expect(page.getByRole('region', { name: 'Overall score' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Students by performance level' })).toBeAttached();
  const students = page.getByRole('table', { name: 'Students', exact: true });
  await expect(students.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The students' export holds every student (the table shows 25 a page), the first one first.
  const range = await page.getByText(/^Showing 1–\d+ of \d+$/).textContent();
  const total = Number(range?.split(' of ')[1]);
  const lines = await exportCsv(page, 'Students');
  expect(lines[0]).toBe('Student,Percent,Level,Answers,Correct,Points,Max points,Trend');
  expect(lines.length - 1).toBe(total);
  const firstName = await students.getByRole('link').first().textContent();
  expect(lines[1]?.startsWith(`${firstName},`)).toBe(true);

  // A reporting category...
  const category = page.getByRole('table', { name: 'Reporting categories' }).getByRole('link').first();
  const categoryName = (await category.textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/teacher\/report\/domainsummary\?classId=\d+&domainId=\d+/);
  await expect(heading(page)).toHaveText(categoryName);
  await expect(page.getByRole('region', { name: 'Mastery' })).toBeVisible();
  const standards = page.getByRole('table', { name: 'Standards' });
  await expect(standards.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ...one of its standards...
  const standard = standards.getByRole('link').first();
  const code = (await standard.textContent()) ?? '';
  await standard.click();
  await expect(page).toHaveURL(/\/teacher\/report\/standardDetails\?classId=\d+&standardId=\d+/);
  await expect(heading(page)).toHaveText(`Standard ${code}`);
  await expect(page.getByRole('region', { name: 'Questions that assessed it' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Most common missed answers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ...and a student who answered it.
  const student = page
    .getByRole('table', { name: 'Students', exact: true })
    .getByRole('row')
    .filter({ hasNot: page.getByText('No results', { exact: true }) })
    .getByRole('link')
    .first();
  const name = (await student.textContent()) ?? '';
  await student.click();
  await expect(page).toHaveURL(/\/teacher\/report\/studentdetail\?classId=\d+&studentId=\d+/);
  await expect(heading(page)).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Growth over time' })).toBeVisible();
  // The chart's table: always there for screen readers, shown on request.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: 'Growth over time' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The browser's Back returns up the drill; the crumbs lead to the top.
  await page.goBack();
  await expect(heading(page)).toHaveText(`Standard ${code}`);
  await page
    .getByRole('navigation', { name: 'Where you are in the report' })
    .getByRole('link', { name: 'Crystal report' })
    .click();
  await expect(heading(page)).toHaveText('Crystal report');
});

test('saved filters open with the report after a reload', async ({ page, request }) => {
  const teacher = await tokenFor(request, 'teacher');
  const cls = await grade5Math(request, teacher);
  await page.goto(`/teacher/report?classId=${cls.id}`);
  await expect(page.getByRole('region', { name: 'Overall score' })).toBeVisible();
  const from = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  // The page has taken the new filter (it offers to clear it) before it is saved.
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Save filters' }).click();
  await expect(page.getByText('Filters saved. They open with this report next time.')).toBeVisible();

  // A new visit without filters in the address opens with the saved ones.
  await page.goto('/teacher/report');
  await expect(page).toHaveURL(new RegExp(`classId=${cls.id}.*from=${from}`));
  await expect(page.getByLabel('From')).toHaveValue(from);
  await expect(page.getByRole('region', { name: 'Overall score' })).toBeVisible();

  // Leave the account as the other tests expect it.
  await call(request, teacher, 'PUT', '/api/v1/preferences/8', { value: {} });
});

test('the student list keeps the order the teacher chose, on the next visit and in its export', async ({
  page,
  request,
}) => {
  const teacher = await tokenFor(request, 'teacher');
  const cls = await grade5Math(request, teacher);
  await page.goto(`/teacher/report?classId=${cls.id}`);
  const students = page.getByRole('table', { name: 'Students', exact: true });
  await expect(students.getByRole('link').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Order' }).click();
  await page.getByRole('option', { name: 'Lowest score first' }).click();

  // The lowest percent is on top, then it rises (the list's first page).
  const percents = async () =>
    (await students.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[1]?.textContent ?? '')))
      .map((text) => Number.parseFloat(text))
      .filter((n) => !Number.isNaN(n));
  await expect
    .poll(async () => {
      const p = await percents();
      return p.length > 1 && p.every((n, i) => i === 0 || n >= p[i - 1]!);
    })
    .toBe(true);
  const first = await students.getByRole('link').first().textContent();
  const lines = await exportCsv(page, 'Students');
  expect(lines[1]?.startsWith(`${first},`)).toBe(true);

  // Another visit opens the list the same way.
  await page.goto(`/teacher/report?classId=${cls.id}`);
  await expect(page.getByRole('textbox', { name: 'Order' })).toHaveValue('Lowest score first');
  await expect(students.getByRole('link').first()).toHaveText(first ?? '');
  await expectNoSeriousA11yViolations(page, 'the crystal report ordered by lowest score');

  // Leave the account as the other tests expect it.
  await call(request, teacher, 'PUT', '/api/v1/preferences/20', { value: { studentOrder: 'name' } });
});

test('the lesson crystal report says when there are no lesson results, on each of its pages', async ({ page }) => {
  await page.goto('/teacher/report');
  await expect(page).toHaveURL(/classId=\d+/);
  await page.getByRole('link', { name: 'Lesson crystal report' }).click();
  await expect(page).toHaveURL(/\/teacher\/clearlessoncrystalreport\?classId=\d+/);
  // A month long before any live lesson (live-lesson.spec teaches one to this class today, maybe before this runs).
  await page.goto(`${page.url()}&from=2025-09-01&to=2025-09-30`);
  const views = page.getByRole('navigation', { name: 'Views of the lesson crystal report' });
  for (const [view, title] of [
    ['Overview', 'Lesson crystal report'],
    ['Reporting categories', 'Lesson crystal report: reporting categories'],
    ['Standards', 'Lesson crystal report: standards'],
    ['Student usage', 'Lesson crystal report: student usage'],
  ] as const) {
    await views.getByRole('link', { name: view }).click();
    await expect(heading(page)).toHaveText(title);
    await expect(
      page.getByText('No lesson results yet: results appear here once your classes finish a live lesson.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Report filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole('link', { name: 'Open the crystal report' }).click();
  await expect(heading(page)).toHaveText('Crystal report');
});
