import { strToU8, zipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath } from './support/session';
import { expect, test } from './support/signed-in';

// A QTI package written by another tool, as a teacher imports it: the package names no grade or subject, so
// the teacher is asked for both at once; the studio then says what came in and what was left out. The teacher is
// made for the test (support/world.ts) and starts signed in (support/signed-in.ts).

test.use({ signedInAs: 'own teacher' });

const item = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="${id}" title="${id}"
  adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>A</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>${body}</qti-item-body>
  <qti-response-processing
    template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

const choice = item(
  'choice',
  `<p>Which number is even?</p>
  <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
    <qti-simple-choice identifier="A">4<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="A"
      show-hide="show">That's correct</qti-feedback-inline></qti-simple-choice>
    <qti-simple-choice identifier="B">7</qti-simple-choice>
  </qti-choice-interaction>`,
);
const hotspot = item(
  'hotspot',
  `<qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Click</qti-prompt>
  </qti-hotspot-interaction>`,
);
// An item bank's habit: the whole body in a layout <div>, with a picture the package forgot to carry.
const wrapped = item(
  'wrapped',
  `<div class="layout"><div class="col"><p>How many wheels does a bike have?</p><p><img src="bike.png" alt="A bike"/></p>
  <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
    <qti-simple-choice identifier="A">2</qti-simple-choice><qti-simple-choice identifier="B">3</qti-simple-choice>
  </qti-choice-interaction></div></div>`,
);
const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="pkg">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="choice" type="imsqti_item_xmlv3p0" href="choice.xml"><file href="choice.xml"/></resource>
    <resource identifier="hotspot" type="imsqti_item_xmlv3p0" href="hotspot.xml"><file href="hotspot.xml"/></resource>
    <resource identifier="wrapped" type="imsqti_item_xmlv3p0" href="wrapped.xml"><file href="wrapped.xml"/></resource>
  </resources>
</manifest>`;

test('a teacher imports another tool’s package, chooses what it does not say, and reads what was left out', async ({
  page,
}) => {
  const zip = zipSync({
    'imsmanifest.xml': strToU8(manifest),
    'choice.xml': strToU8(choice),
    'hotspot.xml': strToU8(hotspot),
    'wrapped.xml': strToU8(wrapped),
  });
  await page.goto('/teacher/worksheet/list');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import QTI package' }).click();
  await (await chooser).setFiles({ name: 'elsewhere.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });

  const details = page.getByRole('dialog', { name: 'A few details for this package' });
  await expect(details.getByText('The package names no subject: choose one')).toBeVisible();
  await expect(details.getByText('Grade is required')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the QTI import details');
  await details.getByRole('textbox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: 'Grade 4' }).click();
  await details.getByRole('textbox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Math' }).click();
  await details.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page).toHaveURL(urlPath('/teacher/clearsheetstudio'));
  const summary = page.getByRole('status').filter({ hasText: 'Imported 2 questions (1 ready)' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('hotspot.xml was left out');
  // The feedback was not merged into the choice: the choice reads "4", and a note says the feedback was dropped.
  await expect(summary).toContainText('choice.xml');
  await expect(page.getByText("4That's correct")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the studio after a QTI import');
  await summary.getByRole('button', { name: 'Dismiss the import summary' }).click();
  await expect(summary).toBeHidden();

  // The wrapped item kept its text; the draft still says which picture is missing once the summary is gone.
  await page.reload();
  await page.getByRole('button', { name: /^Edit question 2,/ }).click();
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(
    'How many wheels does a bike have?',
  );
  const notes = page.getByTestId('question-import-notes');
  await expect(notes).toContainText('From the import: check this question');
  await expect(notes).toContainText('Its picture "bike.png" is not in the package and was left out: add it again.');
});
