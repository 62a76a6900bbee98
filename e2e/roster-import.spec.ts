import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, STUDENT_IMPORT_COLUMNS } from '@clearsheets/shared';
import type { Page } from '@playwright/test';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { urlPath, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Bulk import as users do it: a teacher uploads a CSV into a class and follows it to the roster; a wrong
// file is refused in place; a district admin loads a OneRoster zip and sees the new schools and classes. The
// teacher, with their Grade 5 Math, is made for each test (support/world.ts); the district admin is the demo one.
// Each account starts signed in (support/signed-in.ts).

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Writes a file to a fresh temp folder, as a user would have it on disk. */
function tempFile(name: string, content: string | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-import-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const csvLine = (cells: readonly string[]) => cells.join(',');

/** Chooses an option of a Mantine select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe(() => {
  test.use({ signedInAs: 'own teacher' });
  test('the teacher imports a CSV into Grade 5 Math and finds the students in the class roster', async ({ page }) => {
    test.setTimeout(60_000);
    const t = tag();
    const students = [
      ['Zoe', `Import${t}`, `zoe.${t}`, 'tiger42', '5'],
      ['Liam', `Import${t}`, '', '', '5'],
      ['Ava', `Import${t}`, '', '', ''],
    ];
    const file = tempFile(
      `students-${t}.csv`,
      `${[csvLine(STUDENT_IMPORT_COLUMNS), ...students.map(csvLine)].join('\n')}\n`,
    );

    await page.goto('/teacher/studentimportlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to fill the file' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/studentimportlist');

    await choose(page, 'Class', 'Grade 5 Math');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and import' }).click();

    await expect(visibleText(page, MESSAGES.uploadInProgress)).toBeVisible();
    await expect(page.getByText('Import finished', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('3 added, 0 updated (3 rows in the file).')).toBeVisible();
    await expect(page).toHaveURL(/jobId=\d+/);
    await expectNoSeriousA11yViolations(page, '/teacher/studentimportlist after a finished import');

    await page.getByRole('link', { name: 'View the class roster' }).click();
    await expect(page).toHaveURL(urlPath('/teacher/manage'));
    for (const [first, last] of students) await expect(visibleText(page, `${first} ${last}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/manage after the import');

    await page.goto('/teacher/importfilelist');
    await expect(page.getByRole('heading', { level: 1, name: 'Import history' })).toBeVisible();
    await expect(visibleText(page, `students-${t}.csv`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher/importfilelist');
  });

  test('a file with the wrong columns or of the wrong type is refused with the spec messages', async ({ page }) => {
    await page.goto('/teacher/studentimportlist');
    await choose(page, 'Class', 'Grade 5 Math');

    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles(tempFile('notes.txt', 'hello'));
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.importInvalidFormat })).toBeVisible();

    await picker.setInputFiles(tempFile('wrong-columns.csv', 'Name,Surname\nZoe,Smith\n'));
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.importColumnMismatch })).toBeVisible();
    await expect(page.getByText('Import finished', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/teacher/studentimportlist with a refused file');
  });
});

/** A OneRoster 1.2 CSV bundle: one district, two schools, a class, a teacher and two students in each. */
function oneRosterZip(t: string): Uint8Array {
  const csv = (columns: string[], rows: Record<string, string>[]) =>
    `${[columns.join(','), ...rows.map((r) => columns.map((c) => r[c] ?? '').join(','))].join('\r\n')}\r\n`;
  const orgs: Record<string, string>[] = [{ sourcedId: `d-${t}`, name: `District ${t}`, type: 'district' }];
  const classes: Record<string, string>[] = [];
  const users: Record<string, string>[] = [];
  const roles: Record<string, string>[] = [];
  const enrollments: Record<string, string>[] = [];
  for (const k of [1, 2]) {
    const school = `s-${t}-${k}`;
    const cls = `c-${t}-${k}`;
    orgs.push({ sourcedId: school, name: `Roster School ${k} ${t}`, type: 'school', parentSourcedId: `d-${t}` });
    classes.push({
      sourcedId: cls,
      title: `Roster Math ${k} ${t}`,
      grades: '05',
      courseSourcedId: `crs-${t}`,
      classType: 'scheduled',
      schoolSourcedId: school,
      termSourcedIds: `term-${t}`,
      subjects: 'Mathematics',
    });
    const people: [string, string, string][] = [
      [`tch-${t}-${k}`, 'teacher', `Teacher${k}`],
      [`stu-${t}-${k}-1`, 'student', `StudentA${k}`],
      [`stu-${t}-${k}-2`, 'student', `StudentB${k}`],
    ];
    for (const [id, role, family] of people) {
      users.push({
        sourcedId: id,
        enabledUser: 'true',
        username: `u${id}`.replace(/-/g, '.'),
        givenName: 'Roster',
        familyName: `${family}${t}`,
        email: role === 'teacher' ? `${id}@example.org` : '',
        grades: role === 'student' ? '05' : '',
      });
      roles.push({ sourcedId: `r-${id}`, userSourcedId: id, roleType: 'primary', role, orgSourcedId: school });
      enrollments.push({
        sourcedId: `e-${id}`,
        classSourcedId: cls,
        schoolSourcedId: school,
        userSourcedId: id,
        role,
        primary: role === 'teacher' ? 'true' : 'false',
      });
    }
  }
  const files: Record<string, string> = {
    'manifest.csv': csv(
      ['propertyName', 'value'],
      [
        { propertyName: 'manifest.version', value: '1.0' },
        { propertyName: 'oneroster.version', value: '1.2' },
      ],
    ),
    'orgs.csv': csv(['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'], orgs),
    'academicSessions.csv': csv(
      ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
      [
        {
          sourcedId: `term-${t}`,
          title: 'Fall',
          type: 'term',
          startDate: '2026-08-15',
          endDate: '2026-12-20',
          schoolYear: '2027',
        },
      ],
    ),
    'courses.csv': csv(
      ['sourcedId', 'title', 'grades', 'orgSourcedId', 'subjects'],
      [{ sourcedId: `crs-${t}`, title: 'Math 5', grades: '05', orgSourcedId: `d-${t}`, subjects: 'Mathematics' }],
    ),
    'classes.csv': csv(
      ['sourcedId', 'title', 'grades', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds', 'subjects'],
      classes,
    ),
    'users.csv': csv(['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName', 'email', 'grades'], users),
    'roles.csv': csv(['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'], roles),
    'enrollments.csv': csv(
      ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary'],
      enrollments,
    ),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

test.describe(() => {
  test.use({ signedInAs: 'district.admin' });
  test('the district admin imports a OneRoster zip and sees the new schools and classes', async ({ page }) => {
    test.setTimeout(60_000);
    const t = tag();
    await openHome(page, 'district.admin');
    await page.getByRole('link', { name: 'OneRoster import' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(urlPath('/districtadmin/roster'));
    await expect(page.getByRole('heading', { level: 1, name: 'OneRoster import' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/districtadmin/roster');

    await page.locator('input[type="file"]').setInputFiles(tempFile(`oneroster-${t}.zip`, oneRosterZip(t)));
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(visibleText(page, MESSAGES.uploadInProgress)).toBeVisible();
    await expect(page.getByText('Import finished', { exact: true })).toBeVisible({ timeout: 20_000 });

    const schools = page.getByRole('table', { name: /^Schools in / });
    await expect(schools.getByRole('rowheader', { name: `Roster School 1 ${t}` })).toBeVisible();
    await expect(schools.getByRole('rowheader', { name: `Roster School 2 ${t}` })).toBeVisible();
    const classes = page.getByRole('table', { name: 'Classes in the district' });
    // Other tests add classes to the district: the admin pages through the list (by name) to the new ones.
    const nextPage = page
      .getByRole('navigation', { name: 'Pages of the classes list' })
      .getByRole('button', { name: 'Next page' });
    for (const k of [1, 2]) {
      const row = classes.getByRole('row').filter({ hasText: `Roster Math ${k} ${t}` });
      await expect(async () => {
        if (await row.isVisible()) return;
        await nextPage.click({ timeout: 2_000 });
        throw new Error(`Roster Math ${k} ${t} is not on this page`);
      }).toPass({ timeout: 30_000 });
      await expect(row).toContainText(`Roster School ${k} ${t}`);
      await expect(row).toContainText(`Teachers: Roster Teacher${k}${t}`);
    }
    await expect(page.getByRole('table', { name: /OneRoster imports/ })).toContainText(`oneroster-${t}.zip`);
    await expectNoSeriousA11yViolations(page, '/districtadmin/roster after an import');

    // A zip without users.csv fails with a validation report naming the file.
    const broken = oneRosterZip(`${t}b`);
    const entries = unzipSync(broken);
    delete entries['users.csv'];
    await page.locator('input[type="file"]').setInputFiles(tempFile(`broken-${t}.zip`, zipSync(entries)));
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const report = page.getByRole('region', { name: `Import of broken-${t}.zip` });
    await expect(report.getByText('Import failed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(report).toContainText('users.csv');
    await expectNoSeriousA11yViolations(page, '/districtadmin/roster with a validation report');
  });
});
