import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { assign, call, libraryWorksheet, startAttempt } from './support/demo-work';
import { urlPath } from './support/session';
import { expect, test } from './support/signed-in';
import {
  type Classroom,
  newClass,
  newFreeTeacher,
  newPaidTeacher,
  type Person,
  tag,
  type World,
} from './support/world';

// Issue 27, "How to check it": the things a person tripped over, walked again on a phone (390x844, touch). Each
// page the journey opens is checked with axe and must not scroll sideways. Teachers use the phone upright; a
// student's home asks for landscape on an upright phone (spec section 2), so the student opens it with the phone
// turned (844x390) and turns it upright in the lesson, which works either way. Every person is made for its test
// (support/world.ts). Screenshots in test-results/phone-journeys.

test.describe.configure({ timeout: 150_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PHONE_TURNED = { ...PHONE, viewport: { width: 844, height: 390 } };
const LESSON = 'Parentheses, Brackets and the Order of Operations';

test.use(PHONE);

/** axe finds nothing serious and the page is no wider than the screen. */
async function checkPage(page: Page, where: string) {
  await expectNoSeriousA11yViolations(page, where);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/phone-journeys/${name}.png`, fullPage: true });

/** The staff member's screens and mail in Spanish, as account settings saves it. */
async function speaksSpanish(world: World, who: Person) {
  await call(world.request, await world.token(who), 'PUT', '/api/v1/account/language', { language: 'es' });
}

/** A new teacher who chose Spanish, on a phone at their home: its "Primeros pasos" at step 1. */
async function spanishHomeOnPhone(world: World, teacher: Person) {
  await speaksSpanish(world, teacher);
  const context = await world.newContext(teacher, PHONE);
  const page = await context.newPage();
  await page.goto('/teacher');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const steps = page.getByRole('region', { name: 'Primeros pasos' });
  await expect(steps).toContainText('Paso 1 de 3');
  return { context, page, steps };
}

test('a new paid teacher, in Spanish, takes the first step and goes from the new class to its first worksheet', async ({
  world,
}) => {
  const { context, page, steps } = await spanishHomeOnPhone(world, await newPaidTeacher(world.request));
  try {
    // The school's license has the Clear Monitor: the last step is watching the class work.
    await expect(steps).toContainText('Mira trabajar a tus estudiantes y ve sus resultados');
    await expect(steps.getByRole('link', { name: 'Crea tu primera clase' })).toBeInViewport();
    // The header's longest button in either language, whole on the phone.
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport({ ratio: 1 });
    await checkPage(page, 'the new teacher home in Spanish, step 1');
    await shot(page, '1-paid-home-es');
    await steps.getByRole('link', { name: 'Crea tu primera clase' }).click();

    await expect(page).toHaveURL(urlPath('/teacher/createclass'));
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una clase' })).toBeVisible();
    await checkPage(page, 'the class form in Spanish');
    const className = `Sala ${tag()}`;
    // Grade 5, whose library has worksheets (its label is not what this journey checks).
    await page.getByRole('textbox', { name: 'Grado', exact: true }).click();
    await page.getByRole('option', { name: /5/ }).click();
    await page.getByRole('textbox', { name: 'Nombre de la clase' }).fill(className);
    await page.getByRole('textbox', { name: 'Materia', exact: true }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Agregar un estudiante' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Iris');
    await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Okafor');
    await page.getByRole('button', { name: 'Crear clase' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `${className} está lista` })).toBeVisible();
    // The notice says so in the screen's language too.
    await expect(page.locator('.mantine-Notification-root')).toHaveText('Clase agregada');
    const next = page.getByRole('link', { name: 'Asignar su primera hoja de trabajo' });
    await expect(next).toBeVisible();
    await checkPage(page, 'the class-created screen in Spanish');
    await shot(page, '1-paid-class-created-es');
    await next.click();
    await expect(page).toHaveURL(/\/teacher\/clearSheetLibrary\?grade=5$/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await checkPage(page, 'the library from the new class, in Spanish');
  } finally {
    await context.close();
  }
});

test('a new free teacher, in Spanish, is promised no live watching and offered only the licensed grade', async ({
  world,
}) => {
  const { context, page, steps } = await spanishHomeOnPhone(world, await newFreeTeacher(world.request));
  try {
    // The free license locks the Clear Monitor: results as they hand in, not watching them work.
    await expect(steps).toContainText('Ve los resultados de tus estudiantes a medida que entregan');
    await expect(steps).not.toContainText('Mira trabajar');
    await checkPage(page, 'the free teacher home in Spanish');
    await shot(page, '2-free-home-es');
    await steps.getByRole('link', { name: 'Crea tu primera clase' }).click();

    await expect(page).toHaveURL(urlPath('/teacher/createclass'));
    await expect(page.getByText(/Tu licencia gratuita abre .+\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mejora tu cuenta para todos los grados' })).toHaveAttribute(
      'href',
      '/teacher/subscription',
    );
    await page.getByRole('textbox', { name: 'Grado', exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await shot(page, '2-free-grade-picker-es');
    await page.keyboard.press('Escape');
    await checkPage(page, 'the class form on a free license, in Spanish');
  } finally {
    await context.close();
  }
});

/** A paid teacher's class whose first student turned in two assignments (10 coins each). */
async function studentWithCoins(world: World) {
  const room = await newClass(world.request, await newPaidTeacher(world.request), { students: ['Mia'] });
  const mia = room.students[0] as Person;
  const teacher = await world.token(room.teacher);
  const student = await world.token(mia);
  const worksheet = await libraryWorksheet(world.request, teacher, 'every', 'Grade 5 review: every question type');
  for (const title of ['Coins one', 'Coins two']) {
    const assignmentId = await assign(world.request, teacher, {
      classId: room.classId,
      worksheetId: worksheet.id,
      title,
    });
    const attempt = await startAttempt(world.request, student, assignmentId);
    await call(world.request, student, 'POST', `/api/v1/student/attempts/${attempt.attemptId}/submit`);
  }
  const { balance } = await call<{ balance: number }>(world.request, student, 'GET', '/api/v1/arcade/badge');
  return { room, mia, balance };
}

test('a student with coins sees the right count on the first load of their home', async ({ world }) => {
  const { mia, balance } = await studentWithCoins(world);
  expect(balance).toBeGreaterThanOrEqual(20);
  const context = await world.newContext(mia, PHONE_TURNED);
  try {
    const page = await context.newPage();
    await page.goto('/student');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Mia!' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^Arcade: .+, ${balance} coins$`) })).toBeVisible();
    await expect(page.getByTestId('arcade-badge')).toContainText(`${balance} coins`);
    await checkPage(page, 'the student home with coins, phone turned');
    await shot(page, '3-student-coins');
  } finally {
    await context.close();
  }
});

/** The teacher launches the grade 5 lesson for the class, as the library's Launch does. */
async function launchLesson(world: World, room: Classroom) {
  const token = await world.token(room.teacher);
  const found = await call<{ items: { id: number; title: string }[] }>(
    world.request,
    token,
    'GET',
    `/api/v1/lessons?q=${encodeURIComponent('Parentheses')}`,
  );
  const lesson = found.items.find((l) => l.title === LESSON);
  expect(lesson, `the library has ${LESSON}`).toBeDefined();
  return call<{ id: number; accessCode: string }>(
    world.request,
    token,
    'POST',
    `/api/v1/lessons/${lesson?.id}/sessions`,
    {
      classIds: [room.classId],
    },
  );
}

test('a running lesson tops the student home, its code joins it, and its end is told plainly on both sides', async ({
  world,
}) => {
  const room = await newClass(world.request, await newPaidTeacher(world.request), { students: ['Kim'] });
  const kim = room.students[0] as Person;
  const session = await launchLesson(world, room);
  const teacherContext = await world.newContext(room.teacher, PHONE);
  const kimContext = await world.newContext(kim, PHONE_TURNED);
  try {
    // The home shows the running lesson above everything but the greeting.
    const home = await kimContext.newPage();
    await home.goto('/student');
    const live = home.getByRole('region', { name: `Live lesson now: ${LESSON}` });
    await expect(live).toBeVisible();
    const join = home.getByRole('textbox', { name: 'Assignment or lesson code' });
    const liveBox = await live.boundingBox();
    const joinBox = await join.boundingBox();
    expect(liveBox && joinBox && liveBox.y < joinBox.y, 'the live lesson is above the code box').toBe(true);
    await expect(live).toBeInViewport();
    await checkPage(home, 'the student home during a live lesson, phone turned');
    await shot(home, '4-student-live-lesson');

    // The home's one code box takes the lesson's code.
    await join.fill(session.accessCode.toLowerCase());
    await home.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(home.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    // The lesson works upright: the student turns the phone.
    await home.setViewportSize(PHONE.viewport);
    await expect(home.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await checkPage(home, 'the student in the lesson, phone upright');

    // The teacher ends it from the control screen on their phone.
    const teacher = await teacherContext.newPage();
    await teacher.goto(`/teacher/clearlesson/launchclearlesson?cc=${session.accessCode}`);
    await expect(teacher.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await expect(teacher.getByText('1 student joined')).toBeVisible();
    await checkPage(teacher, 'the live lesson control screen on a phone');
    await teacher.getByRole('button', { name: 'End lesson' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'End lesson' }).click();

    // The student is told it ended, and not asked for a code.
    await expect(home.getByRole('heading', { name: 'This lesson has ended' })).toBeVisible();
    await expect(home.getByRole('main')).not.toContainText(/code/i);
    await expect(home.getByRole('textbox')).toHaveCount(0);
    await checkPage(home, 'the ended lesson, student, phone upright');
    await shot(home, '5-student-lesson-ended');

    // The teacher's ended screen leads to the lesson's report.
    await expect(teacher.getByText('The lesson has ended')).toBeVisible();
    // Nor is the teacher shown a code students could no longer use.
    await expect(teacher.getByText(session.accessCode, { exact: true })).toHaveCount(0);
    await expect(teacher.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
    const report = teacher.getByRole('link', { name: 'See this lesson’s report' });
    await expect(report).toBeVisible();
    await checkPage(teacher, 'the ended lesson, teacher, on a phone');
    await shot(teacher, '5-teacher-lesson-ended');
    await report.click();
    await expect(teacher).toHaveURL(/\/teacher\/lessonsummary\/report\?session=\d+/);
    await expect(teacher.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
    await checkPage(teacher, 'the lesson report on a phone');
  } finally {
    await Promise.all([teacherContext.close(), kimContext.close()]);
  }
});
