import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// A feature the license does not include is shown locked, with what it does and how to get it: never an
// error box, and never a call the server would refuse (the page decides from the permissions /me sent).

/** Every console error and every 4xx/5xx response from now on, for the test to assert there were none. */
function watchProblems(page: Page) {
  const consoleErrors: string[] = [];
  const failedResponses: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => void consoleErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });
  return { consoleErrors, failedResponses };
}

test.describe('the free teacher', () => {
  test.use({ signedInAs: 'teacher.free' });

  test('a free teacher opens Clear Monitor from the menu and sees it locked, with the way to get it', async ({
    page,
  }) => {
    await openHome(page, 'teacher.free');
    const problems = watchProblems(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The studio, also beyond a free license, is listed locked the same way.
    await expect(nav.getByRole('link', { name: 'Clearsheet Studio (locked)' })).toBeVisible();
    await nav.getByRole('link', { name: 'Clear Monitor (locked)' }).click();

    await expect(page).toHaveURL(urlPath('/teacher/clearmonitor'));
    await expect(page.getByRole('heading', { level: 1, name: 'Clear Monitor' })).toBeVisible();
    await expect(page.getByText('Clear Monitor is not part of your license')).toBeVisible();
    await expect(page.getByText('Watch your students work on an assignment live')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to get it' })).toBeVisible();
    await expect(page.getByText('Ask the administrator of Lone Oak ISD')).toBeVisible();
    await expect(page.getByText('To access this feature upgrade your account from account setting')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the locked Clear Monitor');
    // Everything the page asked for has answered: nothing was refused and nothing was logged as an error.
    await page.waitForLoadState('networkidle');
    expect(problems.failedResponses).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await page.getByRole('link', { name: 'account setting', exact: true }).click();
    await expect(page).toHaveURL(urlPath('/teacher/accountsetting'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });

  test('a free teacher sees their own license and which features it locks on the account page', async ({ page }) => {
    await openHome(page, 'teacher.free');
    const problems = watchProblems(page);
    await page.goto('/teacher/accountsetting/');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile).toContainText('Ben Carter');
    await expect(profile).toContainText('teacher.free');
    await expect(profile).toContainText('Pecan Grove Middle School');
    await expect(profile).toContainText('Lone Oak ISD');
    const licenses = page.getByRole('region', { name: 'Your licenses' });
    await expect(licenses).toContainText('Clearsheets Free');
    await expect(licenses).toContainText('Your own license');
    const features = page.getByRole('region', { name: 'Your features' });
    await expect(features.getByRole('listitem').filter({ hasText: 'Clear Monitor' })).toContainText('Locked');
    await expect(features.getByRole('listitem').filter({ hasText: 'Quick assignments' })).toContainText('Available');
    await expect(features).toContainText('Ask the administrator of Lone Oak ISD');
    await expectNoSeriousA11yViolations(page, 'the account settings page');
    await page.waitForLoadState('networkidle');
    expect(problems.failedResponses).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('the paid teacher', () => {
  test.use({ signedInAs: 'teacher' });

  test('a teacher on the school license opens the account page from the user menu', async ({ page }) => {
    await openHome(page, 'teacher');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The school's paid license includes the monitor: listed plainly, no lock.
    await expect(nav.getByRole('link', { name: 'Clear Monitor', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu for Ana Garcia' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/accountsetting'));
    const licenses = page.getByRole('region', { name: 'Your licenses' });
    await expect(licenses).toContainText('Clearsheets Paid');
    await expect(licenses).toContainText('School license');
    const features = page.getByRole('region', { name: 'Your features' });
    await expect(features.getByRole('listitem').filter({ hasText: 'Clear Monitor' })).toContainText('Available');
    await expectNoSeriousA11yViolations(page, 'the account settings page, paid teacher');
  });
});
