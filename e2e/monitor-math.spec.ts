import { expectNoSeriousA11yViolations } from './support/a11y';
import { assign, grade5Math, libraryWorksheet, saveAnswer, startAttempt, tokenFor } from './support/demo-work';
import { expect, test } from './support/signed-in';

// Math is shown as math wherever staff read an answer: Mia picks a wrong sum of fractions, and the monitor's
// most common wrong answer and her live sheet show the fractions rendered by KaTeX, never the TeX source.

// Two sign-ins, an assignment and a live room: as long as the monitor's own spec allows.
test.describe.configure({ timeout: 150_000 });
// The teacher opens the monitor with the saved sign-in (support/signed-in.ts).
test.use({ signedInAs: 'teacher' });

const PROMPT = 'as a sum of unit fractions?';
const WRONG = '$\\frac{1}{5}+\\frac{1}{8}$';

test('the live monitor renders the math of a wrong answer', async ({ page, request }) => {
  const teacher = await tokenFor(request, 'teacher');
  const student = await tokenFor(request, 'student');
  const cls = await grade5Math(request, teacher);
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
  await page.getByRole('link', { name: /Mia Lopez/ }).click();
  const sheetQuestion = page.getByRole('article', { name: `Question ${index + 1}`, exact: true });
  await expect(sheetQuestion.locator('.katex').first()).toBeVisible();
  await expect(sheetQuestion).not.toContainText('\\frac');
});
