import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
await ctx.addInitScript(() => {
  window.__spoken = [];
  const synth = window.speechSynthesis;
  synth.speak = (u) => {
    window.__spoken.push({ text: u.text, lang: u.lang });
    window.__last = u;
  };
  synth.cancel = () => {};
});
const page = await ctx.newPage();
await page.goto('http://localhost:5199/?mode=answer&lang=es');
await page.waitForSelector('.cs-q');
const q9 = page.locator('[data-testid=q9]');
const btn = q9.getByRole('button', { name: 'Leer en voz alta: pregunta' });
await btn.click();
console.log('pressed:', await btn.getAttribute('aria-pressed'), await page.evaluate(() => window.__spoken));
const other = page.locator('[data-testid=q6]').getByRole('button', { name: /pregunta/ });
await other.click();
console.log(
  'first now:',
  await btn.getAttribute('aria-pressed'),
  'second:',
  await other.getAttribute('aria-pressed'),
  await page.evaluate(() => window.__spoken.at(-1)),
);
await page.evaluate(() => window.__last.onend());
console.log('after end:', await other.getAttribute('aria-pressed'));
await browser.close();
