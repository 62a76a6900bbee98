// temp screenshot helper for the results pages (not committed; removed at the end)
import { chromium } from 'playwright-core';
const [, , user, width, height, ...paths] = process.argv;
const BASE = process.env.BASE ?? 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`${BASE}/login`);
await page.getByLabel('Username or email').fill(user);
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const p of paths) {
  await page.goto(`${BASE}${p}`);
  await page.waitForTimeout(2500);
  const name = `/tmp/results-shots/${user}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  console.log(name, 'scrollWidth/clientWidth', sw.join('/'));
}
await browser.close();
