import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { call, grade5Math, tokenFor } from './support/demo-work';
import { expect, openHome, test } from './support/signed-in';

// Usage and session reports, and the report cards of each role's home: the teacher follows a class's usage to a
// student's days and one day's sessions (the student signs in during the test, so that day has a session
// whatever the demo holds); the teacher's dashboard, a principal's and the district admin's homes show their
// figures, and their links open the reports. Axe on every page.

test.describe.configure({ timeout: 120_000 });

/** Today in the schools' time zone (report days), YYYY-MM-DD. */
const todayInTexas = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

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

test.describe('the teacher', () => {
  test.use({ signedInAs: 'teacher' });

  test("follows a class's usage to a student's days and one day's sessions", async ({ page, request }) => {
    // Mia signs in now (a session today); the rollups pick it up within a refresh.
    const teacher = await tokenFor(request, 'teacher');
    const cls = await grade5Math(request, teacher);
    await tokenFor(request, 'student');
    const today = todayInTexas();
    const usage = await call<{ students: { studentId: number; firstName: string; lastName: string }[] }>(
      request,
      teacher,
      'GET',
      `/api/v1/reports/usage/students?classId=${cls.id}`,
    );
    const mia = usage.students.find((s) => s.firstName === 'Mia');
    expect(mia, 'Mia Lopez is in Grade 5 Math').toBeDefined();
    await expect
      .poll(
        async () => {
          const detail = await call<{ days: { day: string; sessions: number }[] }>(
            request,
            teacher,
            'GET',
            `/api/v1/reports/usage/student?classId=${cls.id}&studentId=${mia!.studentId}`,
          );
          return detail.days.find((d) => d.day === today)?.sessions ?? 0;
        },
        { timeout: 60_000, message: "Mia's sign-in reaches the usage rollup" },
      )
      .toBeGreaterThan(0);

    await openHome(page, 'teacher');
    await page.goto('/teacher/report/studentusage');
    // The class the teacher used last (else the first) is put in the address.
    await expect(page).toHaveURL(new RegExp(`classId=${cls.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Student usage: Grade 5 Math' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Headline figures' }).getByText('Students active')).toBeVisible();
    const table = page.getByRole('table', { name: 'Students', exact: true });
    const rows = table.getByRole('row');
    await expect(table.getByRole('link', { name: 'Usage of Mia Lopez, day by day' })).toBeVisible();
    // A per-day chart, with its table for screen readers (and on request).
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByRole('table', { name: /Time on task, students active and answers per day/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The export holds every student, header first: the rows on screen, or every page's rows when the class runs
    // past one page (the demo class has two dozen students, and other specs add theirs).
    const lines = await exportCsv(page, 'Students');
    expect(lines[0]).toContain('Student,Username,Sessions,Time on task (minutes)');
    const range = page.getByText(/^Showing \d+–\d+ of \d+$/);
    const total = (await range.count()) > 0 ? Number((await range.first().textContent())?.split(' of ')[1]) : 0;
    expect(lines.length).toBe(total ? total + 1 : await rows.count());

    await table.getByRole('link', { name: 'Usage of Mia Lopez, day by day' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Lopez: usage by day' })).toBeVisible();
    const dayLink = page.getByRole('table', { name: 'Days', exact: true }).getByRole('link').first();
    await expect(dayLink).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Today's sessions: Mia's sign-in of a minute ago is there.
    await page.goto(
      `/teacher/report/studentsessionsummarydetail?classId=${cls.id}&studentId=${mia!.studentId}&day=${today}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Mia Lopez on / })).toBeVisible();
    const sessions = page.getByRole('table', { name: 'Sessions', exact: true });
    await expect(sessions.getByText('Signed in', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: /Previous day/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print this report' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Back up the drill by the crumbs.
    await page
      .getByRole('navigation', { name: 'Where this report sits' })
      .getByRole('link', { name: 'Mia Lopez' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Lopez: usage by day' })).toBeVisible();
  });

  test('sees classes needing attention and recent results on the dashboard, and keeps the chosen range', async ({
    page,
  }) => {
    await page.goto('/teacher/dashboard');
    const attention = page.getByRole('region', { name: 'Classes needing attention' });
    await expect(attention).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent results' })).toBeVisible();
    await expect(page.getByText(/^Live lessons: teach one/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Clear Lessons' })).toHaveAttribute(
      'href',
      '/teacher/clearlesson',
    );
    await expectNoSeriousA11yViolations(page);

    // The range is saved (preference 22): it is still chosen after a reload.
    const range = attention.getByRole('radiogroup', { name: 'Results from' });
    await range.getByText('Last 8 weeks').click();
    await expect(range.getByRole('radio', { name: 'Last 8 weeks' })).toBeChecked();
    await expect
      .poll(async () => (await page.request.get('/api/v1/preferences/22', { headers: await bearer(page) })).json())
      .toMatchObject({ value: { range: '8w' } });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Classes needing attention' }).getByRole('radio', { name: 'Last 8 weeks' }),
    ).toBeChecked();

    // The demo's Grade 5 Math has standards below Approaches: its link opens the crystal report of the class.
    const open = attention.getByRole('link', { name: /^Open the crystal report of / }).first();
    await expect(open).toBeVisible();
    await open.click();
    await expect(page).toHaveURL(/\/teacher\/report\?classId=\d+/);
  });
});

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}

test.describe('a principal', () => {
  test.use({ signedInAs: 'principal' });

  test("sees the school's figures this week against last, each opening its report", async ({ page }) => {
    await openHome(page, 'principal');
    const figures = page.getByRole('list', { name: 'Figures of the last 7 days' });
    await expect(figures.getByRole('listitem')).toHaveCount(5);
    for (const label of ['Active on an average day', 'Answers', 'Average score', 'At Meets or above', 'Participation'])
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^The last 7 days at / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await figures.getByRole('link', { name: 'Active on an average day: open the report' }).click();
    await expect(page).toHaveURL(/\/districtadmin\/report\/schoolusage\?schoolId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: /^School usage: / })).toBeVisible();
    const schools = page.getByRole('table', { name: 'Schools', exact: true });
    await expect(schools.getByRole('row')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    const lines = await exportCsv(page, 'Week by week');
    expect(lines[0]).toContain('School,Week of,Average daily active students');
    expect(lines.length).toBe(1 + 8);
  });
});

test.describe('the district admin', () => {
  test.use({ signedInAs: 'district.admin' });

  test("sees the district's figures on the home and every school's usage", async ({ page }) => {
    await openHome(page, 'district.admin');
    const figures = page.getByRole('list', { name: 'Figures of the last 7 days' });
    await expect(figures.getByRole('listitem')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    await figures.getByRole('link', { name: 'Answers: open the report' }).click();
    await expect(page).toHaveURL(/\/districtadmin\/report\/schoolusage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'School usage: Lone Oak ISD' })).toBeVisible();
    const schools = page.getByRole('table', { name: 'Schools', exact: true });
    await expect(schools.getByRole('row').nth(2)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // One school, from the table's link.
    await schools.getByRole('link').first().click();
    await expect(page).toHaveURL(/schoolId=\d+/);
    await expect(page.getByRole('table', { name: 'Schools', exact: true }).getByRole('row')).toHaveCount(2);
  });
});

test.describe('a teacher on the free license', () => {
  test.use({ signedInAs: 'teacher.free' });

  test('finds the usage report locked, with what it does instead of an error', async ({ page }) => {
    await openHome(page, 'teacher.free');
    await page.goto('/teacher/report/studentusage');
    await expect(page.getByRole('heading', { level: 1, name: 'Crystal report' })).toBeVisible();
    await expect(page.getByText('Locked', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
