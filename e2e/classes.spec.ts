import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage, urlPath, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Classes and rosters as a teacher works with them: create a class with its students in one flow, read the
// new sign-in details, manage the roster, print cards, set student settings; every page passes axe.

// Each journey runs axe on two or three full pages, which takes seconds on a busy machine: allow a minute.
test.describe.configure({ timeout: 60_000 });
// A teacher of the licensed demo school made for each test (support/world.ts), signed in; the free teacher's
// tests use the demo free teacher where they only look, and a free teacher of their own where they create.
test.use({ signedInAs: 'own teacher' });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A made-up surname, so a search finds this run's student and not one from another test. */
const surname = () =>
  `Q${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Chooses an option of a Mantine select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a class through the API as the signed-in teacher (setup for roster tests). */
async function createClassByApi(page: Page, name: string, students: { firstName: string; lastName: string }[]) {
  const token = await readStorage(page, 'token');
  const response = await page.request.post('/api/v1/classes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { grade: '4', name, subject: 'Science', students },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { class: { id: number } }).class.id;
}

test.describe('create a class', () => {
  test('shows the spec messages when fields are missing', async ({ page }) => {
    await page.goto('/teacher/createclass');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a class' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/createclass');

    await page.getByRole('button', { name: 'Add a student' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill out above fields first' })).toBeVisible();
    await page.getByRole('button', { name: 'Paste a list of names' }).click();
    await expect(page.getByText('Fill out above fields first')).toBeVisible();

    await page.getByRole('button', { name: 'Create class' }).click();
    for (const message of ['Grade is required', 'Class name is required', 'Subject is required', 'Please add students'])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/createclass with validation messages');
  });

  test('once the class fields are filled, students can be added and each row is checked', async ({ page }) => {
    await page.goto('/teacher/createclass');
    await choose(page, 'Grade', 'Grade 4');
    await page.getByRole('textbox', { name: 'Class name' }).fill(unique('Validation'));
    await choose(page, 'Subject', 'Math');
    await page.getByRole('button', { name: 'Add a student' }).click();
    await expect(page.getByText('Fill out above fields first')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'First name' }).fill('Solo');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  });

  test('a teacher creates a class with three students, sees their sign-in details and then the roster', async ({
    page,
  }) => {
    const name = unique('Room 12 Reading');
    await page.goto('/teacher/classmanager');
    // What the teacher sees first: the class list page; its "Create a class" button shows once the list has said
    // the teacher may create one, in the heading, and stays there (the click then waits only for the list).
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await page.getByRole('link', { name: 'Create a class' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/createclass'));

    await choose(page, 'Grade', 'Grade 3');
    await page.getByRole('textbox', { name: 'Class name' }).fill(name);
    await choose(page, 'Subject', 'Reading');
    // One typed row, two pasted names.
    await page.getByRole('button', { name: 'Add a student' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Lucia');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hernandez Ruiz');
    await page.getByRole('button', { name: 'Paste a list of names' }).click();
    await page.getByRole('textbox', { name: 'Names, one student per line' }).fill('Owen Park\nSmith, Mary Ann');
    await page.getByRole('button', { name: 'Add these names' }).click();
    await expect(page.getByText('3 students in the list')).toBeVisible();
    await page.getByRole('button', { name: 'Create class' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `${name} is ready` })).toBeVisible();
    await expect(visibleText(page, 'Class added')).toBeVisible();
    await expect(page.getByText('You can print the cards again later from the class', { exact: false })).toBeVisible();
    const table = page.getByRole('table', { name: 'New students and their sign-in details' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    const credentials: { username: string; password: string }[] = [];
    for (const student of ['Lucia Hernandez Ruiz', 'Owen Park', 'Mary Ann Smith']) {
      const cells = table.getByRole('row', { name: new RegExp(`^${student}`) }).getByRole('cell');
      const username = ((await cells.nth(0).textContent()) ?? '').trim();
      const password = ((await cells.nth(1).textContent()) ?? '').trim();
      expect(username).toMatch(/^[a-z0-9][a-z0-9._-]{2,39}$/);
      expect(password).toMatch(/^\S{4,}$/);
      credentials.push({ username, password });
    }
    await expectNoSeriousA11yViolations(page, 'the created class with sign-in details');

    await page.getByRole('link', { name: 'Open the class' }).click();
    await expect(page).toHaveURL(/\/teacher\/manage\?classId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const roster = page.getByRole('table', { name: `Students of ${name}` });
    for (const { username } of credentials) await expect(roster.getByRole('cell', { name: username })).toBeVisible();
    await expect(roster.getByRole('row')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, '/teacher/manage');
  });

  test("a class's sign-in cards and student settings", async ({ page, world }) => {
    await openHome(page, (await world.paid()).teacher);
    const name = unique('Pages');
    const lastName = surname();
    const created = await createClassByApi(page, name, [
      { firstName: 'Owen', lastName },
      { firstName: 'Mary Ann', lastName: 'Smith' },
    ]);
    await page.goto(`/teacher/manage?classId=${created}`);
    await page.getByRole('link', { name: 'Print sign-in cards' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/manage/cards'));
    await expect(page.getByRole('heading', { level: 1, name: `Sign-in cards: ${name}` })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ hasText: 'Sign in at' });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: `Owen ${lastName}` })).toContainText(/Password\s*\S{4,}/);
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, '/teacher/manage/cards');

    await page.getByRole('link', { name: 'Back to the class' }).click();
    await page.getByRole('link', { name: 'Student settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Student settings: ${name}` })).toBeVisible();
    await page.getByRole('radio', { name: 'At the end' }).check();
    await page.getByRole('button', { name: 'Save class settings' }).click();
    await expect(visibleText(page, 'Data updated')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/managesettings');
  });

  test('the class list and the student list show the new class and its students', async ({ page, world }) => {
    await openHome(page, (await world.paid()).teacher);
    const name = unique('Lists');
    const lastName = surname();
    await createClassByApi(page, name, [{ firstName: 'Owen', lastName }]);
    await page.goto('/teacher/classmanager');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Grade 4');
    await expect(row).toContainText('Science');
    await expectNoSeriousA11yViolations(page, '/teacher/classmanager');

    await page.goto('/teacher/studentlist');
    await page.getByRole('searchbox', { name: 'Search students' }).fill(`owen ${lastName}`);
    await expect(page.getByRole('row', { name: new RegExp(`Owen ${lastName}`) })).toContainText(name);
    await expectNoSeriousA11yViolations(page, '/teacher/studentlist');
  });

  test.describe(() => {
    // Read-only: the demo free teacher opens the form; the class sent anyway is refused.
    test.use({ signedInAs: 'teacher.free' });
    test('the free teacher (grade 5 only) is offered grade 5 alone and told why; the server refuses grade 3', async ({
      page,
    }) => {
      await page.goto('/teacher/createclass');
      await expect(page.getByRole('heading', { level: 1, name: 'Create a class' })).toBeVisible();
      await expect(page.getByText('Your free license opens Grade 5.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade for every grade' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Grade', exact: true }).click();
      await expect(page.getByRole('option')).toHaveText(['Grade 5']);
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page, '/teacher/createclass on a free license');
      // The form only offers what the server allows: a grade 3 class sent anyway is refused with the license message.
      const token = await readStorage(page, 'token');
      const refused = await page.request.post('/api/v1/classes', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          grade: '3',
          name: unique('Grade 3 Math'),
          subject: 'Math',
          students: [{ firstName: 'Ava', lastName: 'Reyes' }],
        },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { title: string }).title).toBe(
        'This grade does not have full access, upgrade your account for full access',
      );
    });
  });
});

test.describe('roster', () => {
  test('remove a student from the class, then reactivate them', async ({ page, world }) => {
    await openHome(page, (await world.paid()).teacher);
    const name = unique('Roster');
    const classId = await createClassByApi(page, name, [
      { firstName: 'Nia', lastName: 'Brooks' },
      { firstName: 'Leo', lastName: 'Park' },
    ]);
    await page.goto(`/teacher/manage?classId=${classId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const nia = page.getByRole('row', { name: /Nia Brooks/ });
    await expect(nia).toContainText('Active');

    await page.getByRole('button', { name: 'Actions for Nia Brooks' }).click();
    await page.getByRole('menuitem', { name: 'Remove from class' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove Nia Brooks from ${name}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/manage remove confirmation');
    await dialog.getByRole('button', { name: 'Remove student' }).click();
    await expect(visibleText(page, 'Student removed from the class')).toBeVisible();
    await expect(nia).toContainText('Removed');
    await expect(page.getByRole('radio', { name: 'Removed (1)' })).toBeAttached();

    await page.getByRole('button', { name: 'Reactivate: Nia Brooks' }).click();
    await expect(visibleText(page, 'Student reactivated')).toBeVisible();
    await expect(nia).toContainText('Active');
    await expect(page.getByRole('button', { name: 'Actions for Nia Brooks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/manage after reactivating');
  });

  test('reset a password: confirm, then the new password is shown', async ({ page, world }) => {
    await openHome(page, (await world.paid()).teacher);
    const classId = await createClassByApi(page, unique('Reset'), [{ firstName: 'Ivy', lastName: 'Chen' }]);
    await page.goto(`/teacher/manage?classId=${classId}`);
    await page.getByRole('button', { name: 'Actions for Ivy Chen' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the password of Ivy Chen' });
    await dialog.getByRole('textbox', { name: 'New password' }).fill('sun flower');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByText('No space accepted')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New password' }).fill('sunflower7');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toContainText('sunflower7');
    await expect(visibleText(page, 'Password changed')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/manage password reset');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'own free teacher' });
  test('the free teacher sees "Make premium" locked with the upgrade message', async ({ page, world }) => {
    await openHome(page, (await world.free()).teacher);
    const name = unique('Free class');
    const token = await readStorage(page, 'token');
    const response = await page.request.post('/api/v1/classes', {
      headers: { Authorization: `Bearer ${token}` },
      data: { grade: '5', name, subject: 'Math', students: [{ firstName: 'Ava', lastName: 'Reyes' }] },
    });
    expect(response.status()).toBe(201);
    await page.goto('/teacher/classmanager');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1 / 30');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Make premium (locked)' }).click();
    await expect(page.getByRole('dialog', { name: 'Premium classes are locked' })).toContainText(
      'To access this feature upgrade your account from account setting',
    );
    await expectNoSeriousA11yViolations(page, '/teacher/classmanager premium locked');
  });
});
