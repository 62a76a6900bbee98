// temp screenshot helper (not committed)
import { chromium } from 'playwright-core';
const [, , width, height, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto('http://localhost:3300/login');
await page.getByLabel('Username or email').fill('student');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL('**/student');
for (const p of paths) {
  await page.goto(`http://localhost:3300${p}`);
  await page.waitForTimeout(2500);
  const name = `/tmp/shots/${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, 'scrollWidth', sw);
}
await browser.close();
