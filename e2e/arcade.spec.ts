import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { assign, call, libraryWorksheet, startAttempt } from './support/demo-work';
import { loginForm, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Person } from './support/world';

// The arcade as its users meet it: Mia finds the coins her turned-in assignments earned, buys a clownfish and
// places it in her aquarium, tries each of the sixteen games by keyboard and finishes two rounds whose scores are
// saved; a student on a free license reaches the limit of 3 games; the free teacher closes the arcade for the
// class and the student finds it closed. The teachers and students are made for each test (support/world.ts).
// axe checks each arcade page.

test.describe.configure({ timeout: 240_000 });

const GAMES = [
  'Fishy Bounce',
  'Guardians of the Ocean',
  'Fish VS Zombies',
  'Deepwater Goliath',
  'Matching Seashells',
  'Deep Sea Diver',
  'Ocean Invasion',
  'Sea Jewels',
  'Dino Run',
  'Boggie Bounce',
  'Boggie Launch',
  'Merge Ocean',
  'Berry Drop',
  'Platforms',
  'Clone Chaos',
  'Escape From Zap Mountain',
];

/** Plays until the round is over, skipping the math moment (a wrong answer would do the same). */
async function playToTheEnd(page: Page) {
  const moment = page.getByRole('dialog', { name: 'Math moment' });
  const saved = page.getByText(/Saved\. Your best: \d+|New best score!/);
  await expect(async () => {
    if (await moment.isVisible()) await moment.getByRole('button', { name: 'Skip' }).click();
    await expect(saved).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [500] });
}

test('a student earns coins, buys a creature and places it in the aquarium', async ({ world }) => {
  const { request } = world;
  const room = await world.paid();
  const mia = room.students[0] as Person;
  // Two assignments turned in, through the API as the player does it: 10 coins each.
  const teacher = await world.token(room.teacher);
  const student = await world.token(mia);
  const worksheet = await libraryWorksheet(request, teacher, 'every', 'Grade 5 review: every question type');
  for (const title of ['Coins one', 'Coins two']) {
    const assignmentId = await assign(request, teacher, { classId: room.classId, worksheetId: worksheet.id, title });
    const attempt = await startAttempt(request, student, assignmentId);
    await call(request, student, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  }
  const context = await world.newContext(mia);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHome(page, mia);
    await page.getByRole('link', { name: 'Open the arcade' }).click();
    await expect(page).toHaveURL(urlPath('/playgame'));
    await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
    // Mia's turned-in assignments are credited on her first visit.
    await expect(page.getByText(/You earned \d+ coins since your last visit!/)).toBeVisible();
    await expect(page.getByText('Assignment turned in').first()).toBeVisible();
    const coins = Number((await page.getByLabel(/^Your coins: \d+$/).textContent())?.match(/\d+/)?.[0]);
    expect(coins).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole('link', { name: 'Play Dino Run' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the arcade');

    // The shop: a clownfish card, after a confirmation; the coins go down by its price.
    await page.getByRole('tab', { name: 'Shop' }).click();
    await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Sea creature cards' });
    await expectNoSeriousA11yViolations(page, 'the arcade shop');
    await page.getByRole('button', { name: 'Buy Clownfish card for 20 coins' }).click();
    await page.getByRole('dialog', { name: 'Buy Clownfish card?' }).getByRole('button', { name: 'Buy' }).click();
    await expect(page.getByText('You bought Clownfish card.')).toBeVisible();
    await expect(page.getByLabel(`Your coins: ${coins - 20}`)).toBeVisible();

    // The aquarium: the clownfish goes in.
    await page.getByRole('tab', { name: 'Aquarium' }).click();
    await page.getByRole('button', { name: 'Place Clownfish card in the aquarium' }).click();
    await expect(page.getByRole('img', { name: 'Your aquarium: Clownfish card' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the aquarium');
    await page.getByRole('tab', { name: 'My profile' }).click();
    await expect(page.getByText('Your arcade name')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the arcade profile');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('each of the sixteen games starts and takes keys without a page error', async ({ world }) => {
  const context = await world.newContext((await world.paid()).students[0] as Person);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const name of GAMES) {
      await page.goto('/playgame');
      await page.getByRole('link', { name: `Play ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const canvas = page.getByLabel(new RegExp(`^${name} game\\. Keyboard`));
      await expect(canvas).toBeVisible();
      await canvas.focus();
      for (const key of ['ArrowRight', 'Space', 'ArrowLeft', 'ArrowUp', 'Enter', 'ArrowDown']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(200);
      }
      if (name === 'Dino Run') await expectNoSeriousA11yViolations(page, 'a game');
      expect(errors, name).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('two rounds played to the end are saved and listed in the game summary', async ({ world }) => {
  const context = await world.newContext((await world.paid()).students[0] as Person);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Two rounds to the end: Dino Run (Boggie runs into the obstacles) and Fishy Bounce (the fish falls).
    await page.goto('/playgame?game=9');
    await page.locator('canvas').focus();
    await playToTheEnd(page);
    await expectNoSeriousA11yViolations(page, 'a round over');
    await page.goto('/playgame?game=1');
    await page.locator('canvas').focus();
    await page.keyboard.press('Space');
    await playToTheEnd(page);
    await page.getByRole('link', { name: 'Back to the arcade' }).click();
    await expect(page.getByRole('link', { name: 'Play Fishy Bounce' })).toBeVisible();

    // The saved rounds are in her game summary.
    await page.goto('/student/assignment/gamesummary');
    const table = page.getByRole('table', { name: /Games played from/ });
    await expect(table.getByRole('row', { name: /Dino Run/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Fishy Bounce/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the student game summary');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a free student stops at 3 games; the teacher closes the arcade and the student finds it closed', async ({
  browser,
  world,
}) => {
  const room = await world.free();
  const cls = { id: room.classId, name: room.className };
  const lou = room.students[0] as Person;
  const teacherContext = await world.newContext(room.teacher);
  const studentContext = await browser.newContext({ storageState: undefined });
  try {
    const teacher = await teacherContext.newPage();
    await openHome(teacher, room.teacher);

    const student = await studentContext.newPage();
    await student.goto('/login');
    const form = loginForm(student);
    await form.username.fill(lou.username);
    await form.password.fill(lou.password);
    await form.submit.click();
    await expect(student).toHaveURL(urlPath('/student'));
    await student.goto('/playgame');
    await expect(student.getByText('Free license: 3 games left today')).toBeVisible();
    for (const game of [9, 13, 12]) {
      await student.goto(`/playgame?game=${game}`);
      await expect(student.locator('canvas')).toBeVisible();
    }
    await student.goto('/playgame?game=14');
    await expect(student.getByRole('alert')).toHaveText(
      /You have reached your limit of 3 games\. Upgrade account from account setting to enjoy unlimited gameplay!/,
    );

    // The teacher's game summary lists the student's rounds, then the arcade goes off for the class.
    await teacher.getByRole('link', { name: 'Arcade', exact: true }).click();
    await expect(teacher).toHaveURL(urlPath('/teacher/assignment/classgamesummary'));
    await teacher.getByLabel('Class', { exact: true }).selectOption({ value: String(cls.id) });
    await expect(
      teacher.getByRole('table', { name: /Games played from/ }).getByRole('row', { name: new RegExp(lou.name) }),
    ).toContainText('Dino Run');
    await expectNoSeriousA11yViolations(teacher, 'the class game summary');
    await teacher.getByRole('switch', { name: 'Arcade on for this class' }).uncheck();
    await teacher.getByRole('button', { name: 'Save settings' }).click();
    await expect(teacher.getByText('Arcade settings saved.')).toBeVisible();

    await student.goto('/playgame');
    await expect(student.getByRole('heading', { name: 'The arcade is closed' })).toBeVisible();
    await expect(student.getByText(`${cls.name}: your teacher has turned the arcade off.`)).toBeVisible();
    await expectNoSeriousA11yViolations(student, 'the closed arcade');
  } finally {
    await studentContext.close();
    await teacherContext.close();
  }
});
