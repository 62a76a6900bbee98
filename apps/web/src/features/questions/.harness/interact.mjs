import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://localhost:5199/?mode=answer');
await page.waitForSelector('.cs-q');
const q4 = page.locator('[data-testid=q4]');
const items = async () =>
  (await q4.locator('.cs-q-order-text').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
console.log('start', await items());
// Keyboard: Tab to the first item's "Move down" and press Enter twice, then Space.
const down = q4.getByRole('button', { name: /^Move down/ }).first();
await down.focus();
const label0 = await down.getAttribute('aria-label');
await page.keyboard.press('Enter');
console.log(
  'after Enter',
  await items(),
  'focused:',
  await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
  'live:',
  await q4.locator('[aria-live]').innerText(),
);
await page.keyboard.press('Enter');
await page.keyboard.press(' ');
console.log(
  'after 3 moves',
  await items(),
  'focused:',
  await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
  'was',
  label0,
  'live:',
  await q4.locator('[aria-live]').innerText(),
);
// Drag: the last item's handle to the top.
const handles = q4.locator('.cs-q-order-handle');
const last = await handles.nth(3).boundingBox();
const first = await handles.nth(0).boundingBox();
await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
await page.mouse.down();
await page.mouse.move(first.x + first.width / 2, first.y - 20, { steps: 8 });
await page.mouse.up();
console.log('after drag', await items(), 'live:', await q4.locator('[aria-live]').innerText());
// Radio by keyboard
const q1 = page.locator('[data-testid=q1]');
await q1.locator('input[type=radio]').first().focus();
await page.keyboard.press('ArrowDown');
console.log('radio checked:', await q1.locator('input[type=radio]:checked').getAttribute('value'));
// Hint
const hint = q1.getByRole('button', { name: 'Show hint' });
await hint.click();
console.log(
  'hint expanded:',
  await q1.getByRole('button', { name: 'Hide hint' }).getAttribute('aria-expanded'),
  await q1.locator('.cs-q-hint-body').isVisible(),
);
// Passage collapse on phone
const toggle = q1.getByRole('button', { name: 'Hide passage' });
await toggle.click();
console.log('passage body visible after hide:', await q1.locator('.cs-q-passage-body').isVisible());
// Image toggle by keyboard
const q5 = page.locator('[data-testid=q5]');
await q5.locator('.cs-q-image-choice').first().focus();
await page.keyboard.press('Space');
await page.keyboard.press('Tab');
await page.keyboard.press('Tab');
await page.keyboard.press('Enter');
console.log('images pressed:', await q5.locator('[aria-pressed=true] img').evaluateAll((els) => els.map((e) => e.alt)));
// Inline blank + dropdown
const q6 = page.locator('[data-testid=q6]');
await q6.getByLabel('Blank 1').fill('Austin');
const q10 = page.locator('[data-testid=q10]');
await q10.getByLabel('Drop-down 1').selectOption({ label: 'four' });
console.log(
  'dropdown value:',
  await q10.getByLabel('Drop-down 1').inputValue(),
  'blank:',
  await q6.getByLabel('Blank 1').inputValue(),
);
// Table cell
const q7 = page.locator('[data-testid=q7]');
await q7.getByLabel('y, row 2').fill('6');
console.log('cell:', await q7.getByLabel('y, row 2').inputValue());
// Read aloud toggles
const speak = q1.getByRole('button', { name: 'Read aloud: question' });
console.log(
  'speechSynthesis:',
  await page.evaluate(() => 'speechSynthesis' in window),
  'type',
  await speak.getAttribute('data-read-aloud-type'),
);
await speak.click();
console.log('pressed after click:', await speak.getAttribute('aria-pressed'));
await speak.click();
console.log('pressed after 2nd click:', await speak.getAttribute('aria-pressed'));
// Focus ring visible on a choice
await q1.locator('input[type=radio]').first().focus();
await page.keyboard.press('ArrowUp');
console.log(
  'choice outline:',
  await page.evaluate(() => {
    const e = document.activeElement.closest('.cs-q-choice');
    return (
      getComputedStyle(e).outlineStyle + ' ' + getComputedStyle(e).outlineWidth + ' ' + getComputedStyle(e).outlineColor
    );
  }),
);
await page.keyboard.press('Tab');
console.log(
  'next focus:',
  await page.evaluate(() => {
    const e = document.activeElement;
    return (
      e.getAttribute('aria-label') + ' ' + getComputedStyle(e).outlineStyle + ' ' + getComputedStyle(e).outlineColor
    );
  }),
);
await page.locator('[data-testid=q4]').screenshot({ path: '/tmp/shots/i-q4.png' });
await browser.close();
