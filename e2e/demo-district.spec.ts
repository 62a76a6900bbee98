import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, openHome, test } from './support/signed-in';

// The demo district's eight weeks (apps/server/src/seed/demo-activity.ts), as a newcomer trying each demo account
// finds it. Other specs add their own work to the demo class, so these look for the seeded assignments by title
// and read counts from the page rather than expecting exact numbers.

const CURRENT = 'Review: Computations with Whole Numbers, Decimals and Fractions';
const FRESH = 'Spiral review: every question type';
const SCIENCE = 'Review: A Texas Pond Ecosystem: Food Webs and Energy';

/** The number in a text such as "8 of 24 submitted" or "Waiting for grading: 24 responses". */
const numbersIn = (text: string | null) => (text?.match(/\d+/g) ?? []).map(Number);

test.describe('the demo student', () => {
  // A student on a phone holds it sideways (upright, a rotate-device notice covers the page).
  test.use({ signedInAs: 'student', viewport: { width: 844, height: 390 } });

  test('has work to do, something under way and graded results to look at', async ({ page }) => {
    await openHome(page, 'student');
    const todo = page.getByRole('region', { name: /^To do/ });
    await expect(todo.getByRole('article', { name: FRESH })).toBeVisible();
    await expect(todo.getByRole('article', { name: SCIENCE })).toContainText('Laura Patel');
    await expect(todo.getByRole('link', { name: `Start: ${FRESH}` })).toBeVisible();

    const underway = page.getByRole('region', { name: /^In progress/ }).getByRole('article', { name: CURRENT });
    await expect(underway).toContainText(/Answered 5 of \d+/);
    await expect(underway.getByRole('link', { name: `Continue: ${CURRENT}` })).toBeVisible();

    const done = page.getByRole('region', { name: /^Done/ });
    const graded = done.getByRole('article', { name: 'Decimals, Primes and Numerical Expressions', exact: true });
    await expect(graded).toContainText(/Score: [\d.]+ \/ 24 points/);
    await expect(done.getByRole('article').filter({ hasText: 'Waiting for your teacher' }).first()).toBeVisible();
    expect(await done.getByRole('article').count()).toBeGreaterThanOrEqual(6);
    await expectNoSeriousA11yViolations(page, 'the demo student home, seeded');

    // Her results open on a finished worksheet, with the teacher's score on the written answer.
    await graded.getByRole('link', { name: /^See results:/ }).click();
    await expect(page).toHaveURL(/\/student\//);
    await expect(page.getByText(/points/).first()).toBeVisible();
  });
});

test.describe('the demo teacher', () => {
  test.use({ signedInAs: 'teacher' });

  test('has written answers to grade and an assignment students are working on now', async ({ page }) => {
    await openHome(page, 'teacher');
    const grading = page.getByRole('region', { name: 'Grading' });
    const waiting = grading.getByText(/^Waiting for grading: \d+ responses?$/);
    await expect(waiting).toBeVisible();
    expect(numbersIn(await waiting.textContent())[0]).toBeGreaterThan(10);

    const active = page.getByRole('region', { name: 'Active assignments' });
    const current = active.getByRole('listitem').filter({ hasText: CURRENT });
    const submitted = current.getByText(/^\d+ of \d+ submitted$/);
    await expect(submitted).toBeVisible();
    const [handedIn, assigned] = numbersIn(await submitted.textContent());
    expect(assigned).toBeGreaterThanOrEqual(20);
    expect(handedIn).toBeGreaterThan(0);
    expect(handedIn).toBeLessThan(assigned ?? 0);
    await expect(current.getByRole('link', { name: `Watch live: ${CURRENT}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your classes' })).toContainText(/2\d students/i);
    await expectNoSeriousA11yViolations(page, 'the demo teacher home, seeded');

    // The grading queue holds the seeded written answers.
    await grading.getByRole('link', { name: 'Grade responses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText(/Review: Decimals, Primes and Numerical Expressions|Review: Computations/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the grading queue, seeded');
  });
});

test.describe('the principal', () => {
  test.use({ signedInAs: 'principal' });

  test("sees Bluebonnet Elementary's week, its open assignments and its teachers side by side", async ({ page }) => {
    await openHome(page, 'principal');
    await expect(page.getByRole('list', { name: 'Figures of the last 7 days' }).getByRole('listitem')).toHaveCount(5);
    const school = page.getByRole('region', { name: 'Your school', exact: true });
    await expect(school).toContainText('Bluebonnet Elementary');
    const open = page.getByRole('region', { name: 'Open assignments in your school' });
    await expect(open.getByText(/^\d+ of \d+ submitted$/).first()).toBeVisible();
    const handIns = await open.getByText(/^\d+ of \d+ submitted$/).allTextContents();
    expect(handIns.length).toBeGreaterThan(0);
    expect(Math.max(...handIns.map((h) => numbersIn(h)[1] ?? 0))).toBeGreaterThanOrEqual(20);
    await expectNoSeriousA11yViolations(page, 'the principal home, seeded');

    // All dates: the school's teachers with their students' scores and hand-ins.
    await page.getByRole('link', { name: 'School report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bluebonnet Elementary' })).toBeVisible();
    const teachers = page.getByRole('table', { name: 'Teachers side by side' });
    for (const name of ['Ana Garcia', 'Rachel Kim', 'David Nguyen', 'Laura Patel']) {
      const row = teachers.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(/\d+(\.\d)?%/);
      const cells = await row.getByRole('cell').allTextContents();
      // After the teacher's name: classes, then students.
      expect(Number(cells[1]), `${name} students`).toBeGreaterThanOrEqual(20);
    }
    await expectNoSeriousA11yViolations(page, 'the school report, seeded');
  });
});

test.describe('the district admin', () => {
  test.use({ signedInAs: 'district.admin' });

  test('sees both schools side by side with students, scores and hand-ins', async ({ page }) => {
    await openHome(page, 'district.admin');
    const table = page.getByRole('table', { name: 'Schools side by side' });
    for (const name of ['Bluebonnet Elementary', 'Pecan Grove Middle School']) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
      await expect(row).toContainText(/\d+(\.\d)?%/);
      const cells = await row.getByRole('cell').allTextContents();
      // The school's name heads the row; then its teachers and students (the seeded staff and classes).
      expect(Number(cells[0]), `${name} teachers`).toBeGreaterThanOrEqual(4);
      expect(Number(cells[1]?.replace(/\D/g, '')), `${name} students`).toBeGreaterThan(50);
    }
    await expectNoSeriousA11yViolations(page, 'the district report, seeded');
  });
});
