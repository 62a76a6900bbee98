import { MESSAGES } from '@clearsheets/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { decodeJwt, loginForm, readStorage, urlPath } from './support/session';

// Upgrading by card through the built-in sandbox provider (issue 12, docs/decisions/0029): a free teacher
// chooses a plan, pays with Stripe's success test card, waits on the success page for the webhook's license,
// and the paid feature opens without signing out; declined cards and a failed bank check show their messages.
// Each test signs up a teacher of its own (the demo's free teacher must stay free for the other specs).

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Bluebonnet2026';
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A free teacher of Pecan Grove who signed up and verified through the API (the sign-up spec covers the pages). */
async function newFreeTeacher(request: APIRequestContext): Promise<string> {
  const districts = (await (await request.get('/api/v1/account/signup/districts')).json()) as {
    items: { id: number; name: string }[];
  };
  const district = districts.items.find((d) => d.name === 'Lone Oak ISD');
  if (!district) throw new Error('no demo district');
  const schools = (await (await request.get(`/api/v1/account/signup/districts/${district.id}/schools`)).json()) as {
    items: { id: number; name: string }[];
  };
  const school = schools.items.find((s) => s.name === 'Pecan Grove Middle School');
  const email = `upgrade.${tag()}@example.org`;
  const created = await request.post('/api/v1/account/signup', {
    data: {
      firstName: 'Rosa',
      lastName: 'Díaz',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      districtId: district.id,
      schoolId: school?.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The verification mail goes out in the background; the development outbox lists it once sent.
  let token: string | undefined;
  await expect(async () => {
    const list = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      items: { id: number }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    const mail = (await (await request.get(`/api/v1/dev/outbox/${list.items[0]?.id}`)).json()) as { text: string };
    token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const verified = await request.post('/api/v1/account/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(email);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM / YY)').fill('1234');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Rosa Díaz');
}

/** The plans page, from a locked feature's "See plans and prices". */
async function openPlansFromLockedMonitor(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Clear Monitor (locked)' }).click();
  await expect(page.getByText('Clear Monitor is not part of your license')).toBeVisible();
  await page.getByRole('link', { name: 'See plans and prices' }).click();
  await expect(page).toHaveURL(urlPath('/teacher/subscription'));
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
}

test('a free teacher upgrades with the sandbox success card and Clear Monitor opens without signing out', async ({
  page,
  request,
}) => {
  const email = await newFreeTeacher(request);
  await signInAs(page, email);
  await openPlansFromLockedMonitor(page);
  await expect(page.getByRole('button', { name: 'Choose Clearsheets Premium' })).toBeVisible();
  await expect(page.getByText('$14.99')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the plans page');

  // The period switch (a radio group): yearly prices, then back to monthly.
  await page.getByText('Yearly (save up to 28%)').click();
  await expect(page.getByRole('radio', { name: 'Yearly (save up to 28%)' })).toBeChecked();
  await expect(page.getByText('$129')).toBeVisible();
  await page.getByText('Monthly', { exact: true }).click();
  await page.getByRole('button', { name: 'Choose Clearsheets Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText('Clearsheets Premium, Monthly')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Test card numbers and what each does' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the card step');

  const tokenBefore = await readStorage(page, 'token');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $14.99' }).click();
  await expect(page).toHaveURL(urlPath('/teacher/accountsetting/subscriptionsuccess'));
  await expect(page.getByText(/Your Clearsheets Premium license is in force until/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your license opens' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the success page');

  // The same sign-in, a renewed access token that carries the new license.
  const tokenAfter = (await readStorage(page, 'token')) ?? '';
  expect(tokenAfter).not.toBe(tokenBefore);
  const info = JSON.parse(String(decodeJwt(tokenAfter).UserInfo)) as { Licenses: string[] };
  expect(info.Licenses).toContain('CKPM');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Clear Monitor', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Clear Monitor (live view of students working)' }).click();
  await expect(page).toHaveURL(urlPath('/teacher/clearmonitor/activeassignments'));
  await expect(page.getByRole('heading', { level: 1, name: 'Open assignments' })).toBeVisible();
  await nav.getByRole('link', { name: 'Clear Monitor', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clear Monitor' })).toBeVisible();
  await expect(page.getByText('Clear Monitor is not part of your license')).toHaveCount(0);

  await page.goto('/teacher/accountsetting/');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByText('Clearsheets Premium (monthly)')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Your invoices, newest first' }).getByText('$14.99')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account settings with a subscription');

  // Cancelling asks first, then keeps the license to the end of the period.
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText('Cancelled: your license stays until the end of the period you paid for.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
});

test('declined cards and a failed bank check show their messages, and nothing is granted', async ({
  page,
  request,
}) => {
  const email = await newFreeTeacher(request);
  await signInAs(page, email);
  await page.goto('/teacher/subscription');
  await page.getByRole('button', { name: 'Choose Clearsheets Paid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();

  const pay = page.getByRole('button', { name: 'Pay $9.99' });
  const alert = page.getByRole('alert');
  for (const [number, message] of [
    ['4000 0000 0000 0002', MESSAGES.cardDeclined],
    ['4000 0000 0000 9995', MESSAGES.cardInsufficientFunds],
    ['4000 0000 0000 0069', MESSAGES.cardExpired],
    ['4000 0000 0000 0127', MESSAGES.cardIncorrectCvc],
    ['4111 1111 1111 1111', MESSAGES.sandboxTestCardsOnly],
  ] as const) {
    await fillCard(page, number);
    await pay.click();
    await expect(alert).toHaveText(message);
  }
  await expectNoSeriousA11yViolations(page, 'the card step with a declined card');

  await fillCard(page, '4000 0025 0000 3155');
  await pay.click();
  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the sandbox bank's check");
  await bank.getByRole('button', { name: 'Fail' }).click();
  await expect(bank).toBeHidden();
  await expect(alert).toHaveText(MESSAGES.paymentAuthenticationFailed);

  // Still free: the monitor is still locked.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clear Monitor (locked)' }),
  ).toBeVisible();
  await page.goto('/teacher/accountsetting/');
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByText('You are on a free license.')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Your invoices, newest first' }).getByText('Failed')).toBeVisible();
});

test.describe('licenses of a district', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a district admin sees every license of the district with seats and dates, on a phone too', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('district.admin');
    await form.password.fill('demo1234');
    await form.submit.click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto('/teacher/accountsetting/');
    const card = page.getByRole('region', { name: 'Licenses', exact: true });
    await expect(card.getByText('Every license in your district')).toBeVisible();
    // A phone gets one card per license (the wide table is hidden).
    const shown = (text: string) => card.getByText(text, { exact: true }).filter({ visible: true });
    await expect(shown('Bluebonnet Elementary')).toBeVisible();
    await expect(shown('Seats: 40')).toBeVisible();
    await expect(shown('Starts later')).toBeVisible();
    await card.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Expired' }).click();
    await expect(shown('Lone Oak ISD')).toBeVisible();
    await expect(card.getByText('Bluebonnet Elementary', { exact: true })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'the license list on a phone');
  });
});
