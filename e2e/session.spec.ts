import type { Page } from '@playwright/test';
import { ACCOUNTS, SESSION_STORAGE_KEYS } from './support/accounts';
import {
  decodeJwt,
  expireJwt,
  forgeJwt,
  loginForm,
  readStorage,
  signIn,
  urlPath,
  visibleText,
  writeStorage,
} from './support/session';
import { expect, test } from './support/signed-in';

// The session lives in localStorage (the access token) and an httpOnly cookie (the refresh token, which
// script never sees): it survives a reload, is renewed silently once when the access token has expired,
// and is wiped on sign-out or when it cannot be renewed.

test('a reload keeps the session on the same page', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.reload();

  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(visibleText(page, ACCOUNTS.teacher.fullName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await readStorage(page, 'token')).not.toBeNull();
});

test('sign-out clears stored data, returns to /login and closes the staff area', async ({ page }) => {
  await signIn(page, 'teacher');
  expect(await readStorage(page, 'token')).not.toBeNull();
  // What the app keeps while someone works on a shared device: the language, results seen, the last class, a
  // report's filters, and (another student's) answers still waiting for the server, or a queue already sent.
  const waiting = JSON.stringify({ v: 1, entries: [{ attemptId: 1, questionId: 2 }], lastSeq: {} });
  await writeStorage(page, {
    language: 'es',
    'cs.resultsSeen.41': '{"7":"80|0"}',
    'cs.lastClass.12': '3',
    'cs.scopeReportFilter.12': '{}',
    'cs.answers.41': waiting,
    'cs.lessonAnswers.41': JSON.stringify({ v: 1, entries: [], lastSeq: {} }),
  });

  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(urlPath('/login'));
  await expect(loginForm(page).submit).toBeVisible();
  const left = await page.evaluate(
    (keys) => keys.filter((k) => localStorage.getItem(k) !== null),
    [...SESSION_STORAGE_KEYS],
  );
  expect(left, 'session keys still in localStorage after sign-out').toEqual([]);
  // Nothing of the last person is left but answers not yet saved, which wait for their owner to sign in.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['cs.answers.41']);
  expect(await refreshCookie(page), 'the refresh cookie is cleared on sign-out').toBeUndefined();

  await page.goto('/teacher');
  await expect(page).toHaveURL(urlPath('/login'));
  await expect(page.getByText(ACCOUNTS.teacher.fullName)).toHaveCount(0);
});

const refreshCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cs_refresh');

test('a saved sign-in (stored token and refresh cookie) opens a new browser signed in, and a reload keeps it', async ({
  savedSignIns,
}) => {
  // What most tests start from (support/signed-in.ts): the browser state a sign-in through the form leaves.
  const saved = await savedSignIns.stateOf('teacher');
  const savedToken = saved.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'token')?.value;
  const savedCookie = saved.cookies.find((c) => c.name === 'cs_refresh')?.value;
  const context = await savedSignIns.newContext('teacher');
  try {
    const page = await context.newPage();
    await page.goto('/teacher');
    await expect(page).toHaveURL(urlPath('/teacher'));
    await expect(visibleText(page, ACCOUNTS.teacher.fullName)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(urlPath('/teacher'));
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Neither start-up refreshed: the tests that share one sign-in never rotate its refresh token.
    expect(await readStorage(page, 'token')).toBe(savedToken);
    expect((await refreshCookie(page))?.value).toBe(savedCookie);
  } finally {
    await context.close();
  }
});

test('the refresh token is an httpOnly cookie for the token endpoint, never in localStorage', async ({ page }) => {
  await signIn(page, 'teacher');
  expect(await readStorage(page, 'refreshToken')).toBeNull();
  const cookie = await refreshCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/connect', sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('cs_refresh');
});

test('an expired access token is refreshed silently', async ({ page }) => {
  await signIn(page, 'teacher');
  const token = (await readStorage(page, 'token'))!;
  const refreshToken = (await refreshCookie(page))?.value;
  expect(refreshToken).toBeTruthy();
  const expired = expireJwt(token);
  await writeStorage(page, { token: expired });

  await page.goto('/teacher');

  await expect(page).toHaveURL(urlPath('/teacher'));
  await expect(visibleText(page, ACCOUNTS.teacher.fullName)).toBeVisible();
  await expect.poll(() => readStorage(page, 'token')).not.toBe(expired);
  const renewed = (await readStorage(page, 'token'))!;
  expect(decodeJwt(renewed).exp as number).toBeGreaterThan(Date.now() / 1000);
  expect((await refreshCookie(page))?.value, 'the refresh token rotates on use').not.toBe(refreshToken);
});

test('an expired session that cannot be refreshed shows "Your token got expired" on /login', async ({
  page,
  baseURL,
}) => {
  const now = Math.floor(Date.now() / 1000);
  const expired = forgeJwt({
    sub: '5',
    client_id: 'clearsheets-web',
    iss: baseURL,
    Role: 'Teacher',
    UserInfo: JSON.stringify({ UserId: 5, FirstName: 'Ana', LastName: 'Garcia', Products: [{ ProductId: 2 }] }),
    iat: now - 7200,
    exp: now - 3600,
  });
  await page.goto('/login');
  // Let this page finish its own session restore first, or it could act on the tokens written below.
  await expect(loginForm(page).submit).toBeVisible();
  // No refresh cookie in this browser context: the refresh is refused.
  await writeStorage(page, {
    token: expired,
    isLoggedIn: 'true',
    userType: 'Teacher',
  });

  await page.goto('/teacher');

  await expect(page).toHaveURL(urlPath('/login'));
  await expect(page.getByText('Your token got expired')).toBeVisible();
  await expect(loginForm(page).submit).toBeVisible();
  expect(await readStorage(page, 'token')).toBeNull();
});

test('a stored token that is not a JWT counts as signed out', async ({ page }) => {
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  await writeStorage(page, { token: 'garbage', refreshToken: 'garbage', isLoggedIn: 'true', userType: 'Teacher' });

  await page.goto('/teacher');

  await expect(page).toHaveURL(urlPath('/login'));
  await expect(loginForm(page).submit).toBeVisible();
});
