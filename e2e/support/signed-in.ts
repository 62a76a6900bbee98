import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { ACCOUNTS, type Username } from './accounts';
import { decodeJwt, signIn, urlPath } from './session';

// Signing in through the login form once per demo account and worker, then opening each test's browser with
// that sign-in, as a user coming back to the app finds it: the access token in localStorage and the refresh
// token in its httpOnly cookie (the whole session: the app keeps nothing in sessionStorage or IndexedDB).
// The tests of the login form, of signing out and of the session itself still sign in through the form.
//
// One sign-in is one refresh-token family on the server (docs/decisions/0013). Every test that reuses it
// starts from the same saved cookie, so none of them may refresh it: a rotated refresh token presented again
// after the 20 s grace revokes the family, and every later test of the worker would be signed out. The app
// refreshes only when its access token has expired, so a saved sign-in is replaced by a new one well before
// its token expires. Nor may a test that reuses a sign-in end it (sign out, reset the account's password or
// deactivate it): those tests sign in on their own.

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A saved sign-in is used only while its access token has at least this long to live: longer than any test. */
const FRESH_FOR_MS = 5 * 60_000;

interface Saved {
  state: StorageState;
  expiresAt: number;
}

/** The demo accounts' saved sign-ins of one worker, each made through the login form when first asked for. */
export class SavedSignIns {
  private readonly saved = new Map<Username, Promise<Saved>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  /** The browser state of a signed-in `username`: pass it as `storageState` to a new context. */
  async stateOf(username: Username): Promise<StorageState> {
    let entry = this.saved.get(username);
    const current = entry ? await entry.catch(() => null) : null;
    if (!current || current.expiresAt - Date.now() < FRESH_FOR_MS) {
      entry = this.signInThroughTheForm(username);
      this.saved.set(username, entry);
    }
    return (await (entry as Promise<Saved>)).state;
  }

  /** A new browser context (the project's options) already signed in as `username`. */
  async newContext(username: Username, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return this.browser.newContext({ ...options, storageState: await this.stateOf(username) });
  }

  private async signInThroughTheForm(username: Username): Promise<Saved> {
    // Signed out: during a test, a new context otherwise takes the test's own storageState (and its options).
    const context = await this.browser.newContext({ baseURL: this.baseURL, storageState: undefined });
    try {
      const page = await context.newPage();
      await signIn(page, username);
      const state = await context.storageState();
      const stored = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'token');
      if (!stored) throw new Error(`Signing in as ${username} stored no access token`);
      if (!state.cookies.some((c) => c.name === 'cs_refresh' && c.httpOnly)) {
        throw new Error(`Signing in as ${username} set no httpOnly refresh cookie`);
      }
      return { state, expiresAt: (decodeJwt(stored.value).exp as number) * 1000 };
    } finally {
      await context.close();
    }
  }
}

/**
 * `test` with `signedInAs`: `test.use({ signedInAs: 'teacher' })` opens the test's page already signed in as that
 * demo account (a saved sign-in of this worker); `savedSignIns` gives more signed-in contexts.
 */
export const test = base.extend<{ signedInAs: Username | undefined }, { savedSignIns: SavedSignIns }>({
  signedInAs: [undefined, { option: true }],
  savedSignIns: [
    async ({ browser }, use, workerInfo) => {
      await use(new SavedSignIns(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, signedInAs, savedSignIns }, use) => {
    await use(signedInAs ? await savedSignIns.stateOf(signedInAs) : storageState);
  },
});

/** With a saved sign-in: opens the app at "/" and waits for the account's home, where signIn() leaves the page. */
export async function openHome(page: Page, username: Username): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(urlPath(ACCOUNTS[username].home));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export { expect };
