import { MESSAGES } from '@clearsheets/shared';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage, urlPath, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Small groups and staff as users manage them: a teacher makes a group and rearranges groups in the
// manager (by menu and by drag and drop); a school admin adds a teacher and deactivates them. The teacher is made
// for the test (support/world.ts); the demo school admin and principal start from their saved sign-ins
// (support/signed-in.ts).

/** Waits until menus have closed and the dialog has faded in, so axe sees colours as they end up. */
async function settled(page: Page, dialog: Locator) {
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toHaveCSS('opacity', '1');
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The teacher's "Grade 5 Math" class, with two new students added through the API (setup only). */
async function classWithNewStudents(page: Page, classId: number, lastName: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await readStorage(page, 'token')}` };
  const added = await page.request.post(`/api/v1/classes/${classId}/students`, {
    headers,
    data: {
      students: [
        { firstName: 'Ada', lastName },
        { firstName: 'Ben', lastName },
      ],
    },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  return classId;
}

test.describe(() => {
  test.use({ signedInAs: 'own teacher' });
  test('the teacher creates a group with two students, then rearranges groups in the manager', async ({
    page,
    world,
  }) => {
    // A long user journey with five axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const t = tag();
    const lastName = `Group${t}`;
    const groupName = `Team ${t}`;
    const room = await world.paid();
    await openHome(page, room.teacher);
    const classId = await classWithNewStudents(page, room.classId, lastName);

    await page.goto(`/teacher/reportinggroup?classId=${classId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Small groups' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/reportinggroup');

    await page.getByRole('link', { name: 'Create a group' }).first().click();
    await expect(page).toHaveURL(urlPath('/teacher/reportinggroup/create'));
    const name = page.getByRole('textbox', { name: 'Group name' });
    await page.getByRole('button', { name: 'Suggest a name' }).click();
    await expect(name).not.toHaveValue('');
    await name.fill(groupName);
    await page.getByRole('searchbox', { name: 'Search students' }).fill(lastName);
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await expect(page.getByText('2 students selected')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/reportinggroup/create');
    await page.getByRole('button', { name: 'Create group' }).click();

    await expect(page).toHaveURL(urlPath('/teacher/reportinggroup'));
    await expect(visibleText(page, MESSAGES.dataAdded)).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: groupName }) });
    await expect(card).toContainText('2 students');
    await expect(card).toContainText(`Ada ${lastName}, Ben ${lastName}`);
    await expectNoSeriousA11yViolations(page, '/teacher/reportinggroup with a group');

    // The manager: a new group with a random team name; Ada is also added to it from her "Move" menu
    // (keyboard-friendly), and Ben is dragged over to it.
    await page.getByRole('link', { name: 'Open the group manager' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/smallgroupmanager'));
    const mine = page.getByRole('region', { name: `Group ${groupName}` });
    await expect(mine.getByText(`Ada ${lastName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/smallgroupmanager');

    await page.getByRole('button', { name: 'Add a group' }).click();
    await page.getByRole('button', { name: 'Random team names' }).click();
    const newName = page.getByRole('textbox', { name: /^Name of group/ }).last();
    await expect(newName).not.toHaveValue('');
    const teamName = await newName.inputValue();
    const team = page.getByRole('region', { name: `Group ${teamName}` });

    // Keyboard only: focus Ada's "Move" button, open its menu, arrow down to "Also add to" the new group.
    await mine.getByRole('button', { name: `Move Ada ${lastName}` }).focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem', { name: teamName });
    await expect(items).toHaveCount(2); // "Move to" and "Also add to"
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    // Other groups of the class (from other tests) may come first: arrow down to "Also add to" the new group.
    const target = items.last();
    for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(team.getByText(`Ada ${lastName}`)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `Ada ${lastName} also added to ${teamName}` }),
    ).toBeAttached();
    await expect(mine.getByText(`Ada ${lastName}`)).toBeVisible();

    // Dropped near the top of the new group: the columns are as tall as the class's list of students without a
    // group, whose middle may be below the window.
    await mine
      .locator('[draggable="true"]')
      .filter({ hasText: `Ben ${lastName}` })
      .dragTo(team, { targetPosition: { x: 60, y: 30 } });
    await expect(team.getByText(`Ben ${lastName}`)).toBeVisible();
    await expect(mine.getByText(`Ben ${lastName}`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/teacher/smallgroupmanager with unsaved changes');

    await page.getByRole('button', { name: /^Save changes/ }).click();
    await expect(visibleText(page, MESSAGES.dataUpdated)).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.getByRole('link', { name: 'See the group list' }).click();
    const teamCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: teamName }) });
    await expect(teamCard).toContainText('2 students');
    await expect(card).toContainText('1 student');
    await expect(card).not.toContainText(`Ben ${lastName}`);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'school.admin' });
  test('the school admin adds a teacher, sees the temporary password once, finds and deactivates them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = tag();
    const last = `Added${t}`;
    const email = `added.${t}@example.org`;
    await openHome(page, 'school.admin');
    await page.getByRole('link', { name: 'Staff', exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(urlPath('/teacher/staff'));
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/staff');

    // Leaders' accounts are the district's: no actions on the principal's row. Other tests add their own teachers
    // to this school, so the principal is found by searching, not on the first page.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Torres');
    const principalRow = page.getByRole('row').filter({ hasText: 'Elena Torres' });
    await expect(principalRow).toContainText('Managed by the district');
    await expect(principalRow.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    await page.getByRole('button', { name: 'Add teacher' }).click();
    const form = page.getByRole('dialog', { name: 'Add a teacher or staff member' });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await settled(page, form);
    await form.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await form.getByRole('textbox', { name: 'Last name' }).fill(last);
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expectNoSeriousA11yViolations(page, '/teacher/staff add dialog');
    await form.getByRole('button', { name: 'Add', exact: true }).click();

    const shown = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(shown).toBeVisible();
    await expect(shown.getByTestId('temporary-password')).toHaveText(/\S{6,}/);
    await expect(visibleText(page, MESSAGES.teacherAdded)).toBeVisible();
    await settled(page, shown);
    await expectNoSeriousA11yViolations(page, '/teacher/staff temporary password');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(last);
    await expect(page).toHaveURL(new RegExp(`search=${last}`));
    const row = page.getByRole('row').filter({ hasText: `Nora ${last}` });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Actions for Nora ${last}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate Nora ${last}?` });
    await settled(page, confirm);
    await expectNoSeriousA11yViolations(page, '/teacher/staff deactivate confirmation');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(visibleText(page, MESSAGES.teacherDeleted)).toBeVisible();
    await expect(row).toContainText('Deactivated');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'principal' });
  test('a principal sees the staff list but cannot change it', async ({ page }) => {
    await page.goto('/teacher/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(visibleText(page, 'Ana Garcia')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add teacher' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/teacher/staff as a principal');
  });
});
