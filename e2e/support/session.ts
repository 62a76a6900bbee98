import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type Username } from './accounts';
import type { Credentials } from './world';

// Signing in the way a user does: type into the login form and press the button.

/** Escapes a path for use in a URL regular expression. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a URL whose path is exactly `pathname` (any query string or hash allowed). */
export function urlPath(pathname: string): RegExp {
  return new RegExp(`^[^?#]*://[^/]+${escapeRegExp(pathname)}/?([?#].*)?$`);
}

/** The login form's fields and button. */
export function loginForm(page: Page) {
  return {
    username: page.getByLabel('Username or email'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** The first visible element with the text: responsive layouts keep hidden copies (e.g. a closed menu). */
export function visibleText(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).filter({ visible: true }).first();
}

/** Opens /login, signs in (a demo account with the demo password, or anyone's credentials) and waits until the
 * account's home has rendered. */
export async function signIn(page: Page, who: Username | Credentials): Promise<void> {
  const account = typeof who === 'string' ? { ...ACCOUNTS[who], password: DEMO_PASSWORD } : who;
  await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath(account.home));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Reads one localStorage key of the page's origin. */
export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Writes localStorage keys of the page's origin. */
export async function writeStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/** The claims of a JWT, without checking its signature (the browser cannot either). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`Not a JWT: ${token.slice(0, 20)}...`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JWT with the given claims and a signature no server would accept. */
export function forgeJwt(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'ES256', typ: 'JWT' },
) {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.${base64url('not-a-signature')}`;
}

/** The same token with `exp` an hour in the past: what the browser holds after a long break. */
export function expireJwt(token: string): string {
  const [header] = token.split('.');
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  const headerJson = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return forgeJwt({ ...claims, iat: now - 2 * 3600, nbf: now - 2 * 3600, exp: now - 3600 }, headerJson);
}
