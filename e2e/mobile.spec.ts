import { loginForm, readStorage, visibleText } from './support/session';
import { expect, openHome, test } from './support/signed-in';

// Student screens are built for landscape: a phone held upright gets asked to rotate. Each test opens the app
// with its account's saved sign-in (support/signed-in.ts).

const ROTATE = 'Please rotate your mobile device';

test.describe('portrait phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe(() => {
    test.use({ signedInAs: 'student' });
    test('a signed-in student sees the rotate overlay', async ({ page }) => {
      await openHome(page, 'student');
      await expect(visibleText(page, ROTATE)).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'teacher' });
    test('a teacher sees no rotate overlay', async ({ page }) => {
      await openHome(page, 'teacher');
      await expect(visibleText(page, 'Ana Garcia')).toBeVisible();
      await expect(page.getByText(ROTATE).filter({ visible: true })).toHaveCount(0);
    });
  });
});

test.describe('landscape phone (844x390)', () => {
  test.use({ viewport: { width: 844, height: 390 }, signedInAs: 'student' });

  test('a signed-in student sees no rotate overlay', async ({ page }) => {
    await openHome(page, 'student');
    await expect(page.getByRole('heading', { name: 'Hi, Mia!' })).toBeVisible();
    await expect(page.getByText(ROTATE).filter({ visible: true })).toHaveCount(0);
  });
});

test.describe('the student header at every width', () => {
  // A teacher made for the test (support/world.ts): the class below is theirs.
  test.use({ signedInAs: 'own teacher' });

  test('fits from a phone to a laptop, in English and in Spanish, with Sign out in view', async ({
    page,
    browser,
    world,
  }) => {
    // A student of their own (with a long name): switching the language is saved for the student, and the demo
    // student's language is what other tests read.
    await openHome(page, (await world.paid()).teacher);
    const token = await readStorage(page, 'token');
    const created = await page.request.post('/api/v1/classes', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        grade: '5',
        name: `Header widths ${Date.now().toString(36)}`,
        subject: 'Math',
        students: [{ firstName: 'Guadalupe', lastName: 'Hernández-Villarreal' }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const [who] = ((await created.json()) as { createdStudents: { username: string; password: string }[] })
      .createdStudents;
    // Signed out: the context would otherwise start with the teacher's saved sign-in.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: { cookies: [], origins: [] },
    });
    const student = await context.newPage();
    await student.goto('/login');
    const form = loginForm(student);
    await form.username.fill(who!.username);
    await form.password.fill(who!.password);
    await form.submit.click();
    await expect(student.getByRole('heading', { name: 'Hi, Guadalupe!' })).toBeVisible();
    // The arcade badge loads after the page: measure with it in the header.
    await expect(student.getByTestId('arcade-badge')).toBeVisible();
    for (const language of ['Español', 'English']) {
      await student.getByRole('radio', { name: language }).check({ force: true });
      // Around each breakpoint where the header shows more (the language names, the arcade badge, the name).
      for (const width of [575, 576, 700, 767, 768, 844, 991, 992, 1199, 1200, 1280]) {
        await student.setViewportSize({ width, height: 800 });
        const signOut = student.getByRole('button', { name: language === 'English' ? 'Sign out' : 'Cerrar sesión' });
        await expect(signOut).toBeInViewport({ ratio: 1 });
        expect(await student.evaluate('document.documentElement.scrollWidth'), `${language} at ${width} px`).toBe(
          width,
        );
      }
    }
    await context.close();
  });
});
