import { expectNoSeriousA11yViolations } from './support/a11y';
import { assign, libraryWorksheet, saveAnswer, startAttempt } from './support/demo-work';
import { expect, test } from './support/signed-in';
import type { Person } from './support/world';

// Math is shown as math wherever staff read an answer: Mia picks a wrong sum of fractions, and the monitor's
// most common wrong answer and her live sheet show the fractions rendered by KaTeX, never the TeX source.

// Two sign-ins, an assignment and a live room: as long as the monitor's own spec allows.
test.describe.configure({ timeout: 150_000 });
// A teacher made for the test (support/world.ts) opens the monitor signed in (support/signed-in.ts).
test.use({ signedInAs: 'own teacher' });

const PROMPT = 'as a sum of unit fractions?';
const WRONG = '$\\frac{1}{5}+\\frac{1}{8}$';

test('the live monitor renders the math of a wrong answer', async ({ page, world }) => {
  const { request } = world;
  const room = await world.paid();
  const mia = room.students[0] as Person;
  const teacher = await world.token(room.teacher);
  const student = await world.token(mia);
  const cls = { id: room.classId };
  const worksheet = await libraryWorksheet(request, teacher, 'sum of unit fractions');
  const assignmentId = await assign(request, teacher, {
    classId: cls.id,
    worksheetId: worksheet.id,
    title: `Fractions live ${Date.now().toString(36)}`,
  });
  const attempt = await startAttempt(request, student, assignmentId);
  const index = attempt.questions.findIndex((q) => q.prompt?.includes(PROMPT));
  const question = attempt.questions[index];
  const wrong = question?.choices?.find((c) => c.text === WRONG);
  expect(wrong, 'the question offers the wrong sum 1/5 + 1/8').toBeDefined();
  await saveAnswer(request, student, attempt.attemptId, question!.id, { answerType: 1, choiceId: wrong!.id });

  await page.goto(`/teacher/clearmonitor?assignmentId=${assignmentId}`);
  const figures = page.getByRole('table', { name: /Share of scored answers that are correct/ });
  const row = figures.getByRole('row').nth(index + 1);
  await expect(row).toContainText('(1 student)');
  await expect(row.locator('.katex').first()).toBeVisible();
  await expect(row.locator('.katex .mfrac')).toHaveCount(2);
  await expect(row).not.toContainText('\\frac');
  await expectNoSeriousA11yViolations(page, 'the live monitor with math in an answer');

  // Her live sheet shows the choice she picked, rendered too.
  await page.getByRole('link', { name: new RegExp(mia.name) }).click();
  const sheetQuestion = page.getByRole('article', { name: `Question ${index + 1}`, exact: true });
  await expect(sheetQuestion.locator('.katex').first()).toBeVisible();
  await expect(sheetQuestion).not.toContainText('\\frac');
});
