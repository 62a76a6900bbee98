import type { Page } from '@playwright/test';
import { readStorage } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// The class page follows its realtime room: a student added by someone else (the demo school admin) appears without
// a reload on the page of a teacher made for the test (support/world.ts). Both start signed in
// (support/signed-in.ts).

test.describe.configure({ timeout: 60_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const surname = () =>
  `Q${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function api(page: Page, method: 'POST', url: string, data: unknown) {
  const token = await readStorage(page, 'token');
  const response = await page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('the teacher sees a student the school admin adds, without reloading', async ({ savedSignIns, world }) => {
  const own = (await world.paid()).teacher;
  const teacherContext = await world.newContext(own);
  const adminContext = await savedSignIns.newContext('school.admin');
  try {
    const teacher = await teacherContext.newPage();
    const admin = await adminContext.newPage();
    await openHome(teacher, own);
    await openHome(admin, 'school.admin');

    const name = unique('Live Roster');
    const created = (await api(teacher, 'POST', '/api/v1/classes', {
      grade: '4',
      name,
      subject: 'Science',
      students: [{ firstName: 'First', lastName: surname() }],
    })) as { class: { id: number } };
    const classId = created.class.id;

    for (const page of [teacher, admin]) {
      await page.goto(`/teacher/manage?classId=${classId}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Live: the roster updates as students are added or removed')).toBeAttached();
    }
    const roster = teacher.getByRole('table', { name: `Students of ${name}` });
    const lastName = surname();
    const arrival = roster.getByRole('rowheader', { name: `Arrives ${lastName}` });
    await expect(arrival).toHaveCount(0);

    await api(admin, 'POST', `/api/v1/classes/${classId}/students`, {
      students: [{ firstName: 'Arrives', lastName }],
    });

    await expect(arrival).toBeVisible();
    await expect(teacher.getByText('2 students', { exact: true }).first()).toBeVisible();
  } finally {
    await teacherContext.close();
    await adminContext.close();
  }
});
