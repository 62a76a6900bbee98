import { MESSAGES } from '@clearsheets/shared';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginForm, urlPath, visibleText } from './support/session';
import { newPaidTeacher, tag, tokenOf } from './support/world';

// The first hour (issue 16): a teacher who has never used the product signs in and, following only what the
// home page offers, creates a first class with one student and assigns a first worksheet. Clicks are counted
// and printed with the elapsed time for the report (measured, never asserted); accessibility scans are left
// out of the time.

// Long journeys with several axe scans: well over a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A brand-new teacher at the demo school, added by the school admin as a school would (setup only). */
const newTeacher = (request: APIRequestContext) => newPaidTeacher(request);

/** Clicks, counted: every click and every option picked is one. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator, options?: Parameters<Locator['click']>[0]) => {
      clicks++;
      await target.click(options);
    },
    get count() {
      return clicks;
    },
  };
}

test('a brand-new teacher goes from sign-in to a first class and a first assignment using only the home', async ({
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const counter = clickCounter();
  let scanning = 0;
  /** An accessibility scan whose time is not the teacher's. */
  const scan = async (where: string) => {
    const from = Date.now();
    await expectNoSeriousA11yViolations(page, where);
    scanning += Date.now() - from;
  };
  const choose = async (label: string, option: string) => {
    await counter.click(page.getByRole('textbox', { name: label, exact: true }));
    await counter.click(page.getByRole('option', { name: option, exact: true }));
  };

  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(teacher.username);
  await form.password.fill(teacher.password);
  const started = Date.now();
  await counter.click(form.submit);

  // The home: nothing yet, so one clear first step and no license or feature lists.
  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${teacher.name}` })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps).toContainText('Step 1 of 3');
  // The school's license has the Clear Monitor: the last step is watching the class work.
  await expect(steps).toContainText('Watch your students work and see their results');
  await expect(page.getByRole('region', { name: 'Your licenses' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your features' })).toHaveCount(0);
  await scan('the new teacher home, step 1');
  await counter.click(steps.getByRole('link', { name: 'Create your first class' }));

  // The class with one student.
  await expect(page).toHaveURL(urlPath('/teacher/createclass'));
  const className = `Room ${tag()}`;
  await choose('Grade', 'Grade 5');
  await page.getByRole('textbox', { name: 'Class name' }).fill(className);
  await choose('Subject', 'Math');
  await counter.click(page.getByRole('button', { name: 'Add a student' }));
  await page.getByRole('textbox', { name: 'First name' }).fill('Iris');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await counter.click(page.getByRole('button', { name: 'Create class' }));
  await expect(page.getByRole('heading', { level: 1, name: `${className} is ready` })).toBeVisible();

  // Home again: the class is there and the next step is the first assignment.
  await counter.click(page.getByRole('link', { name: 'Dashboard' }).first());
  await expect(steps).toContainText('Step 2 of 3');
  const classes = page.getByRole('region', { name: 'Your classes' });
  const card = classes.getByRole('article').filter({ hasText: className });
  await expect(card).toContainText('Grade 5 · Math');
  await expect(card).toContainText('1 student');
  await scan('the new teacher home, step 2');
  await counter.click(steps.getByRole('link', { name: 'Assign your first worksheet' }));

  // The library opens on the class's grade; the first worksheet, then Assign.
  await expect(page).toHaveURL(/\/teacher\/clearSheetLibrary\?grade=5/);
  await expect(page.getByRole('heading', { level: 1, name: 'ClearSheet library' })).toBeVisible();
  const first = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await counter.click(first.getByRole('heading').getByRole('link'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await counter.click(page.getByRole('button', { name: 'Assign', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Assign a worksheet' })).toBeVisible();
  // The only class is ticked and feedback waits for the end: nothing to choose before Assign.
  await expect(page.getByRole('checkbox', { name: className })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Show feedback at the end' })).toBeChecked();
  await counter.click(page.getByRole('button', { name: 'Assign worksheet' }));

  // Assigned: the code, and the way on to the live monitor and the results.
  await expect(page.getByRole('heading', { name: 'Worksheet assigned' })).toBeFocused();
  await expect(visibleText(page, MESSAGES.worksheetAssigned)).toBeVisible();
  const seconds = (Date.now() - started - scanning) / 1000;
  console.log(`first-hour: ${counter.count} clicks, ${seconds.toFixed(1)} s from sign-in to assigned`);
  const live = page.getByRole('link', { name: 'Watch live in Clear Monitor' });
  await expect(live).toHaveAttribute('href', /^\/teacher\/clearmonitor\?assignmentId=\d+$/);
  await expect(page.getByRole('link', { name: 'See results' })).toHaveAttribute(
    'href',
    /^\/teacher\/assignment\/result\?id=\d+$/,
  );
  await scan('the assigned panel');

  // The home now leads to the work: the open assignment with its progress, the monitor and the results.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
  const active = page.getByRole('region', { name: 'Active assignments' });
  const row = active.getByRole('listitem').filter({ hasText: className });
  await expect(row).toContainText('0 of 1 submitted');
  await expect(row.getByRole('link', { name: /^Watch live: / })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Results: / })).toBeVisible();
  await scan('the teacher home with an assignment');
  await row.getByRole('link', { name: /^Watch live: / }).click();
  await expect(page).toHaveURL(/\/teacher\/clearmonitor\?assignmentId=\d+$/);
});

test('the class page links to its assignments and results, and "Class results" reopens the last class', async ({
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const headers = { Authorization: `Bearer ${await tokenOf(request, teacher)}` };
  const names = [`A room ${tag()}`, `B room ${tag()}`];
  for (const name of names) {
    const created = await request.post('/api/v1/classes', {
      headers,
      data: { grade: '4', name, subject: 'Science', students: [{ firstName: 'Kai', lastName: 'Moreno' }] },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(teacher.username);
  await form.password.fill(teacher.password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${teacher.name}` })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps).toContainText('Step 2 of 3');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await expect(classes.getByRole('article')).toHaveCount(2);
  await classes.getByRole('link', { name: `Open class: ${names[1]}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assignments', exact: true }).last()).toHaveAttribute(
    'href',
    /^\/teacher\/assignment\/list\?classId=\d+$/,
  );
  const classId = /classId=(\d+)/.exec(page.url())?.[1];
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Class results', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/classresult\\?classId=${classId}$`));

  // Away and back through the navigation: the second class again, not the first.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Class results' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/classresult\\?classId=${classId}$`));
});
