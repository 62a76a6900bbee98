import { MESSAGES } from '@clearsheets/shared';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage, urlPath, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Assigning as users do it: a teacher of the licensed demo school (made for the test) assigns the library's "every question type" worksheet to chosen
// students of Grade 5 Math through the form (its two spec messages first), finds it in the list with its
// code and previews it; the free teacher is told about the full-topic rule; the school admin sends a
// worksheet to that teacher, who accepts it into a class.

// Long journeys with several axe scans, two signed-in browsers in the last one: well over 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });
// Each account starts signed in (support/signed-in.ts).
test.use({ signedInAs: 'own teacher' });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function api<T>(page: Page, url: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  const headers = { Authorization: `Bearer ${await readStorage(page, 'token')}` };
  const response = await page.request.fetch(url, { method: init.method ?? 'GET', headers, data: init.data });
  expect(response.ok(), `${init.method ?? 'GET'} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A library worksheet's id by its exact title (setup only: the library has its own tests). */
async function worksheetId(page: Page, q: string, title: string): Promise<number> {
  const { items } = await api<{ items: { id: number; title: string }[] }>(
    page,
    `/api/v1/library/worksheets?q=${encodeURIComponent(q)}&pageSize=50`,
  );
  const found = items.find((w) => w.title === title);
  if (!found) throw new Error(`The library has no worksheet "${title}"`);
  return found.id;
}

/** Waits until menus have closed and a dialog has faded in, so axe sees colours as they end up. */
async function settled(page: Page, dialog: Locator) {
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** A `datetime-local` value a week from now. */
function nextWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T15:00`;
}

test('the teacher assigns the every-type worksheet to a range of students and finds it with its code', async ({
  page,
  world,
}) => {
  const room = await world.paid();
  await openHome(page, room.teacher);
  const id = await worksheetId(page, 'every', 'Grade 5 review: every question type');
  // Three more students in Grade 5 Math, the range to choose.
  const last = `Range${tag()}`;
  await api(page, `/api/v1/classes/${room.classId}/students`, {
    method: 'POST',
    data: { students: ['Ada', 'Ben', 'Cy'].map((firstName) => ({ firstName, lastName: last })) },
  });

  await page.goto(`/teacher/worksheet/assignWorksheet?worksheetId=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assign a worksheet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grade 5 review: every question type' })).toBeVisible();
  await expect(page.getByText('10 questions')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the assign form');

  // Feedback starts at the end (nothing tells a student how they did before they hand in); a teacher's only class
  // starts ticked. Without a class, submitting says so, and the focus goes to the classes.
  await expect(page.getByRole('radio', { name: 'Show feedback at the end' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Grade 5 Math' }).uncheck();
  const submit = page.getByRole('button', { name: 'Assign worksheet' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.selectClassFirst })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Grade 5 Math' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Grade 5 Math' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The student range: search our three, tick the first and Shift-click the last.
  await page.getByRole('radio', { name: 'Choose students' }).check();
  await page.getByRole('button', { name: 'Choose students' }).click();
  await expect(page).toHaveURL(urlPath('/teacher/assignment/studentrange'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose students' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the student range');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(last);
  await page.getByRole('checkbox', { name: `Ada ${last}` }).click();
  await page.getByRole('checkbox', { name: `Cy ${last}` }).click({ modifiers: ['Shift'] });
  for (const first of ['Ada', 'Ben', 'Cy'])
    await expect(page.getByRole('checkbox', { name: `${first} ${last}` })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '3 students selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Use these students' }).click();

  // Back on the form with the choice and the teacher option kept.
  await expect(page).toHaveURL(urlPath('/teacher/worksheet/assignWorksheet'));
  await expect(page.getByText('3 students chosen')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Show feedback at the end' })).toBeChecked();
  const title = `Every type ${tag()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel('Due', { exact: true }).fill(nextWeek());
  await submit.click();

  await expect(visibleText(page, MESSAGES.worksheetAssigned)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Worksheet assigned' })).toBeFocused();
  const code = ((await page.getByTestId('assignment-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4,10}$/);
  await expectNoSeriousA11yViolations(page, 'the assigned panel');

  // The list: the row with its classes, code, due date and progress.
  await page.getByRole('link', { name: 'All assignments' }).click();
  await expect(page).toHaveURL(urlPath('/teacher/assignment/list'));
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText('Grade 5 Math');
  await expect(row).toContainText('0 of 3 submitted');
  await expectNoSeriousA11yViolations(page, 'the assignment list');

  // Preview: the settings and the questions as students see them.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(urlPath('/teacher/assignment/preview'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Feedback at the end')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Question 10\b/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the assignment preview');
});

test('the list edits a due date and deletes an assignment after confirming', async ({ page, world }) => {
  const room = await world.paid();
  await openHome(page, room.teacher);
  const id = await worksheetId(page, 'every', 'Grade 5 review: every question type');
  const classId = room.classId;
  const title = `To delete ${tag()}`;
  await api(page, '/api/v1/assignments', {
    method: 'POST',
    data: { worksheetId: id, classIds: [classId], feedbackOption: 1, title },
  });

  await page.goto(`/teacher/assignment/list?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('No due date');
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit settings' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await settled(page, edit);
  await expectNoSeriousA11yViolations(page, 'the edit settings dialog');
  await edit.getByLabel('Due', { exact: true }).fill(nextWeek());
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(visibleText(page, MESSAGES.assignmentUpdated)).toBeVisible();
  await expect(row).not.toContainText('No due date');

  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await settled(page, confirm);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete assignment' }).click();
  await expect(visibleText(page, MESSAGES.assignmentDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test.describe(() => {
  // Read-only: the demo free teacher only opens the form.
  test.use({ signedInAs: 'teacher.free' });
  test('the free teacher is told a non-full-topic worksheet cannot be assigned on a free license', async ({ page }) => {
    await openHome(page, 'teacher.free');
    const id = await worksheetId(page, 'Volume', 'Volume, Figures and the Coordinate Plane');
    await page.goto(`/teacher/worksheet/assignWorksheet?worksheetId=${id}`);
    await expect(page.getByRole('heading', { name: 'Volume, Figures and the Coordinate Plane' })).toBeVisible();
    await expect(page.getByText(MESSAGES.freeLicenseFullTopicOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign worksheet' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'the assign form on a free license');

    // A full-topic worksheet carries no such warning.
    const full = await worksheetId(page, 'every', 'Grade 5 review: every question type');
    await page.goto(`/teacher/worksheet/assignWorksheet?worksheetId=${full}`);
    await expect(page.getByRole('heading', { name: 'Grade 5 review: every question type' })).toBeVisible();
    await expect(page.getByText(MESSAGES.freeLicenseFullTopicOnly)).toHaveCount(0);
  });
});

test('the school admin sends a worksheet to the teacher, who accepts it into a class', async ({
  savedSignIns,
  world,
}) => {
  const room = await world.paid();
  const title = `From the school ${tag()}`;
  const adminContext = await savedSignIns.newContext('school.admin');
  const admin = await adminContext.newPage();
  await openHome(admin, 'school.admin');
  await admin.getByRole('link', { name: 'School assignments' }).click();
  await expect(admin).toHaveURL(urlPath('/schoolassignment'));
  await expect(admin.getByRole('heading', { level: 1, name: 'School assignments' })).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Search the library' }).fill('every');
  // Choosing a worksheet replaces the results with it.
  await admin.getByRole('radio', { name: /Grade 5 review: every question type/ }).click();
  await expect(admin.getByText('Chosen worksheet')).toBeVisible();
  await admin.getByRole('checkbox', { name: room.teacher.name }).check();
  await admin.getByRole('radio', { name: 'Show feedback after each question' }).check();
  await admin.getByRole('textbox', { name: /^Title/ }).fill(title);
  await admin.getByLabel('Note to teachers').fill('Please give this to your class this week.');
  await expectNoSeriousA11yViolations(admin, 'the send form');
  await admin.getByRole('button', { name: 'Send to teachers' }).click();
  await expect(visibleText(admin, MESSAGES.assignmentAdded)).toBeVisible();
  const sent = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(sent.getByRole('row').filter({ hasText: room.teacher.name })).toContainText('Received');
  await expectNoSeriousA11yViolations(admin, 'the sent list');

  const teacherContext = await world.newContext(room.teacher);
  const teacher = await teacherContext.newPage();
  await openHome(teacher, room.teacher);
  await teacher.getByRole('link', { name: 'Assignments', exact: true }).click();
  await expect(teacher).toHaveURL(urlPath('/teacher/assignment'));
  const card = teacher.getByRole('article').filter({ has: teacher.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Please give this to your class this week.');
  await expectNoSeriousA11yViolations(teacher, 'the assignments home');
  await card.getByRole('button', { name: `Accept ${title}` }).click();
  const dialog = teacher.getByRole('dialog', { name: `Accept “${title}”` });
  await settled(teacher, dialog);
  await expect(dialog.getByRole('radio', { name: 'Show feedback after each question' })).toBeChecked();
  await expectNoSeriousA11yViolations(teacher, 'the accept dialog');
  await dialog.getByRole('button', { name: 'Accept and assign' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: MESSAGES.selectClassFirst })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Grade 5 Math' }).check();
  await dialog.getByRole('button', { name: 'Accept and assign' }).click();
  await expect(visibleText(teacher, MESSAGES.worksheetAssigned)).toBeVisible();
  await expect(teacher).toHaveURL(urlPath('/teacher/assignment/result'));

  // The teacher's list has it; the admin sees the teacher accepted and can no longer withdraw it.
  await teacher.goto(`/teacher/assignment/list?q=${encodeURIComponent(title)}`);
  await expect(teacher.getByRole('row').filter({ hasText: title })).toContainText('Grade 5 Math');
  await admin.reload();
  await admin.getByRole('tab', { name: /^Sent/ }).click();
  await expect(sent.getByRole('row').filter({ hasText: room.teacher.name })).toContainText('Accepted');
  await sent.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Delete “${title}”?` });
  await settled(admin, confirm);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveText(MESSAGES.teacherStartedAssignment);
  await adminContext.close();
  await teacherContext.close();
});
