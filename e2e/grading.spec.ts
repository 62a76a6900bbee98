import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Classroom, Person, World } from './support/world';

// Grading and results end to end. Set up through the API: a teacher made for the test (support/world.ts) assigns the library's "every
// question type" worksheet to Grade 5 Math, and Mia answers some questions (question 1 wrongly), writes the
// constructed response and submits. Then, in the browser: the teacher's home shows the pending figure, the
// teacher grades the written answer with a rubric level and feedback (keyboard shortcuts included), the results
// page shows the new score and exports the CSV, Mia's sheet shows her answer and the feedback, and overriding
// question 1 with a note updates her total. The teacher starts signed in (support/signed-in.ts).

test.describe.configure({ timeout: 120_000 });

const WORKSHEET = 'Grade 5 review: every question type';
const ANSWER = 'The bottom layer is 5 x 4 = 20 cubes and there are 3 layers, so 20 x 3 = 60 cubic inches.';
const FEEDBACK = 'Clear explanation: you found one layer and multiplied by the number of layers.';

async function call<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type StudentQuestion = {
  id: number;
  answerType: number;
  choices?: { id: string; text: string }[];
  blankIds?: string[];
};

/** The worksheet to Grade 5 Math; with `answer`, Mia answers (1 wrong, 2, 3, 6 right, 8 and 9 written) and submits. */
async function assignWorksheet(world: World, room: Classroom, title: string, answer: boolean): Promise<number> {
  const { request } = world;
  const teacher = await world.token(room.teacher);
  const library = await call<{ items: { id: number; title: string }[] }>(
    request,
    teacher,
    'GET',
    '/api/v1/library/worksheets?q=every',
  );
  const worksheet = library.items.find((w) => w.title === WORKSHEET);
  expect(worksheet, 'the library seed has the every-answer-type worksheet').toBeDefined();
  const created = await call<{ id: number }>(request, teacher, 'POST', '/api/v1/assignments', {
    classIds: [room.classId],
    worksheetId: worksheet?.id,
    feedbackOption: 2,
    title,
  });
  if (!answer) return created.id;

  const student = await world.token(room.students[0] as Person);
  const attempt = await call<{ attemptId: number; questions: StudentQuestion[] }>(
    request,
    student,
    'POST',
    `/api/v1/student/assignments/${created.id}/attempt`,
  );
  const pick = (q: StudentQuestion, ...texts: string[]) =>
    (q.choices ?? []).filter((c) => texts.includes(c.text)).map((c) => c.id);
  const answers: Record<number, unknown> = {
    1: (q: StudentQuestion) => ({ answerType: 1, choiceId: pick(q, '1.2')[0] }),
    2: (q: StudentQuestion) => ({ answerType: 2, choiceIds: pick(q, '2', '11', '17') }),
    3: () => ({ answerType: 3, text: '5/6' }),
    6: (q: StudentQuestion) => ({
      answerType: 6,
      blanks: Object.fromEntries((q.blankIds ?? []).map((id) => [id, '32'])),
    }),
    8: () => ({ answerType: 8, text: 'The ordering question.' }),
    9: () => ({ answerType: 9, text: ANSWER }),
  };
  let seq = 0;
  for (const q of attempt.questions) {
    const build = answers[q.answerType] as ((q: StudentQuestion) => unknown) | undefined;
    if (!build) continue;
    seq += 1;
    await call(request, student, 'PUT', `/api/v1/student/attempts/${attempt.attemptId}/responses/${q.id}`, {
      clientId: randomUUID(),
      clientSeq: seq,
      answer: build(q),
    });
  }
  await call(request, student, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  return created.id;
}

test.describe(() => {
  test.use({ signedInAs: 'own teacher' });
  test('a teacher grades a written answer, reads the results, exports them and overrides a score', async ({
    page,
    world,
  }) => {
    const room = await world.paid();
    const mia = room.students[0] as Person;
    const title = `Grading ${Date.now().toString(36)}`;
    const assignmentId = await assignWorksheet(world, room, title, true);

    // The teacher's home: the pending figure, linking to the grading queue.
    await openHome(page, room.teacher);
    const card = page.getByRole('region', { name: 'Grading' });
    await expect(card.getByText(/^Waiting for grading: \d+ responses?$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the teacher home');
    await card.getByRole('link', { name: 'Grade responses' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/gradelessonresult'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grading' })).toBeVisible();
    await expect(
      page.getByText('waiting for your score and feedback, across all your assignments', { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/gradelessonresult');
    await page.getByRole('link', { name: `Grade the responses of ${title}` }).click();

    // The grading page: question, sample answer, Mia's answer, the rubric.
    await expect(page).toHaveURL(urlPath('/teacher/graderesult'));
    await expect(page.getByText('1 response left to grade')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Question 9 · ${mia.name}` })).toBeVisible();
    await expect(page.getByText(ANSWER)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sample answer' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Grading scale' })).toHaveValue(
      'Short constructed response (0-2 points)',
    );
    await expectNoSeriousA11yViolations(page, '/teacher/graderesult');

    // Hide names, for grading fairly.
    const hide = page.getByRole('switch', { name: 'Hide names' });
    await hide.check();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 9 · Student 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(mia.name) })).toHaveCount(0);
    await hide.uncheck();

    // The number key 2 picks the level worth 2 points; typing digits in the feedback box only types.
    await page.getByRole('heading', { level: 1, name: 'Grade responses' }).click();
    await page.keyboard.press('2');
    await expect(page.getByRole('radio', { name: '2 – Complete' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^Score/ })).toHaveValue('2');
    const feedback = page.getByLabel('Feedback for the student');
    await feedback.press('1');
    await expect(feedback).toHaveValue('1');
    await expect(page.getByRole('radio', { name: '2 – Complete' })).toBeChecked();
    await feedback.fill(FEEDBACK);
    // Ctrl+Enter saves from the feedback box.
    await feedback.press('Control+Enter');
    await expect(page.getByText('Feedback added')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing to grade' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the empty grading page');

    // The results: Mia's new score (0 + 2 + 1 + 1 + 2 for the written answer = 6 of 12), nothing pending.
    await page.getByRole('link', { name: 'See the results' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/assignment/result'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No student completed the assignment')).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(mia.name) });
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('6 of 12');
    await expect(row).toContainText('50%');
    await expect(
      page.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'Pending grading' }),
    ).toContainText('0');
    await expect(page.getByRole('button', { name: /^Grade \d+ response/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/teacher/assignment/result');

    // Export CSV: the file the server sends, with Mia's row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`assignment-${assignmentId}-results.csv`);
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv).toContain(`${mia.name},Grade 5 Math,Submitted,6,12,50`);

    // Mia's sheet: her written answer with the feedback.
    await row.getByRole('link', { name: mia.name }).click();
    await expect(page).toHaveURL(urlPath('/teacher/assignment/studentscores'));
    await expect(page.getByRole('heading', { level: 1, name: mia.name })).toBeVisible();
    await expect(page.getByText('6 of 12 (50%)')).toBeVisible();
    const written = page.getByRole('article', { name: 'Question 9' });
    await expect(written).toContainText(ANSWER);
    await expect(written).toContainText(FEEDBACK);
    await expectNoSeriousA11yViolations(page, '/teacher/assignment/studentscores');

    // Override question 1 (answered 1.2): the note is required; the total goes up by one.
    await page.getByRole('button', { name: 'Override score: question 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override the score of question 1' });
    await dialog.getByLabel('New score').fill('1');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog.getByText('Say why the score changes')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the override dialog');
    await dialog
      .getByLabel('Why the score changes')
      .fill('Mia showed the right method in class; the decimal point slipped.');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Data updated')).toBeVisible();
    await expect(page.getByText('7 of 12 (58%)')).toBeVisible();
    await expect(
      page.getByText('Score changed by a teacher: Mia showed the right method', { exact: false }),
    ).toBeVisible();

    // The results agree.
    await page.getByRole('link', { name: `Results of ${title}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(mia.name) })).toContainText('7 of 12');
  });
});

test('results before anyone submits, class and school results, on a 390 px phone', async ({ world }) => {
  const room = await world.paid();
  const mia = room.students[0] as Person;
  const title = `Not started ${Date.now().toString(36)}`;
  const assignmentId = await assignWorksheet(world, room, title, false);
  const context = await world.newContext(room.teacher, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    const noHorizontalScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/teacher/assignment/result?id=${assignmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No student completed the assignment')).toBeVisible();
    // Phones get one card per student instead of the table.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: mia.name })).toContainText('Not started');
    await noHorizontalScroll();
    await expectNoSeriousA11yViolations(page, 'results with no submission (390 px)');

    await page.getByRole('link', { name: mia.name }).click();
    await expect(page.getByText('Not attempted yet.')).toBeVisible();
    await noHorizontalScroll();

    await page.goto('/teacher/classresult');
    await expect(page).toHaveURL(/classId=\d+/);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    const grid = page.getByRole('region', { name: 'Scores by student' });
    await expect(grid.getByRole('rowheader', { name: mia.name })).toBeVisible();
    await noHorizontalScroll();
    await expectNoSeriousA11yViolations(page, '/teacher/classresult (390 px)');

    await page.goto('/teacher/schooldetails');
    await expect(page.getByRole('heading', { level: 1, name: 'School results' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(/Completed: 0 of \d+/);
    await noHorizontalScroll();
    await expectNoSeriousA11yViolations(page, '/teacher/schooldetails (390 px)');
  } finally {
    await context.close();
  }
});
