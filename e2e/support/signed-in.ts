import { STORAGE_KEYS } from '@clearsheets/shared';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type Username } from './accounts';
import { decodeJwt, urlPath } from './session';
import { type Credentials, World } from './world';

// Signing in once per demo account (or person a test made) and worker, then opening each test's browser with
// that sign-in, as a user coming back to the app finds it: the access token in localStorage and the refresh
// token in its httpOnly cookie (the whole session: the app keeps nothing in sessionStorage or IndexedDB). The
// sign-in is the form's own token request, sent without drawing the form (two page loads fewer per person);
// the tests of the login form, of signing out and of the session itself sign in through the form.
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

/** The saved sign-ins of one worker (demo accounts, and the people tests make), each made when first asked for. */
export class SavedSignIns {
  private readonly saved = new Map<string, Promise<Saved>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  /** The browser state of a signed-in demo account or person: pass it as `storageState` to a new context. */
  async stateOf(who: Username | Credentials): Promise<StorageState> {
    const key = typeof who === 'string' ? who : who.username;
    let entry = this.saved.get(key);
    const current = entry ? await entry.catch(() => null) : null;
    if (!current || current.expiresAt - Date.now() < FRESH_FOR_MS) {
      entry = this.signInThroughTheApi(who);
      this.saved.set(key, entry);
    }
    return (await (entry as Promise<Saved>)).state;
  }

  /** A new browser context (the project's options) already signed in as a demo account or person. */
  async newContext(who: Username | Credentials, options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return this.browser.newContext({ ...options, storageState: await this.stateOf(who) });
  }

  /**
   * Signs in as the app's sign-in form does, without drawing the form: the same token request from the page's
   * origin (so the server sets the httpOnly refresh cookie instead of returning the refresh token), and the keys
   * the app stores (session-store.ts startSession). The form itself is tested by the specs of signing in.
   */
  private async signInThroughTheApi(who: Username | Credentials): Promise<Saved> {
    const account = typeof who === 'string' ? { ...ACCOUNTS[who], password: DEMO_PASSWORD } : who;
    const origin = new URL(this.baseURL ?? 'http://localhost').origin;
    // Signed out: during a test, a new context otherwise takes the test's own storageState (and its options).
    const context = await this.browser.newContext({ baseURL: this.baseURL, storageState: undefined });
    try {
      const response = await context.request.post('/connect/token', {
        headers: { origin },
        form: {
          grant_type: 'password',
          username: account.username,
          password: account.password,
          client_id: 'clearsheets-web',
        },
      });
      if (!response.ok()) throw new Error(`Signing in as ${account.username}: ${await response.text()}`);
      const tokens = (await response.json()) as { access_token: string; refresh_token?: string };
      if (tokens.refresh_token) throw new Error(`Signing in as ${account.username} returned the refresh token`);
      const claims = decodeJwt(tokens.access_token);
      const state = await context.storageState();
      if (!state.cookies.some((c) => c.name === 'cs_refresh' && c.httpOnly)) {
        throw new Error(`Signing in as ${account.username} set no httpOnly refresh cookie`);
      }
      state.origins = [
        {
          origin,
          localStorage: [
            { name: STORAGE_KEYS.token, value: tokens.access_token },
            { name: STORAGE_KEYS.loggedIn, value: 'true' },
            { name: STORAGE_KEYS.userType, value: String(claims.Role) },
          ],
        },
      ];
      return { state, expiresAt: (claims.exp as number) * 1000 };
    } finally {
      await context.close();
    }
  }
}

/** Someone of the test's own world (support/world.ts): its paid teacher, that teacher's first student, or its
 * free-license teacher. */
export type OwnPerson = 'own teacher' | 'own student' | 'own free teacher';

async function personOf(world: World, who: OwnPerson): Promise<Credentials> {
  if (who === 'own free teacher') return (await world.free()).teacher;
  const room = await world.paid();
  return who === 'own teacher' ? room.teacher : (room.students[0] as Credentials);
}

/**
 * `test` with `signedInAs` and `world`: `test.use({ signedInAs: 'own teacher' })` opens the test's page signed in
 * as a teacher made for this test (`world.paid()` gives their class and students), `test.use({ signedInAs:
 * 'principal' })` as a demo account, read-only (a saved sign-in of this worker); `savedSignIns` and
 * `world.newContext` give more signed-in contexts.
 */
export const test = base.extend<
  { signedInAs: Username | OwnPerson | undefined; world: World },
  { savedSignIns: SavedSignIns }
>({
  signedInAs: [undefined, { option: true }],
  savedSignIns: [
    async ({ browser }, use, workerInfo) => {
      await use(new SavedSignIns(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
  world: async ({ playwright, baseURL, savedSignIns }, use) => {
    // Its own API context: the test's `request` may carry options (headers, cookies) of the test's own.
    const request = await playwright.request.newContext({ baseURL });
    await use(new World(request, savedSignIns));
    await request.dispose();
  },
  storageState: async ({ storageState, signedInAs, savedSignIns, world }, use) => {
    if (!signedInAs) return use(storageState);
    const who = signedInAs.startsWith('own ') ? await personOf(world, signedInAs as OwnPerson) : signedInAs;
    await use(await savedSignIns.stateOf(who as Username | Credentials));
  },
});

/** With a saved sign-in: opens the app at "/" and waits for the account's home, where signIn() leaves the page. */
export async function openHome(page: Page, who: Username | Credentials): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(urlPath(typeof who === 'string' ? ACCOUNTS[who].home : who.home));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export { expect };
