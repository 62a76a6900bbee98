import { MESSAGES } from '@clearsheets/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD } from './support/accounts';
import { loginForm, urlPath, visibleText } from './support/session';

// Accounts (issue 12, docs/decisions/0028): a new teacher signs up, reads the verification mail on the
// development outbox page, opens its link, signs in, chooses the free license's grade and creates a first
// class; a forgotten password is reset through the mailed link; an admin's temporary password must be
// replaced at the first sign-in; account settings change the language of the staff screens. Axe on every page.

test.describe.configure({ timeout: 150_000 });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Bluebonnet2026';

/** Opens the newest mail to `to` with this subject on /dev/outbox and follows its link. */
async function followMailedLink(page: Page, to: string, subject: string, linkPath: string) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeVisible();
  const mail = page.getByRole('link', { name: new RegExp(`^${subject}, to ${to.replace(/[.+]/g, '\\$&')}`) });
  // The sender delivers in the background: refresh until the mail is listed.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.first().click();
  const link = page.getByRole('link', { name: new RegExp(`${linkPath}\\?token=`) }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(urlPath(linkPath));
  return href;
}

async function signInWith(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** A teacher who signed up and verified through the API (setup for the flows that start later). */
async function verifiedTeacher(request: APIRequestContext, page: Page) {
  const districts = (await (await request.get('/api/v1/account/signup/districts')).json()) as {
    items: { id: number; name: string }[];
  };
  const district = districts.items.find((d) => d.name === 'Lone Oak ISD');
  if (!district) throw new Error('no demo district');
  const email = `forgot.${tag()}@example.org`;
  const created = await request.post('/api/v1/account/signup', {
    data: {
      firstName: 'Marisol',
      lastName: 'Vega',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      districtId: district.id,
      schoolName: 'Hill Country Academy',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await followMailedLink(page, email, 'Confirm your email for Clearsheets', '/teacher/emailverified');
  await expect(visibleText(page, MESSAGES.emailVerified)).toBeVisible();
  return email;
}

test('a new teacher signs up, verifies by the mailed link, chooses a grade and creates a first class', async ({
  page,
}) => {
  const email = `new.teacher.${tag()}@example.org`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create a free teacher account' }).click();
  await expect(page).toHaveURL(urlPath('/signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free teacher account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-up page');

  // Nothing filled in: the spec's messages on their fields, focus on the first.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(visibleText(page, MESSAGES.emailRequired)).toBeVisible();
  await expect(visibleText(page, MESSAGES.passwordRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-up page with field errors');

  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Delgado');
  await page.getByRole('textbox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Lone Oak ISD' }).click();
  await page.getByRole('textbox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Bluebonnet Elementary' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('has space 1');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(visibleText(page, MESSAGES.noSpaceAccepted)).toBeVisible();
  await expect(visibleText(page, MESSAGES.confirmPasswordMismatch)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'check your email');

  // Before the link: the right password is refused with the spec's message, and the link can be resent.
  await signInWith(page, email, PASSWORD);
  const refused = page.getByRole('alert').filter({ hasText: MESSAGES.emailNotVerified });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in refused before verification');

  // The mail, read on the development outbox page; its link opens the public page without signing in.
  await followMailedLink(page, email, 'Confirm your email for Clearsheets', '/teacher/emailverified');
  await expect(visibleText(page, MESSAGES.emailVerified)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'email verified');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(urlPath('/login'));
  const form = loginForm(page);
  await form.username.fill(email);
  await form.password.fill(PASSWORD);
  await form.submit.click();

  // Onboarding: the free license's grade, then the first class.
  await expect(page).toHaveURL(urlPath('/teacher'));
  const gradeCard = page.getByRole('region', { name: 'Choose the grade of your free license' });
  await expect(gradeCard).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'onboarding: the license grade');
  await gradeCard.getByRole('textbox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: 'Grade 5', exact: true }).click();
  await expect(gradeCard).toContainText('for your license you have access of grade 5');
  await gradeCard.getByRole('button', { name: 'Add license grade' }).click();
  await expect(visibleText(page, MESSAGES.licenseGradeAdded)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'for your license you have access of grade 5' }),
  ).toBeVisible();
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps).toContainText('Step 1 of 3');
  // A free license has no Clear Monitor: the last step promises results, not watching live.
  await expect(steps).toContainText('See your students’ results as they hand in');
  await expect(steps).not.toContainText('Watch your students work');
  await steps.getByRole('link', { name: 'Create your first class' }).click();

  await expect(page).toHaveURL(urlPath('/teacher/createclass'));
  const className = `Room ${tag()}`;
  // The free license opens one grade: only it is offered, and the form says why and how to get the others.
  await expect(page.getByText('Your free license opens Grade 5.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade for every grade' })).toHaveAttribute(
    'href',
    '/teacher/subscription',
  );
  await page.getByRole('textbox', { name: 'Grade', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Grade 5']);
  await page.getByRole('option', { name: 'Grade 5', exact: true }).click();
  await page.getByRole('textbox', { name: 'Class name' }).fill(className);
  await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
  await page.getByRole('option', { name: 'Math', exact: true }).click();
  await page.getByRole('button', { name: 'Add a student' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Iris');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${className} is ready` })).toBeVisible();
  // The next step is one click away: the library at the class's grade.
  await page.getByRole('link', { name: 'Assign its first worksheet' }).click();
  await expect(page).toHaveURL(/\/teacher\/clearSheetLibrary\?grade=5$/);
});

test('a forgotten password is reset through the mailed link, once', async ({ page, request }) => {
  const email = await verifiedTeacher(request, page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(urlPath('/forgotpassword'));
  await expectNoSeriousA11yViolations(page, 'forgot password');

  await page.getByRole('textbox', { name: 'Email' }).fill(`nobody.${tag()}@example.org`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(visibleText(page, MESSAGES.emailNotFound)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(visibleText(page, MESSAGES.resetLinkSent)).toBeVisible();

  const link = await followMailedLink(page, email, 'Reset your Clearsheets password', '/resetpassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill('Pecan2026!');
  await page.getByLabel('Confirm new password').fill('Pecan2026?');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visibleText(page, MESSAGES.confirmPasswordMismatch)).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Pecan2026!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visibleText(page, MESSAGES.passwordChanged)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await loginForm(page).username.fill(email);
  await loginForm(page).password.fill(PASSWORD);
  await loginForm(page).submit.click();
  await expect(visibleText(page, MESSAGES.invalidCredentials)).toBeVisible();
  await loginForm(page).password.fill('Pecan2026!');
  await loginForm(page).submit.click();
  await expect(page).toHaveURL(urlPath('/teacher'));

  // The link worked once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Walnut-Creek-57');
  await page.getByLabel('Confirm new password').fill('Walnut-Creek-57');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visibleText(page, MESSAGES.resetLinkExpired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Forgot Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password, link used');
});

test("an admin's temporary password is replaced at the first sign-in", async ({ page, request }) => {
  const admin = await request.post('/connect/token', {
    form: { grant_type: 'password', username: 'school.admin', password: DEMO_PASSWORD, client_id: 'clearsheets-web' },
  });
  const headers = { Authorization: `Bearer ${((await admin.json()) as { access_token: string }).access_token}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { school: { id: number } };
  const lastName = `Temp${tag()}`;
  const created = await request.post('/api/v1/staff', {
    headers,
    data: {
      firstName: 'Omar',
      lastName,
      email: `omar.${lastName.toLowerCase()}@example.org`,
      role: 'Teacher',
      schoolId: me.school.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { staff, temporaryPassword } = (await created.json()) as {
    staff: { username: string };
    temporaryPassword: string;
  };

  await signInWith(page, staff.username, temporaryPassword);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'must change the temporary password');
  await page.getByLabel('New password', { exact: true }).fill('OwnChoice2026');
  await page.getByLabel('Confirm new password').fill('OwnChoice2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, Omar ${lastName}` })).toBeVisible();
});

test('account settings: profile, email, password, language and notices; the screens follow the language', async ({
  page,
  request,
}) => {
  const email = await verifiedTeacher(request, page);
  await signInWith(page, email, PASSWORD);
  await expect(page).toHaveURL(urlPath('/teacher'));
  await page.goto('/teacher/accountsetting/');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  for (const name of ['Name', 'Email', 'Password', 'Language', 'Email notifications', 'Your licenses'])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account settings');

  const profile = page.getByRole('region', { name: 'Name', exact: true });
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Vega-Ruiz');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText(MESSAGES.profileUpdated);

  const password = page.getByRole('region', { name: 'Password', exact: true });
  await password.getByLabel('Current password').fill('wrong-one');
  await password.getByLabel('New password', { exact: true }).fill('Lantern-Orbit-82');
  await password.getByLabel('Confirm new password').fill('Lantern-Orbit-82');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(MESSAGES.passwordChanged);

  const notices = page.getByRole('region', { name: 'Email notifications' });
  await notices.getByRole('switch', { name: 'Payment receipts' }).click({ force: true });
  await expect(notices.getByRole('status')).toHaveText(MESSAGES.notificationsSaved);
  await expect(notices.getByRole('switch', { name: 'Payment receipts' })).not.toBeChecked();

  await page.getByRole('region', { name: 'Language' }).getByRole('radio', { name: 'Español (Spanish)' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousA11yViolations(page, 'account settings in Spanish');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();
  await page.getByRole('region', { name: 'Idioma' }).getByRole('radio', { name: 'English (inglés)' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  // A new address waits for its link, then replaces the old one.
  const emailRegion = page.getByRole('region', { name: 'Email', exact: true });
  const moved = `moved.${tag()}@example.org`;
  await emailRegion.getByRole('textbox', { name: 'New email' }).fill(moved);
  await emailRegion.getByLabel('Current password').fill('Lantern-Orbit-82');
  await emailRegion.getByRole('button', { name: 'Change email' }).click();
  await expect(emailRegion.getByText(MESSAGES.emailChangeSent)).toBeVisible();
  await expect(emailRegion.getByText(`Waiting for confirmation: ${moved}.`)).toBeVisible();
  await followMailedLink(page, moved, 'Confirm your new email for Clearsheets', '/confirmemail');
  await expect(visibleText(page, MESSAGES.emailChanged)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'new email confirmed');
});
