import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginForm, readStorage, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Person } from './support/world';

// The Clear Monitor end to end: a teacher made for the test (support/world.ts) assigns the library's "every
// question type" worksheet to their Grade 5 Math (Mia and Kim), opens the live grid, and Mia and Kim answer in
// their own browsers. The grid, the class figures and the open-assignment counts change without a reload;
// a student who stops turns idle after the idle time (12 s in these tests: playwright.config.ts); names hide for a projector (and
// stay hidden after a reload); a student's sheet follows their answers; on a 390 px phone the grid scrolls
// inside its own region. The teacher and Mia start signed in (support/signed-in.ts); Kim signs in
// through the form with her first password.

test.describe.configure({ timeout: 150_000 });

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const token = await readStorage(page, 'token');
  const response = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The worksheet assigned to the class; returns the assignment and its title. */
async function setUp(teacher: Page, classId: number) {
  const library = await api<{ items: { id: number; title: string }[] }>(
    teacher,
    'GET',
    '/api/v1/library/worksheets?q=every',
  );
  const worksheet = library.items.find((w) => w.title === 'Grade 5 review: every question type');
  expect(worksheet, 'the library seed has the every-answer-type worksheet').toBeDefined();
  const title = `Live monitor ${Date.now().toString(36)}`;
  const created = await api<{ id: number }>(teacher, 'POST', '/api/v1/assignments', {
    classIds: [classId],
    worksheetId: worksheet?.id,
    feedbackOption: 2,
    title,
    readAloud: false,
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return { assignmentId: created.id, title };
}

async function openPlayer(
  context: BrowserContext,
  who: 'student' | { username: string; password: string },
  id: number,
) {
  const page = await context.newPage();
  // Mia's browser already has her saved sign-in.
  if (who !== 'student') {
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill(who.username);
    await form.password.fill(who.password);
    await form.submit.click();
    await expect(page).toHaveURL(urlPath('/student'));
  }
  await page.goto(`/student/worksheet?assignmentId=${id}`);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  return page;
}

/** The grid's cell of a student's row for question n (the row's cells: answered, score, then the questions). */
const cell = (row: Locator, n: number) => row.getByRole('cell').nth(n + 1);
/** A choice by its text ("B. 1.2": the player names each choice with its letter). */
const choice = (text: string) => new RegExp(`(^|\\. )${text.replaceAll('.', '\\.')}$`);
/** What the cell says (its hidden words start with its state; the current question adds "On this question now"). */
const says = (label: string) => new RegExp(`^${label}(, On this question now)?$`);

test('the teacher watches two students answer, live, on one process', async ({ browser, world }) => {
  // One long journey across three browsers: four accessibility scans, a reload, a 12 s idle wait and a phone width.
  test.setTimeout(120_000);
  const room = await world.paid();
  const [miaAccount, kim] = room.students as [Person, Person];
  const kimName = kim.name;
  const teacherContext = await world.newContext(room.teacher);
  const miaContext = await world.newContext(miaAccount);
  const kimContext = await browser.newContext();
  try {
    const teacher = await teacherContext.newPage();
    await openHome(teacher, room.teacher);
    const { assignmentId, title } = await setUp(teacher, room.classId);

    // The open assignments, with counts that will move as the students start.
    const list = await teacherContext.newPage();
    await list.goto('/teacher/clearmonitor/activeassignments');
    const card = list.getByRole('article', { name: `Watch ${title} live` });
    await expect(card).toContainText('0 Working');
    await expectNoSeriousA11yViolations(list, 'the open assignments');

    // The chooser leads to the live grid.
    await teacher.goto('/teacher/clearmonitor');
    await teacher.getByRole('link', { name: title }).click();
    await expect(teacher).toHaveURL(new RegExp(`/teacher/clearmonitor\\?assignmentId=${assignmentId}$`));
    await expect(teacher.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(teacher.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const grid = teacher.getByRole('region', { name: 'Students and their answers, question by question' });
    const miaRow = grid.getByRole('row', { name: new RegExp(miaAccount.name) });
    const kimRow = grid.getByRole('row', { name: new RegExp(kimName) });
    await expect(cell(miaRow, 1)).toHaveText(says('Not started'));
    await expect(cell(kimRow, 1)).toHaveText(says('Not started'));
    await expectNoSeriousA11yViolations(teacher, 'the live monitor');

    // Both open the worksheet: counted as working at once, on the grid and on the list.
    const mia = await openPlayer(miaContext, 'student', assignmentId);
    const kimPage = await openPlayer(kimContext, kim, assignmentId);
    await expect(card).toContainText('2 Working');

    // Mia answers question 1 right, Kim wrong: the cells change, then the class figures.
    await mia.getByRole('radio', { name: choice('0.12') }).check();
    await expect(cell(miaRow, 1)).toHaveText(says('Correct'));
    await kimPage.getByRole('radio', { name: choice('1.2') }).check();
    await expect(cell(kimRow, 1)).toHaveText(says('Incorrect'));
    await expect(cell(kimRow, 1)).toHaveAttribute('data-status', 'incorrect');
    await expect(miaRow.getByRole('cell').nth(0)).toHaveText('1/10');
    const figures = teacher.getByRole('table', { name: /Share of scored answers that are correct/ });
    const q1 = figures.getByRole('row').nth(1);
    await expect(q1).toContainText('50% (1 of 2)');
    await expect(q1).toContainText('“1.2” (1 student)');

    // Mia moves on: question 2 is hers now.
    await mia.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(cell(miaRow, 2)).toHaveText(says('Answering now'));
    await expect(cell(miaRow, 2)).toHaveAttribute('data-current', 'true');

    // Kim stops: after the idle time (12 s here) the badge appears; working again clears it.
    await expect(kimRow.locator('.cs-mon-idle')).toBeVisible({ timeout: 25_000 });
    await expectNoSeriousA11yViolations(teacher, 'the live monitor with answers and an idle student');
    await kimPage.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(cell(kimRow, 2)).toHaveText(says('Answering now'));
    await expect(kimRow.locator('.cs-mon-idle')).toHaveCount(0);

    // Hide names for the projector: pseudonyms only, remembered after a reload, then names again.
    const hide = teacher.getByRole('switch', { name: 'Hide names' });
    await hide.check();
    await expect(grid.getByText(miaAccount.name)).toHaveCount(0);
    await expect(grid.getByText(kimName)).toHaveCount(0);
    await teacher.reload();
    await expect(teacher.getByRole('switch', { name: 'Hide names' })).toBeChecked();
    await expect(grid).toBeVisible();
    await expect(grid.getByText(miaAccount.name)).toHaveCount(0);
    await teacher.getByRole('switch', { name: 'Hide names' }).uncheck();
    await expect(miaRow).toBeVisible();

    // The sheet preview: the questions with their answer keys.
    await teacher.getByRole('link', { name: 'Preview the questions' }).click();
    await expect(teacher.getByRole('heading', { level: 1, name: `Sheet preview: ${title}` })).toBeVisible();
    await expect(teacher.getByRole('article', { name: 'Question 1', exact: true })).toContainText('0.12');
    await expect(teacher.getByRole('article', { name: 'Question 1', exact: true })).toContainText('Correct');
    await teacher.getByRole('link', { name: 'Back to the live grid' }).click();

    // Mia's live sheet follows her answers.
    await miaRow.getByRole('link', { name: new RegExp(miaAccount.name) }).click();
    await expect(teacher).toHaveURL(urlPath('/teacher/clearmonitor/sheetpreview'));
    await expect(teacher.getByRole('heading', { level: 1, name: miaAccount.name })).toBeVisible();
    const sheetQ2 = teacher.getByRole('article', { name: 'Question 2', exact: true });
    await expect(teacher.getByRole('article', { name: 'Question 1', exact: true })).toContainText('Correct');
    await expect(sheetQ2).not.toContainText('Correct');
    for (const n of ['2', '11', '17']) await mia.getByRole('checkbox', { name: choice(n) }).check();
    await expect(sheetQ2).toContainText('Correct');
    await expectNoSeriousA11yViolations(teacher, "a student's live sheet");

    // On a 390 px phone: the page does not scroll sideways, the grid scrolls in its own region.
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.goto(`/teacher/clearmonitor?assignmentId=${assignmentId}`);
    await expect(cell(miaRow, 2)).toHaveText(says('Correct'));
    const widths = await teacher.evaluate(() => {
      const region = document.querySelector('.cs-mon-scroll') as HTMLElement;
      const sticky = document.querySelector('.cs-mon-grid tbody th') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth,
        regionScroll: region.scrollWidth,
        regionClient: region.clientWidth,
        stickyPosition: getComputedStyle(sticky).position,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.regionScroll).toBeGreaterThan(widths.regionClient);
    expect(widths.stickyPosition).toBe('sticky');
  } finally {
    await teacherContext.close();
    await miaContext.close();
    await kimContext.close();
  }
});
