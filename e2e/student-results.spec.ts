import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage, signIn, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Classroom, Person, World } from './support/world';

// A student's results on a phone held upright: one summary row per question with the score in whole points
// (Grade 5 Math is in the 3-5 band), the detail one tap away, and the "sent" notice never over Sign out.
// The teacher and Mia are made for the test (support/world.ts). The teacher starts signed in
// (support/signed-in.ts); Mia, who signs out at the end, signs in through the form (a sign-out ends the sign-in it
// belongs to).

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const token = await readStorage(page, 'token');
  const response = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** As the room's teacher: the library's every-question-type worksheet to Grade 5 Math, results at the end. */
async function assignEveryType(world: World, room: Classroom, title: string): Promise<number> {
  const context = await world.newContext(room.teacher);
  const page = await context.newPage();
  await openHome(page, room.teacher);
  const library = await api<{ items: { id: number; title: string }[] }>(
    page,
    'GET',
    '/api/v1/library/worksheets?q=every',
  );
  const worksheet = library.items.find((w) => w.title === 'Grade 5 review: every question type');
  expect(worksheet, 'the seed has the worksheet').toBeTruthy();
  const created = await api<{ id: number }>(page, 'POST', '/api/v1/assignments', {
    classIds: [room.classId],
    worksheetId: worksheet?.id,
    feedbackOption: 2,
    title,
  });
  await context.close();
  return created.id;
}

test('on a phone, results are one row per question in whole points, opened with a tap; the notice leaves Sign out free', async ({
  page,
  world,
}) => {
  const room = await world.paid();
  const title = `Results rows ${Date.now().toString(36)}`;
  const assignmentId = await assignEveryType(world, room, title);
  await signIn(page, room.students[0] as Person);
  await page.goto(`/student/worksheet?assignmentId=${assignmentId}`);

  // Question 1 right (1 point), question 2 two primes of three (1.33 of 2 points): 2.33 of 12 in all.
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await page.getByRole('radio', { name: '0.12' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: /\b2$/ }).check();
  await page.getByRole('checkbox', { name: /\b11$/ }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: /^Question 10,/ })
    .click();
  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog).toContainText('You answered 2 of 10 questions. Submit?');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(urlPath('/student/assignment/summary'));

  // The notice shows at the bottom, away from the header: Sign out stays uncovered and takes a click.
  const notice = page.getByRole('alert').filter({ hasText: 'Your answers were sent to your teacher.' });
  await expect(notice).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const signOutBox = await signOut.boundingBox();
  expect(noticeBox && signOutBox).toBeTruthy();
  if (noticeBox && signOutBox) expect(noticeBox.y).toBeGreaterThanOrEqual(signOutBox.y + signOutBox.height);
  await signOut.click({ trial: true });
  await page.screenshot({ path: '/tmp/shots16/students/results-notice-390.png' });

  // Whole points for a Grade 5 class: 2.33 of 12 is "2 / 12 points", 19%.
  await expect(page.getByText('Score: 2 / 12 points 19%')).toBeVisible();

  // Collapsed: a row per question (number, prompt, mark, points) and no question detail yet.
  const row = (n: number) => page.getByRole('button', { name: new RegExp(`^Question ${n} `) });
  await expect(page.getByRole('button', { name: /^Question \d+ / })).toHaveCount(10);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(row(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(1)).toContainText('What is 0.4 × 0.3?');
  await expect(row(1)).toContainText('Correct');
  await expect(row(1)).toContainText('1 / 1 point');
  await expect(row(2)).toContainText('Partially correct');
  await expect(row(2)).toContainText('1 / 2 points');
  await expect(row(3)).toContainText('Incorrect');
  await expect(row(3)).toContainText('0 / 1 point');
  const collapsedHeight = await page.evaluate(() => document.body.scrollHeight);
  await page.screenshot({ path: '/tmp/shots16/students/results-collapsed-390.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the collapsed results');

  // From the keyboard: the row opens to the question, the answer, the correct answer and the score.
  await row(1).focus();
  await page.keyboard.press('Enter');
  await expect(row(1)).toHaveAttribute('aria-expanded', 'true');
  const detail = page.getByRole('article', { name: 'Question 1', exact: true });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Score: 1 of 1 point')).toBeVisible();
  await expect(detail.getByText('Your answer').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(row(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(detail).toHaveCount(0);

  // Every answer open is the long page the rows replace.
  await page.getByRole('button', { name: 'Show all answers' }).click();
  await expect(page.getByRole('article')).toHaveCount(10);
  const openHeight = await page.evaluate(() => document.body.scrollHeight);
  console.log(`results at 390 px: ${collapsedHeight} px collapsed, ${openHeight} px with every answer open`);
  expect(collapsedHeight).toBeLessThan(openHeight / 3);
  await page.getByRole('button', { name: 'Hide all answers' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);

  await signOut.click();
  await expect(page).toHaveURL(urlPath('/login'));
});
