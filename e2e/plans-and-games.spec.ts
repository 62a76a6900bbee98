import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/signed-in';
import type { Person } from './support/world';

// Issue 27, items 8 and 12. The plans page says what Premium adds over Paid (premium classes: more than 30
// students; docs/decisions/0045), in English and Spanish, on a laptop and an upright phone. A student's arcade
// round on a phone held sideways (844 x 390, touch) fills the screen: the header and the title fold away, the
// game's field is inside the window, and so is the math moment; on a laptop the page keeps its layout.
// Each test makes its own teacher, class and students (support/world.ts).

test.describe.configure({ timeout: 240_000 });

const LAPTOP = { width: 1280, height: 800 };
const UPRIGHT_PHONE = { width: 390, height: 844 };
const SIDEWAYS_PHONE = { width: 844, height: 390 };

/** Fails unless the element's box lies inside the page's viewport. */
async function expectInsideViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: false });

const PLAN_TEXTS = {
  en: {
    premium: 'Clearsheets Premium',
    paid: 'Clearsheets Paid',
    adds: 'Everything in Clearsheets Paid, plus',
    feature: 'Premium classes',
    about: /Classes of more than 30 students/,
    cap: 'Up to 30 students in a class',
  },
  es: {
    premium: 'Clearsheets Premium',
    paid: 'Clearsheets Paid',
    adds: 'Todo lo de Clearsheets Paid, y además',
    feature: 'Clases premium',
    about: /Clases de más de 30 estudiantes/,
    cap: 'Hasta 30 estudiantes por clase',
  },
} as const;

test('the plans page shows what Premium adds and Paid lacks, in English and Spanish, on a laptop and a phone', async ({
  world,
}, info) => {
  const { teacher } = await world.free();
  const token = await world.token(teacher);
  for (const language of ['en', 'es'] as const) {
    // Staff screens speak the language chosen in account settings.
    const chosen = await world.request.put('/api/v1/account/language', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language },
    });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    const text = PLAN_TEXTS[language];
    for (const [size, viewport] of [
      ['laptop', LAPTOP],
      ['phone', UPRIGHT_PHONE],
    ] as const) {
      const context = await world.newContext(teacher, { viewport });
      try {
        const page = await context.newPage();
        await page.goto('/teacher/subscription');
        const premium = page.getByRole('region', { name: text.premium });
        const paid = page.getByRole('region', { name: text.paid });
        const added = premium.getByRole('list', { name: text.adds });
        await expect(added).toBeVisible();
        await expect(added.getByRole('listitem')).toHaveCount(1);
        await expect(added.getByRole('listitem')).toContainText(text.feature);
        await expect(added.getByRole('listitem')).toContainText(text.about);
        await expect(premium.getByText(text.cap)).toHaveCount(0);
        // Paid lists its features, premium classes not among them, and keeps the 30-student cap.
        await expect(paid.getByRole('listitem').first()).toBeVisible();
        await expect(paid.getByText(text.feature)).toHaveCount(0);
        await expect(paid.getByText(text.cap)).toBeVisible();
        await added.scrollIntoViewIfNeeded();
        await expectInsideViewport(page, added, `Premium's additions (${language}, ${size})`);
        await shot(page, info, `plans-${language}-${size}`);
        await expectNoSeriousA11yViolations(page, `the plans page (${language}, ${size})`);
      } finally {
        await context.close();
      }
    }
  }
});

test('a game fills a phone held sideways, math moment included; a laptop keeps the page around it', async ({
  world,
}, info) => {
  const mia = (await world.paid()).students[0] as Person;

  const phone = await world.newContext(mia, { viewport: SIDEWAYS_PHONE, hasTouch: true, isMobile: true });
  try {
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/playgame');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    // The Play tap asks for fullscreen where the browser allows it; a refusal changes nothing.
    await page.getByRole('link', { name: 'Play Dino Run' }).tap();
    const canvas = page.getByLabel(/^Dino Run game\. Keyboard/);
    await expect(canvas).toBeVisible();
    await expect(header).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Dino Run', level: 1 })).not.toBeInViewport();
    await expectInsideViewport(page, canvas, 'the game field');
    const box = await canvas.boundingBox();
    // The field takes the window, not a strip under a header and a title.
    expect(box?.y).toBeLessThanOrEqual(1);
    expect(box?.height).toBeGreaterThanOrEqual(SIDEWAYS_PHONE.height - 2);
    for (const name of ['Sound off', 'Back to the arcade'])
      await expectInsideViewport(page, page.getByRole('button', { name }).or(page.getByRole('link', { name })), name);
    await shot(page, info, 'game-sideways-playing');
    await expectNoSeriousA11yViolations(page, 'a round on a phone held sideways');

    // Boggie runs into the obstacles until the math moment asks its question.
    const moment = page.getByRole('dialog', { name: 'Math moment' });
    await expect(moment).toBeVisible({ timeout: 90_000 });
    await expectInsideViewport(page, moment, 'the math moment');
    for (const button of await moment.getByRole('button').all())
      await expectInsideViewport(page, button, `the math moment's "${await button.textContent()}"`);
    await shot(page, info, 'game-sideways-math-moment');
    await moment.getByRole('button', { name: 'Skip' }).tap();

    // The round's end brings the header back, with the result.
    await expect(page.getByText(/Saved\. Your best: \d+|New best score!/)).toBeVisible({ timeout: 90_000 });
    await expect(header).toBeVisible();
    await shot(page, info, 'game-sideways-result');
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }

  const laptop = await world.newContext(mia, { viewport: LAPTOP });
  try {
    const page = await laptop.newPage();
    await page.goto('/playgame?game=9');
    const canvas = page.getByLabel(/^Dino Run game\. Keyboard/);
    await expect(canvas).toBeVisible();
    // The usual page: header, title, then the field below them, with the controls card.
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dino Run', level: 1 })).toBeInViewport();
    await expect(page.getByText('How to play')).toBeVisible();
    const headerBox = await header.boundingBox();
    const box = await canvas.boundingBox();
    expect(box && headerBox && box.y).toBeGreaterThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
    await shot(page, info, 'game-laptop');
    await expectNoSeriousA11yViolations(page, 'a round on a laptop');
  } finally {
    await laptop.close();
  }

  // Held upright, the game still plays, smaller, on the whole screen, with the hint to turn the phone.
  const upright = await world.newContext(mia, { viewport: UPRIGHT_PHONE, hasTouch: true, isMobile: true });
  try {
    const page = await upright.newPage();
    await page.goto('/playgame?game=9');
    const canvas = page.getByLabel(/^Dino Run game\. Keyboard/);
    await expect(canvas).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expectInsideViewport(page, canvas, 'the game field, upright');
    const hint = page.getByText('Turn your phone sideways for a bigger game.');
    await expect(hint).toBeVisible();
    await expectInsideViewport(page, hint, 'the hint to turn the phone');
    await shot(page, info, 'game-upright');
    await expectNoSeriousA11yViolations(page, 'a round on an upright phone');
  } finally {
    await upright.close();
  }
});
