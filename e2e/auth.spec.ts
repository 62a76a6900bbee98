import { ACCOUNTS, ALL_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { loginForm, readStorage, urlPath, visibleText } from './support/session';
import { expect, test } from './support/signed-in';

// Sign-in as a user does it, and the role guard: each demo role lands in its own area and nowhere else.
// The sign-in tests use the login form; the role guard tests start from the account's saved sign-in.

test.describe('sign-in lands each role in its area', () => {
  for (const account of ALL_ACCOUNTS) {
    test(`${account.username} (${account.role}) signs in to ${account.home}`, async ({ page }) => {
      await page.goto('/login');
      const form = loginForm(page);
      await form.username.fill(account.username);
      await form.password.fill(DEMO_PASSWORD);
      await form.submit.click();

      await expect(page).toHaveURL(urlPath(account.home));
      await expect(visibleText(page, account.fullName)).toBeVisible();
      await expect(visibleText(page, account.place)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (account.role === 'Student') {
        await expect(page.getByRole('heading', { name: 'Hi, Mia!' })).toBeVisible();
      }
    });
  }
});

test.describe('login form', () => {
  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('teacher');
    await form.password.fill('wrong-password');
    await form.submit.click();

    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await expect(page).toHaveURL(urlPath('/login'));
    await expect(form.submit).toBeVisible();
    expect(await readStorage(page, 'token')).toBeNull();
  });

  test('an empty submit shows both required messages', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).submit.click();

    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(urlPath('/login'));
  });

  test('a password with a space shows "No space accepted"', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('teacher');
    await form.password.fill('demo 1234');
    await form.submit.click();

    await expect(page.getByText('No space accepted')).toBeVisible();
    await expect(page).toHaveURL(urlPath('/login'));
    expect(await readStorage(page, 'token')).toBeNull();
  });

  test('a demo account button fills the form, which then signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /principal/i }).click();

    const form = loginForm(page);
    await expect(form.username).toHaveValue('principal');
    await expect(form.password).toHaveValue(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(urlPath('/teacher'));
    await expect(visibleText(page, ACCOUNTS.principal.fullName)).toBeVisible();
  });
});

test.describe('role guard', () => {
  test.describe(() => {
    test.use({ signedInAs: 'student' });
    test('a student opening /teacher gets the student 403 page', async ({ page }) => {
      await page.goto('/teacher');

      await expect(page).toHaveURL(urlPath('/student/error403'));
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'teacher' });
    test('a teacher opening /student gets the staff 403 page', async ({ page }) => {
      await page.goto('/student');

      await expect(page).toHaveURL(urlPath('/teacher/error403'));
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    });
  });

  test('a signed-out visitor to /teacher sees Loading... and then the login page', async ({ page }) => {
    // Hold the API back a moment so the start-up state is observable.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/teacher');

    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page).toHaveURL(urlPath('/login'));
    await expect(loginForm(page).submit).toBeVisible();
  });
});
