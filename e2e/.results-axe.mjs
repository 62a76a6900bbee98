import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3500';
const [, , user, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await (await browser.newContext({ viewport: { width: Number(width), height: 900 } })).newPage();
await page.goto(`${BASE}/login`);
await page.getByLabel('Username or email').fill(user);
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const p of paths) {
  await page.goto(`${BASE}${p}`);
  await page.waitForTimeout(2500);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const v = r.violations.map((x) => `${x.impact} ${x.id} ${x.nodes.length} ${x.nodes[0]?.target.join(' ')}`);
  console.log(user, width, p, v.length ? v : 'ok');
}
await browser.close();
