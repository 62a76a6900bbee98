import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginForm, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// A live lesson end to end: a teacher of the licensed demo school (made for this test, with Mia and Kim in Grade 5
// Math) launches the seeded grade 5 lesson "Parentheses, Brackets and the Order of Operations" for Grade 5 Math,
// opens the projector window, and Mia (one click from her list, on a laptop) and Kim (by the code, on a 390 px
// phone, signing in with her first password) follow it. They check in, answer the thumbs check and the
// checkpoint; the teacher's tallies move without a reload; Mia's 100 opens the pathway and Kim's miss routes her to
// the intervention; the teacher ends and rates the lesson and its report shows both routes.

test.describe.configure({ timeout: 150_000 });

const LESSON = 'Parentheses, Brackets and the Order of Operations';

/** Answers the checkpoint: all right, or the first question wrong. */
async function answerCheckpoint(page: Page, allRight: boolean) {
  const check = page.getByRole('region', { name: 'Checkpoint' });
  await check.getByRole('radio', { name: allRight ? /Subtract/ : /Add all three/ }).check();
  await check.getByRole('combobox', { name: 'Drop-down 1' }).selectOption({ label: 'add 2 and 4' });
  await check.getByRole('combobox', { name: 'Drop-down 2' }).selectOption({ label: 'subtract the sum from 12' });
  await check.getByRole('textbox', { name: 'Your answer' }).fill('10');
  await page.getByRole('button', { name: 'Turn in' }).click();
}

test('a teacher teaches a Clear Lesson live to two students, who are routed by their checkpoint', async ({
  browser,
  world,
}) => {
  const room = await world.paid();
  const [miaAccount, kim] = room.students as [(typeof room.students)[0], (typeof room.students)[0]];
  const teacherContext = await world.newContext(room.teacher);
  const miaContext = await world.newContext(miaAccount);
  const kimContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const teacher = await teacherContext.newPage();
    await openHome(teacher, room.teacher);

    // The library, filtered to grade 5; launching opens the control screen with the code.
    await teacher.getByRole('link', { name: 'Clear Lessons', exact: true }).click();
    await expect(teacher).toHaveURL(urlPath('/teacher/clearlesson'));
    await teacher.getByLabel('Search', { exact: true }).fill('Parentheses');
    await expect(teacher.getByText('1 lesson', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(teacher, 'the Clear Lessons library');
    await teacher.getByRole('button', { name: `Launch ${LESSON}` }).click();
    const launch = teacher.getByRole('dialog');
    // The lesson is for Grade 5 Math only, whatever the dialog offers first.
    for (const box of await launch.getByRole('checkbox').all()) await box.uncheck();
    await launch.getByRole('checkbox', { name: /Grade 5 Math/ }).check();
    await launch.getByRole('button', { name: 'Start the lesson' }).click();
    await expect(teacher).toHaveURL(/\/teacher\/clearlesson\/launchclearlesson\?cc=[A-Z0-9]{6}$/);
    const code = new URL(teacher.url()).searchParams.get('cc')!;
    await expect(teacher.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expect(teacher.getByText(code, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(teacher, 'the live lesson control screen');

    // The projector window: the slide and the tallies, no controls.
    const projector = await teacherContext.newPage();
    await projector.goto(`/teacher/clearlesson/launchclearlesson?cc=${code}&audience=1`);
    await expect(projector.getByText(`code ${code}`)).toBeVisible();
    await expect(projector.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(projector, 'the projector view');

    // Mia joins from her list with one click; Kim signs in on her phone and joins by the code.
    const mia = await miaContext.newPage();
    await mia.goto('/student/clearlesson');
    // The newest session first (a forgotten earlier one of the same lesson would follow it).
    await mia
      .getByRole('button', { name: new RegExp(`^Join ${LESSON}, started at`) })
      .first()
      .click();
    await expect(mia.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expectNoSeriousA11yViolations(mia, "the student's live lesson");
    const kimPage = await kimContext.newPage();
    await kimPage.goto('/login');
    const form = loginForm(kimPage);
    await form.username.fill(kim.username);
    await form.password.fill(kim.password);
    await form.submit.click();
    await expect(kimPage).toHaveURL(urlPath('/student'));
    await kimPage.goto('/student/clearlesson');
    await expectNoSeriousA11yViolations(kimPage, "the student's live lessons on a phone");
    await kimPage.getByRole('textbox', { name: 'Lesson code' }).fill(code.toLowerCase());
    await kimPage.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(kimPage.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expect(teacher.getByText('2 students joined')).toBeVisible();

    // The check-in: Mia is happy, and the projector's mood tally says so.
    await mia.getByRole('button', { name: 'Happy' }).click();
    const moods = projector.getByRole('table', { name: /How students feel/ });
    await expect(moods.getByRole('row', { name: /Happy/ })).toContainText('1');

    // The teacher moves to the prior-knowledge slide: both screens follow; thumbs up and down reach the tally.
    await teacher.getByRole('button', { name: 'Next' }).click();
    await teacher.getByRole('button', { name: 'Next' }).click();
    await expect(mia.getByRole('heading', { name: 'How sure are you?' })).toBeVisible();
    await expect(kimPage.getByRole('heading', { name: 'How sure are you?' })).toBeVisible();
    await mia.getByRole('button', { name: 'Thumbs up' }).click();
    await kimPage.getByRole('button', { name: 'Thumbs down' }).click();
    await teacher.getByText('View results', { exact: true }).click();
    const thumbs = teacher.getByRole('table', { name: /How sure are you/ });
    await expect(thumbs.getByRole('row', { name: /Thumbs up/ })).toContainText('1');
    await expect(thumbs.getByRole('row', { name: /Thumbs down/ })).toContainText('1');
    await expect(
      projector.getByRole('table', { name: /How sure are you/ }).getByRole('row', { name: /Thumbs down/ }),
    ).toContainText('1');
    await expectNoSeriousA11yViolations(teacher, 'the live results');

    // Pausing stops answers on the students' screens; resuming lets them go on.
    await teacher.getByRole('button', { name: 'Pause' }).click();
    await expect(mia.getByRole('heading', { name: 'Paused' })).toBeVisible();
    await teacher.getByRole('button', { name: 'Resume' }).click();
    await expect(mia.getByRole('heading', { name: 'Paused' })).toHaveCount(0);

    // The checkpoint: Mia answers everything right, Kim misses the first question; both turn it in.
    const jump = teacher.getByRole('textbox', { name: 'Go to slide' });
    await expect(jump).toBeEnabled();
    await jump.click();
    await teacher.getByRole('option', { name: '7. Checkpoint' }).click();
    await expect(mia.getByRole('region', { name: 'Checkpoint' })).toBeVisible();
    await answerCheckpoint(mia, true);
    await expect(mia.getByText('You got 100! Try the challenge.')).toBeVisible();
    await answerCheckpoint(kimPage, false);
    await expect(kimPage.getByText(/You got 75\. Let’s practice a bit more\./)).toBeVisible();
    await expect(kimPage.getByRole('button', { name: 'Turn in the re-check' })).toBeVisible();
    await expectNoSeriousA11yViolations(kimPage, "the student's route on a phone");

    // The teacher sees each route as it happens.
    await teacher.getByText('View students', { exact: true }).click();
    const students = teacher.getByRole('table', { name: /Students, their answers on this slide and their routes/ });
    await expect(students.getByRole('row', { name: new RegExp(miaAccount.name) })).toContainText('Score 100');
    await expect(students.getByRole('textbox', { name: `Route of ${miaAccount.name} after Checkpoint` })).toHaveValue(
      'Pathway',
    );
    await expect(students.getByRole('textbox', { name: `Route of ${kim.name} after Checkpoint` })).toHaveValue(
      'Intervention: Group instruction',
    );
    await expectNoSeriousA11yViolations(teacher, 'the live students view');
    // Kim's group instruction, as a small group of Grade 5 Math.
    await teacher
      .getByRole('button', { name: 'Checkpoint: make a small group of the 1 student in group instruction' })
      .click();
    await expect(
      teacher.getByText(/Small group “Group instruction: Checkpoint, .*” made with 1 student\./),
    ).toBeVisible();

    // The end: the students are told, the teacher rates and completes it.
    await teacher.getByRole('button', { name: 'End lesson' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'End lesson' }).click();
    await expect(mia.getByRole('heading', { name: 'This lesson has ended' })).toBeVisible();
    await expect(kimPage.getByRole('heading', { name: 'This lesson has ended' })).toBeVisible();
    // The rating's stars are radios drawn over hidden inputs: chosen by keyboard, as a keyboard user would.
    await teacher.getByRole('radio', { name: '4 stars' }).focus();
    await teacher.keyboard.press('Space');
    await expect(teacher.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await teacher.getByRole('button', { name: 'Mark complete' }).click();
    await expect(teacher.getByText('Marked complete. Thank you!')).toBeVisible();

    // The ended lesson links to its report, which shows the checkpoint's routes, per student; the lesson summary
    // lists the session too.
    await teacher.getByRole('link', { name: 'See this lesson’s report' }).click();
    await expect(teacher).toHaveURL(/\/teacher\/lessonsummary\/report\?session=\d+/);
    await teacher.goto('/teacher/lessonsummary');
    await teacher
      .getByRole('link', { name: new RegExp(`View the report of ${LESSON}`) })
      .first()
      .click();
    await expect(teacher).toHaveURL(/\/teacher\/lessonsummary\/report\?session=\d+/);
    await expect(teacher.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expect(teacher.getByText('Checkpoint: Pathway').first()).toBeVisible();
    await expect(teacher.getByText('Checkpoint: Group instruction').first()).toBeVisible();
    await expectNoSeriousA11yViolations(teacher, 'the lesson report');

    // The class's lesson crystal report now counts the checks' answers: by standard, and per student.
    await teacher.goto('/teacher/clearlessoncrystalreport');
    await expect(teacher).toHaveURL(/classId=\d+/);
    await expect(teacher.getByText(/lessons? completed in this range/)).toBeVisible();
    await teacher
      .getByRole('navigation', { name: 'Views of the lesson crystal report' })
      .getByRole('link', { name: 'Standards' })
      .click();
    await expect(teacher.getByRole('table', { name: 'Standards the lessons’ checks assessed' })).toContainText('5.4E');
    await expectNoSeriousA11yViolations(teacher, 'the lesson crystal report by standard');
  } finally {
    await kimContext.close();
    await miaContext.close();
    await teacherContext.close();
  }
});
