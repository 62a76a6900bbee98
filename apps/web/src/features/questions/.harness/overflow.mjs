import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [w, path] = [Number(process.argv[2]), process.argv[3]];
const page = await (await browser.newContext({ viewport: { width: w, height: 844 } })).newPage();
await page.goto(`http://localhost:5199/${path}`);
await page.waitForSelector('.cs-q');
const out = await page.evaluate(
  (w) =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 0.5 && true)
      .map(
        (el) =>
          `${el.tagName}.${el.className} right=${Math.round(el.getBoundingClientRect().right)} :: ${el.textContent.slice(0, 50)}`,
      )
      .slice(0, 15),
  w,
);
console.log(out.join('\n'));
await browser.close();
