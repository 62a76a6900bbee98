import { expectNoSeriousA11yViolations } from './support/a11y';
import { ALL_ACCOUNTS, type Username } from './support/accounts';
import { type DemoWork, makeDemoWork, PAGE_VISITS } from './support/page-visits';
import { loginForm, urlPath, visibleText } from './support/session';
import { test as base, expect, openHome } from './support/signed-in';

// One submitted assignment, its attempt and a studio copy per worker, for the pages that show one of them.
const test = base.extend<object, { work: DemoWork }>({
  work: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await makeDemoWork(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

// axe-core (WCAG 2.0/2.1 A and AA) on every page the suite visits: none may have a serious or critical
// violation. The login page is opened signed out; every other page with the account's saved sign-in (made
// once per worker, support/signed-in.ts), so a visit is the page and not a sign-in.

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login');
});

test('login page showing validation and server errors', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login with validation errors');

  await form.username.fill('teacher');
  await form.password.fill('wrong-password');
  await form.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/login with a server error');
});

for (const account of ALL_ACCOUNTS) {
  test.describe(() => {
    test.use({ signedInAs: account.username as Username });
    test(`${account.role} home (${account.username})`, async ({ page }) => {
      // The app's start page sends a signed-in user to their home, as the login form does.
      await openHome(page, account.username as Username);
      await expectNoSeriousA11yViolations(page, `${account.home} as ${account.username}`);
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: 'teacher' });

  test('staff 403 page', async ({ page }) => {
    await page.goto('/student');
    await expect(page).toHaveURL(urlPath('/teacher/error403'));
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/error403');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'student' });

  test('student 403 page', async ({ page }) => {
    await page.goto('/teacher');
    await expect(page).toHaveURL(urlPath('/student/error403'));
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/student/error403');
  });
});

test.describe('on a portrait phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, signedInAs: 'student' });

  test('student rotate overlay', async ({ page }) => {
    await page.goto('/student');
    await expect(page).toHaveURL(urlPath('/student'));
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(visibleText(page, 'Please rotate your mobile device')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/student with the rotate overlay');
  });
});

// Every built page, as a role that may open it, once its content has loaded (no skeleton, no busy region).
for (const pageVisit of PAGE_VISITS) {
  test.describe(() => {
    test.use({ signedInAs: pageVisit.username });
    test(`${pageVisit.path} as ${pageVisit.username}`, async ({ page, work }) => {
      const url = pageVisit.url(work);
      await page.goto(url);
      await expect(page).toHaveURL(urlPath(pageVisit.path.replace(/\/$/, '')));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `${url} as ${pageVisit.username}`);
    });
  });
}
