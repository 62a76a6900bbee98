import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginForm, readStorage, urlPath } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Students join with the code the teacher shows, and the class's language setting decides the student's
// language: a teacher made for the test (support/world.ts) makes a class of two new students, assigns the library's "every question type"
// worksheet to it; one student types the code on their home and lands in the player; then the teacher sets
// the class to Spanish and a student opening a shared `?code=` link signs in, comes back, and works in Spanish.
// The teacher starts signed in (support/signed-in.ts); the new students use the login form.

test.describe.configure({ timeout: 90_000 });

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const token = await readStorage(page, 'token');
  const response = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Credentials = { username: string; password: string };

/** A new Grade 5 Math class with two new students and the worksheet assigned to it. */
async function setUp(teacher: Page) {
  const tag = Date.now().toString(36);
  const created = await api<{ class: { id: number }; createdStudents: Credentials[] }>(
    teacher,
    'POST',
    '/api/v1/classes',
    {
      grade: '5',
      name: `Join ${tag}`,
      subject: 'Math',
      students: [
        { firstName: 'Omar', lastName: `Join${tag}` },
        { firstName: 'Lucia', lastName: `Join${tag}` },
      ],
    },
  );
  const classId = created.class.id;
  const library = await api<{ items: { id: number; title: string }[] }>(
    teacher,
    'GET',
    '/api/v1/library/worksheets?q=every',
  );
  const worksheet = library.items.find((w) => w.title === 'Grade 5 review: every question type');
  expect(worksheet, 'the library seed has the every-answer-type worksheet').toBeDefined();
  const assignment = await api<{ id: number }>(teacher, 'POST', '/api/v1/assignments', {
    classIds: [classId],
    worksheetId: worksheet?.id,
    feedbackOption: 2,
    title: `Join by code ${tag}`,
    readAloud: true,
    dueAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const { accessCode } = await api<{ accessCode: string }>(teacher, 'GET', `/api/v1/assignments/${assignment.id}/code`);
  return { classId, assignmentId: assignment.id, accessCode, students: created.createdStudents };
}

async function signInAs(page: Page, who: Credentials) {
  const form = loginForm(page);
  await form.username.fill(who.username);
  await form.password.fill(who.password);
  await form.submit.click();
}

test('a student joins with a typed code; a class set to Spanish gives its students Spanish', async ({
  browser,
  world,
}) => {
  const own = (await world.paid()).teacher;
  const teacherContext = await world.newContext(own);
  const studentContext = await browser.newContext();
  const spanishContext = await browser.newContext({ locale: 'en-US' });
  try {
    const teacher = await teacherContext.newPage();
    await openHome(teacher, own);
    const { classId, assignmentId, accessCode, students } = await setUp(teacher);

    // The teacher's assignment page shows the code as a QR code, with the code in text beside it.
    await teacher.goto(`/teacher/assignment/preview?id=${assignmentId}`);
    await expect(
      teacher.getByRole('img', { name: `QR code that opens the assignment with code ${accessCode}` }),
    ).toBeVisible();
    await expect(teacher.getByTestId('join-qr')).toContainText(accessCode);
    await expectNoSeriousA11yViolations(teacher, 'the assignment page with its QR code');

    // Omar types a wrong code, then the right one in lower case, and lands in the player.
    const omar = await studentContext.newPage();
    await omar.goto('/login');
    await signInAs(omar, students[0]!);
    await expect(omar).toHaveURL(urlPath('/student'));
    const field = omar.getByRole('textbox', { name: 'Assignment or lesson code' });
    await field.fill('QQQ');
    await omar.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(omar.getByText('Type all 6 characters of the code')).toBeVisible();
    await field.fill('QQQQQQ');
    await omar.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(omar.getByText('This code is not for one of your assignments')).toBeVisible();
    await expectNoSeriousA11yViolations(omar, 'the student home with a refused code');
    await field.fill(accessCode.toLowerCase());
    await omar.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(omar).toHaveURL(new RegExp(`/student/worksheet\\?assignmentId=${assignmentId}$`));
    await expect(omar.getByText('Question 1 of 10')).toBeVisible();

    // The teacher sets the class to Spanish; Lucia opens the shared link signed out, signs in and comes back.
    await api(teacher, 'PUT', `/api/v1/classes/${classId}/settings`, {
      defaults: { readAloud: true, language: 'es', feedbackOption: 2 },
    });
    const lucia = await spanishContext.newPage();
    await lucia.goto(`/student?code=${accessCode}`);
    await expect(lucia).toHaveURL(/\/login\?redirect=/);
    await signInAs(lucia, students[1]!);
    await expect(lucia).toHaveURL(new RegExp(`/student/worksheet\\?assignmentId=${assignmentId}$`));
    await expect(lucia.locator('html')).toHaveAttribute('lang', 'es');

    // Her home is in Spanish (the device is English), and her own switch back to English is kept.
    await lucia.goto('/student');
    await expect(lucia.getByRole('heading', { level: 2, name: 'Tus tareas' })).toBeVisible();
    await expect(lucia.getByRole('textbox', { name: 'Código de la tarea o de la lección' })).toBeVisible();
    await expectNoSeriousA11yViolations(lucia, 'the Spanish student home');
    await lucia.locator('label').filter({ hasText: 'English' }).click();
    await expect(lucia.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(lucia.getByRole('heading', { level: 2, name: 'Your assignments' })).toBeVisible();
    await expect
      .poll(async () => (await api<{ language: string }>(lucia, 'GET', '/api/v1/student/language')).language)
      .toBe('en');
  } finally {
    await Promise.all([teacherContext.close(), studentContext.close(), spanishContext.close()]);
  }
});
