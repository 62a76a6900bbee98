import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [w, path, tag] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const page = await (await browser.newContext({ viewport: { width: w, height: 844 } })).newPage();
await page.goto(`http://localhost:5199/${path}`);
await page.waitForSelector('.cs-q');
await page.waitForTimeout(300);
for (let i = 1; i <= 10; i += 1) {
  const el = page.locator(`[data-testid=q${i}]`);
  if (await el.count()) await el.screenshot({ path: `/tmp/shots/${tag}-q${i}.png` });
}
await browser.close();
