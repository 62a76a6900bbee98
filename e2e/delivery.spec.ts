import { expect, test } from '@playwright/test';

// The student budget is 150 kB of compressed JavaScript; it only holds if the server sends it compressed.
test('every script of the login page reaches the browser compressed', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (body.length >= 1024)
      scripts.push({ url: response.url(), encoding: (await response.allHeaders())['content-encoding'] });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
});
