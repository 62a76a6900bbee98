import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage, signIn, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Classroom, Person, World } from './support/world';

/** A choice's accessible name: its letter, then its text in words ("B. 11"). */
const choice = (text: string) => new RegExp(`^[A-Z]\\. ${text.replaceAll('.', '\\.')}$`);

// The worksheet player end to end: a teacher made for the test (support/world.ts) assigns the library's "every
// question type" worksheet to their Grade 5 Math, and Mia answers all ten types, goes offline half way, closes the page, comes back online
// in a new page with every answer in place, submits and sees her results with the constructed response
// pending. Once with feedback after each question (option 1), once at the end (option 2) on a 390 px phone.
// The teacher and Mia start signed in (support/signed-in.ts), except where Mia signs out: a sign-out ends its
// sign-in, so that test signs her in through the form.

test.describe.configure({ timeout: 120_000 });

const OFFLINE = "Offline — your answers are kept on this device and will be sent when you're back online";
const SAVED = 'All answers saved';

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const token = await readStorage(page, 'token');
  const response = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** As the room's teacher: the seeded worksheet `g5-every-answer-type` to Grade 5 Math; returns the assignment id. */
async function assignEveryType(
  context: BrowserContext,
  room: Classroom,
  feedbackOption: 1 | 2,
  title: string,
): Promise<number> {
  const page = await context.newPage();
  await openHome(page, room.teacher);
  const library = await api<{ items: { id: number; title: string }[] }>(
    page,
    'GET',
    '/api/v1/library/worksheets?q=every',
  );
  const worksheet = library.items.find((w) => w.title === 'Grade 5 review: every question type');
  expect(worksheet, 'the library seed has the every-answer-type worksheet').toBeDefined();
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await api<{ id: number }>(page, 'POST', '/api/v1/assignments', {
    classIds: [room.classId],
    worksheetId: worksheet?.id,
    feedbackOption,
    title,
    readAloud: true,
    dueAt: due,
  });
  await page.close();
  return created.id;
}

const questionHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: `Question ${n}` });

/** The primary button: Check (option 1, before checking), Next, or Submit on the last question. */
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function goTo(page: Page, n: number) {
  await page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n},`) })
    .click();
  await expect(questionHeading(page, n)).toBeFocused();
}

/** Option 1: Check shows right or wrong (once the server replied), then Next. Option 2: Next. */
async function checkAndNext(page: Page, option: 1 | 2, expected: string | null) {
  if (option === 1) {
    await button(page, 'Check').click();
    if (expected) await expect(page.getByRole('status').filter({ hasText: expected })).toBeVisible();
  }
  await button(page, 'Next').click();
}

async function sortOrdering(page: Page, correct: string[]) {
  for (const [target, text] of correct.entries()) {
    for (;;) {
      const order = await page.locator('.cs-q-order-text').allInnerTexts();
      const at = order.map((s) => s.trim()).indexOf(text);
      if (at <= target) break;
      await page.getByRole('button', { name: `Move up: ${text}` }).click();
    }
  }
  await expect(page.locator('.cs-q-order-text')).toHaveText(correct);
}

async function everyType(world: World, option: 1 | 2, viewport: { width: number; height: number }) {
  const room = await world.paid();
  const mia = room.students[0] as Person;
  const teacher = await world.newContext(room.teacher);
  const title = `Every type ${option} ${Date.now().toString(36)}`;
  const assignmentId = await assignEveryType(teacher, room, option, title);
  await teacher.close();

  const context = await world.newContext(mia, { viewport });
  try {
    let page = await context.newPage();
    await openHome(page, mia);
    const phone = viewport.width < 768;
    if (phone) {
      // Upright phones get the rotate overlay on the home page; the player itself works upright.
      await page.goto(`/student/worksheet?assignmentId=${assignmentId}`);
    } else {
      const card = page.getByRole('article', { name: title });
      await expect(card).toContainText('Due');
      await expectNoSeriousA11yViolations(page, '/student');
      await card.getByRole('link', { name: `Start: ${title}` }).click();
    }
    await expect(page).toHaveURL(urlPath('/student/worksheet'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByText('Please rotate your mobile device')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the player');

    // 1 multi choice: going on without an answer shows the spec's message.
    await button(page, option === 1 ? 'Check' : 'Next').click();
    await expect(page.getByRole('alert')).toHaveText('Select your option');
    await page.getByRole('radio', { name: '0.12' }).check();
    await checkAndNext(page, option, 'Correct!');
    await expect(questionHeading(page, 2)).toBeFocused();
    await expect(page.getByText('Question 2 of 10')).toBeVisible();

    // 2 selection
    await button(page, option === 1 ? 'Check' : 'Next').click();
    await expect(page.getByRole('alert')).toHaveText('Select your options');
    for (const n of ['2', '11', '17']) await page.getByRole('checkbox', { name: choice(n) }).check();
    await checkAndNext(page, option, 'Correct!');

    // 3 text response
    await button(page, option === 1 ? 'Check' : 'Next').click();
    await expect(page.getByRole('alert')).toHaveText('Please provide your answer');
    await page.getByLabel('Your answer').fill('5/6');
    await checkAndNext(page, option, 'Correct!');

    // 4 ordering
    await sortOrdering(page, ['0.054', '0.405', '0.45', '0.5']);
    await checkAndNext(page, option, 'Correct!');

    // 5 image selection
    await page.getByRole('button', { name: /^A trapezoid/ }).click();
    await expect(page.getByRole('button', { name: /^A trapezoid/ })).toHaveAttribute('aria-pressed', 'true');
    await checkAndNext(page, option, 'Correct!');
    await expect(page.getByText(SAVED)).toBeVisible();

    // Offline from here: answers stay on this device and the status says so.
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE)).toBeVisible();

    // 6 inline text
    await button(page, option === 1 ? 'Check' : 'Next').click();
    await expect(page.getByRole('alert')).toHaveText('Please provide all answers');
    await page.getByRole('textbox', { name: 'Blank 1' }).fill('32');
    if (option === 1) {
      await button(page, 'Check').click();
      await expect(page.getByText("Your answer is saved on this device. You'll see if it is right")).toBeVisible();
    }
    await button(page, 'Next').click();

    // 7 table fill-in
    await page.getByRole('textbox', { name: 'y, row 3' }).fill('7');
    await page.getByRole('textbox', { name: 'y, row 4' }).fill('9');
    await checkAndNext(page, option, null);

    // 8 not graded
    await page.getByLabel('Your answer').fill('The choices, because I can check each one.');
    await checkAndNext(page, option, null);
    await expect(page.getByText('Question 9 of 10')).toBeVisible();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    const stored = await readStorage(page, `cs.answers.${await userId(page)}`);
    expect(JSON.parse(stored ?? '{}').entries?.length ?? 0).toBeGreaterThanOrEqual(3);

    // Close the page, come back online, open a new one: every answer is in place.
    await page.close();
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`/student/worksheet?assignmentId=${assignmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(SAVED)).toBeVisible();
    if (option === 1) {
      // Checked answers keep their feedback; the ones checked offline got theirs once the queue was sent.
      for (const [n, said] of [
        [1, 'Correct!'],
        [3, 'Correct!'],
        [5, 'Correct!'],
        [6, 'Correct!'],
        [7, 'Correct!'],
        [8, 'This question is not graded.'],
      ] as const) {
        await goTo(page, n);
        await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
      }
    } else {
      await goTo(page, 1);
      await expect(page.getByRole('radio', { name: '0.12' })).toBeChecked();
      await goTo(page, 2);
      for (const n of ['2', '11', '17']) await expect(page.getByRole('checkbox', { name: choice(n) })).toBeChecked();
      await goTo(page, 3);
      await expect(page.getByLabel('Your answer')).toHaveValue('5/6');
      await goTo(page, 4);
      await expect(page.locator('.cs-q-order-text')).toHaveText(['0.054', '0.405', '0.45', '0.5']);
      await goTo(page, 5);
      await expect(page.getByRole('button', { name: /^A trapezoid/ })).toHaveAttribute('aria-pressed', 'true');
      await goTo(page, 6);
      await expect(page.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('32');
      await goTo(page, 7);
      await expect(page.getByRole('textbox', { name: 'y, row 3' })).toHaveValue('7');
      await expect(page.getByRole('textbox', { name: 'y, row 4' })).toHaveValue('9');
      await goTo(page, 8);
      await expect(page.getByLabel('Your answer')).toHaveValue('The choices, because I can check each one.');
    }

    // 9 constructed response, 10 inline choice
    await goTo(page, 9);
    await page.getByLabel('Your answer').fill('20 cubes on the bottom layer and 3 layers: 20 x 3 = 60 cubic inches.');
    await checkAndNext(page, option, option === 1 ? 'Your teacher will grade this answer.' : null);
    await page.getByRole('combobox', { name: 'Drop-down 1' }).selectOption({ label: 'additive' });
    if (option === 1) {
      await button(page, 'Check').click();
      await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: /answered/ }),
    ).toHaveCount(10);

    // Submit: the count, then the summary with the constructed response pending.
    await button(page, 'Submit').first().click();
    const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
    await expect(dialog).toContainText('You answered 10 of 10 questions. Submit?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(urlPath('/student/assignment/summary'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
    await expect(page.getByText('Score: 10 / 12')).toBeVisible();
    await expect(page.getByText('1 answer is waiting for your teacher to grade it.')).toBeVisible();
    // A phone lists one row per question; the student opens them to read each answer.
    if (phone) await page.getByRole('button', { name: 'Show all answers' }).click();
    const cr = page.getByRole('article', { name: 'Question 9', exact: true });
    await expect(cr.getByText('Pending', { exact: true }).first()).toBeVisible();
    const first = page.getByRole('article', { name: 'Question 1', exact: true });
    await expect(first.getByText('Correct', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the summary');

    await page.getByRole('link', { name: 'See what is still waiting' }).click();
    await expect(page).toHaveURL(urlPath('/student/assignment/pendingsummary'));
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your teacher' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'the pending summary');

    if (!phone) {
      await page.getByRole('link', { name: 'Back to my assignments' }).click();
      const done = page.getByRole('article', { name: title });
      await expect(done).toContainText('Waiting for your teacher');
      await expect(done).toContainText('Score: 10 / 12');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  } finally {
    await context.close();
  }
}

const userId = async (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return JSON.parse(claims.UserInfo).UserId as number;
  });

test('feedback after each question: a student answers every type, offline half way, and submits', async ({ world }) => {
  await everyType(world, 1, { width: 1280, height: 900 });
});

test('feedback at the end, on a 390 px phone held upright: every type, offline half way, submit', async ({ world }) => {
  await everyType(world, 2, { width: 390, height: 844 });
});

test('feedback after each question: the result shows only after Check, which locks the answer on the server', async ({
  world,
}) => {
  const room = await world.paid();
  const teacher = await world.newContext(room.teacher);
  const title = `Check locks ${Date.now().toString(36)}`;
  const assignmentId = await assignEveryType(teacher, room, 1, title);
  await teacher.close();
  const context = await world.newContext(room.students[0] as Person);
  try {
    const page = await context.newPage();
    await page.goto(`/student/worksheet?assignmentId=${assignmentId}`);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('radio', { name: '0.12' }).check();
    // Saved, yet nothing says whether it is right: only Check does.
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toHaveCount(0);
    await button(page, 'Check').click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    // Locked: the choices are shown as a review, no longer as something to pick.
    await expect(page.getByRole('radio', { name: '0.12' })).toHaveCount(0);
    await expect(button(page, 'Next')).toBeVisible();

    // The lock is the server's: without this browser's own record (another device), it still holds.
    const id = await userId(page);
    const attempt = await api<{ attemptId: number; questions: { id: number }[] }>(
      page,
      'POST',
      `/api/v1/student/assignments/${assignmentId}/attempt`,
    );
    await page.evaluate((key) => {
      for (const k of Object.keys(localStorage)) if (k.startsWith(key)) localStorage.removeItem(k);
    }, `cs.checked.${id}.`);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '0.12' })).toHaveCount(0);
    const token = await readStorage(page, 'token');
    const changed = await page.request.put(
      `/api/v1/student/attempts/${attempt.attemptId}/responses/${attempt.questions[0]?.id}`,
      {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          clientId: crypto.randomUUID(),
          clientSeq: Date.now() + 60_000,
          answer: { answerType: 1, choiceId: 'x' },
        },
      },
    );
    expect(changed.status()).toBe(409);
    expect((await changed.json()).title).toBe('This answer was checked and can no longer be changed');
  } finally {
    await context.close();
  }
});

test('signing out with answers not yet sent asks first, keeps them on the device and sends them at the next sign-in', async ({
  browser,
  world,
}) => {
  const room = await world.paid();
  const mia = room.students[0] as Person;
  const teacher = await world.newContext(room.teacher);
  const title = `Sign-out safety ${Date.now().toString(36)}`;
  const assignmentId = await assignEveryType(teacher, room, 2, title);
  await teacher.close();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, mia);
    await page.goto(`/student/worksheet?assignmentId=${assignmentId}`);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('radio', { name: '0.12' }).check();
    await expect(page.getByText(OFFLINE)).toBeVisible();

    const id = await userId(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answers not sent yet' });
    await expect(dialog).toContainText(
      'You have 1 answer not yet sent. It will be kept on this device and sent next time you sign in. Sign out?',
    );
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the sign-out question');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(urlPath('/login'));
    expect(await readStorage(page, `cs.answers.${id}`)).toContain('"choiceId":"a"');

    await context.setOffline(false);
    await signIn(page, mia);
    const card = page.getByRole('article', { name: title });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('Answered 1 of 10', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await context.close();
  }
});
