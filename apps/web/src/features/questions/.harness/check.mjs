import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const axeSrc = readFileSync(new URL('../../../../../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const widths = (process.env.WIDTHS ?? '390,320,1024').split(',').map(Number);
const pages = (
  process.env.PAGES ?? '?mode=answer,?mode=review,?mode=preview&list=1,?mode=answer&lang=es,?mode=review&lang=es'
).split(',');
for (const width of widths) {
  for (const path of pages) {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      deviceScaleFactor: 1,
      hasTouch: width < 500,
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.log('  console:', m.text().slice(0, 200));
    });
    page.on('pageerror', (e) => console.log('  pageerror:', e.message));
    await page.goto(`http://localhost:5199/${path}`);
    await page.waitForSelector('.cs-q');
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => ({
      sw: document.documentElement.scrollWidth,
      cw: document.documentElement.clientWidth,
    }));
    await page.addScriptTag({ content: axeSrc });
    const res = await page.evaluate(async () => {
      const r = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        n: v.nodes.length,
        t: v.nodes.slice(0, 3).map((x) => x.target.join(' ') + ' :: ' + x.failureSummary?.split('\n')[1]),
      }));
    });
    const ra = await page.locator('[data-read-aloud-type]').count();
    console.log(
      `${width} ${path}: scroll ${overflow.sw}/${overflow.cw}${overflow.sw > overflow.cw ? ' OVERFLOW' : ''}, readAloud buttons ${ra}, axe ${res.length}`,
    );
    for (const v of res) console.log('  ', v.impact, v.id, v.n, JSON.stringify(v.t));
    await page.screenshot({ path: `/tmp/shots/${width}-${path.replace(/[^a-z0-9]/gi, '_')}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
