import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readStorage } from './support/session';
import { expect, openHome, test } from './support/signed-in';

test.describe.configure({ timeout: 60_000 });

async function api(page: Page, url: string, data: unknown) {
  const token = await readStorage(page, 'token');
  const response = await page.request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

// The demo school admin adds the colleague; the teacher is made for the test (support/world.ts). Both start signed
// in (support/signed-in.ts).
test('a teacher adds a colleague of the same school as co-teacher', async ({ savedSignIns, world }) => {
  const { teacher } = await world.paid();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const adminContext = await savedSignIns.newContext('school.admin');
  const admin = await adminContext.newPage();
  await openHome(admin, 'school.admin');
  const me = await (
    await admin.request.get('/api/v1/me', {
      headers: { Authorization: `Bearer ${await readStorage(admin, 'token')}` },
    })
  ).json();
  await api(admin, '/api/v1/staff', {
    firstName: 'Cora',
    lastName: `Colleague${suffix}`,
    email: `cora.${suffix}@example.org`,
    role: 'Teacher',
    schoolId: me.school.id,
  });
  await adminContext.close();

  const teacherContext = await world.newContext(teacher);
  const page = await teacherContext.newPage();
  await openHome(page, teacher);
  const created = await api(page, '/api/v1/classes', {
    grade: '5',
    name: `Team taught ${suffix}`,
    subject: 'Math',
    students: [{ firstName: 'Ada', lastName: `Pupil${suffix}` }],
  });
  await page.goto(`/teacher/manage?classId=${created.class.id}`);
  await page.getByRole('button', { name: 'Add a co-teacher' }).click();
  await page.getByRole('textbox', { name: 'Teacher' }).click();
  await page.getByRole('option', { name: `Cora Colleague${suffix}` }).click();
  await page.getByRole('button', { name: 'Add a co-teacher' }).click();
  await expect(page.getByText('Co-teacher added')).toBeVisible();
  await expect(page.getByText(`Cora Colleague${suffix}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await teacherContext.close();
});
