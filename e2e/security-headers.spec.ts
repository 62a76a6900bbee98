import { expect, type Page, test } from '@playwright/test';
import { loginForm, readStorage, signIn } from './support/session';

// The app runs under its strict content security policy (docs/decisions/0016): its own scripts only, KaTeX's
// inline styles and fonts, library and uploaded pictures, the same-origin realtime socket. Any refusal the
// browser reports is a failure here, and no other site may frame the app.

const SEEDED = 'Grade 5 review: every question type';

/** Collects the browser's CSP reports: the console line and the DOM event (which names the directive). */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const token = await readStorage(page, 'token');
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('login, a worksheet with formulas and pictures, and a live class run with no policy violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await recordViolations(page);

  const shell = await page.goto('/');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(shell?.headers()['x-frame-options']).toBe('DENY');
  await expect(loginForm(page).username).toBeVisible();

  await signIn(page, 'teacher');
  const { items } = await apiGet<{ items: { id: number; title: string }[] }>(
    page,
    `/api/v1/library/worksheets?q=${encodeURIComponent(SEEDED)}`,
  );
  const worksheet = items.find((w) => w.title === SEEDED);
  if (!worksheet) throw new Error(`The seeded worksheet "${SEEDED}" is missing`);
  await page.goto(`/teacher/worksheet?id=${worksheet.id}`);
  await expect(page.getByRole('heading', { name: 'Question 10', exact: true })).toBeVisible();
  // KaTeX rendered (inline styles allowed) and its fonts loaded; the library pictures were drawn.
  await expect(page.locator('.katex').first()).toBeVisible();
  expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px KaTeX_Main')))).toBe(
    true,
  );
  const picture = page.locator('img[src^="/library/"]').first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The class page follows its room over the socket (connect-src).
  const classes = await apiGet<{ items: { id: number; name: string }[] }>(page, '/api/v1/classes');
  const cls = classes.items[0];
  if (!cls) throw new Error('The demo teacher has no class');
  await page.goto(`/teacher/manage?classId=${cls.id}`);
  await expect(page.getByText('Live: the roster updates as students are added or removed')).toBeAttached();

  expect(violations).toEqual([]);
});

test('another site cannot frame the app', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => void refusals.push(message.text()));
  await page.setContent(`<iframe title="framed" src="${baseURL}/login" width="600" height="400"></iframe>`);
  // Chromium refuses to render it (frame-ancestors 'none') and shows its error page in the frame instead.
  await expect.poll(() => refusals.join('\n')).toContain("frame-ancestors 'none'");
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="framed"]').getByLabel('Username or email')).toHaveCount(0);
});
