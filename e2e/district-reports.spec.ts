import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// School and district reports: a district admin drills district -> school -> class (-> a student's report),
// opens the reporting categories, the heat map and a standard, and the assignment results; a principal sees
// their own school only; a coach runs a coaching cycle on a phone. Counts are read from the pages (the demo's
// activity may change), never assumed. axe on every page.

test.describe.configure({ timeout: 90_000 });

/** The first cell of each line of a CSV file (the byte-order mark dropped, quotes undone). */
async function firstColumn(path: string): Promise<string[]> {
  const text = (await fs.readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => (line.startsWith('"') ? line.slice(1, line.indexOf('"', 1)) : line.split(',')[0]!));
}

/** The names in a table's row headers (the first column), in order. */
const rowNames = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).locator('tbody th[scope="row"]').allInnerTexts();

test.describe('a district admin', () => {
  test.use({ signedInAs: 'district.admin' });

  test('drills from the district to a school, a class and a student', async ({ page }) => {
    await openHome(page, 'district.admin');
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS['district.admin'].place })).toBeVisible();
    const schools = page.getByRole('region', { name: 'Schools side by side' });
    await expect(schools.getByRole('table')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Headline figures' })).toContainText('Schools');
    await expectNoSeriousA11yViolations(page, '/districtadmin/report');

    // The CSV holds the schools on screen, in order, then the total line.
    const names = (await rowNames(page, 'Schools side by side')).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Schools side by side as CSV' }).click(),
    ]);
    expect(await firstColumn(await download.path())).toEqual(['School', ...names, 'All schools']);

    // The thresholds form refuses levels that do not rise, before asking the server.
    const levels = page.getByRole('region', { name: 'Performance levels' });
    await levels.getByLabel('Masters Grade Level from (%)').fill('40');
    await expect(levels.getByRole('alert')).toContainText('Levels must be whole percents that rise');
    await expect(levels.getByRole('button', { name: 'Save levels' })).toBeDisabled();

    // District -> school.
    const school = names[0]!;
    await schools.getByRole('link', { name: school }).click();
    await expect(page).toHaveURL(urlPath('/districtadmin/report/schooldetail'));
    await expect(page.getByRole('heading', { level: 1, name: school })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where this report sits' })).toContainText('District report');
    await expect(page.getByRole('region', { name: 'Teachers side by side' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/schooldetail');

    // School -> class.
    const classes = page.getByRole('region', { name: 'Classes' });
    const firstClass = classes.locator('tbody th[scope="row"] a').first();
    const className = ((await firstClass.textContent()) ?? '').trim();
    await firstClass.click();
    await expect(page).toHaveURL(urlPath('/districtadmin/classresult'));
    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where this report sits' })).toContainText(school);
    await expectNoSeriousA11yViolations(page, '/districtadmin/classresult');

    // Class -> student: each student opens the crystal report's student detail for this class.
    const classId = new URL(page.url()).searchParams.get('classId');
    const student = page
      .getByRole('region', { name: 'Students' })
      .getByRole('link', { name: /^Open the student report for / })
      .first();
    await expect(student).toHaveAttribute(
      'href',
      new RegExp(`^/teacher/report/studentdetail\\?classId=${classId}&studentId=\\d+$`),
    );

    // Back up the drill with the crumbs.
    await page
      .getByRole('navigation', { name: 'Where this report sits' })
      .getByRole('link', { name: 'District report' })
      .click();
    await expect(page).toHaveURL(urlPath('/districtadmin/report'));
  });

  test('opens the reporting categories, the heat map, a standard and the assignment results', async ({ page }) => {
    await openHome(page, 'district.admin');
    await page.getByRole('link', { name: 'Reporting categories and heat map' }).click();
    await expect(page).toHaveURL(urlPath('/districtadmin/report/domainsummary/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reporting categories' })).toBeVisible();
    const heat = page.getByRole('region', { name: 'Standards heat map' });
    await expect(heat.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/domainsummary/');

    // A cell (the demo district has answers on standards) opens that standard for that school: its classes.
    await heat.locator('tbody td a').first().click();
    await expect(page).toHaveURL(/\/districtadmin\/report\/standardDetails\?.*standardId=\d+/);
    await expect(page.getByRole('region', { name: 'Classes on this standard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Week by week' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/standardDetails');

    await page.getByRole('link', { name: 'Assignment results' }).first().click();
    await expect(page).toHaveURL(urlPath('/districtadmin/result'));
    await expect(page.getByRole('heading', { level: 1, name: 'Assignment results' })).toBeVisible();
    await page.locator('label', { hasText: 'District and school' }).click();
    await expect(page.getByRole('radio', { name: 'District and school' })).toBeChecked();
    await expect(page).toHaveURL(/kind=staff/);
    await expectNoSeriousA11yViolations(page, '/districtadmin/result');
  });
});

test.describe('a principal', () => {
  test.use({ signedInAs: 'principal', viewport: { width: 390, height: 844 } });

  test('sees their own school, and no other', async ({ page }) => {
    await openHome(page, 'principal');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'School report' }).click();
    await expect(page).toHaveURL(/\/districtadmin\/report\/schooldetail\?schoolId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.principal.place })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Teachers side by side' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Where this report sits' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/schooldetail (principal, phone)');

    // Another school's id: the server says not found, the page says so.
    await page.goto('/districtadmin/report/schooldetail?schoolId=2147483647');
    await expect(page.getByRole('alert')).toContainText('Not found');
    // The district's own report is not theirs.
    await page.goto('/districtadmin/report');
    await expect(page).toHaveURL(urlPath('/teacher/error403'));
  });
});

test.describe('a coach', () => {
  test.use({ signedInAs: 'coach', viewport: { width: 390, height: 844 } });

  test('starts a coaching cycle, sees its growth and ends it', async ({ page }) => {
    await openHome(page, 'coach');
    await page.goto('/districtadmin/report/coaching');
    await expect(page).toHaveURL(/schoolId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coaching cycles' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/coaching');

    const title = `Cycle ${Date.now()}`;
    await page.getByRole('button', { name: 'Start a coaching cycle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a coaching cycle' });
    await dialog.getByRole('button', { name: 'Save cycle' }).click();
    await expect(dialog.getByText('Give the coaching cycle a name')).toBeVisible();
    await dialog.getByLabel('Name').fill(title);
    await dialog.getByRole('textbox', { name: 'Teacher' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Grade of the standards' }).click();
    await page.getByRole('option', { name: 'Grade 5' }).click();
    await dialog.getByRole('textbox', { name: 'Subject of the standards' }).click();
    await page.getByRole('option', { name: 'Math' }).click();
    await dialog.getByRole('textbox', { name: 'Standards (up to 12)' }).click();
    await page.getByRole('option', { name: /^5\.2A/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save cycle' }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/cycleId=\d+/);
    await expect(page.getByRole('heading', { name: `Growth: ${title}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Classes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/report/coaching (growth)');

    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('button', { name: 'End cycle' }).click();
    const confirm = page.getByRole('dialog', { name: 'End coaching cycle' });
    await confirm.getByRole('button', { name: 'End cycle' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
});
