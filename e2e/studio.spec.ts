import zlib from 'node:zlib';
import { MESSAGES } from '@clearsheets/shared';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath, visibleText } from './support/session';
import { expect, test } from './support/signed-in';

// Clearsheet Studio as a teacher uses it: a new worksheet with one question of each of the ten answer
// types, written in the editors (autosaved as they type), previewed as a student and found again under
// "My worksheets". The paid teacher is made for the test (support/world.ts), the free one only looks; each
// starts signed in (support/signed-in.ts).

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A small solid-colour PNG (what a teacher's picture upload sends), built here so the test needs no files. */
function solidPng(rgb: [number, number, number], size = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A field of the question editor, by its exact label. */
const field = (page: Page, name: string): Locator => page.getByRole('textbox', { name, exact: true });

/** Chooses an answer type from "Add question" and waits until the new question is the one being edited. */
async function addQuestion(page: Page, number: number, type: string) {
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Question ${number}: ${type}` })).toBeVisible();
}

/** Writes the question's prompt. */
async function prompt(page: Page, text: string) {
  await field(page, 'Question').fill(text);
}

/** The question's entry in the list says it is complete. */
async function expectComplete(page: Page, number: number, type: string) {
  await expect(page.getByRole('button', { name: `Edit question ${number}, ${type}, Complete` })).toBeVisible();
}

/** Uploads a picture through a button that opens the file picker. */
async function upload(page: Page, button: string, name: string, rgb: [number, number, number]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: solidPng(rgb) });
}

test.describe(() => {
  test.use({ signedInAs: 'own teacher' });
  test('a teacher writes one question of each answer type, previews the worksheet and finds it in My worksheets', async ({
    page,
  }) => {
    // Ten editors, two uploads and three axe scans: a long journey.
    test.setTimeout(150_000);
    const title = `Studio tour ${tag()}`;
    // The studio list, then a new worksheet: the details come first and are checked before anything is sent.
    await page.goto('/teacher/clearsheetstudio/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Clearsheet Studio' })).toBeVisible();
    await page.getByRole('link', { name: 'New worksheet' }).first().click();
    await expect(page).toHaveURL(urlPath('/teacher/clearsheetstudio'));
    await page.getByRole('button', { name: 'Create worksheet' }).click();
    await expect(page.getByText(MESSAGES.gradeRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.subjectRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/clearsheetstudio (new, with errors)');

    await field(page, 'Title').fill(title);
    await page.getByRole('textbox', { name: 'Grade' }).click();
    await page.getByRole('option', { name: 'Grade 5', exact: true }).click();
    await page.getByRole('textbox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Math', exact: true }).click();
    await page.getByRole('textbox', { name: /^Standards/ }).click();
    await page.getByRole('option', { name: /^5\.3K / }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create worksheet' }).click();
    await expect(page).toHaveURL(/\/teacher\/clearsheetstudio\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // 1 Multiple choice: one correct radio. A second question cannot start while this one is unfinished.
    await addQuestion(page, 1, 'Multiple choice');
    await prompt(page, 'What is $\\frac{1}{2} + \\frac{1}{4}$?');
    await field(page, 'Choice 1').fill('$\\frac{3}{4}$');
    await field(page, 'Choice 2').fill('$\\frac{2}{6}$');
    await field(page, 'Choice 3').fill('1');
    await field(page, 'Choice 4').fill('$\\frac{1}{8}$');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('menuitem', { name: /^Selection/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.saveQuestionFirst })).toBeVisible();
    await expect(page.getByText('Mark one correct choice')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1: Multiple choice' })).toBeVisible();
    await page.getByRole('radio', { name: 'Choice 1 is correct' }).check();
    await expectComplete(page, 1, 'Multiple choice');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.saveQuestionFirst })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/teacher/clearsheetstudio (multi choice)');

    // 2 Selection: several correct checkboxes.
    await addQuestion(page, 2, 'Selection');
    await prompt(page, 'Select every even number.');
    for (const [n, text] of [
      [1, '2'],
      [2, '3'],
      [3, '4'],
      [4, '5'],
    ] as const)
      await field(page, `Choice ${n}`).fill(text);
    await page.getByRole('checkbox', { name: 'Choice 1 is correct' }).check();
    await page.getByRole('checkbox', { name: 'Choice 3 is correct' }).check();
    await expectComplete(page, 2, 'Selection');

    // 3 Text response: two accepted answers.
    await addQuestion(page, 3, 'Text response');
    await prompt(page, 'What is $3 \\times 4$?');
    await field(page, 'Accepted answer 1').fill('12');
    await page.getByRole('button', { name: 'Add accepted answer' }).click();
    await field(page, 'Accepted answer 2').fill('twelve');
    await expectComplete(page, 3, 'Text response');

    // 4 Ordering: the items in their correct order.
    await addQuestion(page, 4, 'Ordering');
    await prompt(page, 'Order from least to greatest.');
    await field(page, 'Item 1').fill('0.2');
    await field(page, 'Item 2').fill('0.5');
    await field(page, 'Item 3').fill('0.75');
    await expectComplete(page, 4, 'Ordering');

    // 5 Image selection: each picture uploaded with its alt text, one marked correct.
    await addQuestion(page, 5, 'Image selection');
    await prompt(page, 'Click the blue square.');
    await upload(page, 'Upload image 1', 'red.png', [220, 40, 40]);
    await expect(page.getByRole('button', { name: 'Replace image 1' })).toBeVisible();
    await field(page, 'Alt text for image 1').fill('A red square');
    await upload(page, 'Upload image 2', 'blue.png', [40, 90, 220]);
    await field(page, 'Alt text for image 2').fill('A blue square');
    await page.getByRole('radio', { name: 'Image 2 is correct' }).check();
    await expect(page.getByRole('button', { name: 'Replace image 2' })).toBeVisible();
    await expectComplete(page, 5, 'Image selection');

    // 6 Fill in the blanks: a blank inserted at the cursor, with its accepted answer.
    await addQuestion(page, 6, 'Fill in the blanks');
    await prompt(page, 'Complete the sentence.');
    const sentence = field(page, 'Sentence');
    await sentence.fill('Half of 10 is .');
    await sentence.press('End');
    await sentence.press('ArrowLeft');
    await page.getByRole('button', { name: 'Insert blank' }).click();
    await expect(sentence).toHaveValue('Half of 10 is {{blank:b1}}.');
    await field(page, 'Blank 1, Accepted answer 1').fill('5');
    await expectComplete(page, 6, 'Fill in the blanks');

    // 7 Table fill-in: headings, given cells and cells to fill in.
    await addQuestion(page, 7, 'Table fill-in');
    await prompt(page, 'Double each number.');
    await field(page, 'Heading of column 1').fill('n');
    await field(page, 'Heading of column 2').fill('2n');
    await field(page, 'Text in row 1, column n').fill('1');
    await field(page, 'Row 1, column 2n, Accepted answer 1').fill('2');
    await field(page, 'Text in row 2, column n').fill('3');
    await field(page, 'Row 2, column 2n, Accepted answer 1').fill('6');
    await expectComplete(page, 7, 'Table fill-in');

    // 8 Not graded: the prompt is the whole question.
    await addQuestion(page, 8, 'Not graded');
    await prompt(page, 'Which question was hardest today? Why?');
    await expectComplete(page, 8, 'Not graded');

    // 9 Constructed response: graded by the teacher, with a sample answer and more points.
    await addQuestion(page, 9, 'Constructed response');
    await prompt(page, 'Explain how you know that $0.5 = \\frac{1}{2}$.');
    await page.getByRole('textbox', { name: 'Sample answer' }).fill('Five tenths is the same as one half.');
    await page.getByRole('textbox', { name: 'Maximum points' }).fill('3');
    await expectComplete(page, 9, 'Constructed response');

    // 10 Inline choice: a drop-down inserted into the sentence, its options, one correct.
    await addQuestion(page, 10, 'Inline choice');
    await prompt(page, 'Choose the word that makes the sentence true.');
    const choiceSentence = field(page, 'Sentence');
    await choiceSentence.fill('A square has sides of length');
    await choiceSentence.press('End');
    await page.getByRole('button', { name: 'Insert drop-down' }).click();
    await expect(choiceSentence).toHaveValue('A square has sides of length {{choice:c1}}');
    await field(page, 'Drop-down 1, Option 1').fill('equal');
    await field(page, 'Drop-down 1, Option 2').fill('different');
    await field(page, 'Drop-down 1, Option 3').fill('no');
    await page.getByRole('radio', { name: 'Drop-down 1, Option 1: Correct' }).check();
    await expectComplete(page, 10, 'Inline choice');

    // Everything is saved: the status says so, and the progress counts all ten.
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
    await expect(visibleText(page, '10 of 10 questions complete')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/clearsheetstudio (inline choice)');

    // Reordering by keyboard: Alt+Up on the tenth question makes it the ninth.
    await page.getByRole('button', { name: 'Edit question 10, Inline choice, Complete' }).press('Alt+ArrowUp');
    await expect(page.getByRole('button', { name: 'Edit question 9, Inline choice, Complete' })).toBeFocused();
    await page.getByRole('button', { name: 'Move question 9 down' }).click();
    await expect(page.getByRole('button', { name: 'Edit question 10, Inline choice, Complete' })).toBeVisible();

    // On a phone the studio stacks the list above the editor and never scrolls sideways. The layout a phone
    // gets, that is: the first frames after the window shrinks from 1280 px can still be mid-way to it (54 px
    // too wide for a frame, then none), which a phone never shows; an overflow that stays still fails.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 2, name: /^Question \d+:/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: 'the studio scrolls sideways at 390 px',
      })
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Preview as student: every question as the student sees it, no answers.
    await page.getByRole('button', { name: 'Preview as student' }).click();
    const preview = page.getByRole('dialog', { name: `Student view: ${title}` });
    await expect(preview.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Question 10', exact: true })).toBeVisible();
    await expect(preview.getByText('Choose the correct answer below').first()).toBeVisible();
    await expect(preview.getByRole('img', { name: 'A blue square' })).toBeVisible();
    await expect(preview.getByText('Five tenths is the same as one half.')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // My worksheets lists it, ready to assign.
    await page.getByRole('link', { name: 'My worksheets' }).first().click();
    await expect(page).toHaveURL(urlPath('/teacher/worksheet/list'));
    await page.getByRole('searchbox', { name: 'Search worksheets' }).fill(title);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row).toContainText('10 questions');
    await expect(row).toContainText('Ready to assign');
  });
});

test.describe(() => {
  test.use({ signedInAs: 'teacher.free' });
  test('a free-license teacher is told the studio is not part of their license', async ({ page }) => {
    await page.goto('/teacher/clearsheetstudio/list');
    await expect(page.getByText(MESSAGES.upgradeRequired)).toBeVisible();
  });
});
