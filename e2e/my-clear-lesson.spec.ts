import { expectNoSeriousA11yViolations } from './support/a11y';
import { slidesPdf } from './support/pdf-file';
import { urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';
import type { Person } from './support/world';

// A My Clear Lesson from a teacher's own presentation: a teacher made for the test (support/world.ts) uploads a two-page PDF (each page rendered
// in the browser and uploaded as a slide), adds a thumbs check to the first page, saves, reloads, and teaches it;
// Mia joins it from her lessons and answers; the teacher's tally moves.

test.describe.configure({ timeout: 120_000 });

test('a teacher builds a lesson from a two-page PDF and teaches it live', async ({ world }) => {
  const room = await world.paid();
  const teacherContext = await world.newContext(room.teacher);
  const miaContext = await world.newContext(room.students[0] as Person);
  try {
    const teacher = await teacherContext.newPage();
    await openHome(teacher, room.teacher);
    await teacher.getByRole('link', { name: 'My Clear Lessons' }).click();
    await expect(teacher).toHaveURL(urlPath('/teacher/myclearlesson'));
    await expectNoSeriousA11yViolations(teacher, 'My Clear Lessons');
    await teacher.getByRole('link', { name: 'Build a lesson' }).first().click();
    await expect(teacher).toHaveURL(urlPath('/teacher/myclearlesson/myclearlessonmanage'));

    const title = `Adding fractions ${Date.now().toString(36)}`;
    await teacher.getByLabel('Title').first().fill(title);
    await teacher
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'fractions.pdf',
        mimeType: 'application/pdf',
        buffer: slidesPdf([
          { title: 'Adding Fractions', line: 'Page one: like denominators' },
          { title: 'Check your understanding', line: 'Page two: unlike denominators' },
        ]),
      });
    await expect(teacher.getByText('2 slides added.')).toBeVisible({ timeout: 30_000 });
    await expect(teacher.getByRole('img', { name: 'Page 1 of fractions.pdf' }).first()).toBeVisible();

    // A thumbs check on page 1.
    await teacher.getByRole('textbox', { name: 'Add to this slide' }).click();
    await teacher.getByRole('option', { name: 'Presentation text with a quick check' }).click();
    await teacher.getByRole('button', { name: 'Add', exact: true }).click();
    await teacher.getByLabel('Quick check question').fill('Did adding like denominators make sense?');
    await expectNoSeriousA11yViolations(teacher, 'the lesson builder');
    await teacher.getByRole('button', { name: 'Save lesson' }).click();
    await expect(teacher).toHaveURL(/\/teacher\/myclearlesson\/myclearlessonmanage\?id=\d+$/);
    await expect(teacher.getByText('All changes saved')).toBeVisible();
    await teacher.reload();
    await expect(teacher.getByLabel('Title').first()).toHaveValue(title);
    await expect(teacher.getByText('2 slides', { exact: true })).toBeVisible();

    // Teach it: the control screen of a My Clear Lesson, and Mia in her lessons.
    await teacher.getByRole('button', { name: 'Launch', exact: true }).click();
    const launch = teacher.getByRole('dialog');
    for (const box of await launch.getByRole('checkbox').all()) await box.uncheck();
    await launch.getByRole('checkbox', { name: /Grade 5 Math/ }).check();
    await launch.getByRole('button', { name: 'Start the lesson' }).click();
    await expect(teacher).toHaveURL(/\/teacher\/teachermyclearlesson\/launchclearlesson\?cc=[A-Z0-9]{6}$/);
    await expect(teacher.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const mia = await miaContext.newPage();
    await mia.goto('/student/mylesson');
    await mia.getByRole('button', { name: new RegExp(`^Join ${title}, started at`) }).click();
    await expect(mia.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(mia.getByRole('img', { name: 'Page 1 of fractions.pdf' })).toBeVisible();
    await mia.getByRole('button', { name: 'Thumbs up' }).click();
    await expectNoSeriousA11yViolations(mia, 'a My Clear Lesson on the student screen');
    await teacher.getByText('View results', { exact: true }).click();
    const tally = teacher.getByRole('table', { name: /answers so far/ });
    await expect(tally.getByRole('row', { name: /Thumbs up/ })).toContainText('1');

    // The second page, then the end.
    await teacher.getByRole('button', { name: 'Next' }).click();
    await expect(mia.getByRole('img', { name: 'Page 2 of fractions.pdf' })).toBeVisible();
    await teacher.getByRole('button', { name: 'End lesson' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'End lesson' }).click();
    await expect(mia.getByRole('heading', { name: 'This lesson has ended' })).toBeVisible();
  } finally {
    await miaContext.close();
    await teacherContext.close();
  }
});
